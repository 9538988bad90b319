import { Card } from '../../components/Card';
import { Icon } from '../../components/icons/Icon';

/**
 * What deleting does and does not do, said plainly (spec-decisions 21), and what the casino keeps,
 * why and until when (UK GDPR erasure is limited where other law requires records:
 * casino customer due-diligence records are kept five years after the relationship ends, Money
 * Laundering Regulations 2017, regulation 40). Each line matches UsersService.onIdentityDeleted.
 */
export function DeletionExplained() {
  return (
    <Card title="What happens when you delete your account" className="deletion-explained">
      <ul className="deletion-explained__list">
        <li>
          <Icon name="trash" size="1.25rem" className="deletion-explained__icon--gone" />
          <span>
            <strong>Deleted:</strong> your online login (email address and password) and your app
            profile, including your game opt-ins; your name, email and membership number on the
            support requests you sent; the emails we hold for your address; and your card in Apple
            Wallet stops updating.
          </span>
        </li>
        <li>
          <Icon name="check" size="1.25rem" className="deletion-explained__icon--kept" />
          <span>
            <strong>Not deleted:</strong> your casino membership and its points. Your membership
            number, tier and balance stay exactly as they are, and you can still use them at the
            casino.
          </span>
        </li>
        <li>
          <Icon name="shield" size="1.25rem" className="deletion-explained__icon--info" />
          <span>
            <strong>What the casino keeps, and why:</strong> your membership record (your name, date
            of birth, contact details, membership number, points and marketing choices), your Spin
            To Win plays and prizes, and the text of your support requests without your details. UK
            anti-money-laundering law (the Money Laundering Regulations 2017) requires casinos to
            keep their customer due-diligence records{' '}
            <strong>until five years after your membership ends</strong>. Deleting your online
            account does not end your membership.
          </span>
        </li>
        <li>
          <Icon name="info" size="1.25rem" className="deletion-explained__icon--info" />
          <span>
            You can create a new online login for your membership at any time. To close your
            membership itself, please speak to the team at your casino. You can download a copy of
            your data from Settings first.
          </span>
        </li>
      </ul>
    </Card>
  );
}
