import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, lstat, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { EnvironmentError } from '../errors.js';
import { isInside, realTarget, symlinkTarget } from './real-target.js';

/**
 * Open flags for files Flotilla appends to in a directory an agent could have changed (a state
 * directory inside the repository): a symbolic link at the file name fails the open (ELOOP)
 * rather than taking the write to the file it points to.
 */
export const noFollowFlags = {
  append: constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_NOFOLLOW,
  truncate: constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
};

export interface AtomicWriteOptions {
  /** Called right before the temporary file is created and right before the rename; throws to refuse. */
  verify?: () => void;
  /** The permission bits of a file this write creates (default 0o666 less the umask). */
  mode?: number;
  /**
   * Create the file only: an existing one is left as it is (the file appears whole, by a hard
   * link of the temporary file, which fails on an existing name where a rename would replace it).
   */
  keepExisting?: boolean;
  /**
   * A directory an agent could have written in (a repository, a working tree). When the file
   * lies inside it, no symbolic link inside it may take the write out of it: such a link (say
   * `out -> ~/.ssh`) is refused by name before any directory is made, and again right before
   * the temporary file is created and before the rename.
   */
  confinedTo?: string;
}

/**
 * Writes a file so that a reader sees either the old or the new content, never a part: the text
 * (a string as UTF-8) goes to a temporary file beside the target (created with O_EXCL, never
 * through a link), is flushed to disk, and replaces the target by rename. A symbolic link at the
 * target is replaced, never written through, so this is the way to write a file in a directory
 * an agent could have changed. Parent directories are created. An existing regular file keeps
 * its permission bits.
 */
export async function writeFileAtomically(
  filePath: string,
  content: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const directory = path.dirname(filePath);
  const verify = () => {
    if (options.confinedTo !== undefined) refuseLinkOut(options.confinedTo, filePath);
    options.verify?.();
  };
  await makeDirectoryConfined(options.confinedTo, filePath);
  options.verify?.();
  const mode = await existingMode(filePath);
  const temporary = path.join(
    directory,
    `.${path.basename(filePath)}.${randomBytes(6).toString('hex')}.flotilla-tmp`,
  );
  try {
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
    const handle = await open(temporary, flags, mode ?? options.mode ?? 0o666);
    try {
      await handle.writeFile(content);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    verify();
    if (options.keepExisting) {
      await link(temporary, filePath).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      await rm(temporary, { force: true });
      return;
    }
    // rename replaces a symlink at filePath itself, never the file it points to.
    await rename(temporary, filePath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The permission bits of the regular file at `filePath` (a symbolic link's target is not read). */
async function existingMode(filePath: string): Promise<number | undefined> {
  try {
    const info = await lstat(filePath);
    return info.isFile() ? info.mode & 0o7777 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes `filePath`'s directory (with `make`: by default every missing one), never through a link
 * in `root` that leads out of it: refused by name (refuseLinkOut) before any directory is made and
 * again once they are. Without `root`, only makes them. For a file written in place after it.
 */
export async function makeDirectoryConfined(
  root: string | undefined,
  filePath: string,
  make: (directory: string) => Promise<unknown> = (directory) =>
    mkdir(directory, { recursive: true }),
): Promise<void> {
  if (root !== undefined) refuseLinkOut(root, filePath);
  await make(path.dirname(filePath));
  if (root !== undefined) refuseLinkOut(root, filePath);
}

/**
 * Throws when `filePath` lies inside `root` but a symbolic link inside `root` takes its
 * directory out of it, naming the link. Links that stay inside `root` are followed as usual. For
 * a file written in place (opened to append, with `noFollowFlags`, which refuse a link at the
 * name only): called before its directory is made and again right before the open.
 */
export function refuseLinkOut(root: string, filePath: string): void {
  const directory = path.resolve(path.dirname(filePath));
  // Resolved as the file's directory is (every existing ancestor, the rest kept): a root not
  // made yet under a linked ancestor (macOS's /tmp, a linked home) is still itself.
  const realRoot = realTarget(path.resolve(root));
  const base = [path.resolve(root), realRoot].find((form) =>
    isInside(path.relative(form, directory)),
  );
  if (base === undefined) return;
  const real = realTarget(directory);
  if (isInside(path.relative(realRoot, real))) return;
  let current = base;
  let link = `${directory} resolves to ${real}`;
  for (const segment of path.relative(base, directory).split(path.sep)) {
    current = path.join(current, segment);
    const target = symlinkTarget(current);
    if (target !== undefined) {
      link = `${current} is a symbolic link to ${target}`;
      break;
    }
  }
  throw new EnvironmentError(
    `Refusing to write ${filePath}: ${link}, outside ${root}.`,
    `Flotilla does not write through a link in ${root}: an agent could have planted it. Remove the link, or choose a directory outside ${root}.`,
  );
}
