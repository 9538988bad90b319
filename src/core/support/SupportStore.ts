import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DomainError } from '../kernel/DomainError';
import { FunctionError } from '../kernel/FunctionError';
import { messages } from '../kernel/messages';
import { newTicketKey } from './ticketKey';
import { SubmitSupportTicket, type SupportTicketForm } from './SubmitSupportTicket';
import { FormState } from '../kernel/FormState';
import { MemberStore } from '../member/MemberStore';
import { ProblemReporter } from '../kernel/ProblemReporter';

const EMPTY_TICKET: SupportTicketForm = {
  name: '',
  email: '',
  membershipNumber: '',
  topic: '',
  message: '',
};

/** /account/support: the support ticket form, open signed in or out (spec-decisions 16). */
@injectable()
export class SupportStore {
  readonly form = new FormState<SupportTicketForm>(EMPTY_TICKET);
  /** Set once a ticket is sent; the page then shows its confirmation. */
  submittedTicketId: string | null = null;
  /** The key of the ticket being written: every try sends it; a sent ticket gets a new one. */
  #ticketKey = newTicketKey();
  readonly #submitTicket: SubmitSupportTicket;
  readonly #member: MemberStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(SubmitSupportTicket) submitTicket: SubmitSupportTicket,
    @inject(MemberStore) member: MemberStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#submitTicket = submitTicket;
    this.#member = member;
    this.#problems = problems;
    makeAutoObservable(this);
  }

  /** Prefills name, email and membership number when signed in; typed values are kept. */
  prefill(): void {
    const member = this.#member.member;
    if (member === null) return;
    const values = this.form.values;
    this.form.fill({
      name: values.name || this.#member.fullName,
      email: values.email || member.email,
      membershipNumber: values.membershipNumber || member.membershipNumber,
    });
  }

  /** Sends the ticket; a ticket that fails to send keeps every typed value. */
  async submit(): Promise<void> {
    this.submittedTicketId = null;
    const ticketKey = this.#ticketKey;
    const outcome = await this.form.submit((values) =>
      this.#submitTicket.execute(values, ticketKey),
    );
    if (outcome.kind === 'failed') {
      this.#problems.report(limitedOrAsIs(outcome.error), {
        fallback: messages.errors.supportTicket,
      });
      return;
    }
    if (outcome.kind !== 'done') return;
    runInAction(() => {
      this.submittedTicketId = outcome.value;
      this.#ticketKey = newTicketKey();
      this.form.reset();
    });
  }

  /** At logout: a shared phone must not offer the next person the last member's details. */
  clear(): void {
    this.submittedTicketId = null;
    this.#ticketKey = newTicketKey();
    this.form.reset();
  }

  /** Starts a new ticket after the confirmation. */
  startAnother(): void {
    this.submittedTicketId = null;
    this.prefill();
  }
}

/**
 * The ticket limit (resource-exhausted) is no failed sign-in: say what it is, instead of
 * spec-decisions 14's 'too many failed attempts'.
 */
function limitedOrAsIs(error: unknown): unknown {
  if (error instanceof FunctionError && error.code === 'resource-exhausted') {
    return new DomainError('supportTicketsLimited');
  }
  return error;
}
