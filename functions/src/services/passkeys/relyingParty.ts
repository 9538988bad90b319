import type { BackendConfig } from '../../ports/BackendConfig';

export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The WebAuthn relying party of this deployment: the configured one, else the
 * production origin's host name and the origin itself (README "Passkeys: the relying party").
 */
export function relyingPartyOf(config: BackendConfig): RelyingParty {
  if (config.relyingParty) return config.relyingParty;
  const origin = new URL(config.productionOrigin);
  return { id: origin.hostname, name: 'Met Rewards', origins: [origin.origin] };
}
