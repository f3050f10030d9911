import { randomBytes } from 'node:crypto';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { defineTool } from './define-tool.js';
import { editableFile, saveEdited } from './edit-tool.js';
import { resolveInsideRoot, rootForPath } from './path-guard.js';

const notebookEditInput = z.lazy(() =>
  z.object({
    notebook_path: z
      .string()
      .describe(
        'The absolute path to the Jupyter notebook file to edit (a relative path also works)',
      ),
    cell_id: z
      .string()
      .optional()
      .describe(
        'The id of the cell to edit (its `id`, or `cell-N` for the N-th cell counting from 0). With edit_mode=insert, the new cell goes after this cell, or first when omitted.',
      ),
    new_source: z.string().describe('The new source for the cell'),
    cell_type: z
      .enum(['code', 'markdown'])
      .optional()
      .describe(
        'The type of the cell; defaults to the current type. Required with edit_mode=insert.',
      ),
    edit_mode: z
      .enum(['replace', 'insert', 'delete'])
      .optional()
      .describe('replace (default), insert or delete'),
  }),
);
export type NotebookEditInput = z.infer<typeof notebookEditInput>;

const notebookShape = z.looseObject({
  cells: z.array(z.looseObject({ cell_type: z.string(), id: z.string().optional() })),
});
type Cell = z.infer<typeof notebookShape>['cells'][number];

/** Claude Code's NotebookEdit: replaces, inserts or deletes one cell of a .ipynb file. */
export const notebookEditTool = defineTool<NotebookEditInput>({
  name: 'NotebookEdit',
  kind: 'edit',
  description: [
    'Replaces, inserts, or deletes a single cell in a Jupyter notebook (.ipynb file) of the working tree.',
    "- cell_id is the cell's `id` in the notebook JSON (Read the file to see it), or `cell-N` for the N-th cell counting from 0. Required for replace and delete.",
    '- edit_mode defaults to replace. insert adds a cell after cell_id (first when omitted) and needs cell_type.',
    '- Replacing a code cell clears its outputs and execution count.',
  ].join('\n'),
  inputSchema: notebookEditInput,
  inputJsonSchema: prebuiltInputSchemas.NotebookEdit,
  ruleSubject: (input) => input.notebook_path,
  // It reads the file too (its result shows the changed lines): Read deny rules stop it.
  paths: (input) => ({ read: [input.notebook_path], write: [input.notebook_path] }),
  async run(input, context) {
    const root = rootForPath(context.root, context.extraRoots, input.notebook_path);
    const filePath = resolveInsideRoot(root, input.notebook_path, { forWrite: true });
    if (!filePath.endsWith('.ipynb')) {
      throw new ToolError(
        `${filePath} is not a Jupyter notebook (.ipynb); use Edit for other files.`,
      );
    }
    // Saved as Edit saves: in the encoding and line breaks the notebook had.
    const file = await editableFile(filePath);
    if (file === undefined) throw new ToolError(`Notebook does not exist: ${filePath}.`);
    const write = (notebook: unknown) =>
      saveEdited(
        root,
        input.notebook_path,
        filePath,
        file,
        serialize(notebook, file.text.endsWith('\n')),
      );
    let parsed: unknown;
    try {
      parsed = JSON.parse(file.text);
    } catch {
      throw new ToolError(`${filePath} is not valid notebook JSON; it was left unchanged.`);
    }
    const notebook = notebookShape.safeParse(parsed);
    if (!notebook.success) {
      throw new ToolError(`${filePath} has no list of cells; it is not a notebook in nbformat 4.`);
    }
    const cells = notebook.data.cells;
    const mode = input.edit_mode ?? 'replace';
    const index = input.cell_id === undefined ? undefined : cellIndex(cells, input.cell_id);
    if (input.cell_id !== undefined && index === undefined) {
      throw new ToolError(
        `No cell with id '${input.cell_id}' in ${filePath}. Cells: ${cells.map((cell, position) => cell.id ?? `cell-${position}`).join(', ') || '(none)'}.`,
      );
    }
    const source = splitSource(input.new_source);
    if (mode === 'insert') {
      if (input.cell_type === undefined) {
        throw new ToolError('cell_type is required with edit_mode=insert: code or markdown.');
      }
      // nbformat 4.5 brought cell ids: an older notebook with one is invalid.
      const id = hasCellIds(notebook.data) ? { id: newCellId() } : {};
      const cell: Cell =
        input.cell_type === 'code'
          ? { cell_type: 'code', ...id, metadata: {}, source, outputs: [], execution_count: null }
          : { cell_type: 'markdown', ...id, metadata: {}, source };
      const position = index === undefined ? 0 : index + 1;
      cells.splice(position, 0, cell);
      await write(notebook.data);
      return cell.id === undefined
        ? `Inserted a ${input.cell_type} cell as cell-${position} in ${filePath} (nbformat before 4.5: cells have no ids).`
        : `Inserted a ${input.cell_type} cell with id '${cell.id}' in ${filePath}.`;
    }
    if (index === undefined) {
      throw new ToolError(`cell_id is required with edit_mode=${mode}.`);
    }
    const target = cells[index] as Cell;
    if (mode === 'delete') {
      cells.splice(index, 1);
      await write(notebook.data);
      return `Deleted cell '${input.cell_id ?? ''}' from ${filePath}.`;
    }
    const type = input.cell_type ?? target.cell_type;
    const replaced: Cell = { ...target, cell_type: type, source };
    if (type === 'code') {
      replaced.outputs = [];
      replaced.execution_count = null;
    } else {
      delete replaced.outputs;
      delete replaced.execution_count;
    }
    cells[index] = replaced;
    await write(notebook.data);
    return `Updated cell '${input.cell_id ?? ''}' of ${filePath}.`;
  },
});

function cellIndex(cells: readonly Cell[], cellId: string): number | undefined {
  const byId = cells.findIndex((cell) => cell.id === cellId);
  if (byId >= 0) return byId;
  const numbered = /^cell-(\d+)$/.exec(cellId);
  const position = numbered ? Number(numbered[1]) : -1;
  return position >= 0 && position < cells.length ? position : undefined;
}

/** nbformat keeps a cell's source as lines, each but the last ending in a newline. */
function splitSource(source: string): string[] {
  return source === '' ? [] : source.split(/(?<=\n)/);
}

function newCellId(): string {
  return randomBytes(4).toString('hex');
}

/** Whether the notebook's cells carry ids: nbformat 4.5 and later. */
function hasCellIds(notebook: Readonly<Record<string, unknown>>): boolean {
  const { nbformat: major, nbformat_minor: minor } = notebook;
  if (typeof major !== 'number' || typeof minor !== 'number') return false;
  return major > 4 || (major === 4 && minor >= 5);
}

/**
 * Jupyter's one-space indentation, which Claude Code 2.1.332 writes whatever the file had, and
 * the final newline only when the file had one (as Claude Code keeps it, or its absence).
 */
function serialize(notebook: unknown, finalNewline: boolean): string {
  return `${JSON.stringify(notebook, null, 1)}${finalNewline ? '\n' : ''}`;
}
