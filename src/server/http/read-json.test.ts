import { describe, expect, it } from 'vitest';
import { readJson } from './read-json';

function post(body: BodyInit | ReadableStream<Uint8Array>): Request {
  return new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function code(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'read',
    (error: { code?: string }) => error.code ?? String(error),
  );
}

describe('a JSON body', () => {
  it('is read when it is JSON in UTF-8', async () => {
    expect(await readJson(post('{"name":"سلمى"}'), 1000)).toEqual({ name: 'سلمى' });
  });

  it('is refused when its bytes are not UTF-8, never kept with replacement characters', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expect(await code(readJson(post(bytes), 1000))).toBe('invalid_json');
  });

  it('is refused when it names __proto__, at any depth', async () => {
    expect(await code(readJson(post('{"__proto__":{"x":1}}'), 1000))).toBe('invalid_json');
    expect(await code(readJson(post('{"texts":{"__proto__":"x"}}'), 1000))).toBe('invalid_json');
  });

  it('is refused as not whole, not as an outage, when the client goes away mid-body', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    expect(await code(readJson(post(stream), 1000))).toBe('invalid_json');
  });
});
