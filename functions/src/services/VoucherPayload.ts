import type { Signer } from '../ports/Signer';

/** Version tag of the QR payload, so the format can change without misreading old codes. */
export const VOUCHER_PAYLOAD_VERSION = 'MR1';

export type VoucherPayloadCheck =
  | { valid: true; voucherId: string; customerNumber: string }
  | { valid: false; reason: 'malformed' | 'bad-signature' };

// '.' separates the parts, so it is escaped inside them along with anything URL-unsafe.
const encodePart = (part: string) => encodeURIComponent(part).replace(/\./g, '%2E');

/**
 * 'MR1.<voucherId>.<customerNumber>.<signature>': binds a voucher to the member it was shown to,
 * signed with the server secret so staff tooling can tell a genuine code from an edited one.
 */
export async function createVoucherPayload(
  signer: Signer,
  voucherId: string,
  customerNumber: string,
): Promise<string> {
  const body = [VOUCHER_PAYLOAD_VERSION, encodePart(voucherId), encodePart(customerNumber)].join(
    '.',
  );
  return `${body}.${await signer.sign(body)}`;
}

export async function checkVoucherPayload(
  signer: Signer,
  payload: string,
): Promise<VoucherPayloadCheck> {
  const parts = payload.split('.');
  const [version, voucherPart, customerPart, signature] = parts;
  if (
    parts.length !== 4 ||
    version !== VOUCHER_PAYLOAD_VERSION ||
    !voucherPart ||
    !customerPart ||
    !signature
  ) {
    return { valid: false, reason: 'malformed' };
  }
  const body = `${version}.${voucherPart}.${customerPart}`;
  if (!(await signer.verify(body, signature))) return { valid: false, reason: 'bad-signature' };
  try {
    return {
      valid: true,
      voucherId: decodeURIComponent(voucherPart),
      customerNumber: decodeURIComponent(customerPart),
    };
  } catch {
    return { valid: false, reason: 'malformed' };
  }
}
