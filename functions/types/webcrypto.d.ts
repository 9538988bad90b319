// The shared WebCrypto adapters name CryptoKey, a DOM global. The root tsconfig has the DOM lib;
// the functions' Node-only typecheck gets the same type from Node's webcrypto instead.
type CryptoKey = import('node:crypto').webcrypto.CryptoKey;
