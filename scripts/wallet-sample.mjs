#!/usr/bin/env node
/**
 * `npm run wallet:sample -- --out DIR`: writes, for the demo member king@example.com,
 *   DIR/met-rewards-sample.pkpass   the Apple Wallet pass, signed with a throwaway certificate
 *   DIR/ca.pem                      the throwaway CA that issued it (stands in for Apple's WWDR)
 *   DIR/google-save-url.txt         the 'Save to Google Wallet' URL (a JWT)
 *   DIR/google-public-key.pem       the key that JWT verifies with
 * so anyone can inspect both, e.g.
 *   unzip -l DIR/met-rewards-sample.pkpass
 *   openssl smime -verify -binary -inform DER -in signature -content manifest.json \
 *     -CAfile DIR/ca.pem -purpose any
 * Every key is made at run time and thrown away; nothing here opens a real pass or wallet.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function outDir(argv) {
  const at = argv.indexOf('--out');
  const dir = at >= 0 ? argv[at + 1] : undefined;
  if (!dir) throw new Error('usage: npm run wallet:sample -- --out DIR');
  return resolve(dir);
}

async function main() {
  const dir = outDir(process.argv.slice(2));
  const { module } = await runnerImport(join(ROOT, 'scripts/walletSample.ts'), {
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
  });
  const sample = await module.makeWalletSample();
  await mkdir(dir, { recursive: true });
  const files = [
    ['met-rewards-sample.pkpass', sample.pkpass],
    ['ca.pem', sample.caPem],
    ['google-save-url.txt', `${sample.googleSaveUrl}\n`],
    ['google-public-key.pem', sample.googlePublicKeyPem],
  ];
  for (const [name, content] of files) {
    await writeFile(join(dir, name), content);
    console.log(`${join(dir, name)}  ${Buffer.byteLength(content)} bytes`);
  }
}

main().catch((error) => {
  console.error('The wallet sample could not be made:', error);
  process.exitCode = 1;
});
