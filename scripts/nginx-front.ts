/**
 * Writes a runnable copy of the shipped nginx front (deploy/nginx/) into a scratch folder,
 * changing only its deployment-specific lines: the port it listens on, the cache, temp, pid
 * and log locations, and the application instance behind it. Used by the browser test of the
 * front (e2e/nginx-front.spec.ts) and by `npm run bench`, so both run the shipped files.
 * Plain TypeScript that Node runs as it is (no enums, no parameter properties).
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

// Both callers run from the repository's root (npm scripts, Playwright); the test files are
// compiled to CommonJS, where import.meta does not exist.
const SHIPPED = path.resolve('deploy', 'nginx');

export interface FrontOptions {
  /** A scratch folder of the caller's; nginx's workers must be able to write under it. */
  dir: string;
  listenPort: number;
  /** host:port of the application (`npm start`), or of each of its instances. */
  upstream: string | string[];
  /** `worker_processes`: 'auto' as shipped, or a number to compare like with like. */
  workers?: string;
  accessLog?: boolean;
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx no longer contains "${from}"`);
  return text.replace(from, to);
}

/** Writes the configuration and returns the path of its main file (for `nginx -c`). */
export function writeFrontConfig(options: FrontOptions): string {
  const { dir, listenPort, upstream } = options;
  if (!existsSync(SHIPPED)) throw new Error(`no ${SHIPPED}: run from the repository's root`);
  // nginx's workers drop to an unprivileged user when started as root.
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'body', 'proxy']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    chmodSync(path.join(dir, sub), 0o777);
  }
  let main = readFileSync(path.join(SHIPPED, 'nginx.conf'), 'utf8');
  main = replaceOnce(main, '/run/nginx-college.pid', path.join(dir, 'nginx.pid'));
  main = main.replaceAll('/var/log/nginx/', `${dir}/`);
  main = replaceOnce(
    main,
    'http {',
    `http {\n    client_body_temp_path ${dir}/body;\n    proxy_temp_path ${dir}/proxy;`,
  );
  if (options.workers) {
    main = replaceOnce(main, 'worker_processes auto;', `worker_processes ${options.workers};`);
  }
  if (options.accessLog === false) {
    main = main.replace(/access_log [^;]+;/, 'access_log off;');
  }
  writeFileSync(path.join(dir, 'nginx.conf'), main);

  let site = readFileSync(path.join(SHIPPED, 'college.conf'), 'utf8');
  site = replaceOnce(site, 'listen 8080;', `listen ${listenPort};`);
  site = site.replaceAll('/var/cache/nginx/', `${dir}/cache/`);
  writeFileSync(path.join(dir, 'college.conf'), site);
  const servers = Array.isArray(upstream) ? upstream : [upstream];
  writeFileSync(
    path.join(dir, 'college-upstream.conf'),
    servers.map((server) => `server ${server};\n`).join(''),
  );
  copyFileSync(
    path.join(SHIPPED, 'college-security-headers.conf'),
    path.join(dir, 'college-security-headers.conf'),
  );
  return path.join(dir, 'nginx.conf');
}
