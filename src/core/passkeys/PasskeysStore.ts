import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PASSKEY_NAME_MAX_LENGTH, PASSKEYS_PER_MEMBER_MAX } from '@met/scheme';
import { AuthError } from '../kernel/AuthError';
import { loginErrorMessage } from '../kernel/authErrors';
import { passkeyMessages } from './passkeyMessages';
import { NotificationsStore } from '../kernel/NotificationsStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { PasskeyDeviceError, PasskeyDevicePort } from '../ports/PasskeyDevicePort';
import { AddPasskey, needsRecentSignIn } from './AddPasskey';
import { ConfirmPassword } from './ConfirmPassword';
import { LoadPasskeys } from './LoadPasskeys';
import type { Passkey } from './Passkey';
import { PasskeysOnThisDevice } from './PasskeysOnThisDevice';
import { RemovePasskey } from './RemovePasskey';

/** The password asked again in place, when the server wants a recent sign-in to add a passkey. */
export interface PasswordPrompt {
  password: string;
  /** Why the last try was refused (a wrong password), in the member's words. */
  error: string | null;
  checking: boolean;
}

/**
 * Settings > Passkeys: the member's passkeys, adding one made on this device (with a
 * name, the device's by default; the password asked again in place when the server wants a
 * recent sign-in, then the add tried again, nothing typed lost), and removing one after a confirm.
 * The passkey this device holds is marked where the device can know it (PasskeysOnThisDevice); a
 * device that already holds one of the member's is told so beside the add, not as a failure.
 */
@injectable()
export class PasskeysStore {
  passkeys: Passkey[] | null = null;
  loadFailed = false;
  /** Null until the device has answered. */
  supported: boolean | null = null;
  name = '';
  nameError: string | null = null;
  adding = false;
  passwordPrompt: PasswordPrompt | null = null;
  /** The passkey whose removal waits for the member's confirm. */
  removing: Passkey | null = null;
  removeBusy = false;
  /** Passkeys removed on this visit: the page moves focus to the list after each. */
  removals = 0;
  /** The device refused to make a second passkey for the account: said beside the add. */
  alreadyOnThisDevice = false;
  /** Credential ids this device is known to hold. */
  idsOnThisDevice: string[] = [];
  #generation = 0;
  readonly #load: LoadPasskeys;
  readonly #add: AddPasskey;
  readonly #remove: RemovePasskey;
  readonly #confirmPassword: ConfirmPassword;
  readonly #device: PasskeyDevicePort;
  readonly #problems: ProblemReporter;
  readonly #toasts: NotificationsStore;
  readonly #onThisDevice: PasskeysOnThisDevice;

  constructor(
    @inject(LoadPasskeys) load: LoadPasskeys,
    @inject(AddPasskey) add: AddPasskey,
    @inject(RemovePasskey) remove: RemovePasskey,
    @inject(ConfirmPassword) confirmPassword: ConfirmPassword,
    @inject(PasskeyDevicePort) device: PasskeyDevicePort,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(NotificationsStore) toasts: NotificationsStore,
    @inject(PasskeysOnThisDevice) onThisDevice: PasskeysOnThisDevice,
  ) {
    this.#load = load;
    this.#add = add;
    this.#remove = remove;
    this.#confirmPassword = confirmPassword;
    this.#device = device;
    this.#problems = problems;
    this.#toasts = toasts;
    this.#onThisDevice = onThisDevice;
    makeAutoObservable(this);
  }

  /** The listed passkey this device holds, when the device can know it. */
  get thisDevicePasskey(): Passkey | null {
    return this.passkeys?.find(({ id }) => this.idsOnThisDevice.includes(id)) ?? null;
  }

  isOnThisDevice(passkey: Passkey): boolean {
    return this.idsOnThisDevice.includes(passkey.id);
  }

  /** The account has as many passkeys as it may: adding waits for a removal. */
  get full(): boolean {
    return (this.passkeys?.length ?? 0) >= PASSKEYS_PER_MEMBER_MAX;
  }

