import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { DeviceStore } from '../../../core/device/DeviceStore';
import { GamesStore } from '../../../core/games/GamesStore';
import { MemberStore } from '../../../core/member/MemberStore';
import { PauseNote } from '../saferGambling/PauseNote';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/icons/Icon';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { useService } from '../../di';
import { GameSkeleton } from './GameSkeleton';
import { GameTerms } from './GameTerms';
import { GameView } from './GameView';
import './SpinTheWheelScreen.css';

interface SpinTheWheelScreenProps {
  params: Record<string, string>;
}

/** /games/spin-the-wheel/:gameId: opt in, spin once a day, see what you won. */
function SpinTheWheelScreen({ params }: SpinTheWheelScreenProps) {
  const games = useService(GamesStore);
  const device = useService(DeviceStore);
  const { pause } = useService(MemberStore);
  const gameId = params.gameId ?? '';
  const card = games.cardById(gameId);
  const hasCard = card !== null;

  useEffect(() => {
    // Fresh play state each time the page opens (a new London day, a play on another device).
    if (games.status !== 'loading') void games.load();
  }, [games]);

  useEffect(() => {
    if (hasCard) void games.loadPrizes(gameId);
  }, [games, gameId, hasCard]);

  // Offline a retry cannot work, so there is no button: the games load again by themselves once
  // back online (QueryCache).
  const online = device.online;

  return (
    <div className="spin-screen">
      <PageHeader title={messages.titles.spinTheWheel} backHref={pathTo('home')} backLabel="Home" />
      {pause.kind !== 'none' ? (
        // On a break or self-excluded: the server refuses Spin To Win; no wheel.
        <PauseNote pause={pause} inPlaceOf linkToSaferGambling={false} />
      ) : card !== null ? (
        <>
          <GameView card={card} />
          <GameTerms game={card.game} prizes={games.prizesFor(gameId).prizes} />
        </>
      ) : games.status === 'error' ? (
        online ? (
          <EmptyState
            icon="alert"
            title="The game did not load"
            message={messages.errors.gameData}
            action={<Button onClick={() => void games.load()}>{messages.dialog.retry}</Button>}
          />
        ) : (
          <EmptyState
            icon="offline"
            title={messages.offline.gameTitle}
            message={messages.offline.game}
          />
        )
      ) : games.status === 'ready' ? (
        <EmptyState
          icon="wheel"
          title="We can’t find that game"
          message="It may have been removed, or the link may be wrong. Other games are on the home page."
          action={<LinkButton href={pathTo('home')}>Go to Home</LinkButton>}
        />
      ) : (
        <GameSkeleton />
      )}
      <Link href={pathTo('saferGambling')} className="spin-screen__safer">
        <Icon name="phone" size="1.25rem" />
        {messages.saferGambling.link}
      </Link>
    </div>
  );
}

export default observer(SpinTheWheelScreen);
