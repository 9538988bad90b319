import { describe, expect, it } from 'vitest';
import { returningRows, summariseRuns } from '../../bench/returningReport.mjs';

/** Medians as measureReturningVisits answers them. */
function measured(medians: Record<string, number | null>) {
  return Object.fromEntries(
    Object.entries(medians).map(([key, medianMs]) => [key, { medianMs, runsMs: [medianMs] }]),
  );
}

const FAST = measured({
  pointsOnline: 580,
  appPointsOnline: 1_900,
  refreshedPointsOnline: 1_100,
  qrOnline: 590,
  appQrOnline: 2_000,
  pointsOffline: 610,
  appPointsOffline: 1_700,
  qrOffline: 620,
  appQrOffline: 1_800,
  bareOnline: 400,
  bareOffline: 420,
});

describe('summariseRuns', () => {
  it('answers the median of the runs', () => {
    expect(summariseRuns([900, 700, 1_200, 650, 800]).medianMs).toBe(800);
    expect(summariseRuns([300, 100]).medianMs).toBe(300);
  });

  it('answers no median when a run never showed the thing, keeping every run', () => {
    expect(summariseRuns([700, null, 650])).toEqual({ medianMs: null, runsMs: [700, null, 650] });
    expect(summariseRuns([]).medianMs).toBeNull();
  });
});

describe('returningRows', () => {
  it('names each row and target after the build, so fake mode and the emulators stay apart', () => {
    const fake = returningRows(FAST, { mode: 'fake', suffix: ' (fake mode)' });
    const emulators = returningRows(FAST, { mode: 'firebase (emulators)' });

    expect(fake.rows.map((row) => row.measure)).toEqual([
      'points on screen, returning member, online (fake mode)',
      'points on screen, returning member, online, over bare React LCP (fake mode)',
      'points on screen, returning member, online, drawn by the running app (fake mode)',
      'voucher QR on screen, returning member, online (fake mode)',
      'voucher QR on screen, returning member, online, over bare React LCP (fake mode)',
      'voucher QR on screen, returning member, online, drawn by the running app (fake mode)',
      'points on screen, returning member, offline (fake mode)',
      'points on screen, returning member, offline, over bare React LCP (fake mode)',
      'points on screen, returning member, offline, drawn by the running app (fake mode)',
      'voucher QR on screen, returning member, offline (fake mode)',
      'voucher QR on screen, returning member, offline, over bare React LCP (fake mode)',
      'voucher QR on screen, returning member, offline, drawn by the running app (fake mode)',
      'refreshed points replace the device copy, online (fake mode)',
    ]);
    expect(fake.rows.every((row) => row.mode === 'fake')).toBe(true);
    expect(emulators.rows[0]?.measure).toBe('points on screen, returning member, online');
    const names = [...fake.targets, ...emulators.targets].map((check) => check.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('passes visits within a second and 1.5 times the bare page, printing the 1.2x aim beside', () => {
    const { rows, targets } = returningRows(FAST, { mode: 'fake' });

    expect(targets.every((check) => check.pass)).toBe(true);
    expect(rows[0]).toMatchObject({
      value: '580 ms',
      bare: '400 ms LCP',
      target: { limit: '<= 1000 ms', pass: true },
    });
    expect(rows[1]).toMatchObject({
      value: '1.45 x',
      target: { limit: '<= 1.5 x (aim 1.2 x)', pass: true },
    });
    expect(rows[2]).toMatchObject({ value: '1900 ms' });
    expect(rows[2]?.target).toBeUndefined();
    expect(rows[12]).toMatchObject({
      measure: 'refreshed points replace the device copy, online',
      value: '1100 ms',
      target: { limit: '<= 1200 ms', pass: true },
    });
  });

  it('fails a visit over a second, over 1.5 times the bare page, or never shown', () => {
    const slow = measured({
      pointsOnline: 1_001,
      refreshedPointsOnline: 1_201,
      qrOnline: 900,
      pointsOffline: 620,
      qrOffline: null,
      bareOnline: 400,
      bareOffline: 420,
    });

    const { rows, targets } = returningRows(slow, { mode: 'fake' });
    const verdict = (measure: string) => rows.find((row) => row.measure === measure)?.target?.pass;

    expect(verdict('points on screen, returning member, online')).toBe(false);
    expect(verdict('voucher QR on screen, returning member, online, over bare React LCP')).toBe(
      false,
    );
    expect(verdict('points on screen, returning member, offline')).toBe(true);
    expect(verdict('points on screen, returning member, offline, over bare React LCP')).toBe(true);
    expect(
      rows.find((row) => row.measure.startsWith('voucher QR on screen, returning member, offline')),
    ).toMatchObject({
      value: 'never',
      target: { pass: false },
    });
    expect(verdict('refreshed points replace the device copy, online')).toBe(false);
    expect(targets.filter((check) => !check.pass)).toHaveLength(6);
  });

  it('fails the refreshed row when the server’s points were never measured', () => {
    const { rows } = returningRows({ ...FAST, refreshedPointsOnline: undefined }, { mode: 'fake' });

    expect(rows.at(-1)).toMatchObject({ value: 'never', target: { pass: false } });
  });
});
