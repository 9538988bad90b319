import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  UsageStatisticsConsentPort,
  type UsageStatisticsConsent,
} from '../ports/UsageStatisticsConsentPort';
import { SessionAccess } from '../kernel/SessionAccess';

/**
 * The member's consent to share usage statistics, for the consent banner and the Settings switch.
 * The answer lives on the device (the port); this store mirrors it so the UI follows changes.
 */
@injectable()
export class UsageStatisticsConsentStore {
  consent: UsageStatisticsConsent = 'unasked';
  /** Not yet answered, outside dev mode. */
  needsConsent = false;
  readonly #port: UsageStatisticsConsentPort;
  readonly #session: SessionAccess;

  constructor(
    @inject(UsageStatisticsConsentPort) port: UsageStatisticsConsentPort,
    @inject(SessionAccess) session: SessionAccess,
  ) {
    this.#port = port;
    this.#session = session;
    this.#readAnswer();
    makeAutoObservable(this);
  }

  /** The banner asks a signed-in member only, and only until they answer. */
  get promptVisible(): boolean {
    return this.#session.isLoggedIn && this.needsConsent;
  }

  get granted(): boolean {
    return this.consent === 'granted';
  }

  /** Accept / No thanks on the banner, or the Settings switch; the next event follows it. */
  setConsent(granted: boolean): void {
    this.#port.setConsent(granted);
    this.#readAnswer();
  }

  #readAnswer(): void {
    this.consent = this.#port.consent();
    this.needsConsent = this.#port.needsConsent();
  }
}
