import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentDefinition } from '../../src/agents/definition.js';
import { McpServers } from '../../src/mcp/mcp-servers.js';
import { maxMcpOutputChars } from '../../src/mcp/tool-result-content.js';
import type { ContentBlockParam } from '../../src/model/types.js';
import type { ToolOutput } from '../../src/tools/define-tool.js';
import { pngFile } from '../support/images.js';

// An MCP tool result as the model gets it, from a real stdio server (test/support/mcp-test-server.mjs).

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');
const opened: McpServers[] = [];
const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((servers) => servers.close()));
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const agent: AgentDefinition = {
  name: 'worker',
  description: 'Works.',
  systemPrompt: '',
  source: 'project',
};

/** The server 'tests' with MCP_TEST_IMAGE; `picture` (bytes, type) is what its picture tools send. */
async function server(picture?: { bytes: Buffer; type: string }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-results-'));
  temporary.push(dir);
  const pictureFile = path.join(dir, 'picture');
  if (picture) await writeFile(pictureFile, picture.bytes);
  const toolResults = path.join(dir, 'tool-results');
  const servers = await McpServers.open({
    configured: new Map([
      [
        'tests',
        {
          name: 'tests',
          scope: 'flag',
          origin: 'test',
          config: {
            command: 'node',
            args: [serverScript, 'tests'],
            env: {
              MCP_TEST_IMAGE: '1',
              MCP_TEST_PICTURE: pictureFile,
              MCP_TEST_PICTURE_TYPE: picture?.type ?? 'image/png',
            },
          },
        },
      ],
    ]),
    repoRoot: dir,
    environment: { PATH: process.env.PATH ?? '' },
    variables: {},
    startupTimeoutMs: 10_000,
    toolResultsDirectory: Promise.resolve(toolResults),
    warn: () => undefined,
  });
  opened.push(servers);
  const { tools } = await servers.toolsFor(agent, dir);
  // What the model reads: the tool's output fitted to the conversation after the PostToolUse
  // hooks (none here), as src/loop/tool-execution.ts does.
  const call = async (name: string, input: Record<string, unknown> = {}): Promise<ToolOutput> => {
    const found = tools.find((candidate) => candidate.name === `mcp__tests__${name}`);
    if (!found?.mcp) throw new Error(`no MCP tool ${name}`);
    const output = await found.run(input, {
      root: dir,
      signal: new AbortController().signal,
      agentId: 'a1',
      agentName: 'worker',
      environment: {},
      toolUseId: 'toolu_01abc',
    });
    return found.mcp.outputOf(output, 'toolu_01abc');
  };
  return { call, toolResults };
}

function blocks(output: ToolOutput): ContentBlockParam[] {
  if (typeof output === 'string') throw new Error(`expected content blocks, got: ${output}`);
  return output;
}

