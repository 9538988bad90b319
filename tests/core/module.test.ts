import { describe, expect, it } from 'vitest';
import { MEMBER_FEATURES } from '../../src/core/memberModule';
import { VISITOR_FEATURES } from '../../src/core/module';
import { coreWithDoubles } from '../doubles/coreWithDoubles';

describe('coreModule and memberModule', () => {
  const services = [...VISITOR_FEATURES, ...MEMBER_FEATURES].flatMap((f) => f.services);

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
