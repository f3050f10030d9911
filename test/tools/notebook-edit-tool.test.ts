import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { notebookEditTool } from '../../src/tools/notebook-edit-tool.js';
import {
  makeTempTree,
  runTool,
  toolContext,
  toolFailure,
  writeFiles,
  type TempTree,
} from './helpers.js';

let tree: TempTree;
beforeEach(async () => {
  tree = await makeTempTree();
  await writeFiles(tree.root, {
    'n.ipynb': JSON.stringify({
      nbformat: 4,
      nbformat_minor: 5,
      metadata: { kernelspec: { name: 'python3' } },
      cells: [
        { cell_type: 'markdown', id: 'intro', metadata: {}, source: ['# Title'] },
        {
          cell_type: 'code',
          id: 'calc',
          metadata: {},
          source: ['x = 1\n', 'print(x)'],
          outputs: [{ output_type: 'stream', name: 'stdout', text: ['1\n'] }],
          execution_count: 3,
        },
      ],
    }),
  });
});
afterEach(async () => tree.cleanup());

interface Notebook {
  metadata: unknown;
  cells: {
    id?: string;
    cell_type: string;
    source: string[];
    outputs?: unknown[];
    execution_count?: unknown;
  }[];
}
const notebook = async (): Promise<Notebook> =>
  JSON.parse(await readFile(path.join(tree.root, 'n.ipynb'), 'utf8')) as Notebook;

