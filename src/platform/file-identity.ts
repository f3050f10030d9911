import { fstatSync, type BigIntStats } from 'node:fs';

/**
 * A file's identity, `<device>:<inode>`: the same file whatever path reaches it (a redirection's
 * relative path, a symbolic link, a hard link), and known for an open descriptor, whose path a
 * process cannot portably learn.
 */
export type FileIdentity = string;

/**
 * The regular files this process's stdout and stderr write into (`flotilla run > answer.txt
 * 2> run.log`), by identity; a terminal, a pipe or a closed descriptor gives none.
 */
export function standardOutputFiles(): FileIdentity[] {
  const files = new Set<FileIdentity>();
  for (const descriptor of [1, 2]) {
    try {
      const info = fstatSync(descriptor, { bigint: true });
      if (info.isFile()) files.add(identityOf(info));
    } catch {
      // Closed: nothing is written there.
    }
  }
  return [...files];
}

/** The identity of the file `info` describes (from a `{ bigint: true }` stat). */
export function identityOf(info: BigIntStats): FileIdentity {
  return `${info.dev}:${info.ino}`;
}
