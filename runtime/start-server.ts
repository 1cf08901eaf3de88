/**
 * `npm start`: the production server. Next.js's own request handler (the same one `next start`
 * runs) inside a Node HTTP server of ours, for three things `next start` cannot do:
 *
 * - It tells the application the connecting address. Every request gets the header
 *   `x-college-peer-address` from the socket (a value sent by the client is overwritten), so the
 *   rate limits key on the real client when no proxy is trusted (TRUST_PROXY, see
 *   src/server/http/client-address.ts). Next's own X-Forwarded-For keeps whatever a client sent.
 * - It bounds slow requests: headers must arrive within 20 s, a connection that sends or
 *   receives nothing for BODY_IDLE_SECONDS (30 s) is closed, and no request may last longer
 *   than 15 minutes (a 5 MB document over a very slow line fits in that).
 * - It stops reading a body the application has refused (a 413) or did not need (completing an
 *   application reads none): once the answer is sent while the request is still arriving, it
 *   says `Connection: close`, and the connection is half-closed and dropped shortly after,
 *   instead of reading the rest of the upload to its end (Node's default).
 *
 * - It tells shared caches they may keep serving a public page while the site fails
 *   (`stale-if-error`, runtime/stale-if-error.ts, issue #42): Next.js writes its own
 *   Cache-Control on pages, over next.config.ts's.
 * - It starts every page's scripts after the page's first paint (runtime/late-scripts.ts,
 *   #23). The rewrite needs the page before it is compressed, so the compression is done here
 *   (the `compression` package, which Next.js itself uses; `compress: false` in next.config.ts).
 *
 * Everything the server writes is private to its account (umask 077, issue #42): the database's
 * files, the uploads and the outbox hold sessions, secrets and applicants' data. And nothing it
 * logs carries a token, a password, a personal field or a query's parameters: the console
 * redacts every line (src/server/logging/safe-log.ts), whoever writes it.
 *
 * It says loudly when SITE_URL is not the one the pages were built with (src/lib/built-site-url.ts).
 * It also warns when SITE_URL (the origin of every absolute link: canonical, sitemap, the
 * office's workspace links, calendar files) is unset or local: briefly at start, loudly as soon
 * as a request arrives under a public host name. Usage: `npm start [-- --port N] [-- --hostname H]`; PORT too.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { readBuiltSiteUrl, siteUrlMismatch, siteUrlOf } from '../src/lib/built-site-url.ts';
import { isLocalHostName as isLocalHost } from '../src/lib/local-host.ts';
import { keepNewFilesPrivate } from '../src/server/files/private-data.ts';
import { askToRenewPages, setOwnOrigin } from '../src/server/pages/renew-token.ts';
import { describeForLog, keepSecretsOutOfConsole } from '../src/server/logging/safe-log.ts';
import { deferStartupScripts } from './late-scripts.ts';
import { keepStaleOnError } from './stale-if-error.ts';

// Before Next.js or anything else creates a file or logs a line.
keepNewFilesPrivate();
keepSecretsOutOfConsole();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === `--${name}` || arg === `-${name[0]}`);
  if (index >= 0) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

const port = Number(option('port') ?? process.env.PORT ?? 3000);
// Not the HOSTNAME variable: shells and containers set it to the machine's own name.
const hostname = option('hostname') ?? undefined;
const idleSeconds =
  Number(process.env.BODY_IDLE_SECONDS) > 0 ? Number(process.env.BODY_IDLE_SECONDS) : 30;

/** The header the application reads the connecting address from (never the client's own). */
const PEER_HEADER = 'x-college-peer-address';

const configuredSiteUrl = process.env.SITE_URL?.trim();
const siteUrlIsLocal = (() => {
  try {
    return !configuredSiteUrl || isLocalHost(new URL(configuredSiteUrl).hostname);
  } catch {
    return true;
  }
})();
const siteUrlShown = configuredSiteUrl
  ? `"${configuredSiteUrl}"`
  : 'not set (so http://localhost:3000)';
let warnedAboutHost = false;

/**
 * SITE_URL is the origin of every absolute link. A local one is right on this machine only: say
 * so at start, and loudly once the first visitor arrives under another host name.
 */
function checkSiteUrl(req: IncomingMessage) {
  if (!siteUrlIsLocal || warnedAboutHost) return;
  const host = (req.headers['x-forwarded-host'] ?? req.headers.host ?? '').toString();
  const name = host.replace(/:\d+$/, '');
  if (!name || isLocalHost(name)) return;
  warnedAboutHost = true;
  const line = '!'.repeat(78);
  console.error(
    [
      line,
      `SITE_URL is ${siteUrlShown}, but this server is being visited as "${host}".`,
      'Canonical links, the sitemap, Open Graph URLs, calendar files and the workspace links in',
      "the admissions office's e-mail point to an address visitors cannot reach. Set SITE_URL to",
      'the public origin and rebuild (static pages carry it), e.g. SITE_URL=https://www.alrowad.edu.sd.',
      '/api/health reports the same problem.',
      line,
    ].join('\n'),
  );
}

