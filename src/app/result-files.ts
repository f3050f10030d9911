import { constants } from 'node:fs';
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/** Writes results.json, review.md and results.sarif into `directory`, every text redacted. */
export async function writeResultFiles(
  directory: string,
  result: RunResult,
  redact: Redactor,
): Promise<ResultFiles> {
  await mkdir(directory, { recursive: true });
  const files = resultFilePaths(directory);
  const safe = redactDeep(result, redact);
  await writeRunResult(files.json, safe);
  await writeFile(files.markdown, renderMarkdownReport(safe, { redact }));
  await writeFile(files.sarif, `${JSON.stringify(toSarif(safe, { redact }), null, 2)}\n`);
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
