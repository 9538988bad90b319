import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { GamesStore } from '../../../core/games/GamesStore';
import { pathTo } from '../../../core/navigation/routes';
import type { GameCard } from '../../../core/games/gameCards';
import { gamesMessages } from '../../../core/games/gamesMessages';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/icons/Icon';
import { LinkButton } from '../../components/LinkButton';
import { useService } from '../../di';
import { gameBadges } from '../games/gameBadges';
import { gameTermsPath } from '../games/gameTermsLink';
import { gameAction } from './homeView';

/**
 * One Spin To Win game: its name, state and message, a link to its terms and odds on its page
 * (there before anyone opts in), and its next step. "Opt in to <game>" opts in here (the card
 * then offers its wheel); the other steps open the game's page.
 */
export const GameCardView = observer(function GameCardView({ card }: { card: GameCard }) {
  const games = useService(GamesStore);
  const action = gameAction(card);
  const badges = gameBadges(card);
  const gameId = card.game.id;
  const termsName = `${gamesMessages.termsAndOdds}: ${card.game.name}`;
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
            aria-label={action.accessibleName}
            onClick={() => void games.optIn(gameId)}
          >
            {action.label}
          </Button>
        ) : (
          <LinkButton
            href={pathTo('spinTheWheel', { gameId })}
            variant={action.primary ? 'primary' : 'secondary'}
            icon="wheel"
            accessibleName={action.accessibleName}
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
      <Link href={gameTermsPath(gameId)} className="game-card__terms" aria-label={termsName}>
        {gamesMessages.termsAndOdds}
        <Icon name="chevron" size="1.125rem" />
      </Link>
    </Card>
  );
});
