import type { HostileGroup, TallyRecord } from './tally';

export const GROUPS: readonly HostileGroup[];

export interface SummaryRow {
  subject: string;
  tried: number;
  held: number;
  /** 'held', or 'FAILED n' with n the attempts that did not hold. */
  mark: string;
}

export function readRecords(dir: string): TallyRecord[];
export function summaryRows(records: readonly TallyRecord[], group: HostileGroup): SummaryRow[];
export function summaryLines(records: readonly TallyRecord[]): string[];
