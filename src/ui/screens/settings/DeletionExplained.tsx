import { Card } from '../../components/Card';
import { Icon } from '../../components/icons/Icon';

/** What deleting does and does not do, said plainly (spec-decisions 21). */
export function DeletionExplained() {
  return (
    <Card title="What happens when you delete your account" className="deletion-explained">
      <ul className="deletion-explained__list">
        <li>
          <Icon name="trash" size="1.25rem" className="deletion-explained__icon--gone" />
          <span>
            <strong>Deleted:</strong> your online login (email address and password) and your app
            profile, including your game opt-ins.
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
          <Icon name="info" size="1.25rem" className="deletion-explained__icon--info" />
          <span>
            You can create a new online login for your membership at any time. To close your
            membership itself, please speak to the team at your casino.
          </span>
        </li>
      </ul>
    </Card>
  );
}
