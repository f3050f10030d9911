import { checkFiles } from '../agents/check-files.js';
import type { Problem } from '../agents/problems.js';
import { parseSkillFile } from './skill-file.js';

/** Every problem of the given SKILL.md files (for `flotilla validate PATH…`). */
export function checkSkillFiles(files: readonly string[]): Promise<Problem[]> {
  return checkFiles(
    files,
    {
      rule: 'skill-field-invalid',
      what: 'skill file',
      hint: 'Check the path: a skill is <skills directory>/<name>/SKILL.md.',
    },
    // Where a skill comes from changes nothing about its problems.
    (file, text) => parseSkillFile({ text, file, source: 'project' }).problems,
  );
}
