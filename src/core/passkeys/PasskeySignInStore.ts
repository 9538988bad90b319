import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { passkeyMessages } from './passkeyMessages';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { PasskeyDeviceError, PasskeyDevicePort } from '../ports/PasskeyDevicePort';
import { PasskeyTokenRefused, SignInWithPasskey } from './SignInWithPasskey';

/** The session (SessionStore), told to expect this sign-in and where to go after, or not. */
export interface ExpectedSignIn {
  expectSignIn(redirect: string | null): void;
  cancelExpectedSignIn(): void;
}

/**
 * Signing in with a passkey on the login page and the phone landing: the button's
 * prompt, and the email field's autofill, one request at a time. The member closing the device's
 * prompt is not a problem: nothing happens. Every other failure is a Problem with a member's
 * message (the server's for an expired request, an unknown passkey or a gated membership).
 */
@injectable()
export class PasskeySignInStore {
  /** The button's sign-in is under way. */
  busy = false;
  /** A passkey was chosen on this page: the session that follows is a passkey sign-in. */
  chosenHere = false;
  #autofillWaiting = false;
  readonly #signIn: SignInWithPasskey;
  readonly #device: PasskeyDevicePort;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(SignInWithPasskey) signIn: SignInWithPasskey,
    @inject(PasskeyDevicePort) device: PasskeyDevicePort,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#signIn = signIn;
    this.#device = device;
    this.#problems = problems;
    makeAutoObservable(this);
  }

  /** "Sign in with a passkey": the device's own prompt (a waiting autofill request ends first). */
  async signIn(session: ExpectedSignIn, redirect: string | null): Promise<void> {
    if (this.busy) return;
    this.stopAutofill();
    this.busy = true;
    await this.#run(false, session, redirect);
    runInAction(() => (this.busy = false));
  }

  /** The email field has focus: passkeys offered in its autofill, where the browser can. */
  async offerAutofill(session: ExpectedSignIn, redirect: string | null): Promise<void> {
    if (this.busy || this.#autofillWaiting) return;
    this.#autofillWaiting = true;
    if (await this.#device.autofillSupported()) await this.#run(true, session, redirect);
    runInAction(() => {
      this.#autofillWaiting = false;
      this.busy = false;
    });
  }

  /** The login page closes (or the button takes over): the autofill request ends quietly. */
  stopAutofill(): void {
    if (this.#autofillWaiting) this.#device.cancelAutofill();
  }

  async #run(autofill: boolean, session: ExpectedSignIn, redirect: string | null): Promise<void> {
    let expected = false;
    try {
      await this.#signIn.execute({
        autofill,
        chosen: () => {
          expected = true;
          session.expectSignIn(redirect);
          runInAction(() => {
            this.busy = true;
            this.chosenHere = true;
          });
        },
      });
    } catch (error) {
      if (expected) {
        session.cancelExpectedSignIn();
        runInAction(() => (this.chosenHere = false));
      }
      // Before a passkey is picked, autofill asked nothing of the member: its failures are quiet.
      if (autofill && !expected) return;
      if (error instanceof PasskeyDeviceError && error.reason === 'cancelled') return;
      this.#problems.report(error, { fallback: fallbackFor(error) });
    }
  }
}

function fallbackFor(error: unknown): string {
  if (error instanceof PasskeyTokenRefused) return passkeyMessages.tokenRefused;
  if (error instanceof PasskeyDeviceError && error.reason === 'unsupported')
    return passkeyMessages.unsupported;
  return passkeyMessages.deviceFailed;
}
