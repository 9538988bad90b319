/**
 * Why the camera cannot scan; the desk then types the code instead.
 * - denied: the browser or the page's Permissions-Policy does not allow the camera.
 * - missing: the device has no camera the browser can use (or no camera API at all).
 * - failed: the camera was there and allowed, but would not start.
 */
export type CameraRefusal = 'denied' | 'missing' | 'failed';

/** A camera that is scanning; `stop` releases it (its light goes off). */
export interface CodeScan {
  stop(): void;
}

/** How asking for the camera ended: scanning, or why not. */
export type CodeScanStart =
  | { readonly kind: 'scanning'; readonly scan: CodeScan }
  | { readonly kind: 'refused'; readonly reason: CameraRefusal };

/** Where the camera's picture is shown while it scans: the page's video element. */
export type CameraView = HTMLVideoElement;

/**
 * The device's camera and a QR decoder: the desk holds a voucher's code or a membership card up
 * to it and reads each code it sees.
 */
export interface CodeScannerPort {
  /**
   * Starts the back camera, showing its picture in `view` and calling `onCode` with the text of
   * each code it decodes (the same code again on later frames while it stays in view). Never
   * rejects: a camera that cannot scan answers why.
   */
  start(view: CameraView, onCode: (text: string) => void): Promise<CodeScanStart>;
}

export const CodeScannerPort = Symbol('CodeScannerPort');
