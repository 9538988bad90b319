import type { PassUpdatePush } from '../../ports/PassUpdatePush';

/** The push port of the tests and the emulator: it only remembers whom it would have woken. */
export class RecordingPassUpdatePush implements PassUpdatePush {
  /** Every notify call's tokens, oldest first. */
  readonly sent: string[][] = [];

  async notify(pushTokens: string[]): Promise<void> {
    if (pushTokens.length > 0) this.sent.push([...pushTokens]);
  }
}
