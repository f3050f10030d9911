import { stat } from 'node:fs/promises';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { writeFileAtomically } from '../platform/atomic-write.js';
import { defineTool } from './define-tool.js';
import {
  assertStillResolvesTo,
  PathDeniedError,
  resolveInsideRoot,
  rootForPath,
} from './path-guard.js';
import {
  encodeText,
  isNotFound,
  plainUtf8,
  readTextDocument,
  unwritableRefusal,
  type TextEncoding,
} from './text-file.js';
import { structuredPatch } from './tool-response.js';
import { withoutTrailingWhitespace } from './trailing-whitespace.js';
import { hasQuotes, inQuoteStyleOf, withStraightQuotes } from './typographic-quotes.js';

const editInput = z.lazy(() =>
  z.object({
    file_path: z
      .string()
      .describe(
        'The absolute path of the file to modify (a path relative to the working tree also works)',
      ),
    old_string: z.string().describe('The exact text to replace'),
    new_string: z.string().describe('The text to replace it with (must differ from old_string)'),
    replace_all: z
      .boolean()
      .optional()
      .describe(
        'Replace every occurrence of old_string (default false: it must occur exactly once)',
      ),
  }),
);
export type EditInput = z.infer<typeof editInput>;

/** Lines of context shown around an edit in the result. */
const snippetContext = 4;

export const editTool = defineTool<EditInput>({
  name: 'Edit',
  kind: 'edit',
  description: [
    'Replaces exact text in a file of the working tree.',
    '- old_string must match the file exactly, including whitespace and indentation, and occur exactly once unless replace_all is true.',
    '- If it occurs more than once, add surrounding lines to old_string to make it unique, or set replace_all.',
    '- An empty old_string creates a new file with new_string as its content.',
    '- Paths outside the working tree and inside .git are refused.',
  ].join('\n'),
  inputSchema: editInput,
  inputJsonSchema: prebuiltInputSchemas.Edit,
  ruleSubject: (input) => input.file_path,
  // It reads the file too (its result shows the changed lines): Read deny rules stop it.
  paths: (input) => ({ read: [input.file_path], write: [input.file_path] }),
  async run(input, context) {
    const root = rootForPath(context.root, context.extraRoots, input.file_path);
    const filePath = resolveInsideRoot(root, input.file_path, { forWrite: true });
    const file = await editableFile(filePath);
    // Claude Code 2.1.332 strips the lines of the text it puts in an existing file, and writes
    // the content of a file Edit creates as given. Lines of old_string kept in new_string are
    // context, and keep their whitespace (Claude Code strips them too).
    const newString =
      file === undefined
        ? input.new_string
        : withoutTrailingWhitespace(input.file_path, input.new_string, input.old_string);
    if (input.old_string === newString) throw identicalStrings(input.new_string !== newString);
    const written = { ...input, new_string: newString };

    if (file === undefined) {
      if (input.old_string !== '') {
        throw new ToolError(
          `File does not exist: ${filePath}. To create it, use Write, or Edit with an empty old_string.`,
        );
      }
      await save(root, input.file_path, filePath, newString);
      context.recordToolResponse?.(editResponse(filePath, written, null, newString));
      return `Created ${filePath} with the given content.`;
    }
    const existing = file.text;
    if (input.old_string === '') {
      if (existing !== '') {
        throw new ToolError(
          `old_string is empty but ${filePath} already exists and is not empty. Give the text to replace in old_string, or use Write to replace the whole file.`,
        );
      }
      await saveEdited(root, input.file_path, filePath, file, file.inFileLineBreaks(newString));
      context.recordToolResponse?.(editResponse(filePath, written, existing, newString));
      return `The file ${filePath} has been updated.`;
    }

    const edit = {
      old_string: file.inFileLineBreaks(input.old_string),
      new_string: file.inFileLineBreaks(newString),
      replace_all: input.replace_all,
    };
    const { updated, start, newLength, replaced } = replaceText(existing, filePath, edit);
    await saveEdited(root, input.file_path, filePath, file, updated);
    context.recordToolResponse?.(editResponse(filePath, written, existing, updated));

    return [
      `The file ${filePath} has been updated (${replaced} occurrence${replaced === 1 ? '' : 's'} replaced). The first change in context:`,
      snippet(updated, start, newLength),
    ].join('\n');
  },
});

/** Claude Code's Edit result for hooks; `originalFile` is null when the file was created. */
function editResponse(
  filePath: string,
  input: EditInput,
  originalFile: string | null,
  updated: string,
) {
  return {
    filePath,
    oldString: input.old_string,
    newString: input.new_string,
    originalFile,
    structuredPatch: structuredPatch(originalFile ?? '', updated),
    userModified: false,
    replaceAll: input.replace_all ?? false,
  };
}

/**
 * The refusal of an edit that changes nothing; `afterStripping` when new_string differed from
 * old_string only by whitespace at the ends of its lines, which Edit removes.
 */
export function identicalStrings(afterStripping: boolean): ToolError {
  return new ToolError(
    afterStripping
      ? "old_string and new_string are identical once the whitespace at the ends of new_string's lines is removed (it is removed from the lines not in old_string, in every file but .md, .mdx, .patch and .diff files), so there is nothing to change."
      : 'old_string and new_string are identical, so there is nothing to change. Give the new text in new_string.',
  );
}

export interface TextEdit {
  old_string: string;
  new_string: string;
  replace_all?: boolean | undefined;
}

/**
 * One edit applied to a file's text: throws ToolError when old_string is missing, or occurs
 * more than once without replace_all. `start` and `newLength` place the first change.
 */
