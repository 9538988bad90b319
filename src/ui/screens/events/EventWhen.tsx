import type { CasinoEvent } from '../../../core/events/CasinoEvent';
import { formatDate, formatTime } from '../../../core/kernel/format';
import { Icon } from '../../components/icons/Icon';

interface EventWhenProps {
  event: Pick<CasinoEvent, 'startsAt' | 'endsAt'>;
  className?: string;
}

/** '6th Mar 2026, 7:00pm to 1:00am' on the casino's clock. */
export function EventWhen({ event, className }: EventWhenProps) {
  const start = event.startsAt;
  const end = event.endsAt;
  const endTime = formatTime(end);
  return (
    <p className={className ? `event-when ${className}` : 'event-when'}>
      <Icon name="events" size="1.125rem" />
      <span>
        <time dateTime={start.toISOString()}>
          {formatDate(start)}, {formatTime(start)}
        </time>
        {endTime && (
          <>
            {' to '}
            <time dateTime={end.toISOString()}>{endTime}</time>
          </>
        )}
      </span>
    </p>
  );
}
