/**
 * Who is asking, for the rate limits: the connecting address, or, only when that address is a
 * proxy we were told to trust (TRUST_PROXY), the client address the proxy reports.
 *
 * `npm start` (runtime/start-server.ts) writes the socket's address into PEER_HEADER on every
 * request, overwriting anything a client sent under that name. Forwarding headers
 * (X-Real-IP, X-Forwarded-For) are written by whoever connects, so they are read only when the
 * connecting address is a trusted proxy: otherwise any client could pick a new rate-limit
 * bucket per request.
 */
import { isIP } from 'node:net';

export const PEER_HEADER = 'x-college-peer-address';

/** Which connecting addresses may tell us the client's address (docs/configuration.md, `TRUST_PROXY`). */
export type ProxyTrust = 'none' | 'all' | { addresses: string[]; loopback: boolean };

/**
 * TRUST_PROXY: unset, `0`, `off` or `false` trusts no one (the default: `npm start` faces
 * clients directly); `1`, `on`, `true` or `all` trusts every connecting address (only when
 * nothing but the proxy can reach the server); otherwise a comma-separated list of proxy
 * addresses, where `loopback` stands for 127.0.0.0/8 and ::1 (nginx on the same machine).
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const setting = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'off', 'false', 'no', 'none'].includes(setting)) return 'none';
  if (['1', 'on', 'true', 'yes', 'all'].includes(setting)) return 'all';
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    loopback: entries.includes('loopback'),
    addresses: entries
      .filter((entry) => entry !== 'loopback')
      .map(normalizeAddress)
      .filter((entry): entry is string => entry !== null),
  };
}

/** An IP address in one canonical spelling (IPv4-mapped IPv6 as IPv4), or null if not one. */
export function normalizeAddress(raw: string | null | undefined): string | null {
  let value = raw?.trim();
  if (!value || value.length > 64) return null;
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1]!;
  const version = isIP(value);
  if (version === 4) return value;
  if (version === 6) return value.toLowerCase();
  return null;
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.');
}

function trusts(trust: ProxyTrust, peer: string | null): boolean {
  if (trust === 'all') return true;
  if (trust === 'none' || peer === null) return false;
  return (trust.loopback && isLoopback(peer)) || trust.addresses.includes(peer);
}

/**
 * The client's address: the connecting address, or what a trusted proxy reports (X-Real-IP,
 * else the last X-Forwarded-For entry, the one the proxy itself added). Null when unknown
 * (no `npm start` in front: `next dev`, or a handler called in-process).
 */
export function clientAddress(
  request: Request,
  trust: ProxyTrust = parseProxyTrust(process.env.TRUST_PROXY),
): string | null {
  const peer = normalizeAddress(request.headers.get(PEER_HEADER));
  if (!trusts(trust, peer)) return peer;
  const realIp = normalizeAddress(request.headers.get('x-real-ip'));
  if (realIp) return realIp;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1);
  return normalizeAddress(forwarded) ?? peer;
}

/**
 * A forwarding header about the request itself (`x-forwarded-host`, `x-forwarded-proto`): its
 * first value, only when the connecting address is a proxy we trust. From anyone else it is
 * whatever the client chose to send, and must not change what the request is taken to be
 * addressed to (the origin checks).
 */
export function forwardedHeader(
  request: Request,
  name: 'x-forwarded-host' | 'x-forwarded-proto',
  trust: ProxyTrust = parseProxyTrust(process.env.TRUST_PROXY),
): string | undefined {
  if (!trusts(trust, normalizeAddress(request.headers.get(PEER_HEADER)))) return undefined;
  return request.headers.get(name)?.split(',')[0]?.trim() || undefined;
}

/**
 * The rate-limit bucket of a request: the client's IPv4 address, or the /64 network of an IPv6
 * one (a single subscriber usually holds a whole /64 and could otherwise rotate through it).
 * Always short and well-formed, whatever the headers said.
 */
export function clientKey(request: Request, trust?: ProxyTrust): string {
  const address = clientAddress(request, trust);
  if (!address) return 'unknown';
  if (!address.includes(':')) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; the /64 prefix never reaches it.
  const groups = [
    ...left,
    ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
