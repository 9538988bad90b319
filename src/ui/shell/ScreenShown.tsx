import { useEffect } from 'react';

/** Placed beside a lazy screen inside its Suspense: reports once the screen is really shown. */
export function ScreenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}
