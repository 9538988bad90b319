/**
 * The code the desk scans, on the app's card screen and in both wallets: the membership number
 * as printed on the plastic card, as a QR code (docs/WALLET.md says why QR and not a barcode).
 */
export function membershipCardCode(customerNumber: string): string {
  return customerNumber;
}
