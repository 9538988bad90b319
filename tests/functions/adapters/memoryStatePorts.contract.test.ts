import { describe } from 'vitest';
import { createMemoryAdapters } from '../../../functions/src/adapters/memory/createMemoryAdapters';
import { InMemoryMailer } from '../../../functions/src/adapters/memory/InMemoryMailer';
import { SystemClock } from '../../../functions/src/adapters/system/SystemClock';
import { statePortsContracts } from './contracts';

describe('in-memory adapters hold to the state-port contracts', () => {
  statePortsContracts(async (state) => ({
    ...createMemoryAdapters(state),
    mailer: new InMemoryMailer(state, new SystemClock()),
  }));
});
