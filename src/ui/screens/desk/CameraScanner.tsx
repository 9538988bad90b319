import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { CameraState, DeskStore } from '../../../core/desk/DeskStore';

/**
 * The camera, scanning continuously (issue 30). Linux Chromium has no BarcodeDetector, so the
 * decoder is ZXing's pure-JS port (@zxing/browser), downloaded with the desk's chunk only: no
 * WebAssembly, so the CSP needs no 'wasm-unsafe-eval'. The camera is released when the page closes.
 */
export const CameraScanner = observer(function CameraScanner({ store }: { store: DeskStore }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | null = null;
    const element = video.current;
    if (element === null) return;
    store.cameraChanged('starting');
    void startScanning(element, (text) => void store.scanned(text))
      .then((controls) => {
        if (stopped) controls.stop();
        else {
          stop = () => controls.stop();
          store.cameraChanged('scanning');
        }
      })
      .catch((error: unknown) => {
        if (!stopped) store.cameraChanged(cameraFailure(error));
      });
    return () => {
      stopped = true;
      stop?.();
      store.cameraChanged('off');
    };
  }, [store]);

  const note = store.cameraNote;
  return (
    <div className="desk__camera">
      {/* The aiming frame: where to hold the code, drawn over the picture, not part of it. */}
      <div className="desk__viewfinder" hidden={note !== null}>
        <video
          ref={video}
          className="desk__video"
          muted
          playsInline
          aria-label="Camera view: hold the code up to the camera"
        />
        {store.camera === 'scanning' && <span className="desk__aim" aria-hidden="true" />}
      </div>
      {store.camera === 'scanning' && (
        <p className="desk__camera-hint">Scanning: hold the code inside the frame.</p>
      )}
      {store.camera === 'starting' && <p className="desk__camera-hint">Starting the camera…</p>}
      {note !== null && (
        <p className="desk__camera-note" role="status">
          {note}
        </p>
      )}
    </div>
  );
});

async function startScanning(
  element: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<{ stop: () => void }> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera', 'NotFoundError');
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
  return reader.decodeFromConstraints(
    { video: { facingMode: 'environment' }, audio: false },
    element,
    (result) => {
      if (result) onCode(result.getText());
    },
  );
}

function cameraFailure(error: unknown): CameraState {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}
