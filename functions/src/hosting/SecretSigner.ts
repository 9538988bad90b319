import { WebCryptoSigner } from '../adapters/webcrypto/WebCryptoSigner';
import type { Signer } from '../ports/Signer';

/**
 * A Signer whose key is read on first use, not at start-up: a secret's value exists only at run
 * time and only in the functions that declare it, so functions that never sign never ask.
 */
export class SecretSigner implements Signer {
  private signer: WebCryptoSigner | undefined;

  constructor(private readonly readSecret: () => string) {}

  sign(message: string): Promise<string> {
    return this.current().sign(message);
  }

  verify(message: string, signature: string): Promise<boolean> {
    return this.current().verify(message, signature);
  }

  private current(): WebCryptoSigner {
    this.signer ??= new WebCryptoSigner(this.readSecret());
    return this.signer;
  }
}
