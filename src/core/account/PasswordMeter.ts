import { makeAutoObservable, runInAction } from 'mobx';
import type { PasswordAssessment, PersonalDetails } from '../kernel/password';
import type { AssessPassword } from './AssessPassword';

/** The strength meter under a new-password field: the reading of the latest password typed. */
export class PasswordMeter {
  assessment: PasswordAssessment | null = null;
  #latest = 0;
  readonly #assess: AssessPassword;

  constructor(assess: AssessPassword) {
    this.#assess = assess;
    makeAutoObservable(this);
  }

  /** Re-reads the meter; an older reading arriving late is dropped. */
  async measure(password: string, details: PersonalDetails): Promise<void> {
    const request = ++this.#latest;
    if (password === '') {
      this.assessment = null;
      return;
    }
    try {
      const assessment = await this.#assess.execute(password, details);
      runInAction(() => {
        if (request === this.#latest) this.assessment = assessment;
      });
    } catch (error) {
      // The meter is advice only; the form's own check still refuses a weak password.
      console.error('Password strength estimator unavailable', error);
    }
  }

  clear(): void {
    this.#latest += 1;
    this.assessment = null;
  }
}
