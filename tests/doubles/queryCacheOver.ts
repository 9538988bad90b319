import { ProblemReporter, type ReportOptions } from '../../src/core/kernel/ProblemReporter';
import { DeviceCopy } from '../../src/core/kernel/query/DeviceCopy';
import { QueryCache } from '../../src/core/kernel/query/QueryCache';
import type { CallablesPort } from '../../src/core/ports/CallablesPort';
import type { ClockPort } from '../../src/core/ports/ClockPort';
import type { KeyValueStorePort } from '../../src/core/ports/KeyValueStorePort';
import { FakeConnectivity } from './FakeConnectivity';
import { FixedClock } from './FixedClock';
import { InMemoryKeyValueStore } from './InMemoryKeyValueStore';
import { RecordingPaintedCopy } from './RecordingPaintedCopy';

/** A problem a read told the member about. */
export interface ReportedProblem {
  error: unknown;
  options: ReportOptions | undefined;
}

/** ProblemReporter that only records what it was asked to report (no dialog, no session exit). */
export class RecordingProblemReporter extends ProblemReporter {
  readonly reported: ReportedProblem[] = [];

  constructor() {
    // report() is overridden, so the dialogs, the session exit and the connectivity go unused.
    super(undefined as never, undefined as never, undefined as never);
  }

  override report(error: unknown, options?: ReportOptions): void {
    this.reported.push({ error, options });
  }
}

/**
 * The query cache over `callables` as the kernel builds it, its device copy kept in `device`: the
 * cache, the device copy and the problems reported. No member's copy is open until the test opens
 * one (`queries.open(uid)`).
 */
export function queryCacheOver(
  callables: CallablesPort,
  device: KeyValueStorePort = new InMemoryKeyValueStore(),
  clock: ClockPort = new FixedClock(),
) {
  const problems = new RecordingProblemReporter();
  const paintedCopy = new RecordingPaintedCopy();
  const deviceCopy = new DeviceCopy(device, clock, paintedCopy);
  const connectivity = new FakeConnectivity();
  const queries = new QueryCache(callables, deviceCopy, clock, problems, connectivity);
  return { queries, deviceCopy, problems, device, clock, connectivity, paintedCopy };
}
