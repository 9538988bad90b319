import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal behaviour for the Demo sheet: the rest of the page is inert, focus moves in on open and
 * stays inside (Tab wraps), Escape closes, and focus returns where it was on close.
 */
export function useModalSheet(
  open: boolean,
  sheetRef: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  useEffect(() => {
    const sheet = sheetRef.current;
    if (!open || sheet === null) return;
    const layer = sheet.parentElement;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const madeInert = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element !== layer && element instanceof HTMLElement && !element.hasAttribute('inert'),
    );
    madeInert.forEach((element) => element.setAttribute('inert', ''));
    sheet.focus();

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        keepFocusInside(sheet, event);
      }
    };
    sheet.addEventListener('keydown', onKeyDown);
    return () => {
      sheet.removeEventListener('keydown', onKeyDown);
      madeInert.forEach((element) => element.removeAttribute('inert'));
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [open, sheetRef, onClose]);
}

function keepFocusInside(sheet: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(sheet.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === sheet)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
