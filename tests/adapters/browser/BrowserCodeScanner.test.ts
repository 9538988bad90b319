import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserCodeScanner } from '../../../src/adapters/browser/BrowserCodeScanner';
import type { QrCameraScan } from '../../../src/adapters/browser/qrCameraScan';
import type { CameraRefusal, CameraView } from '../../../src/core/ports/CodeScannerPort';

const VIEW = { id: 'desk-video' } as unknown as CameraView;

/** navigator.mediaDevices as a browser with a camera API gives it (getUserMedia is ZXing's). */
function stubCameraApi(present: boolean) {
  vi.stubGlobal('navigator', present ? { mediaDevices: { getUserMedia: vi.fn() } } : {});
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrowserCodeScanner', () => {
  it('scans with the decoder into the view, passes each decoded text on, and stops it', async () => {
    stubCameraApi(true);
    const stop = vi.fn();
    const seen: string[] = [];
    const scan = vi.fn<QrCameraScan>((_view, onCode) => {
      onCode('MR2.v1.a');
      return Promise.resolve({ stop });
    });

    const started = await new BrowserCodeScanner(() => Promise.resolve(scan)).start(VIEW, (text) =>
      seen.push(text),
    );
    if (started.kind === 'scanning') started.scan.stop();

    expect(started.kind).toBe('scanning');
    expect(scan).toHaveBeenCalledWith(VIEW, expect.any(Function));
    expect(seen).toEqual(['MR2.v1.a']);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('answers missing, without fetching the decoder, where the browser has no camera API', async () => {
    stubCameraApi(false);
    const load = vi.fn(() => Promise.resolve<QrCameraScan>(() => Promise.reject(new Error())));

    const started = await new BrowserCodeScanner(load).start(VIEW, () => undefined);

    expect(started).toEqual({ kind: 'refused', reason: 'missing' });
    expect(load).not.toHaveBeenCalled();
  });

  it.each<[string, CameraRefusal]>([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('answers a camera the browser refuses with %s as %s', async (name, reason) => {
    stubCameraApi(true);
    const scan: QrCameraScan = () => Promise.reject(new DOMException('refused', name));

    const started = await new BrowserCodeScanner(() => Promise.resolve(scan)).start(
      VIEW,
      () => undefined,
    );

    expect(started).toEqual({ kind: 'refused', reason });
  });

  it('answers failed, never rejecting, when the decoder cannot be fetched', async () => {
    stubCameraApi(true);

    const started = await new BrowserCodeScanner(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).start(VIEW, () => undefined);

    expect(started).toEqual({ kind: 'refused', reason: 'failed' });
  });
});
