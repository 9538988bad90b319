import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';
import { ClockPort } from '../ports/ClockPort';
import { validated } from '../kernel/formValidation';
import { ownerCodeOption, ownerCodeRefusal } from './ownerCode';

export interface LinkMembershipForm {
  membershipNumber: string;
  dob: string;
  /** The code the server mailed to the membership's email, once it asked for one (ownerCode.ts). */
  ownerCode?: string;
}

/**
 * Links an existing membership to the signed-in login (members-linkMembership); the server
 * checks the date of birth (and the login's email) against the membership.
 */
@injectable()
export class LinkMembership {
  constructor(
    @inject(CallablesPort) private readonly callables: CallablesPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /**
   * @throws InvalidFormError; FunctionError (the server's reason), MalformedResponseError;
   *   DomainError('ownerCodeMailed') when the server mailed a code to type (ownerCode.ts).
   */
  async execute(location: string, form: LinkMembershipForm): Promise<void> {
    const values = await validated(
      (schemas) => schemas.makeLinkMembershipSchema(this.clock.now()),
      form,
    );
    await this.callables
      .call('members-linkMembership', {
        location,
        membershipNumber: values.membershipNumber,
        dob: values.dob,
        ...ownerCodeOption(form.ownerCode ?? ''),
      })
      .catch((error: unknown) => {
        throw ownerCodeRefusal(error);
      });
  }
}
