import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { InvalidFormError } from './InvalidFormError';

export type SubmitOutcome<R> =
  | { kind: 'done'; value: R }
  | { kind: 'failed'; error: unknown }
  /** A submit was already in flight, so nothing was sent. */
  | { kind: 'busy' };

/**
 * A form's typed values, its errors and whether it is being sent. Values are never cleared on a
 * failure; `submitting` disables the submit button, and a second submit while one is in flight
 * sends nothing.
 */
export class FormState<T extends object> {
  values: T;
  fieldErrors: Record<string, string> = {};
  /** 'Please complete the errors highlighted in red' and the like; null when none. */
  summary: string | null = null;
  submitting = false;
  /** The member changed a value since the form was last filled, reset or sent successfully. */
  edited = false;
  readonly #initial: T;

  constructor(initial: T) {
    this.#initial = { ...initial };
    this.values = { ...initial };
    makeAutoObservable(this);
  }

  set<K extends keyof T>(field: K, value: T[K]): void {
    this.values[field] = value;
    this.edited = true;
    delete this.fieldErrors[field as string];
  }

  /** Fills fields, e.g. prefilling from the member's details; the form is then as filled. */
  fill(values: Partial<T>): void {
    Object.assign(this.values, values);
    this.edited = false;
  }

  /**
   * Fills fields unless the member has changed one since: details that arrive later (a refresh
   * replacing the device's copy) never undo what the member is choosing.
   */
  fillUnlessEdited(values: Partial<T>): void {
    if (!this.edited) this.fill(values);
  }

  reset(): void {
    this.values = { ...this.#initial };
    this.edited = false;
    this.fieldErrors = {};
    this.summary = null;
  }

  errorFor(field: keyof T & string): string | null {
    return this.fieldErrors[field] ?? null;
  }

  /** Runs `send` with a copy of the values; an InvalidFormError marks the fields in red. */
  async submit<R>(send: (values: T) => Promise<R>): Promise<SubmitOutcome<R>> {
    if (this.submitting) return { kind: 'busy' };
    this.submitting = true;
    this.fieldErrors = {};
    this.summary = null;
    try {
      const value = await send(toJS(this.values));
      runInAction(() => {
        this.submitting = false;
        this.edited = false;
      });
      return { kind: 'done', value };
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        if (error instanceof InvalidFormError) {
          this.fieldErrors = { ...error.fieldErrors };
          this.summary = error.message;
        }
      });
      return { kind: 'failed', error };
    }
  }
}
