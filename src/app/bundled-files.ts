import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InternalError } from '../errors.js';

/**
 * Finds a file shipped with the package (examples/…), from the bundled dist/ or from the sources:
 * walks up from this module to the package root.
 */
export function bundledPath(relative: string): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(directory, relative);
    if (existsSync(candidate) && existsSync(path.join(directory, 'package.json'))) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) throw new InternalError(`the package file ${relative} is missing`);
    directory = parent;
  }
}