describe('NotebookEdit', () => {
  it('replaces a code cell by id, clearing its outputs and keeping the rest of the notebook', async () => {
    await runTool(
      notebookEditTool,
      {
        notebook_path: path.join(tree.root, 'n.ipynb'),
        cell_id: 'calc',
        new_source: 'y = 2\nprint(y)',
      },
      toolContext(tree.root),
    );
    const after = await notebook();
    expect(after.cells[1]).toMatchObject({
      id: 'calc',
      cell_type: 'code',
      source: ['y = 2\n', 'print(y)'],
      outputs: [],
      execution_count: null,
    });
    expect(after.cells[0]?.source).toEqual(['# Title']);
    expect(after.metadata).toEqual({ kernelspec: { name: 'python3' } });
  });

  it('inserts after a cell (cell-N names a cell by position) and deletes a cell', async () => {
    const output = await runTool(
      notebookEditTool,
      {
        notebook_path: 'n.ipynb',
        cell_id: 'cell-0',
        new_source: 'More',
        cell_type: 'markdown',
        edit_mode: 'insert',
      },
      toolContext(tree.root),
    );
    expect(output).toContain('Inserted a markdown cell');
    expect((await notebook()).cells.map((cell) => cell.source.join(''))).toEqual([
      '# Title',
      'More',
      'x = 1\nprint(x)',
    ]);
    await runTool(
      notebookEditTool,
      { notebook_path: 'n.ipynb', cell_id: 'intro', new_source: '', edit_mode: 'delete' },
      toolContext(tree.root),
    );
    expect((await notebook()).cells.map((cell) => cell.source.join(''))).toEqual([
      'More',
      'x = 1\nprint(x)',
    ]);
  });

  it('gives an inserted cell an id only from nbformat 4.5, as Claude Code 2.1.332 does', async () => {
    const cells = [
      { cell_type: 'code', metadata: {}, execution_count: 1, outputs: [], source: ['x=1'] },
    ];
    const old = { cells, metadata: {}, nbformat: 4, nbformat_minor: 4 };
    await writeFiles(tree.root, { 'old.ipynb': JSON.stringify(old, null, 1) });
    const insert = (name: string) =>
      runTool(
        notebookEditTool,
        { notebook_path: name, new_source: 'first', cell_type: 'code', edit_mode: 'insert' },
        toolContext(tree.root),
      );
    const inserted = async (name: string) =>
      (JSON.parse(await readFile(path.join(tree.root, name), 'utf8')) as Notebook).cells[0];
    // nbformat's schema for 4.0-4.4 allows no `id`: nbformat.validate rejects a cell with one.
    expect(await insert('old.ipynb')).toContain('as cell-0');
    expect(Object.keys((await inserted('old.ipynb')) ?? {})).not.toContain('id');
    await insert('n.ipynb');
    expect((await inserted('n.ipynb'))?.id).toMatch(/^[0-9a-f]{8}$/);
  });

  it("keeps the notebook's final newline, or its absence", async () => {
    const text = await readFile(path.join(tree.root, 'n.ipynb'), 'utf8');
    await writeFiles(tree.root, { 'newline.ipynb': `${text}\n` });
    const edit = (name: string) =>
      runTool(
        notebookEditTool,
        { notebook_path: name, cell_id: 'intro', new_source: '# New' },
        toolContext(tree.root),
      );
    await edit('n.ipynb');
    await edit('newline.ipynb');
    const ending = async (name: string) =>
      (await readFile(path.join(tree.root, name), 'utf8')).slice(-2);
    expect(await ending('n.ipynb')).toBe('\n}');
    expect(await ending('newline.ipynb')).toBe('}\n');
  });

  it('names the cells when the id is unknown, and needs cell_type to insert', async () => {
    expect(
      (
        await toolFailure(
          notebookEditTool,
          { notebook_path: 'n.ipynb', cell_id: 'nope', new_source: 'x' },
          toolContext(tree.root),
        )
      ).message,
    ).toContain('Cells: intro, calc');
    expect(
      (
        await toolFailure(
          notebookEditTool,
          { notebook_path: 'n.ipynb', new_source: 'x', edit_mode: 'insert' },
          toolContext(tree.root),
        )
      ).message,
    ).toContain('cell_type is required');
  });

  it('keeps the encoding of the notebook it edits: UTF-16LE with its BOM, UTF-8 with a BOM, CRLF', async () => {
    const cells = [{ cell_type: 'markdown', id: 'intro', metadata: {}, source: ['# Café'] }];
    const text = `${JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: {}, cells }, null, 1)}\n`;
    const utf16 = (content: string): Buffer =>
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(content, 'utf16le')]);
    await writeFiles(tree.root, {
      'u16.ipynb': utf16(text),
      'bom.ipynb': `\ufeff${text}`,
      'crlf.ipynb': text.replace(/\n/g, '\r\n'),
    });
    const edit = (name: string) =>
      runTool(
        notebookEditTool,
        { notebook_path: name, cell_id: 'intro', new_source: '# Über' },
        toolContext(tree.root),
      );
    const bytes = (name: string) => readFile(path.join(tree.root, name));
    const source = (json: string): unknown => (JSON.parse(json) as Notebook).cells[0]?.source;
    await edit('u16.ipynb');
    const u16 = await bytes('u16.ipynb');
    expect([...u16.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(source(u16.subarray(2).toString('utf16le'))).toEqual(['# Über']);
    await edit('bom.ipynb');
    const bom = (await bytes('bom.ipynb')).toString('utf8');
    expect(bom.startsWith('\ufeff{')).toBe(true);
    expect(source(bom.slice(1))).toEqual(['# Über']);
    await edit('crlf.ipynb');
    const crlf = (await bytes('crlf.ipynb')).toString('utf8');
    expect(crlf).toMatch(/^\{\r\n(?:[^\n]*\r\n)+$/);
    expect(source(crlf)).toEqual(['# Über']);
  });

  it('refuses a file that is not a notebook', async () => {
    await writeFiles(tree.root, { 'broken.ipynb': '{not json' });
    expect(
      (
        await toolFailure(
          notebookEditTool,
          { notebook_path: 'broken.ipynb', cell_id: 'a', new_source: 'x' },
          toolContext(tree.root),
        )
      ).message,
    ).toContain('not valid notebook JSON');
  });
});
