/** Moved beside the emulators' sample wallets, which make their keys with it at start. */
export * from '../../../functions/src/adapters/sample/throwawayPassCertificates';
