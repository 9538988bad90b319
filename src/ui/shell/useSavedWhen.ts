import { useEffect, useState } from 'react';

type SavedWhen = (savedAt: Date) => string;

let loaded: SavedWhen | null = null;

/**
 * savedWhen(savedAt) for the shell's offline banner, once the date formatting code is here. The
 * shell is on every page, /login too, and formatting dates brings date-fns (8 KB gzip): it is
 * fetched when a saved time is first to be shown, by which time the member's screens have
 * usually loaded it already. Undefined until then (the banner says it is offline meanwhile).
 */
export function useSavedWhen(savedAt: Date | null): string | undefined {
  const [format, setFormat] = useState<SavedWhen | null>(() => loaded);
  useEffect(() => {
    if (savedAt === null || format !== null) return;
    let live = true;
    import('./savedWhen')
      .then((module) => {
        loaded = module.savedWhen;
        if (live) setFormat(() => module.savedWhen);
      })
      // Offline before any screen brought it: the banner says offline, without the time.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [savedAt, format]);
  return savedAt === null || format === null ? undefined : format(savedAt);
}
