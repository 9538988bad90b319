import type { Game as WireGame, Prize as WirePrize } from '@met/scheme/contract';
import type { Game } from './Game';
import type { Prize } from './Prize';

/* The wire's records (CRM and CMS spellings, ISO strings) become this feature's models here, once. */

export function gameFromWire(wire: WireGame): Game {
  return {
    id: wire.id,
    name: wire.name,
    description: wire.description,
    optInOpensAt: new Date(wire.OptinStart),
    optInClosesAt: new Date(wire.OptinEnd),
    startsAt: new Date(wire.GameStart),
    endsAt: new Date(wire.GameEnd),
  };
}

export function prizeFromWire(wire: WirePrize): Prize {
  return { name: wire.name, win: wire.win };
}
