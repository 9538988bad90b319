import type { PaintedScreens } from '../../src/core/kernel/paintedScreen';
import type { PaintedCopyPort } from '../../src/core/ports/PaintedCopyPort';

/** PaintedCopyPort that keeps what the service worker was last handed (null: taken away). */
export class RecordingPaintedCopy implements PaintedCopyPort {
  /** What the worker holds now; undefined before anything was handed to it. */
  held: PaintedScreens | null | undefined = undefined;

  publish(copy: PaintedScreens | null): void {
    this.held = copy === null ? null : structuredClone(copy);
  }
}
