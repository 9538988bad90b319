const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** "You have 12 characters remaining" / "You have 3 characters too many". */
export function characterCountMessage(length: number, maxLength: number): string {
  const left = maxLength - length;
  const amount = Math.abs(left);
  const noun = amount === 1 ? 'character' : 'characters';
  return left >= 0
    ? `You have ${count.format(amount)} ${noun} remaining`
    : `You have ${count.format(amount)} ${noun} too many`;
}
