/**
 * The wallet-* callables' answers (our extension): the card's wallet passes, and removing them.
 */
import * as yup from 'yup';
import { isIsoInstant } from '../formats';
import { int, shape, yes } from '../responseFields';

/** An https address; anything else (javascript:, http:, no URL) is never put behind a button. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/**
 * https, or http on this machine's loopback (a demo world's sample pass on a dev server). yup runs
 * this test on text only: its typeError and required() refuse anything else first.
 */
const isHttpsUrl = (value: string | undefined): boolean => {
  try {
    const url = new URL(String(value));
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    );
  } catch /* Stryker disable next-line BlockStatement: an empty catch block returns undefined, which yup reads as a failed test, as it does false */ {
    return false;
  }
};
const httpsUrl = (field: string) =>
  yup
    .string()
    .typeError(`${field} is not an https URL`)
    .required(`${field} is not an https URL`)
    .test('https-url', `${field} is not an https URL`, isHttpsUrl);

const WALLET_LINKS_REQUIRED = 'apple and google are required';
const APPLE_LINK = 'apple is not { url, expiresAt }';
const GOOGLE_LINK = 'google is not { url }';

/**
 * wallet-getPassLinks: both wallets named, each null (no keys for it) or an https link;
 * Apple's short-lived link says when it expires. The problems read as the wallet's own words.
 */
const walletPassLinksSchema = yup
  .object({
    apple: yup
      .object({
        url: httpsUrl('apple.url'),
        expiresAt: yup
          .string()
          .typeError(APPLE_LINK)
          .required(APPLE_LINK)
          .test('iso-instant', APPLE_LINK, isIsoInstant),
      })
      .typeError(APPLE_LINK)
      .nullable()
      .defined(WALLET_LINKS_REQUIRED),
    google: yup
      .object({ url: httpsUrl('google.url') })
      .typeError(GOOGLE_LINK)
      .nullable()
      .defined(WALLET_LINKS_REQUIRED),
    // Our extension: sample passes of a demo world; absent in production.
    sample: yup.boolean().oneOf([true], 'sample is true or absent').optional(),
  })
  .typeError(WALLET_LINKS_REQUIRED)
  .required(WALLET_LINKS_REQUIRED);

export const walletResponses = {
  // Our extension of the spec's table: the card's wallet passes.
  'wallet-getPassLinks': walletPassLinksSchema,
  'wallet-removeCardEverywhere': shape({ success: yes(), removed: int().min(0) }),
};
