import { readFile } from 'node:fs/promises';
import { createProblem, type Problem } from '../agents/problems.js';
import { errorMessage } from '../errors.js';
import { parseSettingsText } from './settings-file.js';

/** Every problem of the given settings files (for `flotilla validate PATH…`). */
export async function checkSettingsFiles(files: readonly string[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      problems.push(
        createProblem(
          'settings-json-invalid',
          { file, line: 1, column: 1 },
          `Cannot read the settings file: ${errorMessage(error)}.`,
          'Check the path.',
        ),
      );
      continue;
    }
    problems.push(...parseSettingsText(file, text).problems);
  }
  return problems;
}
