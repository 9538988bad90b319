import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';

/**
 * What the browser refused under the served headers: each Content-Security-Policy violation
 * (the page's `securitypolicyviolation` events) and each Permissions-Policy refusal (Chromium's
 * `permissions-policy-violation` reports). Served by the Hosting emulator, the app meets
 * firebase.json's headers as members do, and a journey that trips one fails: production would
 * refuse the same thing (a blocked call, a camera denied at the desk).
 */
export interface PolicyViolation {
  kind: 'csp' | 'permissions-policy';
  detail: string;
}

/** Collects the violations of every page of `context`, across navigations. */
export async function watchPolicyViolations(context: BrowserContext): Promise<PolicyViolation[]> {
  const seen: PolicyViolation[] = [];
  await context.exposeBinding('__metPolicyViolation', (_source, kind: string, detail: string) => {
    seen.push({ kind: kind === 'csp' ? 'csp' : 'permissions-policy', detail });
  });
  await context.addInitScript(() => {
    const report = (kind: string, detail: string) =>
      (
        window as unknown as { __metPolicyViolation?: (kind: string, detail: string) => void }
      ).__metPolicyViolation?.(kind, detail);
    document.addEventListener('securitypolicyviolation', (event) =>
      report('csp', `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`),
    );
    if (!('ReportingObserver' in window)) return;
    new ReportingObserver(
      (reports) => {
        for (const { body } of reports) {
          const { featureId, message } = (body ?? {}) as { featureId?: string; message?: string };
          report('permissions-policy', `${featureId ?? '?'}: ${message ?? ''}`);
        }
      },
      { types: ['permissions-policy-violation'], buffered: true },
    ).observe();
  });
  return seen;
}

/** The run's tally, one JSON line per test, so the run can print its totals at the end. */
const TALLY = fileURLToPath(
  new URL(
    `../../../test-results/policy-violations-${process.env.E2E_BACKEND ?? 'fake'}.jsonl`,
    import.meta.url,
  ),
);

export function tallyPolicyViolations(title: string, violations: PolicyViolation[]): void {
  appendFileSync(TALLY, `${JSON.stringify({ title, violations })}\n`);
}

export function clearPolicyTally(): void {
  rmSync(TALLY, { force: true });
}

/** "N journeys watched: X CSP violations, Y Permissions-Policy refusals". */
export function policyTallyLine(): string {
  const lines = existsSync(TALLY) ? readFileSync(TALLY, 'utf8').split('\n').filter(Boolean) : [];
  const all = lines.flatMap(
    (line) => (JSON.parse(line) as { violations: PolicyViolation[] }).violations,
  );
  const csp = all.filter((violation) => violation.kind === 'csp').length;
  const refusals = all.length - csp;
  return `${lines.length} journeys watched under the served headers: ${csp} CSP violations, ${refusals} Permissions-Policy refusals`;
}