export function replaceText(
  existing: string,
  filePath: string,
  edit: TextEdit,
): { updated: string; start: number; newLength: number; replaced: number } {
  const { oldText, newText, count } = findReplacement(existing, edit.old_string, edit.new_string);
  if (count === 0) {
    throw new ToolError(
      `old_string was not found in ${filePath}. It must match the file exactly, including whitespace, indentation and line breaks; Read the file to copy the exact text.`,
    );
  }
  if (count > 1 && edit.replace_all !== true) {
    throw new ToolError(
      `Found ${count} matches of old_string in ${filePath}, but replace_all is false. To replace every occurrence, set replace_all to true; to replace only one, add more surrounding context to old_string so that it matches exactly once.`,
    );
  }
  const start = existing.indexOf(oldText);
  const updated =
    edit.replace_all === true
      ? existing.split(oldText).join(newText)
      : existing.slice(0, start) + newText + existing.slice(start + oldText.length);
  return {
    updated,
    start,
    newLength: newText.length,
    replaced: edit.replace_all === true ? count : 1,
  };
}

/**
 * An existing file as the edit tools change it. A file whose line breaks are all CRLF is edited
 * as LF text (the model's strings rarely carry `\r`) and stored back with CRLF; a file with mixed
 * breaks is edited as it is, so no byte outside the edited text changes.
 */
export interface EditableFile {
  text: string;
  encoding: TextEncoding;
  crlf: boolean;
  /** `text` with the line breaks of this file's view (LF when the file is all CRLF). */
  inFileLineBreaks(text: string): string;
}

/**
 * The file to edit, undefined when it does not exist; refused when it is binary or in an
 * encoding the tools cannot write back unchanged.
 */
export async function editableFile(filePath: string): Promise<EditableFile | undefined> {
  try {
    await stat(filePath);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw new ToolError(
      `Cannot access ${filePath}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const document = await readTextDocument(filePath);
  if (document.unwritable !== undefined) throw unwritableRefusal(filePath, document.unwritable);
  const crlf = document.text.includes('\r\n') && !/(?<!\r)\n/.test(document.text);
  const toLf = (text: string): string => text.replace(/\r\n/g, '\n');
  return {
    text: crlf ? toLf(document.text) : document.text,
    encoding: document.encoding,
    crlf,
    inFileLineBreaks: crlf ? toLf : (text) => text,
  };
}

function storedText(file: EditableFile, text: string): string {
  return file.crlf ? text.replace(/\n/g, '\r\n') : text;
}

/** Saves the edited view of `file` with the file's line breaks and encoding. */
export async function saveEdited(
  root: string,
  requestedPath: string,
  filePath: string,
  file: EditableFile,
  text: string,
): Promise<void> {
  await save(root, requestedPath, filePath, storedText(file, text), file.encoding);
}

export async function save(
  root: string,
  requestedPath: string,
  filePath: string,
  content: string,
  encoding: TextEncoding = plainUtf8,
): Promise<void> {
  try {
    await writeFileAtomically(filePath, encodeText(content, encoding), {
      verify: () => assertStillResolvesTo(root, requestedPath, filePath),
    });
  } catch (error) {
    if (error instanceof PathDeniedError) throw error;
    throw new ToolError(
      `Could not write ${filePath}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The text to replace and its replacement: old_string where it occurs as written; when it does
 * not, and the file uses CRLF line ends while old_string uses LF (the model rarely reproduces
 * `\r`), the CRLF forms of both strings; when neither occurs, the file's text that matches once
 * typographic quotes are read as straight ones, with new_string in that text's quote style. The
 * count is of that exact text, so an exact match always wins over a quote-tolerant one.
 */
function findReplacement(
  content: string,
  oldString: string,
  newString: string,
): { oldText: string; newText: string; count: number } {
  const forms = [{ oldText: oldString, newText: newString }];
  if (content.includes('\r\n') && oldString.includes('\n')) {
    const toCrlf = (text: string): string => text.replace(/\r?\n/g, '\r\n');
    forms.push({ oldText: toCrlf(oldString), newText: toCrlf(newString) });
  }
  for (const form of forms) {
    const count = countOccurrences(content, form.oldText);
    if (count > 0) return { ...form, count };
  }
  if (hasQuotes(oldString)) {
    const straightContent = withStraightQuotes(content);
    for (const form of forms) {
      const start = straightContent.indexOf(withStraightQuotes(form.oldText));
      if (start === -1) continue;
      const oldText = content.slice(start, start + form.oldText.length);
      const newText = inQuoteStyleOf(oldText, form.newText);
      return { oldText, newText, count: countOccurrences(content, oldText) };
    }
  }
  return { oldText: oldString, newText: newString, count: 0 };
}

function countOccurrences(content: string, search: string): number {
  let count = 0;
  for (let index = content.indexOf(search); index !== -1;) {
    count++;
    index = content.indexOf(search, index + search.length);
  }
  return count;
}

/** `cat -n` lines around the text at [start, start+length). */
function snippet(content: string, start: number, length: number): string {
  const lines = content.split('\n');
  const firstLine = content.slice(0, start).split('\n').length;
  const lastLine = content.slice(0, start + length).split('\n').length;
  const from = Math.max(1, firstLine - snippetContext);
  const to = Math.min(lines.length, lastLine + snippetContext);
  const shown: string[] = [];
  for (let number = from; number <= to; number++) {
    const line = (lines[number - 1] ?? '').replace(/\r$/, '');
    shown.push(
      `${String(number).padStart(6)}\t${line.length > 500 ? `${line.slice(0, 500)}…` : line}`,
    );
  }
  return shown.join('\n');
}
