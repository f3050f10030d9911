import { checkFiles } from '../agents/check-files.js';
import type { Problem } from '../agents/problems.js';
import { parseSettingsText } from './settings-file.js';

/** Every problem of the given settings files (for `flotilla validate PATH…`). */
export function checkSettingsFiles(files: readonly string[]): Promise<Problem[]> {
  return checkFiles(
    files,
    { rule: 'settings-json-invalid', what: 'settings file', hint: 'Check the path.' },
    (file, text) => parseSettingsText(file, text).problems,
  );
}
