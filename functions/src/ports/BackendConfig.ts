/** Settings of one deployment of the backend. */
export interface BackendConfig {
  /** Origin of the live app, e.g. 'https://rewards.example.com': email links point here. */
  productionOrigin: string;
  /**
   * Origins a development build may ask email links to point at (devMode + devDomain), e.g. a
   * preview channel. Loopback origins are allowed only when `developmentBackend` is true.
   */
  allowedDevOrigins: string[];
  /**
   * True only in the Functions emulator and the app's fake world: then a devDomain on loopback
   * (localhost, 127.0.0.1, [::1]) is honoured. A deployed backend never mails a loopback link.
   */
  developmentBackend: boolean;
  /**
   * The WebAuthn relying party: its ID (the hosting domain, e.g. 'rewards.example.com';
   * 'localhost' in the emulators and the fake world) and the origins passkey answers may come
   * from (e.g. 'https://rewards.example.com'). Left out: the productionOrigin's host and origin.
   */
  relyingParty?: { id: string; name: string; origins: string[] };
}
