// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/ui/components/Dialog';
import { cleanupDom, click, pressKey, renderInDom } from './renderInDom';

interface Options {
  persistent?: boolean;
  dismissOnEscape?: boolean;
  onDismiss?: () => void;
}

function problemDialog({ persistent, dismissOnEscape, onDismiss = () => undefined }: Options = {}) {
  return (
    <Dialog
      open
      title="Problem"
      tone="problem"
      persistent={persistent}
      dismissOnEscape={dismissOnEscape}
      onDismiss={onDismiss}
      actions={
        <>
          <button type="button">Try again</button>
          <button type="button">OK</button>
        </>
      }
    >
      <p>Incorrect password, please try again.</p>
    </Dialog>
  );
}

const dialogElement = () => document.querySelector<HTMLElement>('[aria-modal="true"]')!;
const buttonNamed = (name: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('button')).find(
    (button) => button.textContent === name || button.getAttribute('aria-label') === name,
  );

describe('Dialog', () => {
  afterEach(cleanupDom);

  it('is named by its title and moves focus to its first action', () => {
    renderInDom(problemDialog());

    const dialog = dialogElement();
    const titleId = dialog.getAttribute('aria-labelledby')!;
    expect(document.getElementById(titleId)?.textContent).toBe('Problem');
    expect(document.activeElement).toBe(buttonNamed('Try again'));
  });

  it('wraps Tab from the last control back to the first', () => {
    renderInDom(problemDialog());
    const last = buttonNamed('OK')!;
    last.focus();

    pressKey(last, 'Tab');

    expect(document.activeElement).toBe(buttonNamed('Close'));
  });

  it('wraps Shift+Tab from the first control to the last', () => {
    renderInDom(problemDialog());
    const first = buttonNamed('Close')!;
    first.focus();

    pressKey(first, 'Tab', { shiftKey: true });

    expect(document.activeElement).toBe(buttonNamed('OK'));
  });

  it('makes the page behind inert while open and restores it with focus on close', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { rerender } = renderInDom(problemDialog());
    expect(opener.closest('[inert]')).not.toBeNull();

    rerender(
      <Dialog open={false} title="Problem">
        {null}
      </Dialog>,
    );

    expect(opener.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes a dismissible dialog on Escape', () => {
    const onDismiss = vi.fn();
    renderInDom(problemDialog({ onDismiss }));

    pressKey(document.activeElement!, 'Escape');

    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape when Escape dismissal is turned off', () => {
    const onDismiss = vi.fn();
    renderInDom(problemDialog({ onDismiss, dismissOnEscape: false }));

    pressKey(document.activeElement!, 'Escape');

    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('offers no way out but its own actions when persistent', () => {
    const onDismiss = vi.fn();
    renderInDom(problemDialog({ onDismiss, persistent: true }));

    pressKey(document.activeElement!, 'Escape');
    click(document.querySelector('.dialog-backdrop')!);

    expect(onDismiss).not.toHaveBeenCalled();
    expect(buttonNamed('Close')).toBeUndefined();
  });

  it('closes a dismissible dialog when the backdrop is pressed', () => {
    const onDismiss = vi.fn();
    renderInDom(problemDialog({ onDismiss }));

    click(document.querySelector('.dialog-backdrop')!);

    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
