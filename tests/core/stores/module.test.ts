import { describe, expect, it } from 'vitest';
import { MEMBER_STORES, MEMBER_USE_CASES } from '../../../src/core/memberModule';
import { CORE_DEVICE_DATA, CORE_STORES, CORE_USE_CASES } from '../../../src/core/module';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

describe('coreModule and memberModule', () => {
  const services = [
    ...CORE_DEVICE_DATA,
    ...CORE_USE_CASES,
    ...CORE_STORES,
    ...MEMBER_USE_CASES,
    ...MEMBER_STORES,
  ];

  it.each(services.map((service) => [service.name, service] as const))(
    'builds %s from the port bindings alone, once',
    (_name, service) => {
      const core = coreWithDoubles();

      const first = core.get(service);
      const second = core.get(service);

      expect(first).toBeInstanceOf(service);
      expect(second).toBe(first);
    },
  );
});
