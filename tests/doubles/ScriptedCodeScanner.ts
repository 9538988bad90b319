import type {
  CameraView,
  CodeScannerPort,
  CodeScanStart,
  CameraRefusal,
} from '../../src/core/ports/CodeScannerPort';

/**
 * A camera for the desk's tests: it scans (or refuses with the reason a test sets), can hold its
 * answer back, and shows the desk a code on demand. It records how many scans are still running.
 */
export class ScriptedCodeScanner implements CodeScannerPort {
  refusal: CameraRefusal | null = null;
  starts: CameraView[] = [];
  stops = 0;
  #onCode: ((text: string) => void) | null = null;
  #pending: Array<() => void> = [];
  #holdAnswers = false;
  #running = 0;

  /** The scans started and not yet stopped (what keeps the camera's light on). */
  get running(): number {
    return this.#running;
  }

  start(view: CameraView, onCode: (text: string) => void): Promise<CodeScanStart> {
    this.starts.push(view);
    return new Promise((resolve) => {
      const answer = (): void => resolve(this.#answer(onCode));
      if (this.#holdAnswers) this.#pending.push(answer);
      else answer();
    });
  }

  /** The camera decodes `text` in the current frame. */
  show(text: string): void {
    this.#onCode?.(text);
  }

  /** Starts wait until answerStarts(). */
  holdAnswers(): void {
    this.#holdAnswers = true;
  }

  answerStarts(): void {
    this.#holdAnswers = false;
    for (const answer of this.#pending.splice(0)) answer();
  }

  #answer(onCode: (text: string) => void): CodeScanStart {
    if (this.refusal !== null) return { kind: 'refused', reason: this.refusal };
    this.#onCode = onCode;
    this.#running += 1;
    let stopped = false;
    return {
      kind: 'scanning',
      scan: {
        stop: () => {
          if (stopped) return;
          stopped = true;
          this.stops += 1;
          this.#running -= 1;
          this.#onCode = null;
        },
      },
    };
  }
}
