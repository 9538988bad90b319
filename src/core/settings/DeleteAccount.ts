import { inject, injectable } from 'inversify';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../kernel/constants';
import { AuthPort } from '../ports/AuthPort';
import { CallablesPort } from '../ports/CallablesPort';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import { validated } from '../kernel/formValidation';

export interface DeleteAccountForm {
  password: string;
  /** The member ticked "I understand my membership and points are not deleted". */
  confirmed: boolean;
}

/**
 * Deletes the online login after the member re-enters the password and confirms
 * (spec-decisions 21). The backend removes users/{uid} when the login is deleted; the casino
 * membership and its points stay. What this device remembers about the member goes too. First the
 * server makes the deletion's receipt reference (users-prepareDeletion;
 * DECISIONS.md "Support and deletion"), which its deletion trigger mails and this answers, for the
 * screen.
 */
@injectable()
export class DeleteAccount {
  constructor(
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(KeyValueStorePort) private readonly device: KeyValueStorePort,
  ) {}

  /**
   * @returns the receipt's reference ('DEL-…').
   * @throws InvalidFormError; FunctionError; AuthError (wrong-password, too-many-requests, ...).
   */
  async execute(form: DeleteAccountForm): Promise<string> {
    const { password } = await validated((schemas) => schemas.deleteAccountSchema, form);
    const { reference } = await this.callables.call('users-prepareDeletion', {});
    await this.auth.deleteAccount(password);
    this.device.remove(OPTIN_IDS_KEY);
    this.device.remove(LAST_USER_KEY);
    return reference;
  }
}
