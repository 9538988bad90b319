/**
 * Deleting the online login (spec-decisions 21): the receipt's reference and how long
 * the casino keeps the membership record. Both sides say the same.
 */

/** A deletion receipt's reference: 'DEL-' and 8 of Crockford's base32 (no I, L, O or U). */
export const DELETION_REFERENCE_PATTERN = /^DEL-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * Customer due-diligence records are kept for five years after the business relationship ends
 * (Money Laundering Regulations 2017, regulation 40): the membership record outlives the login.
 */
export const MEMBERSHIP_RECORD_KEPT_YEARS = 5;
