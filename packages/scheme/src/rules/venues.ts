/** spec-decisions 5: home casino 17 is served by venue 6, for every venue-based call. */
const HOME_CASINO_REMAPS: Readonly<Record<number, number>> = { 17: 6 };

export function remapHomeCasino(homeCasinoId: number): number {
  return HOME_CASINO_REMAPS[homeCasinoId] ?? homeCasinoId;
}
