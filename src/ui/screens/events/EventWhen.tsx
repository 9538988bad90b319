import type { PromotionEvent } from '@met/scheme/contract';
import { formatDate, formatTime } from '../../../core/domain/format';
import { Icon } from '../../components/icons/Icon';

interface EventWhenProps {
  event: Pick<PromotionEvent, 'startsAt' | 'endsAt'>;
  className?: string;
}

/** '6th Mar 2026, 7:00pm to 1:00am' on the casino's clock. */
export function EventWhen({ event, className }: EventWhenProps) {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const endTime = formatTime(end);
  return (
    <p className={className ? `event-when ${className}` : 'event-when'}>
      <Icon name="events" size="1.125rem" />
      <span>
        <time dateTime={event.startsAt}>
          {formatDate(start)}, {formatTime(start)}
        </time>
        {endTime && (
          <>
            {' to '}
            <time dateTime={event.endsAt}>{endTime}</time>
          </>
        )}
      </span>
    </p>
  );
}
