import { Skeleton } from '../../components/Skeleton';

/** The hero and three list rows, sized like the real ones. */
export function EventsSkeleton() {
  return (
    <div className="events-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading events
      </span>
      <div className="spotlight-event spotlight-event--placeholder">
        <Skeleton variant="block" height="auto" radius="sm" className="spotlight-event__media" />
        <div className="spotlight-event__body">
          <Skeleton width="8rem" />
          <Skeleton width="70%" height="1.75rem" />
          <Skeleton variant="text" lines={2} />
        </div>
      </div>
      <ul className="event-list" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="event-item event-item--placeholder">
            <Skeleton variant="block" height="auto" className="event-item__media" />
            <div className="event-item__body">
              <Skeleton width="60%" height="1.25rem" />
              <Skeleton width="40%" />
              <Skeleton variant="text" lines={2} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
