import { Skeleton } from '../../components/Skeleton';

interface HomeGreetingProps {
  greeting: string;
  firstName: string | null;
  venueName: string;
  venueLoading: boolean;
}

/**
 * The page's h1, 'Good evening, Marcus', on two lines of fixed height (greeting, then name), so
 * nothing moves when the name arrives; the member's home casino under it.
 */
export function HomeGreeting({ greeting, firstName, venueName, venueLoading }: HomeGreetingProps) {
  return (
    <header className="home-greeting">
      <h1 className="home-greeting__title">
        <span className="home-greeting__hello">{firstName ? `${greeting},` : greeting}</span>{' '}
        <span className="home-greeting__name">
          {firstName ?? <Skeleton variant="line" width="8rem" height="1.75rem" />}
        </span>
      </h1>
      <p className="home-greeting__venue">
        {venueName !== '' ? (
          venueName
        ) : venueLoading ? (
          <Skeleton variant="line" width="12rem" />
        ) : (
          'Met Rewards'
        )}
      </p>
    </header>
  );
}
