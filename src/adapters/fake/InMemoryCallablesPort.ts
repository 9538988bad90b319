import { inject, injectable } from 'inversify';
import { type CallContext, CallableError, staffClaimOf } from '@met/scheme/contract';
import { FunctionError } from '../../core/kernel/FunctionError';
import type {
  CallableName,
  CallableRequest,
  CallableResponse,
  CallablesPort,
} from '../../core/ports/CallablesPort';
import { validateCallableResponse } from '../../core/kernel/validateCallableResponse';
import { FakeAuthSession } from './world/FakeAuthSession';
import { FakeWorld } from './world/FakeWorld';
import { FaultInjector } from './world/FaultInjector';

/**
 * The contract's callables (the spec's 19 and wallet-getPassLinks) answered by the backend's own
 * handlers in the browser. Requests and answers
 * cross a JSON round trip as they would the wire; the caller is the signed-in fake user as an ID
 * token would carry it; refusals arrive as FunctionError with the handler's code and message;
 * every answer passes the same contract check as the Firebase adapter's.
 */
@injectable()
export class InMemoryCallablesPort implements CallablesPort {
  constructor(
    @inject(FakeWorld) private readonly world: FakeWorld,
    @inject(FakeAuthSession) private readonly session: FakeAuthSession,
    @inject(FaultInjector) private readonly faults: FaultInjector,
  ) {}

  async call<K extends CallableName>(
    name: K,
    request: CallableRequest<K>,
  ): Promise<CallableResponse<K>> {
    await this.session.ready();
    const context = this.#callContext();
    const wireRequest = overTheWire(request);
    const latencyMs = this.faults.latencyMs;
    await this.faults.beforeCall(name);
    const answer = await this.faults.carryOut(
      name,
      () =>
        this.world
          .run(({ handlers }) => handlers[name](wireRequest, context))
          .catch((error: unknown) => {
            throw toFunctionError(error);
          }),
      latencyMs,
    );
    return validateCallableResponse(name, overTheWire(answer));
  }

  #callContext(): CallContext {
    const user = this.session.current();
    const authTime = this.session.authTime();
    // Every call of the fake world comes from this one device, as one address would.
    const callerAddress = 'this-device';
    if (user === null) return { callerAddress };
    // The login's staff claim (the desk's), as the hosted context reads it from the ID token.
    const staff = staffClaimOf(this.world.state?.identityUsers[user.uid]?.customClaims?.staff);
    // The sign-in's time and how it was made, as the hosted context reads them from the ID token.
    const signInMethod = this.session.signInMethod();
    const signedIn = {
      ...(authTime === null ? {} : { authTime }),
      ...(signInMethod === null ? {} : { signInMethod }),
    };
    return { auth: { ...user, ...signedIn, ...(staff ? { staff } : {}) }, callerAddress };
  }
}

/** What arrives after JSON serialisation: Dates become strings, undefined fields vanish. */
function overTheWire(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

function toFunctionError(error: unknown): FunctionError {
  if (error instanceof CallableError)
    return new FunctionError(error.code, error.message, error.details);
  if (error instanceof FunctionError) return error;
  // The handlers turn every failure into a CallableError; anything else is the fake's own fault.
  const message = error instanceof Error ? error.message : String(error);
  return new FunctionError('internal', message, { cause: error });
}
