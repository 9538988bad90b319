import { target } from './report.mjs';

/**
 * The targets of a returning visit (DECISIONS.md "Performance: the real path"): on screen within
 * a second and within 1.5 times the bare React page's LCP on the same kind of visit, 1.2x printed
 * beside as the aim; the server's points in place of the device copy within 1.2 seconds.
 */
export const RETURNING_LIMITS = {
  onScreenMs: 1000,
  bareRatio: 1.5,
  bareRatioAim: 1.2,
  refreshedMs: 1200,
};

/** The returning visits timed against the bare page, and what each is compared with. */
export const RETURNING_VISITS = [
  {
    key: 'pointsOnline',
    app: 'appPointsOnline',
    bare: 'bareOnline',
    label: 'points on screen, returning member, online',
  },
  {
    key: 'qrOnline',
    app: 'appQrOnline',
    bare: 'bareOnline',
    label: 'voucher QR on screen, returning member, online',
  },
  {
    key: 'pointsOffline',
    app: 'appPointsOffline',
    bare: 'bareOffline',
    label: 'points on screen, returning member, offline',
  },
  {
    key: 'qrOffline',
    app: 'appQrOffline',
    bare: 'bareOffline',
    label: 'voucher QR on screen, returning member, offline',
  },
];

/** The refreshed points' row: the server's answer in place of the device copy. */
export const REFRESHED_VISIT = {
  key: 'refreshedPointsOnline',
  label: 'refreshed points replace the device copy, online',
};

const ms = (value) => (value === null ? 'never' : `${value} ms`);

/**
 * What the runs of one kind come to: their median, or null when any run never showed the thing
 * (a visit that fails is not left out to flatter the median).
 * @param {(number | null)[]} runsMs
 */
export function summariseRuns(runsMs) {
  if (runsMs.length === 0 || runsMs.some((value) => value === null)) {
    return { medianMs: null, runsMs };
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)], runsMs };
}

/**
 * The returning-visit rows of the table and their targets, for one build: `mode` fills the mode
 * column and `suffix` ends each measure and target name (so two builds' rows stay apart).
 * @param {Record<string, {medianMs: number | null}>} returning what measureReturningVisits answered
 */
export function returningRows(returning, { mode, suffix = '' }) {
  const rows = [];
  const targets = [];
  const add = ({ limit, ...row }, check) => {
    rows.push({ mode, ...row, target: { limit, pass: check.pass } });
    targets.push(check);
  };
  for (const { key, app, bare, label } of RETURNING_VISITS) {
    const ours = returning[key]?.medianMs ?? null;
    const yardstick = returning[bare]?.medianMs ?? null;
    const name = `${label}${suffix}`;
    add(
      {
        measure: name,
        value: ms(ours),
        bare: `${ms(yardstick)} LCP`,
        limit: `<= ${RETURNING_LIMITS.onScreenMs} ms`,
      },
      target(
        name,
        ours ?? 'never',
        RETURNING_LIMITS.onScreenMs,
        ours !== null && ours <= RETURNING_LIMITS.onScreenMs,
      ),
    );
    const ratio = ours !== null && yardstick ? ours / yardstick : null;
    add(
      {
        measure: `${label}, over bare React LCP${suffix}`,
        value: ratio === null ? 'n/a' : `${ratio.toFixed(2)} x`,
        limit: `<= ${RETURNING_LIMITS.bareRatio} x (aim ${RETURNING_LIMITS.bareRatioAim} x)`,
      },
      target(
        `${label}, over bare React LCP${suffix}`,
        ratio ?? 'n/a',
        RETURNING_LIMITS.bareRatio,
        ratio !== null && ratio <= RETURNING_LIMITS.bareRatio,
      ),
    );
    // Not a target: when the running app has drawn it (the row above may be its painted copy).
    rows.push({
      mode,
      measure: `${label}, drawn by the running app${suffix}`,
      value: ms(returning[app]?.medianMs ?? null),
    });
  }
  const refreshed = returning[REFRESHED_VISIT.key]?.medianMs ?? null;
  const name = `${REFRESHED_VISIT.label}${suffix}`;
  add(
    { measure: name, value: ms(refreshed), limit: `<= ${RETURNING_LIMITS.refreshedMs} ms` },
    target(
      name,
      refreshed ?? 'never',
      RETURNING_LIMITS.refreshedMs,
      refreshed !== null && refreshed <= RETURNING_LIMITS.refreshedMs,
    ),
  );
  return { rows, targets };
}

/** How the returning visits were measured, for the note under the table. */
export function returningMethod(returning) {
  return (
    `Returning visits: median of ${returning.pointsOnline?.runsMs.length ?? 0}, a new tab of a ` +
    `profile that signed in, saw home and the voucher and has the app's service worker ` +
    `controlling; offline = no network at all. "On screen" = the frame that first paints the ` +
    `figure (.rewards-card__balance) or the decoded QR image, painted from the device before the ` +
    `app's code runs (in the page the service worker serves: src/start/paintedDocument.ts) or drawn by the app; "drawn by the running app" = ` +
    `the same in the app's own root; "refreshed points" = the first ` +
    `frame painting that figure as the server's answer (data-from-device="false", from ` +
    `MemberStore.fromDevice), not the device copy. Compared with the bare React page's LCP on ` +
    `the same kind of visit: a returning visit served by its own Workbox service worker ` +
    `(precached page and script), online and offline.`
  );
}
