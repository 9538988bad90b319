import { describe, expect, it } from 'vitest';
import { isAllowedNewOptIn } from '../../../src/adapters/fake/documentRules';
import { ServerClock } from '../../../src/core/games/ServerClock';
import { LoadGames } from '../../../src/core/games/LoadGames';
import { OptInToGame } from '../../../src/core/games/OptInToGame';
import { aGame } from '../../builders/aGame';
import { aProfile } from '../../builders/aProfile';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryDocumentStore } from '../../doubles/InMemoryDocumentStore';
import { RecordingAnalytics } from '../../doubles/RecordingAnalytics';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

const SERVER_TIME = '2026-03-01T12:00:00Z';
// Opt-in closes two hours after the server's now: a phone hours ahead believes it closed.
const game = aGame().withOptInWindow('2026-02-01T00:00:00Z', '2026-03-01T14:00:00Z').build();

/** Loads the games and opts in, as the games page does, on a phone whose clock says `deviceTime`. */
async function optInWithDeviceClockAt(deviceTime: string) {
  const device = new FixedClock(deviceTime);
  const clock = new ServerClock(device);
  const documents = new InMemoryDocumentStore().withProfile(aProfile().build());
  const callables = new ScriptedCallables().answer('promotions-getGames', {
    success: true,
    meta: [game],
    serverTime: SERVER_TIME,
  });
  const [card] = await new LoadGames(callables, documents, clock).execute('uid-alex');
  const outcome = await new OptInToGame(documents, new RecordingAnalytics(), clock).execute(
    'uid-alex',
    card!,
  );
  return { outcome, stored: documents.profiles.get('uid-alex')?.gameOptin ?? [] };
}

describe('opting in on a phone whose clock is wrong', () => {
  it.each([
    ['5 hours ahead', '2026-03-01T17:00:00Z'],
    ['3 hours behind', '2026-03-01T09:00:00Z'],
    ['a day behind', '2026-02-28T12:00:00Z'],
  ])('a phone %s opts in, stamped with the server time the rules accept', async (_, deviceTime) => {
    const { outcome, stored } = await optInWithDeviceClockAt(deviceTime);

    expect(outcome.kind).toBe('opted-in');
    const [entry] = stored;
    expect(entry?.timestamp).toEqual(new Date(SERVER_TIME));
    expect(isAllowedNewOptIn(game, entry!.timestamp, new Date(SERVER_TIME))).toBe(true);
  });
});
