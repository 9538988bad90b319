// Types of bench/returningReport.mjs for the TypeScript tests that import it.
export interface RunsSummary {
  medianMs: number | null;
  runsMs: (number | null)[];
}
export interface TableRow {
  measure: string;
  mode: string;
  value: string;
  bare?: string;
  target?: { limit: string; pass: boolean };
}
export interface Target {
  name: string;
  value: number | string;
  limit: number | string;
  pass: boolean;
}
export declare const RETURNING_LIMITS: {
  onScreenMs: number;
  bareRatio: number;
  bareRatioAim: number;
  refreshedMs: number;
};
export declare const RETURNING_VISITS: { key: string; bare: string; label: string }[];
export declare const REFRESHED_VISIT: { key: string; label: string };
export declare function summariseRuns(runsMs: readonly (number | null)[]): RunsSummary;
export declare function returningRows(
  returning: Record<string, { medianMs: number | null } | undefined>,
  options: { mode: string; suffix?: string },
): { rows: TableRow[]; targets: Target[] };
export declare function returningMethod(
  returning: Record<string, { runsMs: unknown[] } | undefined>,
): string;
