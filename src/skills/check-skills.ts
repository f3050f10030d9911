import { readFile } from 'node:fs/promises';
import { createProblem, type Problem } from '../agents/problems.js';
import { errorMessage } from '../errors.js';
import { parseSkillFile } from './skill-file.js';

/** Every problem of the given SKILL.md files (for `flotilla validate PATH…`). */
export async function checkSkillFiles(files: readonly string[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      problems.push(
        createProblem(
          'skill-field-invalid',
          { file, line: 1, column: 1 },
          `Cannot read the skill file: ${errorMessage(error)}.`,
          'Check the path: a skill is <skills directory>/<name>/SKILL.md.',
        ),
      );
      continue;
    }
    // Where a skill comes from changes nothing about its problems.
    problems.push(...parseSkillFile({ text, file, source: 'project' }).problems);
  }
  return problems;
}
