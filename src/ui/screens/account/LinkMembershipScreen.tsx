import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { messages } from '../../../core/kernel/messages';
import { loginPathWithRedirect } from '../../../core/navigation/redirect';
import type { AuthSnapshot } from '../../../core/navigation/guard';
import { pathTo } from '../../../core/navigation/routes';
import { account } from '../../../core/account/module';
import { LinkMembershipStore } from '../../../core/account/LinkMembershipStore';
import { NotificationsStore } from '../../../core/kernel/NotificationsStore';
import { SessionStore } from '../../../core/session/SessionStore';
import { Button } from '../../components/Button';
import { DateField } from '../../components/DateField';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { useFeatureService, useService } from '../../di';
import { FormErrors } from './FormErrors';
import { OwnerCodeField } from './OwnerCodeField';
import './AccountScreens.css';

const IDS = {
  membershipNumber: 'link-membershipNumber',
  dob: 'link-dob',
  ownerCode: 'link-ownerCode',
} as const;

function isLinked(auth: AuthSnapshot): boolean {
  return auth.ready && auth.isLoggedIn && auth.emailVerified && !auth.requiresAccountLinking;
}

/** /account/link: links an existing membership to the signed-in login; then /account/linked. */
const LinkMembershipScreen = observer(function LinkMembershipScreen() {
  const store = useFeatureService(account, LinkMembershipStore);
  const session = useService(SessionStore);
  const notifications = useService(NotificationsStore);
  const [, navigate] = useLocation();
  const form = store.form;
  // Read as the page opens: a link made here changes it too, and then /account/linked follows.
  const [linkedAlready] = useState(() => isLinked(session.authSnapshot));
  useEffect(() => {
    if (!linkedAlready) return;
    notifications.show(messages.app.alreadyLinked, { kind: 'success' });
    navigate(pathTo('home'), { replace: true });
  }, [linkedAlready, notifications, navigate]);
  if (linkedAlready) return null;
  if (!session.isLoggedIn) {
    return (
      <div className="account-screen">
        <PageHeader title="Link your membership" />
        <EmptyState
          icon="lock"
          title="Log in first"
          message="Log in with your online account, then link your membership to it."
          action={
            <LinkButton href={loginPathWithRedirect(pathTo('linkMembership'))}>Log in</LinkButton>
          }
        />
      </div>
    );
  }
  return (
    <div className="account-screen">
      <PageHeader title="Link your membership" />
      <p className="account-screen__intro">
        Enter the membership number on your card and your date of birth. They must match the
        membership held for <strong>{session.user?.email}</strong>.
      </p>
      <form
        className="account-form"
        noValidate
        aria-label="Link your membership"
        onSubmit={(event) => {
          event.preventDefault();
          void store.link();
        }}
      >
        <FormErrors form={form} targets={IDS} />
        <TextField
          id={IDS.membershipNumber}
          label={messages.fieldLabels.membershipNumber}
          hint="The number on your Met Rewards card."
          inputMode="numeric"
          autoComplete="off"
          value={form.values.membershipNumber}
          onChange={(value) => form.set('membershipNumber', value)}
          error={form.errorFor('membershipNumber') ?? undefined}
          required
        />
        <DateField
          id={IDS.dob}
          label={messages.fieldLabels.dob}
          value={form.values.dob}
          onChange={(value) => form.set('dob', value)}
          error={form.errorFor('dob') ?? undefined}
        />
        {store.codeRequested && (
          <OwnerCodeField
            id={IDS.ownerCode}
            value={form.values.ownerCode ?? ''}
            onChange={(value) => form.set('ownerCode', value)}
          />
        )}
        <div className="account-form__actions">
          <Button type="submit" busy={form.submitting} fullWidth>
            Link membership
          </Button>
        </div>
      </form>
      <ul className="account-screen__links">
        <li>
          <Link href={pathTo('register')}>Not a member yet? Join Met Rewards</Link>
        </li>
        <li>
          <Link href={pathTo('support')}>Need help? Contact support</Link>
        </li>
      </ul>
    </div>
  );
});

export default LinkMembershipScreen;
