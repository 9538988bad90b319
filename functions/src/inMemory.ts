/**
 * The backend in memory: the real services on in-memory adapters, the demo seed, and the Web
 * Crypto adapters a browser has. This is the entry `met-rewards-functions/in-memory` that the
 * app's fake world (src/adapters/fake) runs in the browser, and the only part of the backend the
 * app may import (a layer rule of .dependency-cruiser.cjs). Deploys never load it.
 */
export { createMemoryBackend, type MemoryBackend } from './adapters/memory/createMemoryBackend';
export { samplePassPath, sampleWallets } from './adapters/memory/sampleWallets';
export { MEMORY_STATE_VERSION, type MemoryState } from './adapters/memory/MemoryState';
export { WebCryptoRandom } from './adapters/webcrypto/WebCryptoRandom';
export { WebCryptoSigner } from './adapters/webcrypto/WebCryptoSigner';
export { IdentityError, type IdentityErrorReason } from './domain/IdentityError';
export type { IdentityUser } from './ports/IdentityAdmin';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demoMembers';
export { DEMO_STAFF, type DemoStaffAccount } from './seed/demoStaff';
export { seedState } from './seed/seedState';
/** The fake world's test hook mints the code a member's app would show, for the desk. */
export { createVoucherPayload, voucherCodeExpiry } from './services/VoucherPayload';
