import type {
  CameraRefusal,
  CameraView,
  CodeScannerPort,
  CodeScanStart,
} from '../../core/ports/CodeScannerPort';
import type { QrCameraScan } from './qrCameraScan';

/** The decoder's module, fetched the first time the camera starts (it is large). */
export type LoadQrCameraScan = () => Promise<QrCameraScan>;

const loadDecoder: LoadQrCameraScan = async () => (await import('./qrCameraScan')).scanQrCodes;

/**
 * getUserMedia and the QR decoder. This class comes with every start, so it stays small: the
 * decoder is imported when the camera starts, and not at all where the browser has no camera API.
 * Built by hand in the browser module: its one dependency is that import, which tests replace.
 */
export class BrowserCodeScanner implements CodeScannerPort {
  readonly #load: LoadQrCameraScan;

  constructor(load: LoadQrCameraScan = loadDecoder) {
    this.#load = load;
  }

  async start(view: CameraView, onCode: (text: string) => void): Promise<CodeScanStart> {
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      return { kind: 'refused', reason: 'missing' };
    }
    try {
      const scanQrCodes = await this.#load();
      return { kind: 'scanning', scan: await scanQrCodes(view, onCode) };
    } catch (error) {
      return { kind: 'refused', reason: cameraRefusal(error) };
    }
  }
}

/** The browser's getUserMedia errors (DOMExceptions), by name. */
function cameraRefusal(error: unknown): CameraRefusal {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}
