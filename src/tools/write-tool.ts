import type { Stats } from 'node:fs';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { defineTool } from './define-tool.js';
import { editableFile, save } from './edit-tool.js';
import { fileTextKind, type TextKind } from './text-file.js';
import { structuredPatch } from './tool-response.js';
import { resolveInsideRoot, rootForPath } from './path-guard.js';
import { withoutTrailingWhitespace } from './trailing-whitespace.js';

const writeInput = z.lazy(() =>
  z.object({
    file_path: z
      .string()
      .describe(
        'The absolute path of the file to write (a path relative to the working tree also works)',
      ),
    content: z.string().describe('The complete content to write to the file'),
  }),
);
export type WriteInput = z.infer<typeof writeInput>;

export const writeTool = defineTool<WriteInput>({
  name: 'Write',
  kind: 'edit',
  description: [
    'Writes a file in the working tree, replacing it if it exists.',
    '- Parent directories are created; the write is atomic (a reader never sees half a file).',
    '- Prefer Edit to change part of an existing file; use Write for new files or full rewrites.',
    '- Paths outside the working tree and inside .git are refused.',
  ].join('\n'),
  inputSchema: writeInput,
  inputJsonSchema: prebuiltInputSchemas.Write,
  ruleSubject: (input) => input.file_path,
  paths: (input) => ({ read: [], write: [input.file_path] }),
  async run(input, context) {
    const root = rootForPath(context.root, context.extraRoots, input.file_path);
    const filePath = resolveInsideRoot(root, input.file_path, { forWrite: true });
    const existing = await existingStats(filePath);
    if (existing?.isDirectory()) {
      throw new ToolError(`${filePath} is a directory; give the path of a file to write.`);
    }
    const existed = existing === undefined ? undefined : 'file';
    // A text file it replaces keeps its encoding; one in an encoding the tools cannot write is
    // refused. A binary file is simply replaced, and so is anything it cannot sniff: a file it
    // may not read, or a FIFO or device (opening one to read can wait forever).
    const replacesText =
      existing?.isFile() === true && (await readableTextKind(filePath)) !== 'binary';
    const file = replacesText ? await editableFile(filePath) : undefined;
    const original = file === undefined ? undefined : file.text;
    const content = withoutTrailingWhitespace(input.file_path, input.content);
    await save(root, input.file_path, filePath, content, file?.encoding);
    context.recordToolResponse?.({
      type: existed === 'file' ? 'update' : 'create',
      filePath,
      content,
      structuredPatch: original === undefined ? [] : structuredPatch(original, content),
      originalFile: original ?? null,
      userModified: false,
    });
    const lines = content === '' ? 0 : content.split('\n').length;
    return existed === 'file'
      ? `The file ${filePath} has been updated (${lines} lines).`
      : `File created successfully at: ${filePath} (${lines} lines).`;
  },
});

async function existingStats(filePath: string): Promise<Stats | undefined> {
  try {
    return await stat(filePath);
  } catch {
    return undefined;
  }
}

/** What a regular file holds; 'binary' when it cannot be read. */
async function readableTextKind(filePath: string): Promise<TextKind> {
  try {
    return await fileTextKind(filePath);
  } catch {
    return 'binary';
  }
}
