/**
 * The shipped nginx front (deploy/nginx/, written by nginx-front.ts) in front of a stand-in
 * for the application that reads every body to its end: what the front lets through to the
 * application, and what it refuses itself, for the bodies the site's endpoints take.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../src/server/media/store-image';
import { writeFrontConfig } from './nginx-front';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

let dir = '';
let nginx: ChildProcess | undefined;
let upstream: Server | undefined;
let front = '';

/** A port nothing listens on just now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// npm test installs nginx (scripts/ensure-system-tools.sh) before it runs Vitest.
describe.skipIf(!existsSync(NGINX))('the nginx front', () => {
  beforeAll(async () => {
    // The application's stand-in: reads the whole body and says how much arrived; a document
    // it refuses (here past 1 MB) without reading the rest, as npm start does at 5 MB
    // (runtime/start-server.ts).
    upstream = createServer((request, response) => {
      if (request.url?.includes('/documents/')) {
        let read = 0;
        request.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read <= 1024 * 1024 || response.headersSent) return;
          const socket = request.socket;
          socket.pause();
          // Half-closed, not destroyed with unread data (which the kernel answers with a reset).
          socket.destroySoon = () => {
            socket.end();
            setTimeout(() => socket.destroy(), 2_000).unref();
          };
          response.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
          response.end('{"error":{"code":"too_large"}}');
        });
        return;
      }
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ bytes }));
      });
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => upstream!.once('listening', resolve));
    const listenPort = await freePort();
    dir = mkdtempSync(path.join(tmpdir(), 'college-nginx-'));
    const conf = writeFrontConfig({
      dir,
      listenPort,
      upstream: `127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      workers: '1',
      accessLog: false,
    });
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
    nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
    front = `http://127.0.0.1:${listenPort}`;
    for (let tries = 0; !(await fetch(`${front}/api/health`).catch(() => null)); tries++) {
      if (tries === 100) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(null)));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lets a picture of up to the workspace limit through to the application', async () => {
    // The workspace takes pictures of up to 8 MB (src/server/media/store-image.ts).
    for (const size of [2 * 1024 * 1024, MAX_IMAGE_BYTES]) {
      const response = await fetch(`${front}/api/staff/media`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg' },
        body: Buffer.alloc(size, 0xff),
      });
      expect(response.status, `${size} bytes`).toBe(201);
      expect(await response.json()).toEqual({ bytes: size });
    }
  });

  it('answers each document the application refuses, one after another on one connection', async () => {
    // The front answers the refusal before it has read the rest of the body; a connection it
    // then closes must not be offered for the next request (which would meet a reset).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const document = Buffer.alloc(5.5 * 1024 * 1024, 0x41);
    const send = () =>
      new Promise<string>((resolve) => {
        const request = httpRequest(
          `${front}/api/applications/00000000-0000-4000-8000-000000000000/documents/id`,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(String(response.statusCode)));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        request.end(document);
      });
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) answers.push(await send());
    agent.destroy();
    expect(answers).toEqual(['413', '413', '413', '413']);
  });

  it('still refuses a body far past it, and a large body to another endpoint, itself', async () => {
    const picture = await fetch(`${front}/api/staff/media`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: Buffer.alloc(2 * MAX_IMAGE_BYTES, 0xff),
    });
    expect(picture.status).toBe(413);
    expect(((await picture.json()) as { error: { code: string } }).error.code).toBe(
      'image_too_large',
    );
    const news = await fetch(`${front}/api/staff/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(2 * 1024 * 1024, 0x20),
    });
    expect(news.status).toBe(413);
    expect(((await news.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
  });
});
