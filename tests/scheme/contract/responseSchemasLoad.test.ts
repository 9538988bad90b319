import { describe, expect, it } from 'vitest';

/*
 * The response schemas are built when the contract is first imported: a schema that cannot be
 * built would stop the app reading any answer, so the contract is loaded inside the test (a
 * static import that throws would fail this file before any test could report it).
 */
describe('response schemas that are built when the contract is first loaded', () => {
  it('read a prize and a list of events', async () => {
    const { parseResponse } = await import('@met/scheme/contract');

    expect(parseResponse('promotions-spinTheWheel', { success: true, prize: 3 })).toEqual({
      ok: true,
      value: { success: true, prize: 3 },
    });
    expect(parseResponse('promotions-getPromotions', { events: [] })).toEqual({
      ok: true,
      value: { events: [] },
    });
  });
});
