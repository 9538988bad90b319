import { menuEntries, type MenuEntry } from './menuEntries';

/** Routing is case-insensitive and ignores trailing slashes (spec section 2); so is this. */
function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '/';
  const trimmed = withoutQuery.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The menu entry a path belongs to: the longest entry path equal to or above it. */
export function currentMenuEntry(
  path: string,
  entries: readonly MenuEntry[] = menuEntries,
): MenuEntry | undefined {
  const current = normalisePath(path);
  let best: MenuEntry | undefined;
  for (const item of entries) {
    const matches =
      item.path === '/'
        ? current === '/'
        : current === item.path || current.startsWith(`${item.path}/`);
    if (matches && (!best || item.path.length > best.path.length)) best = item;
  }
  return best;
}
