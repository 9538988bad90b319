/**
 * A pass's update tag: milliseconds of a whole second, always at least a second past the last
 * one. Whole seconds, because Wallet echoes the pass's Last-Modified (HTTP dates have seconds
 * only) as If-Modified-Since; a second apart, so two changes in one second are two updates.
 */
export function nextUpdateTag(current: string | undefined, now: Date): string {
  const wholeSecond = Math.ceil(now.getTime() / 1000) * 1000;
  const afterCurrent = current === undefined ? 0 : Number(current) + 1000;
  return String(Math.max(wholeSecond, afterCurrent));
}
