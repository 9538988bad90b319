// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usageStatisticsMessages } from '../../../src/core/device/usageStatisticsMessages';
import { PasskeyOfferStore } from '../../../src/core/passkeys/PasskeyOfferStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { UsageStatisticsConsentBanner } from '../../../src/ui/components/UsageStatisticsConsentBanner';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { arrangeSignedInWorld, settle } from '../../core/arrangeSignedInWorld';
import { cleanupDom, click, renderInDom } from './renderInDom';

async function aSignedInMember() {
  const world = arrangeSignedInWorld();
  world.auth.signedInAs(world.user);
  world.get(SessionStore).start();
  world.auth.initialise();
  await settle();
  const { container: dom } = renderInDom(
    <ContainerProvider container={world.container}>
      <UsageStatisticsConsentBanner />
    </ContainerProvider>,
  );
  return { ...world, dom };
}

function button(dom: HTMLElement, label: string): HTMLButtonElement {
  const found = [...dom.querySelectorAll('button')].find((b) => b.textContent === label);
  if (found === undefined) throw new Error(`no '${label}' button`);
  return found;
}

describe('UsageStatisticsConsentBanner', () => {
  afterEach(cleanupDom);

  it('asks a signed-in member in a labelled region, promising no personal details', async () => {
    const { dom } = await aSignedInMember();

    const region = dom.querySelector('[role="region"]');

    expect(region?.getAttribute('aria-label')).toBe(usageStatisticsMessages.bannerLabel);
    expect(region?.textContent).toContain(usageStatisticsMessages.bannerBody);
    expect(region?.textContent).toContain('no personal details');
  });

  it.each([
    { label: usageStatisticsMessages.accept, answer: 'granted' },
    { label: usageStatisticsMessages.decline, answer: 'denied' },
  ])('$label keeps the answer and removes the banner', async ({ label, answer }) => {
    const { dom, usageConsent } = await aSignedInMember();

    click(button(dom, label));

    expect(usageConsent.answer).toBe(answer);
    expect(dom.querySelector('[role="region"]')).toBeNull();
  });

  it('waits while home offers a passkey (one prompt at a time), and asks once that is put away', async () => {
    const world = await aSignedInMember();
    world.callables.answer('passkeys-list', { passkeys: [] });
    const offer = world.get(PasskeyOfferStore);

    await act(() => offer.check());

    expect(offer.visible).toBe(true);
    expect(world.dom.querySelector('[role="region"]')).toBeNull();

    act(() => offer.dismiss());

    expect(world.dom.querySelector('[role="region"]')?.textContent).toContain(
      usageStatisticsMessages.bannerBody,
    );
  });
});
