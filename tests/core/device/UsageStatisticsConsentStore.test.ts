import { describe, expect, it } from 'vitest';
import type { UsageStatisticsConsent } from '../../../src/core/ports/UsageStatisticsConsentPort';
import { UsageStatisticsConsentStore } from '../../../src/core/device/UsageStatisticsConsentStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { arrangeSignedInWorld, settle } from '../arrangeSignedInWorld';

interface Arrangement {
  signedIn?: boolean;
  answer?: UsageStatisticsConsent;
  /** False plays dev mode, where nobody is asked. */
  askable?: boolean;
}

async function aConsentStore(options: Arrangement = {}) {
  const world = arrangeSignedInWorld();
  world.usageConsent.answer = options.answer ?? 'unasked';
  world.usageConsent.askable = options.askable ?? true;
  if (options.signedIn ?? true) world.auth.signedInAs(world.user);
  const session = world.get(SessionStore);
  session.start();
  world.auth.initialise();
  await settle();
  return { ...world, session, store: world.get(UsageStatisticsConsentStore) };
}

describe('UsageStatisticsConsentStore', () => {
  it('asks a signed-in member who has not answered yet', async () => {
    const { store } = await aConsentStore();

    expect(store.consent).toBe('unasked');
    expect(store.promptVisible).toBe(true);
  });

  it.each([
    { name: 'nobody is signed in', options: { signedIn: false } },
    { name: 'the member already said yes', options: { answer: 'granted' } },
    { name: 'the member already said no', options: { answer: 'denied' } },
    { name: 'the app is a development build', options: { askable: false } },
  ] as const)('does not ask when $name', async ({ options }) => {
    const { store } = await aConsentStore(options);

    expect(store.promptVisible).toBe(false);
  });

  it.each([
    { button: 'Share', granted: true, consent: 'granted' },
    { button: 'No thanks', granted: false, consent: 'denied' },
  ] as const)('$button keeps the answer and hides the prompt', async ({ granted, consent }) => {
    const { store, usageConsent } = await aConsentStore();

    store.setConsent(granted);

    expect(usageConsent.answer).toBe(consent);
    expect(store.consent).toBe(consent);
    expect(store.granted).toBe(granted);
    expect(store.promptVisible).toBe(false);
  });

  it('shows an earlier yes as granted, and lets the member withdraw it in Settings', async () => {
    const { store, usageConsent } = await aConsentStore({ answer: 'granted' });
    expect(store.granted).toBe(true);

    store.setConsent(false);

    expect(store.granted).toBe(false);
    expect(usageConsent.answer).toBe('denied');
  });

  it('hides the prompt once the member signs out', async () => {
    const { store, session } = await aConsentStore();
    expect(store.promptVisible).toBe(true);

    await session.signOut();

    expect(store.promptVisible).toBe(false);
  });
});