  /**
   * The page opens: the list from the server, and whether this device can make a passkey.
   * `removeId` is the passkey the "passkey added" mail's link names: its removal is asked to be
   * confirmed as soon as the list shows it (or the member is told it is gone already).
   */
  async open(removeId?: string): Promise<void> {
    const generation = ++this.#generation;
    this.loadFailed = false;
    this.alreadyOnThisDevice = false;
    this.idsOnThisDevice = this.#onThisDevice.ids();
    const [supported, , passkeys] = await Promise.all([
      this.#device.supported(),
      this.#suggestName(),
      this.#load.execute().catch((error: unknown) => {
        console.error('passkeys-list failed', error);
        return null;
      }),
    ]);
    runInAction(() => {
      if (generation !== this.#generation) return;
      this.supported = supported;
      if (passkeys === null) this.loadFailed = this.passkeys === null;
      else this.passkeys = passkeys;
    });
    if (removeId === undefined || passkeys === null || generation !== this.#generation) return;
    const named = passkeys.find(({ id }) => id === removeId);
    if (named) this.askToRemove(named);
    else this.#toasts.show(passkeyMessages.alreadyGone);
  }

  setName(name: string): void {
    this.name = name;
    this.nameError = null;
  }

  /** "Add a passkey": the device's prompt, then the server's check. */
  async add(): Promise<void> {
    if (this.adding || this.passwordPrompt !== null) return;
    const name = this.name.trim();
    if (name === '') {
      this.nameError = passkeyMessages.nameMissing;
      return;
    }
    if (name.length > PASSKEY_NAME_MAX_LENGTH) {
      this.nameError = passkeyMessages.nameTooLong(PASSKEY_NAME_MAX_LENGTH);
      return;
    }
    this.adding = true;
    this.alreadyOnThisDevice = false;
    try {
      const passkey = await this.#add.execute(name);
      runInAction(() => {
        this.passkeys = [...(this.passkeys ?? []), passkey];
        this.idsOnThisDevice = this.#onThisDevice.ids();
        this.name = '';
      });
      void this.#suggestName();
      this.#toasts.show(passkeyMessages.added(passkey.name), { kind: 'success' });
    } catch (error) {
      this.#addFailed(error);
    } finally {
      runInAction(() => (this.adding = false));
    }
  }

  setPassword(password: string): void {
    if (this.passwordPrompt === null) return;
    this.passwordPrompt.password = password;
    this.passwordPrompt.error = null;
  }

  /** The password typed again: checked, then the add tried again. A wrong one is said in place. */
  async confirmPassword(): Promise<void> {
    const prompt = this.passwordPrompt;
    if (prompt === null || prompt.checking) return;
    prompt.checking = true;
    prompt.error = null;
    try {
      await this.#confirmPassword.execute(prompt.password);
    } catch (error) {
      runInAction(() => {
        prompt.checking = false;
        if (error instanceof AuthError && error.reason !== 'network') {
          prompt.error = loginErrorMessage(error.reason, error.message);
        } else this.#problems.report(error);
      });
      return;
    }
    runInAction(() => (this.passwordPrompt = null));
    await this.add();
  }

  cancelPasswordPrompt(): void {
    this.passwordPrompt = null;
  }

  askToRemove(passkey: Passkey): void {
    this.removing = passkey;
  }

  cancelRemove(): void {
    if (!this.removeBusy) this.removing = null;
  }

  async confirmRemove(): Promise<void> {
    const passkey = this.removing;
    if (passkey === null || this.removeBusy) return;
    this.removeBusy = true;
    try {
      await this.#remove.execute(passkey.id);
      runInAction(() => {
        this.passkeys = (this.passkeys ?? []).filter(({ id }) => id !== passkey.id);
        this.removals += 1;
        // With it gone the device may make one again.
        if (this.isOnThisDevice(passkey)) this.alreadyOnThisDevice = false;
      });
      this.#toasts.show(passkeyMessages.removed(passkey.name), { kind: 'success' });
    } catch (error) {
      this.#problems.report(error);
    } finally {
      runInAction(() => {
        this.removeBusy = false;
        this.removing = null;
      });
    }
  }

  /** Sign-out: the list was the member's own. */
  clear(): void {
    this.#generation += 1;
    this.passkeys = null;
    this.loadFailed = false;
    this.name = '';
    this.nameError = null;
    this.passwordPrompt = null;
    this.removing = null;
    this.alreadyOnThisDevice = false;
    this.idsOnThisDevice = [];
  }

  /**
   * WebAuthn's answer when the device holds a credential the server listed as the member's
   * (excludeCredentials): not a failure, the member can already sign in here. With one passkey
   * listed, that one is this device's.
   */
  #alreadyOnThisDevice(): void {
    const only = this.passkeys?.length === 1 ? this.passkeys[0] : undefined;
    if (only && this.thisDevicePasskey === null) this.#onThisDevice.remember(only.id);
    runInAction(() => {
      this.idsOnThisDevice = this.#onThisDevice.ids();
      this.alreadyOnThisDevice = true;
    });
  }

  /** An empty name field gets the device's name ('iPhone', 'Mac', ...). */
  async #suggestName(): Promise<void> {
    if (this.name !== '') return;
    const suggested = await this.#device.suggestedName();
    runInAction(() => {
      if (this.name === '') this.name = suggested;
    });
  }

  #addFailed(error: unknown): void {
    if (needsRecentSignIn(error)) {
      this.passwordPrompt = { password: '', error: null, checking: false };
      return;
    }
    if (error instanceof PasskeyDeviceError) {
      if (error.reason === 'cancelled') return;
      if (error.reason === 'already-added') {
        this.#alreadyOnThisDevice();
        return;
      }
      const message =
        error.reason === 'unsupported'
          ? passkeyMessages.notSupportedHere
          : passkeyMessages.deviceFailed;
      this.#problems.report(error, { fallback: message });
      return;
    }
    this.#problems.report(error);
  }
}
