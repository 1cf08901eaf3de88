/**
 * The names of the files anywhere under a folder (the uploads, a storage's disk, an S3 test
 * server's bucket), none when the folder does not exist (yet); `keep` picks some of them.
 */
import { readdirSync } from 'node:fs';

export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && keep(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
