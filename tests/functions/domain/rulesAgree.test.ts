import { describe, expect, it } from 'vitest';
import type { Game as WireGame } from '../../../functions/src/contract';
import { playWindowAt } from '../../../functions/src/domain/games';
import { tierOfMembershipType } from '../../../functions/src/domain/tiers';
import { effectiveVenueId } from '../../../functions/src/domain/venues';
import { isPlayWindowOpen, hasGameEnded } from '../../../src/core/domain/games';
import { tierForMembershipType } from '../../../src/core/domain/tiers';
import { remapHomeCasino } from '../../../src/core/domain/homeCasino';

/**
 * The backend enforces and the app displays the same scheme rules. Each side keeps its own
 * copy (the backend deploys on its own), so this test holds the two copies together.
 */
describe('the app and the backend agree on the scheme rules', () => {
  const wire: WireGame = {
    id: 'g',
    name: '',
    description: '',
    OptinStart: '2026-03-01T00:00:00.000Z',
    OptinEnd: '2026-03-20T00:00:00.000Z',
    GameStart: '2026-03-05T00:00:00.000Z',
    GameEnd: '2026-03-20T00:00:00.000Z',
  };
  const app = {
    id: wire.id,
    name: wire.name,
    OptinStart: new Date(wire.OptinStart),
    OptinEnd: new Date(wire.OptinEnd),
    GameStart: new Date(wire.GameStart),
    GameEnd: new Date(wire.GameEnd),
  };
  const instants = [wire.GameStart, wire.GameEnd].flatMap((iso) => {
    const at = Date.parse(iso);
    return [at - 1, at, at + 1].map((ms) => new Date(ms));
  });

  it.each(instants.map((at) => [at.toISOString(), at] as const))(
    'on whether play is open at %s',
    (_, at) => {
      const backendOpen = playWindowAt(wire, at) === 'open';
      expect(isPlayWindowOpen(app, at)).toBe(backendOpen);
      expect(hasGameEnded(app, at)).toBe(playWindowAt(wire, at) === 'ended');
    },
  );

  it.each(Array.from({ length: 70 }, (_, id) => id))('on the tier of membership type %i', (id) => {
    expect(tierForMembershipType(id)).toBe(tierOfMembershipType(id) ?? null);
  });

  it.each([1, 6, 9, 12, 17, 34])('on the venue that serves home casino %i', (id) => {
    expect(remapHomeCasino(id)).toBe(effectiveVenueId(id));
  });
});
