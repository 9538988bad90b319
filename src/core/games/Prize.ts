/** One segment of a game's wheel (promotions-spinToWinPrizes). */
export interface Prize {
  name: string;
  /** False for the 'no prize' segments. */
  win: boolean;
}
