/** A request to the wallet-apple HTTPS function, as the handlers read it (Node lowercases names). */
export interface WalletHttpRequest {
  method: string;
  /** The path as requested, query included: '/wallet/apple/v1/...?passesUpdatedSince=...'. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body (Cloud Functions' req.rawBody), if any. */
  body?: Buffer | string;
  /**
   * The caller's address as callerAddressOf reads it (DECISIONS.md "Security and abuse limits:
   * who the caller is"); undefined when it cannot tell.
   */
  callerAddress?: string | undefined;
}

/** What the HTTPS function answers. */
export interface WalletHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** A short plain-text answer, never cached. */
export function textAnswer(status: number, text: string): WalletHttpAnswer {
  return {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    body: text,
  };
}

export function jsonAnswer(status: number, value: unknown): WalletHttpAnswer {
  return {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    body: JSON.stringify(value),
  };
}

/** The first value of a header; '' when there is none. */
export function headerOf(request: WalletHttpRequest, name: string): string {
  const value = request.headers[name.toLowerCase()];
  // Stryker disable next-line StringLiteral: both headers read (Authorization, If-Modified-Since) say nothing in any text without the 'ApplePass ' scheme or a date, '' included
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
