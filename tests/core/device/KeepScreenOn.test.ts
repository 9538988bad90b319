import { describe, expect, it } from 'vitest';
import { KeepScreenOn } from '../../../src/core/device/KeepScreenOn';
import { RecordingWakeLock } from '../../doubles/RecordingWakeLock';

/** Lets the wake lock's answer (a promise) arrive. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

function keepScreenOn() {
  const wakeLock = new RecordingWakeLock();
  return { wakeLock, screen: new KeepScreenOn(wakeLock) };
}

describe('KeepScreenOn: the screen stays on while a code the desk scans is shown', () => {
  it('holds the lock from the moment the code is shown until it leaves the screen', async () => {
    const { wakeLock, screen } = keepScreenOn();

    const leave = screen.show();
    await answered();
    expect(wakeLock.held).toBe(1);
    expect(screen.isCodeOnScreen).toBe(true);

    leave();
    expect(wakeLock.held).toBe(0);
    expect(wakeLock.releases).toBe(1);
    expect(screen.isCodeOnScreen).toBe(false);
  });

  it('asks again when the page is visible again (the browser dropped the lock when it was hidden)', async () => {
    const { wakeLock, screen } = keepScreenOn();
    const leave = screen.show();
    await answered();

    wakeLock.hidePage();
    expect(wakeLock.held).toBe(0);
    wakeLock.showPage();
    await answered();

    expect(wakeLock.requests).toBe(2);
    expect(wakeLock.held).toBe(1);
    leave();
    expect(wakeLock.held).toBe(0);
  });

  it('stops asking once the code has left the screen', async () => {
    const { wakeLock, screen } = keepScreenOn();
    screen.show()();

    wakeLock.showPage();
    await answered();

    expect(wakeLock.requests).toBe(1);
    expect(wakeLock.held).toBe(0);
    expect(wakeLock.visibleListenerCount).toBe(0);
  });

  it('gives back a lock the browser grants after the code has already left', async () => {
    const { wakeLock, screen } = keepScreenOn();
    wakeLock.holdAnswers();
    const leave = screen.show();

    leave();
    wakeLock.answerRequests();
    await answered();

    expect(wakeLock.held).toBe(0);
    expect(wakeLock.releases).toBe(1);
  });

  it('keeps one lock while two codes are on screen, and releases it when the last leaves', async () => {
    const { wakeLock, screen } = keepScreenOn();
    const leaveOffer = screen.show();
    const leaveCard = screen.show();
    await answered();
    expect(wakeLock.requests).toBe(1);

    leaveOffer();
    leaveOffer();
    expect(wakeLock.held).toBe(1);
    leaveCard();
    expect(wakeLock.held).toBe(0);
  });

  it('keeps one lock when it is asked again while the first still holds', async () => {
    const { wakeLock, screen } = keepScreenOn();
    const leave = screen.show();
    await answered();

    // A visibilitychange with the lock not lost (e.g. a quick tab switch the browser kept).
    wakeLock.showPage();
    await answered();

    expect(wakeLock.held).toBe(1);
    leave();
    expect(wakeLock.held).toBe(0);
  });

  it('shows the code as usual where the browser refuses or has no wake lock', async () => {
    const { wakeLock, screen } = keepScreenOn();
    wakeLock.answer = 'refused';

    const leave = screen.show();
    await answered();
    expect(wakeLock.held).toBe(0);
    expect(screen.isCodeOnScreen).toBe(true);

    expect(leave).not.toThrow();
    expect(wakeLock.releases).toBe(0);
  });
});
