import { pathTo } from '../../../core/navigation/routes';
import type { GameCard } from '../../../core/games/gameCards';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { gameAction, gameBadges } from './homeView';

/** One Spin To Win game: its name, state and message, and the way to its wheel. */
export function GameCardView({ card }: { card: GameCard }) {
  const action = gameAction(card);
  const badges = gameBadges(card);
  return (
    <Card
      as="article"
      headingLevel={3}
      className="game-card"
      title={card.game.name}
      footer={
        <LinkButton
          href={pathTo('spinTheWheel', { gameId: card.game.id })}
          variant={action.primary ? 'primary' : 'secondary'}
          icon="wheel"
        >
          {action.label}
          <span className="visually-hidden">: {card.game.name}</span>
        </LinkButton>
      }
    >
      {badges.length > 0 && (
        <div className="game-card__badges">
          {badges.map((badge) => (
            <Badge key={badge.label} tone={badge.tone}>
              {badge.label}
            </Badge>
          ))}
        </div>
      )}
      <p className="game-card__message">{card.message}</p>
    </Card>
  );
}
