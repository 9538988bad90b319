// Types of scripts/load/stats.mjs for the TypeScript tests that import it.
export interface RequestRecord {
  name: string;
  status: number;
  code?: string | undefined;
  ms: number;
}
export interface SummaryRow {
  name: string;
  count: number;
  p50: number | undefined;
  p95: number | undefined;
  p99: number | undefined;
  outcomes: Record<string, number>;
}
export declare function percentile(sorted: readonly number[], p: number): number | undefined;
export declare function outcomeOf(record: Pick<RequestRecord, 'status' | 'code'>): string;
export declare function isServerFailure(record: Pick<RequestRecord, 'status'>): boolean;
export declare function summarise(records: readonly RequestRecord[]): SummaryRow[];
export declare function formatTable(rows: readonly SummaryRow[]): string;
