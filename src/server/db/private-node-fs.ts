/**
 * PGlite's files on disk, private to the server account (issue #42): folders 0700, files 0600.
 *
 * PGlite runs PostgreSQL in WebAssembly over Emscripten's NODEFS, which ignores PostgreSQL's
 * own umask and sets every file it creates to 0666 with an explicit chmod (so the process's
 * umask does not help either): the write-ahead log, which holds the cookie-signing key and
 * every staff session, was world-readable and world-writable. This file system is PGlite's own
 * NodeFS with the group's and other accounts' bits taken off every mode NODEFS gives a new
 * folder or file or sets later. PostgreSQL inside sees the same modes, which is what it wants
 * (it refuses a data folder open to others).
 *
 * It relies on two functions of Emscripten's NODEFS (`node_ops.mknod`, `setattr`); should a
 * PGlite upgrade rename them, nothing is wrapped, the umask still keeps the folders closed, and
 * private-data.test.ts fails.
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PGlite } from '@electric-sql/pglite';

type NodeFsInit = Parameters<NodeFS['init']>;
type PostgresModule = Parameters<NonNullable<NodeFsInit[1]['preRun']>[number]>[0];

/** The permission bits of the account's group and of every other account. */
const GROUP_AND_OTHERS = 0o077;

interface Attributes {
  mode?: number;
}
type Operation = (...args: unknown[]) => unknown;

/** NODEFS's operations that give a mode, wrapped to give it without the group's and others' bits. */
function closeModes(module: PostgresModule): void {
  const nodefs = module.NODEFS as unknown as {
    node_ops?: { mknod?: Operation; setattr?: Operation };
    stream_ops?: { setattr?: Operation };
  };
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  const mknod = nodeOps?.mknod;
  if (nodeOps && mknod) {
    // (parent, name, mode, dev): the mode of a new folder or file.
    nodeOps.mknod = (parent, name, mode, dev) =>
      mknod(parent, name, typeof mode === 'number' ? mode & ~GROUP_AND_OTHERS : mode, dev);
  }
  for (const ops of [nodeOps, streamOps]) {
    const setattr = ops?.setattr;
    if (!ops || !setattr) continue;
    // (node or stream, attributes): a chmod, among other changes.
    ops.setattr = (target, attributes) => {
      const attr = attributes as Attributes;
      return setattr(
        target,
        typeof attr.mode === 'number' ? { ...attr, mode: attr.mode & ~GROUP_AND_OTHERS } : attr,
      );
    };
  }
}

export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, options: NodeFsInit[1]) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    // First, before NodeFS mounts the folder and PostgreSQL writes a single file.
    result.emscriptenOpts.preRun = [closeModes, ...preRun];
    return result;
  }
}
