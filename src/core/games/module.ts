import { feature } from '../kernel/feature';
import { GamesStore } from './GamesStore';
import { LoadGames } from './LoadGames';
import { LoadPrizes } from './LoadPrizes';
import { OptInToGame } from './OptInToGame';
import { ServerClock } from './ServerClock';
import { SpinTheWheel } from './SpinTheWheel';

/** Spin To Win: the games, opt-in, the daily spin and its prizes. */
export const games = feature('games', [
  ServerClock,
  GamesStore,
  LoadGames,
  LoadPrizes,
  OptInToGame,
  SpinTheWheel,
]);
