import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { messages } from '../kernel/messages';
import { notices } from '../kernel/notices';
import type { Interest } from '@met/scheme';
import { COMMUNICATION_CHANNELS, type CommunicationChannel } from '../kernel/formOptions';
import { deletionReceiptPath } from '../navigation/deletionReceipt';
import { DeleteAccount, type DeleteAccountForm } from './DeleteAccount';
import { UpdateProfile, type ProfileChange } from './UpdateProfile';
import { consentMessages } from './consentMessages';
import { activePause } from './marketingStatus';
import { FormState } from '../kernel/FormState';
import { MemberStore } from '../member/MemberStore';
import { NavigationStore } from '../navigation/NavigationStore';
import { NotificationsStore } from '../kernel/NotificationsStore';
import { ProblemReporter } from '../kernel/ProblemReporter';

export interface PhoneForm {
  mobilePhone: string;
}

export interface InterestsForm {
  interests: Interest[];
}

export interface CommunicationsForm {
  channels: CommunicationChannel[];
}

/** /profile, /settings/interests, /settings/communications and /settings/delete. */
@injectable()
export class SettingsStore {
  readonly phoneForm = new FormState<PhoneForm>({ mobilePhone: '' });
  readonly interestsForm = new FormState<InterestsForm>({ interests: [] });
  readonly communicationsForm = new FormState<CommunicationsForm>({ channels: [] });
  readonly deleteForm = new FormState<DeleteAccountForm>({ password: '', confirmed: false });
  readonly #updateProfile: UpdateProfile;
  readonly #deleteAccount: DeleteAccount;
  readonly #member: MemberStore;
  readonly #navigation: NavigationStore;
  readonly #notifications: NotificationsStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(UpdateProfile) updateProfile: UpdateProfile,
    @inject(DeleteAccount) deleteAccount: DeleteAccount,
    @inject(MemberStore) member: MemberStore,
    @inject(NavigationStore) navigation: NavigationStore,
    @inject(NotificationsStore) notifications: NotificationsStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#updateProfile = updateProfile;
    this.#deleteAccount = deleteAccount;
    this.#member = member;
    this.#navigation = navigation;
    this.#notifications = notifications;
    this.#problems = problems;
    makeAutoObservable(this);
  }

  /** Fills the three settings forms from the member's current details (when a page opens). */
  prefill(): void {
    this.#fill((form, values) => form.fill(values));
  }

  /**
   * Fills them again when the member is replaced (a refresh, a save) while a page is open; a form
   * the member has changed since keeps their choices.
   */
  refill(): void {
    this.#fill((form, values) => form.fillUnlessEdited(values));
  }

  toggleInterest(interest: Interest): void {
    const current = this.interestsForm.values.interests;
    this.interestsForm.set(
      'interests',
      current.includes(interest)
        ? current.filter((item) => item !== interest)
        : [...current, interest],
    );
  }

  /**
   * False while self-excluded: marketing comes back only when the member tells a manager, after
   * the exclusion ends, so the app takes no channel choice meanwhile (Stop all still works).
   */
  get channelsChangeable(): boolean {
    return this.#member.pause.kind !== 'self-excluded';
  }

  toggleChannel(channel: CommunicationChannel): void {
    if (!this.channelsChangeable) return;
    const current = this.communicationsForm.values.channels;
    this.communicationsForm.set(
      'channels',
      current.includes(channel)
        ? current.filter((item) => item !== channel)
        : [...current, channel],
    );
  }

  async savePhone(): Promise<void> {
    await this.#save(this.phoneForm, (values) => ({ kind: 'phone', ...values }));
  }

  async saveInterests(): Promise<void> {
    await this.#save(this.interestsForm, (values) => ({ kind: 'interests', ...values }));
  }

  async saveCommunications(): Promise<void> {
    if (!this.channelsChangeable) return;
    await this.#save(this.communicationsForm, (values) => ({ kind: 'communications', ...values }));
  }

  /**
   * Stop all marketing (DECISIONS.md "Safer gambling: marketing consent per channel"): at once, no
   * confirmation (it only withdraws, and the member can tick a channel again); the switches then
   * show what the server stored, every one off.
   */
  async stopAllMarketing(): Promise<void> {
    // Its own words: the member asked for no marketing, not for "details" to be saved.
    const done = await this.#save(
      this.communicationsForm,
      () => ({ kind: 'stop-all' }),
      consentMessages.stopAllDone(activePause(this.#member.pause)),
    );
    const member = this.#member.member;
    if (!done || member === null) return;
    this.communicationsForm.fill({
      channels: COMMUNICATION_CHANNELS.filter((channel) => member.communications[channel]),
    });
  }

  /**
   * Deletes the online login (spec-decisions 21); the session then ends and the receipt's page
   * shows, signed out, for as long as the member likes. Its reference rides in the address, so
   * a reload keeps it and the page needs nothing of the member's (gone with the session).
   */
  async deleteAccount(): Promise<void> {
    const outcome = await this.deleteForm.submit((values) => this.#deleteAccount.execute(values));
    if (outcome.kind === 'failed') this.#problems.report(outcome.error);
    if (outcome.kind !== 'done') return;
    this.deleteForm.reset();
    this.#navigation.go(deletionReceiptPath(outcome.value), { replace: true });
  }

  /** Forgets the member's details (on logout). */
  clear(): void {
    this.phoneForm.reset();
    this.interestsForm.reset();
    this.communicationsForm.reset();
    this.deleteForm.reset();
  }

  #fill(fill: <T extends object>(form: FormState<T>, values: Partial<T>) => void): void {
    const member = this.#member.member;
    if (member === null) return;
    fill(this.phoneForm, { mobilePhone: member.mobilePhone });
    fill(this.interestsForm, { interests: [...member.interests] });
    fill(this.communicationsForm, {
      channels: COMMUNICATION_CHANNELS.filter((channel) => member.communications[channel]),
    });
  }

  async #save<T extends object>(
    form: FormState<T>,
    toChange: (values: T) => ProfileChange,
    notice: string = notices.detailsSaved,
  ): Promise<boolean> {
    const member = this.#member.member;
    if (member === null) return false;
    const location = this.#member.location;
    const outcome = await form.submit((values) =>
      this.#updateProfile.execute(location, member.id, toChange(values)),
    );
    if (outcome.kind === 'failed') {
      this.#problems.report(outcome.error, { fallback: messages.errors.generic });
      return false;
    }
    if (outcome.kind !== 'done') return false;
    this.#notifications.show(notice, { kind: 'success' });
    return true;
  }
}
