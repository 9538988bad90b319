import { describe } from 'vitest';
import { createMemoryAdapters } from '../../../functions/src/adapters/memory/createMemoryAdapters';
import { statePortsContracts } from './contracts';

describe('in-memory adapters hold to the state-port contracts', () => {
  statePortsContracts(async (state) => createMemoryAdapters(state));
});
