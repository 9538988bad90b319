/** Settings of one deployment of the backend. */
export interface BackendConfig {
  /** Origin of the live app, e.g. 'https://rewards.example.com': email links point here. */
  productionOrigin: string;
  /**
   * Origins a development build may ask email links to point at (devMode + devDomain), besides
   * loopback origins (localhost, 127.0.0.1, [::1]) which are always allowed.
   */
  allowedDevOrigins: string[];
}
