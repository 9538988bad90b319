import { connect, constants, type ClientHttp2Session } from 'node:http2';
import type { PassUpdatePush } from '../../ports/PassUpdatePush';

/** Apple's production push service; Wallet passes have no sandbox of their own. */
const APNS_ORIGIN = 'https://api.push.apple.com';

/** A push token is 64 hex digits today; anything else is not sent on to Apple. */
const PUSH_TOKEN = /^[0-9a-fA-F]{64,200}$/;
const REQUEST_TIMEOUT_MS = 10_000;

export interface ApnsClientIdentity {
  /** The pass type certificate (PEM): APNs authenticates the pass's pushes with it. */
  certificatePem: string;
  keyPem: string;
  keyPassphrase?: string;
  /** The pass type identifier: the topic of every pass update push. */
  topic: string;
}

/**
 * Tells Wallets a pass changed: one HTTP/2 request per device to APNs, authenticated with the
 * pass type certificate as TLS client certificate, topic = the pass type identifier, payload
 * `{}` (Apple: the device then asks the web service which passes changed). A token APNs refuses
 * is logged and skipped, so one stale device never stops the others' updates.
 */
export class ApnsPassUpdatePush implements PassUpdatePush {
  constructor(
    private readonly identity: ApnsClientIdentity,
    private readonly origin: string = APNS_ORIGIN,
    private readonly log: (line: string) => void = console.warn,
  ) {}

  async notify(pushTokens: string[]): Promise<void> {
    const tokens = [...new Set(pushTokens)].filter((token) => PUSH_TOKEN.test(token));
    if (tokens.length === 0) return;
    const session = connect(this.origin, {
      cert: this.identity.certificatePem,
      key: this.identity.keyPem,
      passphrase: this.identity.keyPassphrase,
    });
    session.on('error', (error) => this.log(`APNs session: ${String(error)}`));
    try {
      const statuses = await Promise.all(tokens.map((token) => this.push(session, token)));
      statuses.forEach((status, at) => {
        if (status !== 200)
          this.log(`APNs answered ${status} for token ${tokens[at]?.slice(0, 8)}…`);
      });
    } finally {
      session.close();
    }
  }

  /** @returns the HTTP status, or 0 when the request failed before an answer. */
  private push(session: ClientHttp2Session, token: string): Promise<number> {
    return new Promise((resolve) => {
      const request = session.request({
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: `/3/device/${token}`,
        'apns-topic': this.identity.topic,
        'content-type': 'application/json',
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.close(constants.NGHTTP2_CANCEL));
      let status = 0;
      request.on('response', (headers) => {
        status = Number(headers[constants.HTTP2_HEADER_STATUS] ?? 0);
      });
      request.on('error', () => resolve(0));
      request.on('close', () => resolve(status));
      request.resume();
      request.end('{}');
    });
  }
}
