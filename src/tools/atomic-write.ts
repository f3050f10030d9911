import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file so that a reader sees either the old or the new content, never a part: the text
 * (a string as UTF-8) goes to a temporary file beside the target, is flushed to disk, and replaces the target by
 * rename. Parent directories are created. An existing file keeps its permission bits.
 */
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
}

export async function writeFileAtomically(
  filePath: string,
  content: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const directory = path.dirname(filePath);
  await mkdir(directory, { recursive: true });
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
    options.verify?.();
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

async function existingMode(filePath: string): Promise<number | undefined> {
  try {
    return (await stat(filePath)).mode & 0o7777;
  } catch {
    return undefined;
  }
}
