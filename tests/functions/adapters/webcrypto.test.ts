import { describe, expect, it } from 'vitest';
import { WebCryptoRandom } from '../../../functions/src/adapters/webcrypto/WebCryptoRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';

describe('WebCryptoSigner', () => {
  it('verifies its own signature and no other', async () => {
    const signer = new WebCryptoSigner('secret-one');

    const signature = await signer.sign('MR1.v.100200');

    expect(signature).toMatch(/^[\w-]{43}$/);
    await expect(signer.verify('MR1.v.100200', signature)).resolves.toBe(true);
    await expect(signer.verify('MR1.v.100201', signature)).resolves.toBe(false);
    await expect(new WebCryptoSigner('secret-two').verify('MR1.v.100200', signature)).resolves.toBe(
      false,
    );
    await expect(signer.verify('MR1.v.100200', 'not base64url!')).resolves.toBe(false);
  });

  it('refuses its signature spelled with other unused bits in the last character', async () => {
    const signer = new WebCryptoSigner('secret-one');
    const signature = await signer.sign('MR1.v.100200');
    // 32 bytes in 43 characters: the last one carries 4 bits, so 4 characters share them.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.slice(-1));
    const sameBits = [0, 1, 2, 3].map((low) => alphabet[(last & ~3) + low]!);

    const answers = await Promise.all(
      sameBits.map((char) => signer.verify('MR1.v.100200', `${signature.slice(0, -1)}${char}`)),
    );

    expect(answers).toEqual(sameBits.map((char) => char === signature.slice(-1)));
  });

  it('signs deterministically (HMAC)', async () => {
    const signer = new WebCryptoSigner('secret-one');

    expect(await signer.sign('a')).toBe(await signer.sign('a'));
  });
});

describe('WebCryptoRandom', () => {
  it('draws whole numbers in range and reaches every value', () => {
    const random = new WebCryptoRandom();
    const seen = new Set<number>();

    for (let draw = 0; draw < 600; draw += 1) seen.add(random.randomInt(6));

    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a range of %s', (maxExclusive) => {
    expect(() => new WebCryptoRandom().randomInt(maxExclusive)).toThrow(RangeError);
  });
});
