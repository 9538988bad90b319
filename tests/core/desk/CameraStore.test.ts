import { describe, expect, it } from 'vitest';
import { CameraStore } from '../../../src/core/desk/CameraStore';
import { DeskStore } from '../../../src/core/desk/DeskStore';
import { ReadDeskCode } from '../../../src/core/desk/ReadDeskCode';
import { RedeemAtDesk } from '../../../src/core/desk/RedeemAtDesk';
import { deskMessages } from '../../../src/core/desk/deskMessages';
import type { CameraRefusal, CameraView } from '../../../src/core/ports/CodeScannerPort';
import { aVoucherReading } from '../../builders/aDeskReading';
import { FixedClock } from '../../doubles/FixedClock';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';
import { ScriptedCodeScanner } from '../../doubles/ScriptedCodeScanner';

const CODE = 'MR2.v1.uid.1.2.sig';
/** The page's video element; the scripted camera only passes it along. */
const VIEW = { id: 'desk-video' } as unknown as CameraView;

function arrange() {
  const callables = new ScriptedCallables();
  const desk = new DeskStore(
    new ReadDeskCode(callables),
    new RedeemAtDesk(callables),
    new FixedClock('2026-03-01T22:00:00Z'),
  );
  const scanner = new ScriptedCodeScanner();
  const camera = new CameraStore(scanner, desk);
  return { callables, desk, scanner, camera };
}

describe('CameraStore: the desk’s camera', () => {
  it('says it is starting, then scans into the page’s video element', async () => {
    const { scanner, camera } = arrange();
    scanner.holdAnswers();

    const started = camera.start(VIEW);
    const whileStarting = { state: camera.state, hint: camera.hint, note: camera.note };
    scanner.answerStarts();
    await started;

    expect(whileStarting).toEqual({
      state: 'starting',
      hint: deskMessages.cameraStarting,
      note: null,
    });
    expect(scanner.starts).toEqual([VIEW]);
    expect(camera.state).toBe('scanning');
    expect(camera.hint).toBe(deskMessages.cameraScanning);
    expect(camera.note).toBeNull();
  });

  it.each<[CameraRefusal, string]>([
    ['denied', deskMessages.cameraDenied],
    ['missing', deskMessages.cameraMissing],
    ['failed', deskMessages.cameraFailed],
  ])('explains a camera it cannot use (%s), with no hint', async (refusal, note) => {
    const { scanner, camera } = arrange();
    scanner.refusal = refusal;

    await camera.start(VIEW);

    expect(camera.state).toBe(refusal);
    expect(camera.note).toBe(note);
    expect(camera.hint).toBeNull();
  });

  it('gives the desk each code it sees, read once while it stays in view', async () => {
    const { callables, desk, scanner, camera } = arrange();
    callables.answer('desk-readCode', aVoucherReading());
    await camera.start(VIEW);

    scanner.show(CODE);
    await Promise.resolve();
    await Promise.resolve();
    scanner.show(CODE);

    expect(callables.callsTo('desk-readCode')).toEqual([{ code: CODE }]);
    await expect.poll(() => desk.phase).toBe('read');
  });

  it('releases the camera when stopped', async () => {
    const { scanner, camera } = arrange();
    await camera.start(VIEW);

    camera.stop();

    expect(scanner.running).toBe(0);
    expect(camera.state).toBe('off');
    expect(camera.hint).toBeNull();
  });

  it('releases at once a camera that starts after the page closed', async () => {
    const { scanner, camera } = arrange();
    scanner.holdAnswers();
    const started = camera.start(VIEW);

    camera.stop();
    scanner.answerStarts();
    await started;

    expect(scanner.stops).toBe(1);
    expect(scanner.running).toBe(0);
    expect(camera.state).toBe('off');
  });

  it('keeps one camera running when started again (the page opened twice)', async () => {
    const { scanner, camera } = arrange();
    await camera.start(VIEW);

    await camera.start(VIEW);

    expect(scanner.starts).toHaveLength(2);
    expect(scanner.running).toBe(1);
    expect(camera.state).toBe('scanning');
  });
});
