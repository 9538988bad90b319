import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DomainError } from '../kernel/DomainError';
import { messages } from '../kernel/messages';
import { InvalidFormError } from '../kernel/InvalidFormError';
import { LinkMembership, type LinkMembershipForm } from './LinkMembership';
import { asksForOwnerCode } from './ownerCode';
import { FormState } from '../kernel/FormState';
import { MemberStore } from '../member/MemberStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { SessionAccess } from '../kernel/SessionAccess';

/** /account/link: links an existing membership to the signed-in login. */
@injectable()
export class LinkMembershipStore {
  /** ownerCode joins the values once typed (the field shows once the server asks for it). */
  readonly form = new FormState<LinkMembershipForm>({ membershipNumber: '', dob: '' });
  /** The server mailed a code to the membership's email: the screen asks for it. */
  codeRequested = false;
  readonly #linkMembership: LinkMembership;
  readonly #session: SessionAccess;
  readonly #member: MemberStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(LinkMembership) linkMembership: LinkMembership,
    @inject(SessionAccess) session: SessionAccess,
    @inject(MemberStore) member: MemberStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#linkMembership = linkMembership;
    this.#session = session;
    this.#member = member;
    this.#problems = problems;
    makeAutoObservable(this);
  }

  /** On failure: 'Unable to Link Membership' with the server's reason; typed values are kept. */
  async link(): Promise<void> {
    const signedIn = this.#session.isLoggedIn;
    const location = this.#member.location;
    const outcome = await this.form.submit(async (values) => {
      if (!signedIn) throw new DomainError('notSignedIn');
      await this.#linkMembership.execute(location, values);
    });
    if (outcome.kind === 'failed') {
      if (asksForOwnerCode(outcome.error)) this.codeRequested = true;
      const heading =
        outcome.error instanceof InvalidFormError ? undefined : messages.errors.linkMembershipTitle;
      this.#problems.report(outcome.error, { heading });
      return;
    }
    if (outcome.kind !== 'done') return;
    this.form.reset();
    this.codeRequested = false;
    await this.#session.membershipLinked();
  }
}
