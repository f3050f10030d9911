import { z } from 'zod';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { ToolError } from '../errors.js';
import { defineTool } from './define-tool.js';
import { editableFile, identicalStrings, replaceText, save, saveEdited } from './edit-tool.js';
import { resolveInsideRoot, rootForPath } from './path-guard.js';
import { withoutTrailingWhitespace } from './trailing-whitespace.js';

const multiEditInput = z.lazy(() =>
  z.object({
    file_path: z
      .string()
      .describe(
        'The absolute path of the file to modify (a path relative to the working tree also works)',
      ),
    edits: z
      .array(
        z.object({
          old_string: z.string().describe('The exact text to replace'),
          new_string: z.string().describe('The text to replace it with'),
          replace_all: z
            .boolean()
            .optional()
            .describe('Replace every occurrence of old_string (default false)'),
        }),
      )
      .min(1)
      .describe('Edits applied in order, each to the result of the one before'),
  }),
);
export type MultiEditInput = z.infer<typeof multiEditInput>;

/** Claude Code's MultiEdit: several Edit replacements in one file, all applied or none. */
export const multiEditTool = defineTool<MultiEditInput>({
  name: 'MultiEdit',
  kind: 'edit',
  description: [
    'Makes several exact-text replacements in one file of the working tree, in order, as one atomic change.',
    '- Each edit follows the rules of Edit and applies to the text the previous edit left.',
    '- If any edit fails (text not found, or found more than once without replace_all), the file is left unchanged.',
    '- A first edit with an empty old_string creates a new file.',
    '- Paths outside the working tree and inside .git are refused.',
  ].join('\n'),
  inputSchema: multiEditInput,
  inputJsonSchema: prebuiltInputSchemas.MultiEdit,
  ruleSubject: (input) => input.file_path,
  // It reads the file too (its result shows the changed lines): Read deny rules stop it.
  paths: (input) => ({ read: [input.file_path], write: [input.file_path] }),
  async run(input, context) {
    const root = rootForPath(context.root, context.extraRoots, input.file_path);
    const filePath = resolveInsideRoot(root, input.file_path, { forWrite: true });
    const file = await editableFile(filePath);
    // As Edit: new text loses its trailing whitespace in an existing file, not in one it creates,
    // and the lines of each edit's old_string it keeps keep theirs.
    const written = (edit: { old_string: string; new_string: string }): string =>
      file === undefined
        ? edit.new_string
        : withoutTrailingWhitespace(input.file_path, edit.new_string, edit.old_string);
    let text = file?.text;
    for (const [index, edit] of input.edits.entries()) {
      const which = `Edit ${index + 1} of ${input.edits.length}`;
      const newString = written(edit);
      if (edit.old_string === newString) {
        const refusal = identicalStrings(edit.new_string !== newString);
        throw new ToolError(`${which}: ${refusal.message} Nothing was changed in ${filePath}.`);
      }
      if (text === undefined || (edit.old_string === '' && text === '')) {
        if (edit.old_string !== '' || index > 0) {
          throw new ToolError(
            `${which}: file does not exist: ${filePath}. To create it, make the first edit's old_string empty, or use Write.`,
          );
        }
        text = file?.inFileLineBreaks(newString) ?? newString;
        continue;
      }
      if (edit.old_string === '') {
        throw new ToolError(
          `${which}: old_string is empty but ${filePath} is not empty; nothing was changed. Give the text to replace.`,
        );
      }
      try {
        const inFile = file?.inFileLineBreaks ?? ((value: string) => value);
        text = replaceText(text, filePath, {
          old_string: inFile(edit.old_string),
          new_string: inFile(newString),
          replace_all: edit.replace_all,
        }).updated;
      } catch (error) {
        if (error instanceof ToolError) {
          throw new ToolError(`${which}: ${error.message} Nothing was changed in the file.`);
        }
        throw error;
      }
    }
    if (file === undefined) await save(root, input.file_path, filePath, text ?? '');
    else await saveEdited(root, input.file_path, filePath, file, text ?? '');
    return file === undefined
      ? `Created ${filePath} with ${input.edits.length} edit${input.edits.length === 1 ? '' : 's'} applied.`
      : `Applied ${input.edits.length} edit${input.edits.length === 1 ? '' : 's'} to ${filePath}.`;
  },
});
