/**
 * Where each casino stands, so Wallet offers the card on the lock screen near it (pass.json
 * `locations`). Venues carry no coordinates in the CMS today: these are the venues' street
 * addresses (functions/src/seed/demoVenues.ts) placed on OpenStreetMap by hand, to about 20 m,
 * which is well inside the few hundred metres Wallet's relevance radius covers. Keyed by venue
 * id after remapHomeCasino (17 is shown as 6). A venue missing here gets a pass without location.
 */
export const VENUE_LOCATIONS: Readonly<Record<number, { latitude: number; longitude: number }>> = {
  /** The Metropolitan Mayfair, 14 Hay Hill, London W1J 6DQ. */
  6: { latitude: 51.5089, longitude: -0.1434 },
  /** The Metropolitan Manchester, 3 Quay Street, Manchester M3 3JE. */
  9: { latitude: 53.4793, longitude: -2.2509 },
  /** The Metropolitan Edinburgh, 21 Lothian Road, Edinburgh EH1 2DJ. */
  12: { latitude: 55.9478, longitude: -3.2059 },
};
