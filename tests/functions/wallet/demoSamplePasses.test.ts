import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../functions/src/seed';
import { SAMPLE_PASS_NOTE } from '../../../functions/src/services/wallet/applePassJson';
import { makeDemoSamplePasses, SAMPLE_ORIGIN } from '../../../scripts/walletSample';
import { readZip } from './pkpassArchive';

/**
 * The fake build's sample .pkpass files (build/walletSamplePasses.ts): one per demo
 * account, each a real signed pass that says it is a sample wherever Wallet names its issuer.
 */
describe("the fake build's sample Apple passes", () => {
  it('makes one signed pass per demo membership, saying it is a sample', async () => {
    const passes = await makeDemoSamplePasses(SAMPLE_ORIGIN, new Date('2026-03-10T12:00:00Z'));

    expect([...passes.keys()].sort()).toEqual(
      [...new Set(DEMO_ACCOUNTS.map((account) => account.member.customer_number))].sort(),
    );
    const king = readZip(passes.get('100104')!);
    expect([...king.keys()]).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature']),
    );
    const passJson = JSON.parse(king.get('pass.json')!.toString('utf8'));
    expect(passJson).toMatchObject({
      serialNumber: '100104',
      organizationName: SAMPLE_PASS_NOTE,
      description: SAMPLE_PASS_NOTE,
      logoText: 'Met Rewards sample',
    });
    expect(passJson.storeCard.secondaryFields[0].value).toBe('Marcus Bell');
  }, 60_000);
});
