import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { PromotionEvent } from '../../../../functions/src/contract/callables';
import { pathTo } from '../../../core/domain/routes';
import { EventsStore } from '../../../core/stores/EventsStore';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';
import { EventBadges } from '../events/EventBadges';
import { EventWhen } from '../events/EventWhen';

interface PromotionCardProps {
  promotion: PromotionEvent;
  /** The spotlight promotion spans the grid's full width. */
  featured: boolean;
}

/** One promotion of the home casino; the whole card opens the event's details. */
export const PromotionCard = observer(function PromotionCard({
  promotion,
  featured,
}: PromotionCardProps) {
  const events = useService(EventsStore);
  return (
    <li className={featured ? 'promotion-card promotion-card--featured' : 'promotion-card'}>
      <div className="promotion-card__media">
        {promotion.image && (
          <img src={promotion.image} alt="" width={640} height={360} loading="lazy" />
        )}
      </div>
      <div className="promotion-card__body">
        <EventBadges event={promotion} optedIn={events.isOptedIn(promotion.id)} />
        <h2 className="promotion-card__title">
          <Link
            href={pathTo('eventDetails', { id: promotion.id })}
            className="promotion-card__link"
          >
            {promotion.title}
          </Link>
        </h2>
        <p className="promotion-card__summary">{promotion.summary}</p>
        <EventWhen event={promotion} />
        <span className="promotion-card__more" aria-hidden="true">
          See details <Icon name="chevron" size="1.125rem" />
        </span>
      </div>
    </li>
  );
});
