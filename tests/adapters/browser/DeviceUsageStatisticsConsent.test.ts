import { describe, expect, it } from 'vitest';
import {
  DeviceUsageStatisticsConsent,
  FORMER_RECORDING_CONSENT_KEY,
  USAGE_STATISTICS_CONSENT_KEY,
} from '../../../src/adapters/browser/DeviceUsageStatisticsConsent';
import { FakePlatform } from '../../doubles/FakePlatform';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';

function aConsent(options: { devMode?: boolean; stored?: Record<string, string> } = {}) {
  const device = new InMemoryKeyValueStore(options.stored ?? {});
  const platform = new FakePlatform();
  platform.devMode = options.devMode ?? false;
  return { consent: new DeviceUsageStatisticsConsent(device, platform), device };
}

describe('DeviceUsageStatisticsConsent', () => {
  it.each([
    { stored: undefined, answer: 'unasked' },
    { stored: 'granted', answer: 'granted' },
    { stored: 'denied', answer: 'denied' },
    { stored: 'yes please', answer: 'unasked' },
  ] as const)('reads a stored $stored as $answer', ({ stored, answer }) => {
    const { consent } = aConsent({
      stored: stored === undefined ? {} : { [USAGE_STATISTICS_CONSENT_KEY]: stored },
    });

    expect(consent.consent()).toBe(answer);
  });

  it('asks only outside dev mode, and only until the member answers', () => {
    expect(aConsent().consent.needsConsent()).toBe(true);
    expect(aConsent({ devMode: true }).consent.needsConsent()).toBe(false);
    expect(
      aConsent({ stored: { [USAGE_STATISTICS_CONSENT_KEY]: 'denied' } }).consent.needsConsent(),
    ).toBe(false);
  });

  it('keeps each answer on the device, the latest winning at once', () => {
    const { consent, device } = aConsent();

    consent.setConsent(true);
    expect(device.get(USAGE_STATISTICS_CONSENT_KEY)).toBe('granted');
    expect(consent.consent()).toBe('granted');

    consent.setConsent(false);
    expect(device.get(USAGE_STATISTICS_CONSENT_KEY)).toBe('denied');
    expect(consent.consent()).toBe('denied');
  });

  it('lets a yes given in dev mode count (Settings), though dev mode never asks', () => {
    const { consent } = aConsent({ devMode: true });

    consent.setConsent(true);

    expect(consent.consent()).toBe('granted');
  });

  it('forgets a yes given to session recording, another purpose, and asks afresh', () => {
    const { consent, device } = aConsent({
      stored: { [FORMER_RECORDING_CONSENT_KEY]: 'granted' },
    });

    expect(device.get(FORMER_RECORDING_CONSENT_KEY)).toBeNull();
    expect(consent.consent()).toBe('unasked');
    expect(consent.needsConsent()).toBe(true);
  });
});
