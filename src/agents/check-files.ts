import { readFile } from 'node:fs/promises';
import { errorMessage } from '../errors.js';
import { createProblem, type Problem } from './problems.js';

/**
 * Every problem of the given files (for `flotilla validate PATH…`): each is read and parsed, and
 * one that cannot be read is a problem of its own at 1:1, never a crash.
 */
export async function checkFiles(
  files: readonly string[],
  unreadable: { rule: Parameters<typeof createProblem>[0]; what: string; hint: string },
  parse: (file: string, text: string) => readonly Problem[],
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      problems.push(
        createProblem(
          unreadable.rule,
          { file, line: 1, column: 1 },
          `Cannot read the ${unreadable.what}: ${errorMessage(error)}.`,
          unreadable.hint,
        ),
      );
      continue;
    }
    problems.push(...parse(file, text));
  }
  return problems;
}
