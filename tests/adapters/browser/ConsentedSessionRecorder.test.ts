import { describe, expect, it } from 'vitest';
import {
  ConsentedSessionRecorder,
  RECORDING_CONSENT_KEY,
} from '../../../src/adapters/browser/ConsentedSessionRecorder';
import { FakePlatform } from '../../doubles/FakePlatform';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { RecordingSessionRecorder } from '../../doubles/RecordingSessionRecorder';

function aRecorder(options: { devMode?: boolean; consent?: 'granted' | 'denied' } = {}) {
  const device = new InMemoryKeyValueStore(
    options.consent ? { [RECORDING_CONSENT_KEY]: options.consent } : {},
  );
  const platform = new FakePlatform();
  platform.devMode = options.devMode ?? false;
  const service = new RecordingSessionRecorder();
  return { recorder: new ConsentedSessionRecorder(device, platform, service), service, device };
}

describe('ConsentedSessionRecorder', () => {
  it.each([
    { devMode: false, consent: 'granted', records: true },
    { devMode: false, consent: 'denied', records: false },
    { devMode: false, consent: undefined, records: false },
    { devMode: true, consent: 'granted', records: false },
  ] as const)(
    'dev mode $devMode, consent $consent: records on sign-in = $records',
    ({ devMode, consent, records }) => {
      const { recorder, service } = aRecorder({ devMode, consent });

      recorder.start('u1');

      expect(service.recordingUserId).toBe(records ? 'u1' : null);
    },
  );

  it('asks for consent only outside dev mode and only until the member answers', () => {
    expect(aRecorder().recorder.needsConsent()).toBe(true);
    expect(aRecorder({ devMode: true }).recorder.needsConsent()).toBe(false);
    expect(aRecorder({ consent: 'denied' }).recorder.needsConsent()).toBe(false);
  });

  it('starts recording the signed-in member as soon as they consent, and keeps the answer', () => {
    const { recorder, service, device } = aRecorder();
    recorder.start('u1');

    recorder.setConsent(true);

    expect(service.starts).toEqual(['u1']);
    expect(device.get(RECORDING_CONSENT_KEY)).toBe('granted');
    expect(recorder.consent()).toBe('granted');
  });

  it('stops at once when the member withdraws consent in settings', () => {
    const { recorder, service } = aRecorder({ consent: 'granted' });
    recorder.start('u1');

    recorder.setConsent(false);

    expect(service.recordingUserId).toBeNull();
    expect(recorder.consent()).toBe('denied');
  });

  it('does not start for consent given while nobody is signed in', () => {
    const { recorder, service } = aRecorder();

    recorder.setConsent(true);

    expect(service.starts).toEqual([]);
  });

  it('stops on sign-out and records the next member afresh', () => {
    const { recorder, service } = aRecorder({ consent: 'granted' });
    recorder.start('u1');

    recorder.stop();
    recorder.start('u2');

    expect(service.starts).toEqual(['u1', 'u2']);
    expect(service.stops).toBe(1);
  });

  it('starts once when the session begins again for the same member', () => {
    const { recorder, service } = aRecorder({ consent: 'granted' });

    recorder.start('u1');
    recorder.start('u1');

    expect(service.starts).toEqual(['u1']);
  });

  it('reads a corrupt stored answer as not asked', () => {
    const { recorder, device } = aRecorder();
    device.set(RECORDING_CONSENT_KEY, 'yes please');

    expect(recorder.consent()).toBe('unasked');
  });
});
