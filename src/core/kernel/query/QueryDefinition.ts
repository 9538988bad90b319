import type {
  CallableName,
  CallableRequest,
  CallableResponse,
  CallablesPort,
} from '../../ports/CallablesPort';

/** What a read may use to ask for its answer. */
export interface QueryPorts {
  readonly callables: CallablesPort;
}

/**
 * What a read's server answer may do beyond its own value: a voucher the offers say is used has
 * its saved code and painted page forgotten.
 */
export interface AnswerEffects {
  forget<Args, Answer, Model>(definition: QueryDefinition<Args, Answer, Model>, args: Args): void;
  forgetScreen(path: string): void;
}

/**
 * Whether a read's answers are kept on the device (DECISIONS.md "Offline and the device copy").
 * A kept answer is checked against the response contract again when read back (`revive`), and
 * is shown before the network answers only until `usableUntil` (a voucher's code: while staff
 * would still accept it); after that it stands in only when the network fails.
 */
export type KeepPolicy<Answer> =
  | { readonly onDevice: false }
  | {
      readonly onDevice: true;
      readonly revive: (saved: unknown) => Promise<Answer>;
      readonly usableUntil?: (answer: Answer) => Date;
    };

/**
 * One read, declared once beside its feature's fromWire.ts (docs/ARCHITECTURE.md "How to add a
 * read"): its key, its call, how its answer maps to the feature's model, and its keep policy.
 * The vocabulary is TanStack Query's: a query key names one answer, `ask` is its query function,
 * `map` its select.
 */
export interface QueryDefinition<Args, Answer, Model> {
  /** The answer's key for `args`: one Query per key, and the device copy's key. */
  readonly key: (args: Args) => string;
  readonly ask: (ports: QueryPorts, args: Args) => Promise<Answer>;
  /** The model the stores show, made once per answer. */
  readonly map: (answer: Answer, args: Args) => Model;
  readonly keep: KeepPolicy<Answer>;
  /** Runs on every server answer (not on a copy), after the value is shown. */
  readonly answered?: (model: Model, effects: AnswerEffects) => void;
}

/** The device copy's key of callable `name` asked with `request`. */
export function answerKey(name: CallableName, request: unknown): string {
  return `${name} ${JSON.stringify(request)}`;
}

/** A read that is one callable: its key is the callable and request, and it may be kept on the device. */
export function callableQuery<K extends CallableName, Args, Model>(options: {
  readonly callable: K;
  readonly request: (args: Args) => CallableRequest<K>;
  readonly map: (answer: CallableResponse<K>, args: Args) => Model;
  /** Kept on the device (true) or only while the page is open. */
  readonly onDevice: boolean;
  readonly usableUntil?: (answer: CallableResponse<K>) => Date;
  /** What a refusal of the call means to this read (a missing venue, say). */
  readonly refused?: (error: unknown) => unknown;
  readonly answered?: (model: Model, effects: AnswerEffects) => void;
}): QueryDefinition<Args, CallableResponse<K>, Model> {
  const { callable, request, map, refused, answered } = options;
  const keep: KeepPolicy<CallableResponse<K>> = options.onDevice
    ? {
        onDevice: true,
        // The response contract (yup) is a chunk of its own, loaded by the first copy read back.
        revive: async (saved) =>
          (await import('../validateCallableResponse')).validateCallableResponse(callable, saved),
        ...(options.usableUntil ? { usableUntil: options.usableUntil } : {}),
      }
    : { onDevice: false };
  return {
    key: (args) => answerKey(callable, request(args)),
    ask: async ({ callables }, args) => {
      try {
        return await callables.call(callable, request(args));
      } catch (error) {
        throw refused ? refused(error) : error;
      }
    },
    map,
    keep,
    ...(answered ? { answered } : {}),
  };
}

/** A read made of other calls (the game cards: a callable and the member's documents), never kept. */
export function localQuery<Args, Model>(
  name: string,
  ask: (args: Args) => Promise<Model>,
): QueryDefinition<Args, Model, Model> {
  return {
    key: (args) => `${name} ${JSON.stringify(args)}`,
    ask: (_ports, args) => ask(args),
    map: (answer) => answer,
    keep: { onDevice: false },
  };
}