/** The path a `… saved to <path>` (or `Saved to <path> (`) text names. */
function savedPath(text: string): string {
  const match = /[Ss]aved to:? (\/\S+?)(?: \(|$|;)/.exec(text);
  if (!match?.[1]) throw new Error(`no saved path in: ${text}`);
  return match[1];
}

describe('MCP tool results', () => {
  it('inlines a text result of 50,000 characters, and saves a longer one to a file with a preview, as Claude Code does', async () => {
    const { call, toolResults } = await server();
    expect(await call('big', { n: 50_000 })).toBe('x'.repeat(50_000));
    const output = String(await call('big', { n: 150_000 }));
    const file = path.join(toolResults, 'toolu_01abc.txt');
    expect(output).toBe(
      [
        '<persisted-output>',
        `Output too large (146.5KB). Full output saved to: ${file}`,
        '',
        'Preview (first 2KB):',
        'x'.repeat(2_000),
        '...',
        '</persisted-output>',
      ].join('\n'),
    );
    // Nothing is lost: the file holds the whole result.
    expect(await readFile(file, 'utf8')).toBe('x'.repeat(150_000));
  });

  it('caps the text of a result that also has an image, keeps the image, and saves the whole text', async () => {
    const { call } = await server();
    const output = blocks(await call('bigimage'));
    const texts = output.flatMap((block) => (block.type === 'text' ? [block.text] : []));
    expect(texts[0]).toBe('y'.repeat(60_000));
    expect(texts[1]).toBe('z'.repeat(maxMcpOutputChars - 60_000));
    const note = texts.at(-1) ?? '';
    expect(note).toContain('[MCP output cut: 50000 more characters of text are not shown.');
    expect(await readFile(savedPath(note), 'utf8')).toBe(
      `${'y'.repeat(60_000)}\n${'z'.repeat(90_000)}`,
    );
    expect(output.filter((block) => block.type === 'image')).toHaveLength(1);
  });

  it('gives an embedded resource its server and URI, and an embedded PNG as an image, as Claude Code does', async () => {
    const { call } = await server();
    expect(blocks(await call('embed'))).toEqual([
      { type: 'text', text: '[Resource from tests at test://a.txt] EMBEDDED' },
      { type: 'text', text: '[Resource from tests at test://b.png]' },
      {
        type: 'image',
        source: { type: 'base64', media_type: 'image/png', data: expect.stringMatching(/^iVBOR/) },
      },
    ]);
  });

  it('sends an image the API takes as it is', async () => {
    const bytes = pngFile(40, 30);
    const { call } = await server({ bytes, type: 'image/png' });
    expect(await call('picture')).toEqual([
      {
        type: 'image',
        source: { type: 'base64', media_type: 'image/png', data: bytes.toString('base64') },
      },
    ]);
  });

  it('saves an image taller than the API takes to a file, and gives the model its path and size, not the image', async () => {
    const bytes = pngFile(50, 9000);
    const { call } = await server({ bytes, type: 'image/png' });
    for (const [tool, label] of [
      ['picture', '[Image from tests]'],
      ['embedpicture', '[Resource from tests at test://shot]'],
    ] as const) {
      const output = String(await call(tool));
      expect(output).toContain(
        `${label} Not shown, as the API would refuse it: it is an image of 50x9000 pixels, over the 8000 pixels a side the API takes. Saved to `,
      );
      expect(output).toContain(`(image/png, 50x9000 pixels, ${bytes.length} bytes)`);
      expect(output).toContain('Make a smaller copy');
      const file = savedPath(output);
      expect(path.basename(file)).toMatch(/^mcp-tests-blob-\d+-[0-9a-z]{6}\.png$/);
      expect((await readFile(file)).equals(bytes)).toBe(true);
    }
  });

  it('saves an image over the API size limit to a file instead of sending it', async () => {
    const bytes = pngFile(1300, 1300, 'noise');
    const { call } = await server({ bytes, type: 'image/png' });
    const output = String(await call('picture'));
    expect(output).toMatch(
      /^\[Image from tests\] Not shown, as the API would refuse it: it is an image of \d+ KB, over the 3840 KB the API takes in one image\. Saved to /,
    );
    expect(output).toContain('1300x1300 pixels');
    expect((await readFile(savedPath(output))).equals(bytes)).toBe(true);
  });

  it('saves an image of a type the API does not take (BMP) to a file, in Claude Code words', async () => {
    const bytes = Buffer.from('Qk0eAAAAAAAAABoAAAAMAAAAAQABAAEAGAAAAP8A', 'base64');
    const { call, toolResults } = await server({ bytes, type: 'image/bmp' });
    const output = String(await call('picture'));
    expect(output).toMatch(
      new RegExp(
        `^\\[Image from tests\\] Binary content \\(image/bmp, 30 bytes\\) saved to ${toolResults}/mcp-tests-blob-\\d+-[0-9a-z]{6}\\.bin$`,
      ),
    );
    expect((await readFile(savedPath(output))).equals(bytes)).toBe(true);
  });

  it('saves audio and an embedded PDF to files and renders resource links, as Claude Code does', async () => {
    const { call, toolResults } = await server();
    const lines = String(await call('media')).split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[Audio from tests\] Binary content \(audio\/wav, 9 bytes\) saved to /,
      ),
      expect.stringMatching(
        /^\[Resource from tests at file:\/\/\/report\.pdf\] Binary content \(application\/pdf, 15 bytes\) saved to /,
      ),
      '[Resource link: x.txt] file:///x.txt',
      '[Resource link: d.txt] file:///d.txt (the notes)',
    ]);
    const [audio, pdf] = lines.map((line) => (line.includes('saved to') ? savedPath(line) : ''));
    expect(await readFile(audio ?? '', 'utf8')).toBe('RIFF-wave');
    expect(path.extname(audio ?? '')).toBe('.wav');
    expect(await readFile(pdf ?? '', 'utf8')).toBe('%PDF-1.4 report');
    expect(path.extname(pdf ?? '')).toBe('.pdf');
    expect((await readdir(toolResults)).length).toBe(2);
  });
});
