import { describe, expect, it } from 'vitest';
import { account } from '../../src/core/account/module';
import { MEMBER_FEATURES } from '../../src/core/memberModule';
import { VISITOR_FEATURES } from '../../src/core/module';
import { coreWithDoubles } from '../doubles/coreWithDoubles';

describe('coreModule, memberModule and the account feature', () => {
  const services = [...VISITOR_FEATURES, account, ...MEMBER_FEATURES].flatMap((f) => f.services);

  it('leaves the account feature out of the start: its screens load it', () => {
    expect(VISITOR_FEATURES.map((f) => f.name)).not.toContain(account.name);
    expect(VISITOR_FEATURES).not.toContain(account);
  });

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
