/**
 * The origin check of every write (issue #42, item 8): the host a request was addressed to is
 * its Host, or the X-Forwarded-Host of a proxy we trust (TRUST_PROXY), never a forwarding
 * header any client could send to the server directly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PEER_HEADER } from './client-address';
import { assertSameOrigin } from './same-origin';

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/api/applications', { method: 'POST', headers });

const trustProxy = process.env.TRUST_PROXY;
afterEach(() => {
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
});

describe('a write’s origin', () => {
  it('is not matched by an X-Forwarded-Host that a client sent to the server directly', () => {
    delete process.env.TRUST_PROXY;
    const forged = request({
      [PEER_HEADER]: '203.0.113.5',
      host: '127.0.0.1:3000',
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(() => assertSameOrigin(forged)).toThrow(expect.objectContaining({ code: 'cross_site' }));
  });

  it('is matched by the X-Forwarded-Host of a trusted front', () => {
    process.env.TRUST_PROXY = 'loopback';
    const proxied = request({
      [PEER_HEADER]: '127.0.0.1',
      host: '127.0.0.1:3000',
      origin: 'https://college.example',
      'x-forwarded-host': 'college.example',
    });
    expect(() => assertSameOrigin(proxied)).not.toThrow();
  });

  it('is matched by the Host the browser addressed', () => {
    delete process.env.TRUST_PROXY;
    const direct = request({
      [PEER_HEADER]: '203.0.113.5',
      host: 'college.example:3000',
      origin: 'http://college.example:3000',
    });
    expect(() => assertSameOrigin(direct)).not.toThrow();
  });
});
