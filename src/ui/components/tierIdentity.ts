import './TierIdentity.css';

/**
 * The classes that give a surface its tier's card identity (TierIdentity.css):
 * 'King of Hearts' is 'tier-identity tier-identity--king-of-hearts'.
 */
export function tierIdentityClass(tierName: string): string {
  const modifier = tierName
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '-');
  return `tier-identity tier-identity--${modifier}`;
}
