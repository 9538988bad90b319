import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';
import { validated } from '../kernel/formValidation';

/** What /account/support asks for (spec-decisions 16); membership number may be blank. */
export interface SupportTicketForm {
  name: string;
  email: string;
  membershipNumber: string;
  topic: string;
  message: string;
}

/** Sends a support ticket (members-submitTicket), signed in or not. */
@injectable()
export class SubmitSupportTicket {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /**
   * Answers the ticket id. `ticketKey` is the same for every try of one ticket (newTicketKey), so
   * the server files it once and answers the same id to a retry.
   * @throws InvalidFormError; FunctionError, MalformedResponseError.
   */
  async execute(form: SupportTicketForm, ticketKey: string): Promise<string> {
    const values = await validated((schemas) => schemas.supportTicketSchema, form);
    const response = await this.callables.call('members-submitTicket', {
      values: { ...values, membershipNumber: values.membershipNumber ?? '' },
      idempotencyKey: ticketKey,
    });
    return response.ticketId;
  }
}
