import { useEffect, type RefObject } from 'react';
import { focusableElements } from './focusableElements';

/*
 * What makes a dialog modal for everyone, not only mouse users: the rest of the page is
 * inert (unreachable by Tab and hidden from screen readers), the page behind does not
 * scroll, focus moves in on open and returns to where it was on close.
 */
export function useModalBehaviour(
  open: boolean,
  layerRef: RefObject<HTMLElement | null>,
  dialogRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const layer = layerRef.current;
    const dialog = dialogRef.current;
    if (!open || !layer || !dialog) return;

    const previouslyFocused = document.activeElement as HTMLElement | null;
    const madeInert = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element !== layer && element instanceof HTMLElement && !element.hasAttribute('inert'),
    );
    madeInert.forEach((element) => element.setAttribute('inert', ''));
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const first = initialFocusRef?.current ?? firstFocusableOutsideHeader(dialog) ?? dialog;
    first.focus();

    return () => {
      madeInert.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [open, layerRef, dialogRef, initialFocusRef]);
}

/** The first field or action, so "OK" or the first input is focused rather than Close. */
function firstFocusableOutsideHeader(dialog: HTMLElement): HTMLElement | undefined {
  const all = focusableElements(dialog);
  return all.find((element) => element.closest('.dialog__header') === null) ?? all[0];
}
