import { describe, expect, it } from 'vitest';
import { clientKey } from './check-rate-limit';

const request = (headers: Record<string, string>) =>
  new Request('http://localhost/api/applications', { method: 'POST', headers });

describe('the client a write is counted against', () => {
  it("is the front's X-Real-IP, whatever X-Forwarded-For the client sent", () => {
    expect(
      clientKey(
        request({ 'x-real-ip': '198.51.100.7', 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }),
      ),
    ).toBe('198.51.100.7');
  });

  it('is the last X-Forwarded-For entry, the one the nearest proxy added', () => {
    // A client that sends its own X-Forwarded-For cannot choose its bucket.
    expect(clientKey(request({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('is one shared bucket for clients that come without a proxy', () => {
    expect(clientKey(request({}))).toBe('direct');
    expect(clientKey(request({ 'x-forwarded-for': ' , ' }))).toBe('direct');
  });
});
