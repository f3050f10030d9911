import { randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { link, lstat, mkdir, open, readlink, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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
   * Whether an existing regular file keeps its permission bits (default true). False: the file
   * gets `mode` whatever the old one had (a state file stays this user's only, even when an
   * agent widened it).
   */
  keepExistingMode?: boolean;
  /** The permission bits of the directories this write makes (default 0o777 less the umask). */
  directoryMode?: number;
  /**
   * Create the file only: an existing one is left as it is (the file appears whole, by a hard
   * link of the temporary file, which fails on an existing name where a rename would replace it).
   */
  keepExisting?: boolean;
  /**
   * A directory an agent could have written in (a repository, a working tree). When the file
   * lies inside it, no symbolic link inside it may take the write out of it: such a link (say
   * `out -> ~/.ssh`) is refused by name before any directory is made, and again right before
   * the temporary file is created and before the rename. On Linux the file opened is also
   * checked where it really is (a link planted between a check and the open or the rename).
   */
  confinedTo?: string;
}

/**
 * Writes a file so that a reader sees either the old or the new content, never a part: the text
 * (a string as UTF-8) goes to a temporary file beside the target (created with O_EXCL, never
 * through a link, named by `temporaryFileName`), is flushed to disk, and replaces the target by
 * rename. A symbolic link at the target is replaced, never written through, so this is the way to
 * write a file in a directory an agent could have changed. Parent directories are created. An
 * existing regular file keeps its permission bits unless `keepExistingMode` is false.
 */
export async function writeFileAtomically(
  filePath: string,
  content: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const root = options.confinedTo;
  const verify = () => {
    if (root !== undefined) refuseLinkOut(root, filePath);
    options.verify?.();
  };
  await makeDirectoryConfined(root, filePath, (directory) =>
    mkdir(directory, { recursive: true, mode: options.directoryMode ?? 0o777 }),
  );
  options.verify?.();
  const mode = options.keepExistingMode === false ? undefined : await existingMode(filePath);
  const confinement = root === undefined ? undefined : descriptorConfinement(root, filePath);
  const temporary = path.join(path.dirname(filePath), temporaryFileName(path.basename(filePath)));
  let handle: FileHandle | undefined;
  try {
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
    handle = await open(temporary, flags, mode ?? options.mode ?? 0o666);
    if (confinement !== undefined) await refuseDescriptorOut(handle, confinement, filePath);
    await handle.writeFile(content);
    if (mode !== undefined) await handle.chmod(mode);
    await handle.sync();
    // Kept open to the rename when its place is checked by descriptor, closed before otherwise.
    if (confinement === undefined) {
      await handle.close();
      handle = undefined;
    }
    verify();
    if (confinement !== undefined && handle !== undefined) {
      await refuseRenameOut(handle, temporary, confinement, filePath);
    }
    if (options.keepExisting) {
      await link(temporary, filePath).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      await rm(temporary, { force: true });
      return;
    }
    // rename replaces a symlink at filePath itself, never the file it points to.
    await renameWithRetry(temporary, filePath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  } finally {
    if (handle !== undefined) await handle.close();
  }
}

/**
 * Opens `filePath` to write in place (`noFollowFlags`), its directory made by `makeDirectory`
 * (default `mkdir -p`), never through a link in `confinedTo` that leads out of it: refused by
 * name before and after the directory is made (makeDirectoryConfined) and, on Linux, by the
 * descriptor's real place once open. O_TRUNC waits for that check (ftruncate after it), so a
 * file elsewhere is never emptied; a file the open created elsewhere is removed.
 */
export async function openConfined(
  filePath: string,
  flags: number,
  options: {
    confinedTo?: string | undefined;
    mode?: number;
    makeDirectory?: (directory: string) => Promise<unknown>;
  } = {},
): Promise<FileHandle> {
  const root = options.confinedTo;
  await makeDirectoryConfined(root, filePath, options.makeDirectory);
  const confinement = root === undefined ? undefined : descriptorConfinement(root, filePath);
  if (confinement === undefined) return open(filePath, flags, options.mode);
  const truncate = (flags & constants.O_TRUNC) !== 0;
  const opening = flags & ~constants.O_TRUNC;
  let created = false;
  let handle: FileHandle | undefined;
  if ((opening & constants.O_CREAT) !== 0) {
    // O_EXCL first, to know whether this open made the file (and so may remove it).
    handle = await open(filePath, opening | constants.O_EXCL, options.mode).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return undefined;
        throw error;
      },
    );
    created = handle !== undefined;
  }
  handle ??= await open(filePath, opening, options.mode);
  try {
    await refuseDescriptorOut(handle, confinement, filePath, created);
    if (truncate) await handle.truncate(0);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * The name of a temporary file written beside `base` before it replaces it:
 * `.BASE.PID.HEX.flotilla-tmp`. The process id tells `removeAbandonedTempFiles` (lock.ts)
 * whether its writer is still alive.
 */
function temporaryFileName(base: string): string {
  return `.${base}.${process.pid}.${randomBytes(6).toString('hex')}.flotilla-tmp`;
}

/**
 * The file a temporary file's name was made for, and the process that made it (undefined when
 * the name does not say: the form before process ids were in it); undefined when `name` is no
 * temporary file of Flotilla's. Also reads the two forms used before there was one writer
 * (`.BASE.HEX.flotilla-tmp` and `.BASE.PID.HEX.tmp`), so files left by them are cleaned up too.
 * With `base`, only names made for `base` are read.
 */
export function parseTemporaryFileName(
  name: string,
  base?: string,
): { base: string; pid: number | undefined } | undefined {
  for (const pattern of temporaryNamePatterns) {
    const match = pattern.exec(name);
    if (!match?.[1] || (base !== undefined && match[1] !== base)) continue;
    return { base: match[1], pid: match[2] === undefined ? undefined : Number(match[2]) };
  }
  return undefined;
}

// Tried in order: `.a.12.<hex>.flotilla-tmp` is the file a's (process 12) or, in the old form
// without a process id, the file a.12's (hence the `base` filter).
const temporaryNamePatterns = [
  /^\.(.+)\.(\d+)\.[0-9a-f]{12}\.flotilla-tmp$/,
  /^\.(.+)\.[0-9a-f]{12}\.flotilla-tmp$/,
  /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/,
];

async function renameWithRetry(from: string, to: string): Promise<void> {
  // Windows refuses to replace a file another process has open for a moment; elsewhere these
  // errors are final, and the first attempt is the only one.
  const attempts = process.platform === 'win32' ? 6 : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const passing = code === 'EPERM' || code === 'EACCES' || code === 'EBUSY';
      if (attempt >= attempts || !passing) throw error;
      await sleep(10 * attempt);
    }
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
 * again once they are. Without `root`, only makes them.
 */
async function makeDirectoryConfined(
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
 * directory out of it, naming the link. Links that stay inside `root` are followed as usual. The
 * check goes by name: writeFileAtomically and openConfined check again, on Linux, where the file
 * they opened really is.
 */
export function refuseLinkOut(root: string, filePath: string): void {
  const directory = path.resolve(path.dirname(filePath));
  const confinement = confinementOf(root, directory);
  if (confinement === undefined) return;
  const real = realTarget(directory);
  if (isInside(path.relative(confinement.realRoot, real))) return;
  let current = confinement.base;
  let link = `${directory} resolves to ${real}`;
  for (const segment of path.relative(confinement.base, directory).split(path.sep)) {
    current = path.join(current, segment);
    const target = symlinkTarget(current);
    if (target !== undefined) {
      link = `${current} is a symbolic link to ${target}`;
      break;
    }
  }
  throw linkOutError(root, filePath, link);
}

/** Where a write into `root` must stay: `root` as given or real, whichever holds `directory`. */
interface Confinement {
  root: string;
  /** The form of `root` that `directory` is written under. */
  base: string;
  realRoot: string;
}

/** The confinement of `directory` in `root`; undefined when it does not lie inside `root`. */
function confinementOf(root: string, directory: string): Confinement | undefined {
  // Resolved as the file's directory is (every existing ancestor, the rest kept): a root not
  // made yet under a linked ancestor (macOS's /tmp, a linked home) is still itself.
  const realRoot = realTarget(path.resolve(root));
  const base = [path.resolve(root), realRoot].find((form) =>
    isInside(path.relative(form, directory)),
  );
  return base === undefined ? undefined : { root, base, realRoot };
}

function linkOutError(root: string, filePath: string, link: string): EnvironmentError {
  return new EnvironmentError(
    `Refusing to write ${filePath}: ${link}, outside ${root}.`,
    `Flotilla does not write through a link in ${root}: an agent could have planted it. Remove the link, or choose a directory outside ${root}.`,
  );
}

/**
 * Whether an open file's real place can be read from its descriptor: Linux's /proc/self/fd.
 * Elsewhere (macOS has no /proc, and Node has no fcntl(F_GETPATH)) only the checks by name run,
 * which leave the moment between the last check and the open or the rename.
 */
let descriptorPaths: boolean | undefined;

/**
 * The confinement to check by descriptor after the open, when `filePath` lies inside `root` and
 * descriptors can be read; undefined otherwise (no extra system call on any other write).
 */
function descriptorConfinement(root: string, filePath: string): Confinement | undefined {
  descriptorPaths ??= process.platform === 'linux' && existsSync('/proc/self/fd');
  if (!descriptorPaths) return undefined;
  return confinementOf(root, path.resolve(path.dirname(filePath)));
}

/**
 * Throws when the file `handle` opened is not inside the root's real path: a link planted in the
 * root after the check by name took the open elsewhere. `created`: the open made that file, which
 * is removed (where it really is: its name may lead elsewhere by now).
 */
async function refuseDescriptorOut(
  handle: FileHandle,
  confinement: Confinement,
  filePath: string,
  created = true,
): Promise<void> {
  const real = await readlink(`/proc/self/fd/${handle.fd}`);
  if (isInside(path.relative(confinement.realRoot, real))) return;
  if (created) await rm(real, { force: true });
  throw linkOutError(
    confinement.root,
    filePath,
    `it opened as ${real} (a symbolic link in ${confinement.root} changed while writing)`,
  );
}

/**
 * Right before the rename (which goes by name again): the temporary file is still inside the
 * root's real path, and its name still leads to it, so the rename stays in that directory.
 */
async function refuseRenameOut(
  handle: FileHandle,
  temporary: string,
  confinement: Confinement,
  filePath: string,
): Promise<void> {
  await refuseDescriptorOut(handle, confinement, filePath);
  const [opened, named] = await Promise.all([
    handle.stat(),
    lstat(temporary).catch(() => undefined),
  ]);
  if (named?.ino === opened.ino && named.dev === opened.dev) return;
  await rm(await readlink(`/proc/self/fd/${handle.fd}`), { force: true });
  throw linkOutError(
    confinement.root,
    filePath,
    `${temporary} no longer leads to the file written (a symbolic link in ${confinement.root} changed while writing)`,
  );
}
