import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPassSignature, readZip } from './pkpassArchive';

const run = promisify(execFile);
let dir: string;

describe('npm run wallet:sample -- --out DIR', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wallet-sample-'));
    await run(process.execPath, ['scripts/wallet-sample.mjs', '--out', dir], { timeout: 60_000 });
  }, 90_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the pass, its CA, the Google save URL and its public key', async () => {
    expect((await readdir(dir)).sort()).toEqual([
      'ca.pem',
      'google-public-key.pem',
      'google-save-url.txt',
      'met-rewards-sample.pkpass',
    ]);
  });

  it("writes king@example.com's pass, signed by a certificate of ca.pem", async () => {
    const files = readZip(await readFile(join(dir, 'met-rewards-sample.pkpass')));
    const caPem = await readFile(join(dir, 'ca.pem'), 'utf8');
    const passJson = JSON.parse(files.get('pass.json')!.toString('utf8'));

    const check = checkPassSignature(files.get('signature')!, files.get('manifest.json')!, caPem);

    expect(check).toMatchObject({
      chainsToCa: true,
      signatureValid: true,
      digestMatchesManifest: true,
    });
    expect(passJson.serialNumber).toBe('100104');
    expect(passJson.storeCard.secondaryFields[0].value).toBe('Marcus Bell');
    expect(passJson.barcodes[0].message).toBe('100104');
  });

  it("writes a save URL whose JWT verifies with the public key and carries the member's object", async () => {
    const url = (await readFile(join(dir, 'google-save-url.txt'), 'utf8')).trim();
    const key = await importSPKI(
      await readFile(join(dir, 'google-public-key.pem'), 'utf8'),
      'RS256',
    );

    const { payload } = await jwtVerify(url.replace('https://pay.google.com/gp/v/save/', ''), key, {
      audience: 'google',
    });

    expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    expect(JSON.stringify(payload)).toContain('100104');
  });
});
