/**
 * Directions to the home casino in the phone's maps app: Google Maps' universal
 * directions link, which opens the Google Maps app on Android (and on iOS when installed) and the
 * web elsewhere, from wherever the member is. One link for every platform, no sniffing;
 * DECISIONS.md "My Casino: directions, hours, phone and picture".
 */
export function directionsHref(destination: string): string | null {
  const address = destination.replace(/\s+/g, ' ').trim();
  if (address === '') return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
