import { messages } from '../../../src/core/kernel/messages';

/**
 * The catalogue of the app's words as a membership test: src/core/kernel/messages.ts (the words
 * several features share) and every feature's own `<feature>Messages.ts`, each plain string they
 * hold, and every template (a function) as a pattern whose arguments may be any text. A
 * rejection message the app shows must be one of these, word for word.
 */
const featureMessages: Record<string, unknown> = import.meta.glob(
  '../../../src/core/*/*Messages.ts',
  { eager: true },
);

/** Stands for a template's argument while its text is turned into a pattern. */
const SLOT = '\u0000slot\u0000';

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function collect(node: unknown, strings: Set<string>, patterns: RegExp[]): void {
  if (typeof node === 'string') {
    strings.add(node);
  } else if (typeof node === 'function') {
    const template = node as (...args: unknown[]) => unknown;
    let filled: unknown;
    try {
      filled = template(SLOT, SLOT, SLOT);
    } catch {
      // A template of dates or records, not text (the desk's "Redeemed at ..."): no pattern.
      return;
    }
    if (typeof filled !== 'string') return;
    // A template with no words of its own ('${date}, ${time}') says nothing in the app's words:
    // as a pattern it would match any text with a comma or a space.
    if (!/\p{L}/u.test(filled.split(SLOT).join(''))) return;
    // A label is lower-cased by some templates; the slot marker has no case, so it survives.
    const source = filled.split(SLOT).map(escapeForPattern).join('.+');
    patterns.push(new RegExp(`^${source}$`, 's'));
  } else if (typeof node === 'object' && node !== null) {
    for (const child of Object.values(node)) collect(child, strings, patterns);
  }
}

const catalogueStrings = new Set<string>();
const cataloguePatterns: RegExp[] = [];
collect(messages, catalogueStrings, cataloguePatterns);
for (const module of Object.values(featureMessages)) {
  collect(module, catalogueStrings, cataloguePatterns);
}

/** True when `text` is a message of the catalogue (a template filled with any argument counts). */
export function isCatalogueMessage(text: string): boolean {
  return catalogueStrings.has(text) || cataloguePatterns.some((pattern) => pattern.test(text));
}

/** How many plain messages and templates the catalogue holds, for a sanity check. */
export const CATALOGUE_SIZE = {
  strings: catalogueStrings.size,
  templates: cataloguePatterns.length,
};
