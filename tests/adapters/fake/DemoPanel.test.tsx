// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { DEMO_STAFF } from '../../../functions/src/seed/demoStaff';
import { createFakeWorldTestApi } from '../../../src/adapters/fake/FakeWorldTestApi';
import { DemoPanel } from '../../../src/adapters/fake/panel/DemoPanel';
import { cleanupDom, click, pressKey, renderInDom } from '../../ui/components/renderInDom';
import { fakeBackend } from './fakeBackendFixture';

async function openPanel() {
  const backend = fakeBackend();
  const api = createFakeWorldTestApi(backend.world, backend.faults);
  await backend.world.ready();
  renderInDom(
    <DemoPanel world={backend.world} faults={backend.faults} api={api} session={backend.session} />,
  );
  const toggle = buttonNamed('Demo');
  toggle.focus();
  click(toggle);
  return { ...backend, api, toggle };
}

function buttonNamed(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === name,
  );
  if (!button) throw new Error(`no button named ${name}`);
  return button;
}

function dialog(): HTMLElement | null {
  return document.querySelector('[role="dialog"]');
}

describe('DemoPanel', () => {
  afterEach(cleanupDom);

  it('opens a modal dialog titled Demo world, listing every demo account, the staff login last', async () => {
    await openPanel();

    const sheet = dialog();
    expect(sheet?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(sheet?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Demo world',
    );
    const emails = [...document.querySelectorAll('.demo-panel__account-email')].map(
      (e) => e.textContent,
    );
    expect(emails).toEqual([...DEMO_ACCOUNTS, ...DEMO_STAFF].map((account) => account.email));
    expect(emails.at(-1)).toBe('desk@example.com');
    expect(document.activeElement).toBe(sheet);
  });

  it('shows a mailed link as an app link that opens the page it points at', async () => {
    const { callables } = await openPanel();

    await act(async () => {
      await callables.call('users-sendPasswordReset', {
        email: 'jack@example.com',
        devMode: true,
        devDomain: window.location.origin,
      });
    });

    const link = document.querySelector<HTMLAnchorElement>('.demo-panel__link');
    expect(link?.textContent).toBe('Open the password reset link');
    expect(link?.getAttribute('href')).toMatch(/^\/reset-password\?mode=resetPassword&oobCode=/);
  });

  it('injects a fault for the chosen callable and lists it', async () => {
    const { faults } = await openPanel();

    click(buttonNamed('Fail every call'));

    expect(faults.faults).toMatchObject([
      { callable: 'members-getMember', code: 'unavailable', scope: 'every' },
    ]);
    expect(dialog()?.textContent).toContain('members-getMember: unavailable (every call)');
    expect(buttonNamed('Demo (faults on)')).toBeDefined();
  });

  it('sets the next answer of a callable to be lost after the backend acts, lists it, and removes it', async () => {
    const { faults } = await openPanel();

    click(buttonNamed('Lose next answer'));

    expect(faults.lostAnswers).toEqual([
      { source: 'promotions-spinTheWheel', code: 'unavailable' },
    ]);
    expect(dialog()?.textContent).toContain(
      'promotions-spinTheWheel: answer lost as unavailable (next call)',
    );
    expect(buttonNamed('Demo (faults on)')).toBeDefined();
    click(buttonNamed('Remove promotions-spinTheWheel lost answer'));
    expect(faults.lostAnswers).toEqual([]);
  });

  it('shows how many usage events the backend kept, and the latest', async () => {
    const { auth, callables } = await openPanel();
    expect(dialog()?.textContent).toContain('Usage events keptnone (sent only with consent)');

    await act(async () => {
      await auth.signIn('king@example.com', DEMO_PASSWORD);
      await callables.call('analytics-recordEngagement', {
        type: 'spin wheel',
        gameId: 'spin-spring-fortune',
        win: false,
      });
    });

    expect(dialog()?.textContent).toContain(
      'Usage events kept1, latest spin wheel spin-spring-fortune',
    );
  });

  it('closes on Escape and gives focus back to the Demo button', async () => {
    const { toggle } = await openPanel();

    pressKey(dialog() as HTMLElement, 'Escape');

    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
