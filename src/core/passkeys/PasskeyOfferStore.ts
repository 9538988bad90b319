import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionAccess } from '../kernel/SessionAccess';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import { PasskeyDevicePort } from '../ports/PasskeyDevicePort';
import { LoadPasskeys } from './LoadPasskeys';
import { PasskeySignInStore } from './PasskeySignInStore';

/** The logins this device has offered a passkey to (a JSON list of uids, newest last). */
export const PASSKEY_OFFERED_KEY = 'met_passkey_offered';
const OFFERED_KEPT = 20;

/**
 * The one-time offer on home: on a device with its own Face ID or fingerprint, to a
 * member with no passkey yet, never after a passkey sign-in; once per member per device (kept on
 * the device when first shown). A member without a passkey signed in with a password, on this
 * page or when the session kept on the device began. It stays for the rest of the session until
 * the member takes it or says not now.
 */
@injectable()
export class PasskeyOfferStore {
  visible = false;
  #checkedFor: string | null = null;
  readonly #session: SessionAccess;
  readonly #passkeySignIn: PasskeySignInStore;
  readonly #device: PasskeyDevicePort;
  readonly #storage: KeyValueStorePort;
  readonly #load: LoadPasskeys;

  constructor(
    @inject(SessionAccess) session: SessionAccess,
    @inject(PasskeySignInStore) passkeySignIn: PasskeySignInStore,
    @inject(PasskeyDevicePort) device: PasskeyDevicePort,
    @inject(KeyValueStorePort) storage: KeyValueStorePort,
    @inject(LoadPasskeys) load: LoadPasskeys,
  ) {
    this.#session = session;
    this.#passkeySignIn = passkeySignIn;
    this.#device = device;
    this.#storage = storage;
    this.#load = load;
    makeAutoObservable(this);
  }

  /** Home opens: decides once per session whether to offer. Never throws. */
  async check(): Promise<void> {
    const uid = this.#session.user?.uid;
    if (uid === undefined || this.#checkedFor === uid) return;
    this.#checkedFor = uid;
    if (this.#passkeySignIn.chosenHere || this.#offered().includes(uid)) return;
    try {
      if (!(await this.#device.platformAuthenticator())) return;
      if ((await this.#load.execute()).length > 0) return;
    } catch {
      return;
    }
    runInAction(() => {
      if (this.#session.user?.uid !== uid) return;
      this.#storage.set(
        PASSKEY_OFFERED_KEY,
        JSON.stringify([...this.#offered(), uid].slice(-OFFERED_KEPT)),
      );
      this.visible = true;
    });
  }

  /** "Not now", or the member went to add one. */
  dismiss(): void {
    this.visible = false;
  }

  /** Sign-out: the next sign-in decides again. */
  clear(): void {
    this.visible = false;
    this.#checkedFor = null;
  }

  #offered(): string[] {
    try {
      const value: unknown = JSON.parse(this.#storage.get(PASSKEY_OFFERED_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((uid) => typeof uid === 'string') : [];
    } catch {
      return [];
    }
  }
}
