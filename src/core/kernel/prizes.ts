/**
 * A prize name as it reads after "you won": 'Free drink' becomes 'a free drink', 'Double
 * points' 'double points', 'Dinner for two' 'dinner for two', '£5 Free Play' stays as it is.
 * Wheel labels keep the CMS's name; sentences use this.
 */

/** First words that take no article: amounts, multiples and meals ('you won dinner for two'). */
const NO_ARTICLE_FIRST_WORDS = new Set([
  'double',
  'triple',
  'dinner',
  'lunch',
  'breakfast',
  'brunch',
  'afternoon',
]);
const HAS_ARTICLE = /^(a|an|the|your|one|two|three)\s/i;

export function prizePhrase(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || /^[^A-Za-z]/.test(trimmed) || HAS_ARTICLE.test(trimmed)) return trimmed;
  // Stryker disable next-line StringLiteral: split always gives a first part, so the default is never read
  const [firstWord = ''] = trimmed.split(/\s/);
  // An acronym or a proper name in capitals keeps its case ('VIP tour').
  const lowered = firstWord === firstWord.toUpperCase() ? trimmed : lowerCase(trimmed);
  if (NO_ARTICLE_FIRST_WORDS.has(firstWord.toLowerCase()) || /points$/i.test(trimmed)) {
    return lowered;
  }
  return `${/^[aeiou]/i.test(lowered) ? 'an' : 'a'} ${lowered}`;
}

/**
 * 'Free drink' -> 'free drink'; a name in title case is lowered throughout ('Free Dessert' ->
 * 'free dessert'), otherwise only its first word, so 'Tea at The Ritz' keeps its proper name.
 */
function lowerCase(text: string): string {
  const words = text.split(' ');
  const titleCase = words.every((word) => /^[A-Z][a-z]*$/.test(word));
  if (titleCase) return text.toLowerCase();
  return text.charAt(0).toLowerCase() + text.slice(1);
}
