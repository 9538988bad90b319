import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callerAddressOf,
  FORWARDED_FOR_LOG_MESSAGE,
  forwardedForLogger,
  MAX_LOGGED_FORWARDED_FOR_LENGTH,
  type CallerRequest,
} from '../../../functions/src/hosting/callerAddress';

/** The functions logger, as Cloud Logging would receive its entries. */
const logged = vi.hoisted(() => ({ info: vi.fn() }));
vi.mock('firebase-functions/logger', () => ({ info: logged.info }));

const SOCKET = '10.8.0.4';

/** An HTTP request as the functions framework hands it over: its headers and its socket. */
const aRequest = (forwardedFor?: string | string[], socket: string | undefined = SOCKET) =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: socket },
  }) satisfies CallerRequest;

describe('who the caller is (callerAddressOf)', () => {
  it("is the socket's address when there is no X-Forwarded-For (emulator, local)", () => {
    expect(callerAddressOf(aRequest())).toBe(SOCKET);
    expect(callerAddressOf(aRequest('  '))).toBe(SOCKET);
    expect(callerAddressOf(aRequest(undefined, '::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(callerAddressOf({ headers: {} })).toBeUndefined();
  });

  it('is the one entry of a header with one', () => {
    expect(callerAddressOf(aRequest('203.0.113.7'))).toBe('203.0.113.7');
  });

  it("is the right-most entry, the one Google's front end appended, not the client's", () => {
    expect(callerAddressOf(aRequest('1.1.1.1, 198.51.100.23 ,  203.0.113.7 '))).toBe('203.0.113.7');
    expect(callerAddressOf(aRequest('6.6.6.6,203.0.113.7'))).toBe(
      callerAddressOf(aRequest('7.7.7.7,203.0.113.7')),
    );
    // Node keeps repeated headers as a list: the last one's last entry is still the right-most.
    expect(callerAddressOf(aRequest(['9.9.9.9', '8.8.8.8, 203.0.113.7']))).toBe('203.0.113.7');
  });

  it('is no address at all when the right-most entry is not one, whatever came before', () => {
    for (const junk of ['203.0.113.7, not-an-ip', '203.0.113.7,', 'unknown', '999.1.1.1', '<x>']) {
      expect(callerAddressOf(aRequest(junk)), junk).toBeUndefined();
    }
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';

    for (const written of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:DB8:85A3:08D3::1',
      '[2001:db8:85a3:8d3:ffff::]',
      '1.1.1.1, 2001:0db8:85a3:08d3:0:0:0:9',
    ]) {
      expect(callerAddressOf(aRequest(written)), written).toBe(network);
    }
    expect(callerAddressOf(aRequest('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(callerAddressOf(aRequest('::1'))).toBe('0:0:0:0::/64');
    expect(callerAddressOf(aRequest('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(callerAddressOf(aRequest('2001:db8:85a3:8d3:1:2:3.4.5.6'))).toBe(network);
  });
});

describe('the one log entry per instance that shows X-Forwarded-For as received', () => {
  beforeEach(() => {
    logged.info.mockClear();
    vi.resetModules();
  });

  /** callerAddressOf as a new instance loads it: nothing logged yet. */
  const freshInstance = async () =>
    (await import('../../../functions/src/hosting/callerAddress')).callerAddressOf;

  it("logs the first request's raw header, once, and nothing but the header", async () => {
    const addressOf = await freshInstance();

    addressOf(aRequest());
    addressOf(aRequest('1.1.1.1, 198.51.100.23,203.0.113.7'));
    addressOf(aRequest('203.0.113.8'));

    expect(logged.info.mock.calls).toEqual([
      [
        FORWARDED_FOR_LOG_MESSAGE,
        { xForwardedFor: '1.1.1.1, 198.51.100.23,203.0.113.7', entries: 3 },
      ],
    ]);
  });

  it('logs nothing for a request without the header (the emulator, a local server)', async () => {
    const addressOf = await freshInstance();

    addressOf(aRequest());
    addressOf(aRequest('   '));

    expect(logged.info).not.toHaveBeenCalled();
  });

  it('shows repeated headers as Node joins them, and no more of a long one than its limit', () => {
    const log = vi.fn();
    const logFirst = forwardedForLogger(log);
    const long = Array.from({ length: 200 }, (_, n) => `10.0.0.${n % 250}`).join(', ');

    logFirst(long);
    logFirst('203.0.113.7');

    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(FORWARDED_FOR_LOG_MESSAGE, {
      xForwardedFor: long.slice(0, MAX_LOGGED_FORWARDED_FOR_LENGTH),
      entries: 200,
    });
  });
});
