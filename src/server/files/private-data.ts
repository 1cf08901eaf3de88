/**
 * What the site keeps on disk is the server account's alone (issue #42): PGlite's files under
 * DATA_DIR/pglite (its write-ahead log holds the cookie-signing key, every staff session and
 * every applicant's data in clear text), the uploaded documents and the mail outbox. Another
 * account on the same machine must not be able to read, let alone change, any of it: folders
 * are 0700 and files 0600.
 *
 * New files get those modes where they are made (explicit modes, the PGlite file system of
 * db/private-node-fs.ts, and the umask below for everything else); an install made before this
 * is repaired at start (`makePrivate`).
 *
 * Loaded outside the Next.js bundler too (runtime/start-server.ts, scripts/db-migrate.mjs
 * through db/client.ts): Node built-ins and relative imports only.
 */
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folders of the site's data: only the server account may list or enter them. */
export const PRIVATE_FOLDER_MODE = 0o700;
/** Files of the site's data: only the server account may read or write them. */
export const PRIVATE_FILE_MODE = 0o600;
/** The permission bits of the account's group and of every other account. */
const GROUP_AND_OTHERS = 0o077;

/** DATA_DIR: where the site keeps its database files, uploads and outbox (default ./data). */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  // A folder of the running site's own data, chosen at start: not a source file the build
  // should trace (turbopackIgnore keeps Turbopack from copying the whole project).
  return path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR?.trim() || './data');
}

/**
 * From now on, whatever this process creates is closed to the group and to other accounts,
 * whichever library creates it and whatever mode it asks for. A process-wide setting: called
 * by the server at start and before PGlite opens its files. Worker threads may not change the
 * umask; their files still get the explicit modes.
 */
export function keepNewFilesPrivate(): void {
  try {
    process.umask(GROUP_AND_OTHERS);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION: the main thread's umask applies.
  }
}

/**
 * Closes every folder and file under `root` (itself included) that the group or other accounts
 * could use: folders become 0700 and files 0600, keeping the owner's execute bit. Symbolic
 * links are neither changed nor followed (their targets may be anywhere). A missing `root` is
 * not an error. Returns how many entries were repaired.
 */
export async function makePrivate(root: string): Promise<number> {
  let repaired = 0;
  const visit = async (entry: string): Promise<void> => {
    const info = await lstat(entry).catch((error: NodeJS.ErrnoException) => {
      // Gone meanwhile (a temporary file renamed into place): nothing to close.
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!info || info.isSymbolicLink()) return;
    if (info.mode & GROUP_AND_OTHERS) {
      await chmod(entry, info.mode & 0o777 & ~GROUP_AND_OTHERS);
      repaired++;
    }
    if (info.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(root);
  return repaired;
}

/**
 * The start-up repair of an install made before its data was private: every folder and file
 * under the given folders (DATA_DIR, and UPLOADS_DIR and MAIL_OUTBOX_DIR where they are set
 * elsewhere), each walked once. Returns how many entries were repaired.
 */
export async function makeDataPrivate(folders: readonly string[]): Promise<number> {
  const roots = [...new Set(folders.map((folder) => path.resolve(folder)))];
  const inside = (folder: string, root: string) =>
    folder !== root && folder.startsWith(`${root}${path.sep}`);
  let repaired = 0;
  for (const root of roots.filter((folder) => !roots.some((other) => inside(folder, other)))) {
    repaired += await makePrivate(root);
  }
  return repaired;
}
