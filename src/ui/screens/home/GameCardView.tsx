import { observer } from 'mobx-react-lite';
import { GamesStore } from '../../../core/games/GamesStore';
import { pathTo } from '../../../core/navigation/routes';
import type { GameCard } from '../../../core/games/gameCards';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { useService } from '../../di';
import { gameBadges } from '../games/gameBadges';
import { gameAction } from './homeView';

/**
 * One Spin To Win game: its name, state and message, and its next step. "Opt in" opts in here
 * (the card then offers its wheel); the other steps open the game's page.
 */
export const GameCardView = observer(function GameCardView({ card }: { card: GameCard }) {
  const games = useService(GamesStore);
  const action = gameAction(card);
  const badges = gameBadges(card);
  const gameId = card.game.id;
  const accessibleName = `${action.label}: ${card.game.name}`;
  return (
    <Card
      as="article"
      headingLevel={3}
      className="game-card"
      title={card.game.name}
      footer={
        action.step === 'opt-in' ? (
          <Button
            variant="primary"
            icon="check"
            busy={games.optingInGameId === gameId}
            aria-label={accessibleName}
            onClick={() => void games.optIn(gameId)}
          >
            {action.label}
          </Button>
        ) : (
          <LinkButton
            href={pathTo('spinTheWheel', { gameId })}
            variant={action.primary ? 'primary' : 'secondary'}
            icon="wheel"
            accessibleName={accessibleName}
          >
            {action.label}
          </LinkButton>
        )
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
});
