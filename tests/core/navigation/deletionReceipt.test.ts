import { describe, expect, it } from 'vitest';
import {
  deletionReceiptPath,
  deletionReceiptReference,
} from '../../../src/core/navigation/deletionReceipt';
import { matchRoute } from '../../../src/core/navigation/routes';

describe("the deletion receipt page's address", () => {
  it('carries the reference to the public receipt page', () => {
    const path = deletionReceiptPath('DEL-7K2M9QXA');

    expect(path).toBe('/account/deleted?reference=DEL-7K2M9QXA');
    expect(matchRoute(path)?.route).toMatchObject({ id: 'accountDeleted', access: 'public' });
    expect(deletionReceiptReference(path.slice(path.indexOf('?')))).toBe('DEL-7K2M9QXA');
  });

  it.each([
    ['', 'no query'],
    ['?reference=', 'an empty reference'],
    ['?reference=DEL-7K2M9QX', 'seven characters'],
    ['?reference=DEL-7K2M9QXI', "a letter the server's alphabet leaves out"],
    ['?reference=Your%20account%20is%20safe', 'any other text'],
  ])('shows no reference for %j (%s)', (search) => {
    expect(deletionReceiptReference(search)).toBeNull();
  });
});
