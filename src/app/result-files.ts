import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../platform/atomic-write.js';
import { renderMarkdownReport } from '../publish/markdown-report.js';
import { redactDeep, type Redactor } from '../publish/redact.js';
import { toSarif } from '../publish/sarif.js';
import { writeRunResult } from '../results/run-result-io.js';
import type { RunResult } from '../results/run-result.js';

export interface ResultFiles {
  json: string;
  markdown: string;
  sarif: string;
}

/** Where writeResultFiles writes in `directory`. */
export function resultFilePaths(directory: string): ResultFiles {
  return {
    json: path.join(directory, 'results.json'),
    markdown: path.join(directory, 'review.md'),
    sarif: path.join(directory, 'results.sarif'),
  };
}

/**
 * Writes results.json, review.md and results.sarif into `directory`, every text redacted. Each
 * file replaces what is at its name (a symbolic link an agent planted there is replaced, never
 * written through); when `directory` is inside `repository`, a link in the repository that
 * takes it elsewhere is refused by name (an agent could have planted it).
 */
export async function writeResultFiles(
  directory: string,
  result: RunResult,
  redact: Redactor,
  repository?: string,
): Promise<ResultFiles> {
  const files = resultFilePaths(directory);
  const confined = repository === undefined ? {} : { confinedTo: repository };
  const safe = redactDeep(result, redact);
  await writeRunResult(files.json, safe, confined);
  await writeFileAtomically(files.markdown, renderMarkdownReport(safe, { redact }), confined);
  await writeFileAtomically(
    files.sarif,
    `${JSON.stringify(toSarif(safe, { redact }), null, 2)}\n`,
    confined,
  );
  return files;
}

/**
 * Why result files could not be written into `directory`, or undefined when they can: checked
 * before a run starts, so a bad --output costs no model call. Nothing is created here.
 */
export async function unwritableDirectoryReason(directory: string): Promise<string | undefined> {
  let current = directory;
  for (;;) {
    const info = await stat(current).catch(() => undefined);
    if (info) {
      if (!info.isDirectory())
        return current === directory
          ? `${directory} is a file, not a directory`
          : `${current} is a file, so ${directory} cannot be created`;
      try {
        await access(current, constants.W_OK);
        return undefined;
      } catch {
        return `${current} is not writable`;
      }
    }
    const parent = path.dirname(current);
    if (parent === current) return `no part of ${directory} exists`;
    current = parent;
  }
}
