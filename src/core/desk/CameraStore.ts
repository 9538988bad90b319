import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  type CameraRefusal,
  type CameraView,
  type CodeScan,
  CodeScannerPort,
} from '../ports/CodeScannerPort';
import { deskMessages } from './deskMessages';
import { DeskStore } from './DeskStore';

/** The camera: off, starting, scanning, or why it cannot scan (the typed field still works). */
export type CameraState = 'off' | 'starting' | 'scanning' | CameraRefusal;

/**
 * The desk's camera, scanning continuously while the desk is on screen: each code it sees goes
 * to the desk as a scan (DeskStore reads a code in view once). The view gives it the video
 * element to show the picture in, and stops it when the page closes, which releases the camera.
 */
@injectable()
export class CameraStore {
  state: CameraState = 'off';
  readonly #scanner: CodeScannerPort;
  readonly #desk: DeskStore;
  #scan: CodeScan | null = null;
  /** Counts starts and stops: a camera that starts after it was stopped is released at once. */
  #turn = 0;

  constructor(
    @inject(CodeScannerPort) scanner: CodeScannerPort,
    @inject(DeskStore) desk: DeskStore,
  ) {
    this.#scanner = scanner;
    this.#desk = desk;
    makeAutoObservable(this);
  }

  /** Starts the camera, its picture in `view`. */
  async start(view: CameraView): Promise<void> {
    this.stop();
    const turn = this.#turn;
    this.state = 'starting';
    const started = await this.#scanner.start(view, (text) => void this.#desk.scanned(text));
    if (turn !== this.#turn) {
      if (started.kind === 'scanning') started.scan.stop();
      return;
    }
    runInAction(() => {
      if (started.kind === 'scanning') {
        this.#scan = started.scan;
        this.state = 'scanning';
      } else {
        this.state = started.reason;
      }
    });
  }

  /** Stops the camera (a start still under way included). */
  stop(): void {
    this.#turn += 1;
    this.#scan?.stop();
    this.#scan = null;
    this.state = 'off';
  }

  /** What the camera is doing, under its picture, while it starts or scans; else null. */
  get hint(): string | null {
    if (this.state === 'starting') return deskMessages.cameraStarting;
    if (this.state === 'scanning') return deskMessages.cameraScanning;
    return null;
  }

  /** Why the camera cannot scan, when it cannot; else null. */
  get note(): string | null {
    if (this.state === 'denied') return deskMessages.cameraDenied;
    if (this.state === 'missing') return deskMessages.cameraMissing;
    if (this.state === 'failed') return deskMessages.cameraFailed;
    return null;
  }
}
