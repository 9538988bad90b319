import type { PasskeySummary } from '@met/scheme/contract';
import type { Passkey } from './Passkey';

export function passkeyFromWire(wire: PasskeySummary): Passkey {
  return {
    id: wire.id,
    name: wire.name,
    addedAt: new Date(wire.createdAt),
    lastUsedAt: wire.lastUsedAt === null ? null : new Date(wire.lastUsedAt),
  };
}
