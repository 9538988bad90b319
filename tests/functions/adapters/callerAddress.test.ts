import { describe, expect, it } from 'vitest';
import { callerAddressOf, type CallerRequest } from '../../../functions/src/hosting/callerAddress';

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
