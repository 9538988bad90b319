import type { GameCard } from '../../../core/games/gameCards';
import { Skeleton } from '../../components/Skeleton';
import { GameCardView } from './GameCardView';

interface HomeGamesProps {
  cards: readonly GameCard[];
  loading: boolean;
  failed: boolean;
}

/** Spin To Win: the games the member can play or join, each linking to its wheel. */
export function HomeGames({ cards, loading, failed }: HomeGamesProps) {
  return (
    <section className="home-games" aria-labelledby="home-games-heading" aria-busy={loading}>
      <h2 id="home-games-heading" className="home-section__title">
        Spin To Win
      </h2>
      {loading ? (
        <>
          <span className="visually-hidden">Loading games</span>
          <ul className="home-games__list">
            {[0, 1].map((index) => (
              <li key={index} className="card home-games__skeleton">
                <Skeleton variant="line" width="30%" height="0.875rem" />
                <Skeleton variant="line" width="65%" height="1.5rem" />
                <Skeleton variant="text" lines={2} />
                <Skeleton variant="line" width="8rem" height="2.75rem" radius="pill" />
              </li>
            ))}
          </ul>
        </>
      ) : cards.length === 0 ? (
        <p className="home-games__empty">
          {failed
            ? 'We could not load the games just now.'
            : 'No games are running right now. Check back soon for the next Spin To Win.'}
        </p>
      ) : (
        <ul className="home-games__list">
          {cards.map((card) => (
            <li key={card.game.id}>
              <GameCardView card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
