/**
 * @met/scheme: the scheme's rules both sides apply, one copy (tiers,
 * membership types, the casino's calendar, game windows, venues, limits). The wire format of the
 * 19 callables is `@met/scheme/contract`; the Firestore documents the app reads directly are
 * `@met/scheme/documents`.
 */
export * from './rules/breaks';
export * from './rules/deletion';
export * from './rules/calendar';
export * from './rules/games';
export * from './rules/limits';
export * from './rules/londonFormat';
export * from './rules/membershipCard';
export * from './rules/membershipGate';
export * from './rules/membershipTypes';
export * from './rules/options';
export * from './rules/redemptions';
export * from './rules/tiers';
export * from './rules/venues';