/**
 * A body the application refused (a 413 at 5 MB) must not be read to its end, and its answer
 * must reach the client. Destroying the request at once would do the first and lose the
 * second: the kernel answers unread data with a reset, and the client never sees the 413. So
 * when the application lets go of an unfinished body before answering (Next destroys the
 * request when its body stream is cancelled), reading stops instead (the socket is paused: the
 * client's sending blocks); once the answer is sent, the connection is half-closed and
 * dropped a moment later.
 *
 * An answer sent before its request has fully arrived also says `Connection: close`: the client
 * must not send another request on this connection (it would travel behind the unread rest and
 * meet the closing connection: "other side closed"). Node ends such a connection with
 * destroySoon(), a close with unread data, which the kernel turns into a reset that can overtake
 * the answer; it is half-closed here instead, and dropped a moment later.
 */
function dropUnreadBody(req: IncomingMessage, res: ServerResponse) {
  // Kept here: once the answer is done, Node detaches the socket from the request.
  const socket = req.socket;
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
    if (!req.complete && !res.headersSent) {
      res.setHeader('Connection', 'close');
      socket.destroySoon = () => {
        socket.end();
        setTimeout(() => socket.destroy(), 2_000).unref();
      };
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
  const destroy = req.destroy.bind(req);
  let deferred: Error | undefined | null = null;
  req.destroy = (error?: Error) => {
    // The client is gone (or the answer is out): nothing to protect.
    if (socket.destroyed || res.writableFinished || res.destroyed || req.complete) {
      return destroy(error);
    }
    if (deferred === null) {
      deferred = error;
      socket.pause();
      // If the client goes away meanwhile, or no answer ever comes, let go at once / at last.
      socket.once('close', () => destroy(deferred ?? undefined));
      setTimeout(() => destroy(deferred ?? undefined), 10_000).unref();
    }
    return req;
  };
  res.once('finish', () => {
    if (req.complete) return;
    // An answer that read none of its body (completing an application): Node's own 'finish'
    // listener, which ran first, has set the request to throw the unread rest away, which its
    // parser then does at full speed and without back-pressure until the connection drops
    // (100 MB in well under a second). Stop reading, once the resume Node scheduled has run.
    req.pause();
    setImmediate(() => socket.pause());
    socket.end();
    setTimeout(() => socket.destroy(), 2_000).unref();
  });
}

/**
 * The request as the compression middleware sees it (it reads the method and the headers): the
 * encodings offered are those `next start` offers, gzip and deflate. The package would prefer
 * brotli, which the nginx front never asks for (it asks for gzip), so the server's own figures
 * would no longer be those visitors get through the front.
 */
function asNextCompresses(req: IncomingMessage) {
  const accepted = req.headers['accept-encoding'];
  const offered =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .filter((each) => {
            const name = each.split(';')[0]!.trim().toLowerCase();
            return name !== 'br' && name !== 'zstd';
          })
          .join(',')
      : accepted;
  const view = { method: req.method, headers: { ...req.headers, 'accept-encoding': offered } };
  // Typed for Express's request; it uses only these two.
  return view as unknown as Parameters<ReturnType<typeof compression>>[0];
}

/**
 * The configuration the build resolved (`.next/required-server-files.json`), handed to Next.js
 * as its standalone server does, so that starting compiles no `next.config.ts`: compiling it
 * loads Next's native SWC compiler, 26 MB that stay in memory for nothing (docs/performance.md).
 */
function takeBuiltConfig(): void {
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) return;
  try {
    const built = JSON.parse(
      readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'),
    ) as { config?: unknown };
    if (built.config) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(built.config);
  } catch {
    // No build yet: Next.js says so itself, below.
  }
}

async function main() {
  takeBuiltConfig();
  const app = next({ dev: false, dir: root, hostname, port });
  const compress = compression();
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer((req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    checkSiteUrl(req);
    dropUnreadBody(req, res);
    // First, so that it sees the head as the wrappers installed after it hand it over.
    keepStaleOnError(req, res);
    compress(asNextCompresses(req), res as Parameters<typeof compress>[1], () => undefined);
    deferStartupScripts(res);
    handle(req, res).catch((error: unknown) => {
      // The path only: a query string may carry a token or what a visitor typed.
      const where = (req.url ?? '').split('?')[0];
      console.error(`[server] failed to handle ${req.method} ${where}: ${describeForLog(error)}`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('Internal Server Error');
      }
    });
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 15 * 60_000;
  // A connection idle this long (a stalled upload) is closed; the upload's partial file goes
  // with it (src/server/applications/store-document.ts).
  server.timeout = idleSeconds * 1000;
  // Idle kept-alive connections close before the idle timeout could cut one a client is
  // about to reuse.
  server.keepAliveTimeout = Math.min(5_000, Math.max(1_000, server.timeout - 1_000));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  const shown = hostname ?? 'localhost';
  console.info(`▲ Ready on http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`);
  // The pages edited in the workspace since the build prerendered the repository's words are
  // renewed (src/server/pages/refresh-pages.ts); a scheduled publication asks the same way.
  const own = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  setOwnOrigin(`http://${own.includes(':') ? `[${own}]` : own}:${port}`);
  askToRenewPages('start').catch((error: unknown) => {
    console.error(`[pages] could not renew the edited pages: ${describeForLog(error)}`);
  });
  const mismatch = siteUrlMismatch(siteUrlOf(configuredSiteUrl), readBuiltSiteUrl());
  if (mismatch) {
    const line = '!'.repeat(78);
    console.error([line, mismatch, '/api/health reports the same problem.', line].join('\n'));
  } else if (siteUrlIsLocal) {
    console.warn(
      `SITE_URL is ${siteUrlShown}: absolute links point to this machine. Set it for a deployment.`,
    );
  }

  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(`[server] could not start: ${describeForLog(error)}`);
  process.exit(1);
});
