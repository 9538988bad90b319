/** The earliest of `dates`, ignoring nulls; null when there is none (e.g. when a screen's data is from). */
export function earliest(...dates: readonly (Date | null)[]): Date | null {
  let first: Date | null = null;
  for (const date of dates) {
    if (date !== null && (first === null || date < first)) first = date;
  }
  return first;
}
