import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { optInOffer, type GameCard } from '../../../core/games/gameCards';
import { gamesMessages } from '../../../core/games/gamesMessages';
import { gameBadges } from './gameBadges';
import { GAME_TERMS_ID } from './gameTermsLink';

interface GameStatusPanelProps {
  card: GameCard;
  /** Replaces the status sentence, e.g. while the wheel turns; null hides it. */
  message: string | null;
  optingIn: boolean;
  onOptIn: () => void;
}

function StatusBadges({ card }: { card: GameCard }) {
  const badges = gameBadges(card);
  if (badges.length === 0) return null;
  return (
    <div className="game-status__badges">
      {badges.map((badge) => (
        <Badge key={badge.label} tone={badge.tone}>
          {badge.label}
        </Badge>
      ))}
    </div>
  );
}

/**
 * The game's name, status sentence and opt-in button, with a link down to its terms and odds
 * while opting in is offered; its dates are GameDates.
 */
export function GameStatusPanel({ card, message, optingIn, onOptIn }: GameStatusPanelProps) {
  const { game } = card;
  const offer = optInOffer(card.status);
  return (
    <section className="game-status" aria-labelledby="game-name">
      <StatusBadges card={card} />
      <h2 id="game-name" className="game-status__name">
        {game.name}
      </h2>
      {game.description && <p className="game-status__description">{game.description}</p>}
      <div className="game-status__message" role="status">
        {message !== null && <p>{message}</p>}
      </div>
      {offer === 'offer' && (
        // The terms sit under the wheel, out of view on a phone: say so where the choice is made.
        <a href={`#${GAME_TERMS_ID}`} className="game-status__terms">
          {gamesMessages.readTermsFirst}
        </a>
      )}
      {offer !== 'none' && (
        <Button
          variant={offer === 'offer' ? 'primary' : 'secondary'}
          icon={offer === 'offer' ? 'check' : undefined}
          busy={optingIn}
          onClick={onOptIn}
          fullWidth
        >
          Opt in
        </Button>
      )}
    </section>
  );
}
