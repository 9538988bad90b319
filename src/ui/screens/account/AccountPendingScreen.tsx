import { observer } from 'mobx-react-lite';
import { useSearch } from 'wouter';
import { PendingVerification } from './PendingVerification';
import { VerificationLinkResult } from './VerificationLinkResult';
import './AccountScreens.css';

/** Firebase-style action links carry mode=verifyEmail and the one-time code. */
function verificationCodeOf(search: string): string | null {
  const query = new URLSearchParams(search);
  const code = query.get('oobCode');
  return query.get('mode') === 'verifyEmail' && code ? code : null;
}

/**
 * /account/pending (public): 'verify your email' with a resend button; opened from the emailed
 * link it applies the code and lets the member carry on.
 */
const AccountPendingScreen = observer(function AccountPendingScreen() {
  const code = verificationCodeOf(useSearch());
  return (
    <div className="account-screen">
      {code === null ? <PendingVerification /> : <VerificationLinkResult code={code} />}
    </div>
  );
});

export default AccountPendingScreen;
