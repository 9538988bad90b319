import type { ReactElement } from 'react';

/*
 * Our own 24x24 line icons, drawn for Met Rewards on a 1.75 stroke. Shapes only: the
 * Icon component supplies the <svg>, stroke and accessibility attributes.
 */
export const iconShapes = {
  home: (
    <>
      <path d="M3.5 10.5 12 3.5l8.5 7" />
      <path d="M5.5 9v11h4.75v-6h3.5v6h4.75V9" />
    </>
  ),
  offers: (
    <>
      <path d="M4 6h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4V7a1 1 0 0 1 1-1Z" />
      <path d="M15 6.5v1.5M15 11.25v1.5M15 16v1.5" />
    </>
  ),
  restaurant: (
    <>
      <path d="M5.5 3v5.5a3 3 0 0 0 6 0V3M8.5 3v18" />
      <path d="M18.5 21V3c-2.2 1.4-3.5 4.2-3.5 7.5V14h3.5" />
    </>
  ),
  events: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.25" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M8 14h.01M12 14h.01M16 14h.01M8 17.25h.01M12 17.25h.01" />
    </>
  ),
  more: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  casino: (
    <>
      <path d="M3 9.5 12 4l9 5.5" />
      <path d="M5.5 10.5v7.5M10 10.5v7.5M14 10.5v7.5M18.5 10.5v7.5M3 20.5h18" />
    </>
  ),
  benefits: (
    <path d="m12 3.5 2.6 5.3 5.9.86-4.25 4.14 1 5.85L12 16.9l-5.25 2.75 1-5.85L3.5 9.66l5.9-.86L12 3.5Z" />
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  settings: (
    <>
      <path d="M4 7h9.5M18.5 7H20M4 17h3.5M12.5 17H20" />
      <circle cx="16" cy="7" r="2.5" />
      <circle cx="10" cy="17" r="2.5" />
    </>
  ),
  logout: (
    <>
      <path d="M10 4H6.5A2.5 2.5 0 0 0 4 6.5v11A2.5 2.5 0 0 0 6.5 20H10" />
      <path d="m15 8 4 4-4 4M19 12H9.5" />
    </>
  ),
  back: <path d="M15 5 8 12l7 7" />,
  close: <path d="M6.5 6.5 17.5 17.5M17.5 6.5 6.5 17.5" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  chevron: <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />,
  wheel: (
    <>
      <circle cx="12" cy="12" r="8.75" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 3.25V10M12 14v6.75M3.25 12H10M14 12h6.75M5.8 5.8l4.8 4.8M13.4 13.4l4.8 4.8M18.2 5.8l-4.8 4.8M10.6 13.4l-4.8 4.8" />
    </>
  ),
  qr: (
    <>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <path d="M14 14h2.5v2.5H14zM17.5 17.5H20V20h-2.5zM14 20h.01M20 14h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.75" />
      <path d="M12 11v5.5M12 7.75h.01" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="8.75" />
      <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.33c-.6.25-1 .8-1 1.45v.47M12 16.75h.01" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 4.2 2.9 17.5A2 2 0 0 0 4.6 20.5h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4.25M12 17h.01" />
    </>
  ),
  share: (
    <>
      <path d="M12 3.5V15M8 7.5l4-4 4 4" />
      <path d="M8.5 10.5H6.5a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1v-8.5a1 1 0 0 0-1-1h-2" />
    </>
  ),
  install: (
    <>
      <path d="M12 4v10.5M7.5 10 12 14.5l4.5-4.5" />
      <path d="M5 19.5h14" />
    </>
  ),
  eye: (
    <>
      <path d="M2.75 12S6.2 5.75 12 5.75 21.25 12 21.25 12 17.8 18.25 12 18.25 2.75 12 2.75 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M9.9 6A9.7 9.7 0 0 1 12 5.75C17.8 5.75 21.25 12 21.25 12a16 16 0 0 1-2.6 3.4M6.1 7.6A15.6 15.6 0 0 0 2.75 12S6.2 18.25 12 18.25a9.3 9.3 0 0 0 4.6-1.2" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M4 4l16 16" />
    </>
  ),
  offline: (
    <>
      <path d="M2.5 8.8a14.5 14.5 0 0 1 4-2.4M10.3 5.6A14.5 14.5 0 0 1 21.5 8.8M5.5 12.3a9.8 9.8 0 0 1 3.6-2.1M15.6 10.6a9.8 9.8 0 0 1 2.9 1.7M8.75 15.6a4.8 4.8 0 0 1 6.5 0M12 19.25h.01" />
      <path d="m3.5 3.5 17 17" />
    </>
  ),
  crown: (
    <>
      <path d="M4.5 17 3 7.5l5 4 4-6.5 4 6.5 5-4-1.5 9.5Z" />
      <path d="M4.5 20.5h15" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3.25 19.5 6v5.75c0 4.4-3.1 7.9-7.5 9-4.4-1.1-7.5-4.6-7.5-9V6Z" />
      <path d="m8.75 12 2.25 2.25 4.25-4.5" />
    </>
  ),
  idCard: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.25" />
      <circle cx="9" cy="10.75" r="2" />
      <path d="M5.75 16.25a3.25 3.25 0 0 1 6.5 0M14.5 10h3.5M14.5 13.5h3.5" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.25 10.5V7.75a3.75 3.75 0 0 1 7.5 0v2.75M12 14.5v2" />
    </>
  ),
  document: (
    <>
      <path d="M6 3.5h8l4.5 4.5v12.5H6Z" />
      <path d="M14 3.5V8h4.5M9 12.5h6.5M9 16h6.5" />
    </>
  ),
  heart: (
    <path d="M12 20s-7.75-4.6-7.75-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.75 2.6C19.75 15.4 12 20 12 20Z" />
  ),
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.75 7 8.25 6 8.25-6" />
    </>
  ),
  trash: (
    <>
      <path d="M4 7h16M9.5 7V4.5h5V7M6 7l1 13.5h10L18 7M10 11v6M14 11v6" />
    </>
  ),
  /** Directions to the casino. */
  directions: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  /** Add to calendar. */
  calendarAdd: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4M12 12.5v5M9.5 15h5" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.7l1.4 4.3-2 1.6a11.4 11.4 0 0 0 5.9 5.9l1.6-2 4.3 1.4v2.7a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z" />
  ),
  external: (
    <>
      <path d="M14 4h6v6M20 4l-8.5 8.5" />
      <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
    </>
  ),
  support: (
    <>
      <path d="M4.5 13v-1.5a7.5 7.5 0 0 1 15 0V13" />
      <rect x="3.5" y="12.5" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="12.5" width="4" height="6" rx="1.5" />
      <path d="M18.5 18.5c0 1.4-1.6 2.25-4.5 2.25" />
    </>
  ),
  /** Offers as picture cards (two stacked cards). */
  viewCards: (
    <>
      <rect x="4" y="4" width="16" height="7" rx="1.75" />
      <rect x="4" y="13" width="16" height="7" rx="1.75" />
    </>
  ),
  /** Offers as a compact list (a thumbnail and a line, three times). */
  viewList: (
    <>
      <rect x="3.5" y="4.5" width="4" height="3.5" rx="1" />
      <rect x="3.5" y="10.25" width="4" height="3.5" rx="1" />
      <rect x="3.5" y="16" width="4" height="3.5" rx="1" />
      <path d="M10.5 6.25h10M10.5 12h10M10.5 17.75h10" />
    </>
  ),
  /*
   * The desk's statuses, drawn bolder (the desk's icons set a 2.25 stroke) and each its own shape
   * as well as its colour, for staff who do not tell green from red.
   */
  /** Valid: a ring and a tick. */
  tickRing: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </>
  ),
  /** Redeemed: a stamp and a tick. */
  tickStamp: (
    <>
      <rect x="2.75" y="2.75" width="18.5" height="18.5" rx="3" />
      <path d="m7 12.5 3.25 3.25L17 8.5" />
    </>
  ),
  /** Already redeemed: a warning triangle. */
  warningTriangle: (
    <>
      <path d="M12 2.75 22 20.5H2Z" />
      <path d="M12 9.5v5M12 17.5h.01" />
    </>
  ),
  /** Refused: a stop sign. */
  stopSign: (
    <>
      <path d="M8.2 2.75h7.6l5.45 5.45v7.6l-5.45 5.45H8.2l-5.45-5.45V8.2Z" />
      <path d="m8.75 8.75 6.5 6.5M15.25 8.75l-6.5 6.5" />
    </>
  ),
  /** A membership card read for the photo-ID check. */
  memberCard: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <circle cx="8.5" cy="11" r="2" />
      <path d="M5.5 16c.6-1.5 1.7-2.25 3-2.25s2.4.75 3 2.25M14 10h4.5M14 13.5h3" />
    </>
  ),
  /** Not checked: a ring and a question mark. */
  questionRing: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.45v.5M12 17h.01" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof iconShapes;
