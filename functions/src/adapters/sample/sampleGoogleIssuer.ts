/** A Google issuer id no real issuer has: a sample save link opens nothing at Google. */
export const SAMPLE_GOOGLE_ISSUER_ID = '3388000000000000000';
