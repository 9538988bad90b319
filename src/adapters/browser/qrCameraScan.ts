import { BrowserQRCodeReader } from '@zxing/browser';
import type { CameraView, CodeScan } from '../../core/ports/CodeScannerPort';

/** Scans QR codes from the camera into `view`; rejects with the browser's error when it cannot. */
export type QrCameraScan = (view: CameraView, onCode: (text: string) => void) => Promise<CodeScan>;

/**
 * The back camera under ZXing's pure-JS QR decoder (@zxing/browser): Linux Chromium has no
 * BarcodeDetector, and without WebAssembly the CSP needs no 'wasm-unsafe-eval'. This module is
 * imported only when the desk's camera starts, so the decoder is a chunk of its own (`qrDecoder`,
 * build/chunks.ts) that members never download. A try every 150 ms.
 */
export const scanQrCodes: QrCameraScan = (view, onCode) => {
  const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
  return reader.decodeFromConstraints(
    { video: { facingMode: 'environment' }, audio: false },
    view,
    (result) => {
      if (result) onCode(result.getText());
    },
  );
};
