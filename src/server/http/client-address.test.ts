import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, parseProxyTrust, PEER_HEADER } from './client-address';

const request = (headers: Record<string, string>) =>
  new Request('http://localhost/api/applications', { method: 'POST', headers });

describe('the client a write is counted against', () => {
  it('is the connecting address when no proxy is trusted, whatever the headers claim', () => {
    const forged = request({
      [PEER_HEADER]: '203.0.113.5',
      'x-real-ip': '198.51.100.7',
      'x-forwarded-for': '1.2.3.4, 198.51.100.7',
    });
    expect(clientKey(forged, parseProxyTrust(undefined))).toBe('203.0.113.5');
    expect(clientKey(forged, parseProxyTrust('off'))).toBe('203.0.113.5');
  });

  it("is the trusted front's X-Real-IP, else the last X-Forwarded-For entry", () => {
    const loopback = parseProxyTrust('loopback');
    expect(
      clientKey(
        request({
          [PEER_HEADER]: '::ffff:127.0.0.1',
          'x-real-ip': '198.51.100.7',
          'x-forwarded-for': '1.2.3.4, 198.51.100.7',
        }),
        loopback,
      ),
    ).toBe('198.51.100.7');
    // A client that sends its own X-Forwarded-For through the proxy cannot choose its bucket.
    expect(
      clientKey(
        request({ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }),
        loopback,
      ),
    ).toBe('203.0.113.9');
  });

  it('trusts only the listed proxies', () => {
    const trust = parseProxyTrust('10.0.0.2, 10.0.0.3');
    const via = (peer: string) =>
      clientKey(request({ [PEER_HEADER]: peer, 'x-real-ip': '198.51.100.7' }), trust);
    expect(via('10.0.0.3')).toBe('198.51.100.7');
    expect(via('10.0.0.9')).toBe('10.0.0.9');
    expect(via('127.0.0.1')).toBe('127.0.0.1');
  });

  it('never takes a header that is not an IP address, however long', () => {
    const all = parseProxyTrust('1');
    const peer = { [PEER_HEADER]: '127.0.0.1' };
    expect(clientKey(request({ ...peer, 'x-real-ip': 'x'.repeat(8192) }), all)).toBe('127.0.0.1');
    expect(clientKey(request({ ...peer, 'x-forwarded-for': 'evil, <script>' }), all)).toBe(
      '127.0.0.1',
    );
    expect(clientKey(request({ ...peer, 'x-real-ip': '999.1.1.1' }), all)).toBe('127.0.0.1');
    expect(clientKey(request({ [PEER_HEADER]: 'not an address' }), all)).toBe('unknown');
  });

  it('puts an IPv6 client in the bucket of its /64 network', () => {
    const none = parseProxyTrust('');
    expect(clientKey(request({ [PEER_HEADER]: '2001:db8:1:2:aaaa::1' }), none)).toBe(
      '2001:db8:1:2::/64',
    );
    expect(clientKey(request({ [PEER_HEADER]: '2001:DB8:1:2:ffff:1:2:3' }), none)).toBe(
      '2001:db8:1:2::/64',
    );
    expect(clientKey(request({ [PEER_HEADER]: '::1' }), none)).toBe('0:0:0:0::/64');
  });

  it('is unknown without the address `npm start` writes (next dev, in-process calls)', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.7' }), 'none')).toBeNull();
    expect(clientKey(request({}), 'none')).toBe('unknown');
  });
});
