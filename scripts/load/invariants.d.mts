// Types of scripts/load/invariants.mjs for the TypeScript tests that import it.
export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
  problems: string[];
  moreProblems?: number;
}
export interface Spin {
  customerNumber: string;
  gameId: string;
  day: string;
  accepted: boolean;
}
export declare function londonDayOf(iso: string): string;
export declare function checkOnePlayPerDay(input: {
  storedPlays: readonly { customerNumber: string; gameId: string; timestamp: string }[];
  spins: readonly Spin[];
  since: string;
  unanswered?: readonly Omit<Spin, 'accepted'>[];
}): CheckResult;
export declare function checkTicketsStoredOnce(input: {
  acceptedTicketIds: readonly string[];
  storedTickets: readonly { ticketId: string; submittedAt: string }[];
  counterNext: number;
  since: string;
  unanswered?: number;
}): CheckResult;
export declare function checkCustomerNumbers(input: {
  members: readonly { id: string; customerNumber: string }[];
  counterNext: number;
  first: number;
  joined: readonly string[];
}): CheckResult;
export declare function checkLimiterExpiries(input: {
  records: readonly { id: string; expiresAt?: unknown }[];
}): CheckResult;
export declare function checkGuessLimit(input: {
  checkedWrong: number;
  heldBack: number;
  limit: number;
}): CheckResult;
