import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

afterEach(cleanupRuns);

describe('ReadMcpResourceTool with binary (blob) contents', () => {
  it('saves each blob to a file where Claude Code does, tells the model the path, type and size, and Read reads it', async () => {
    const outcome = await run({
      config: {
        mcpConfigs: [
          JSON.stringify({
            mcpServers: {
              res: { command: 'node', args: [serverScript, 'res'], env: { MCP_TEST_IMAGE: '1' } },
            },
          }),
        ],
        allowedTools: ['ReadMcpResourceTool', 'Read'],
      },
      scenario: {
        name: 'mcp-resource-blobs',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'ReadMcpResourceTool',
                    input: { server: 'res', uri: 'test://pixel-and-table' },
                  },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'Read',
                    input: { file_path: '{{tool_result:1.contents.1.blobSavedTo}}' },
                  },
                  {
                    name: 'Read',
                    input: { file_path: '{{tool_result:1.contents.0.blobSavedTo}}' },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(outcome.result.conclusion).toBe('success');
    const requests = outcome.requestsOf('flotilla-lead');
    const [read] = toolResults(requestMessages(requests[1]).at(-1));
    expect(read?.isError).toBe(false);
    // The model never sees the base64.
    expect(read?.text).not.toContain(png.slice(0, 40));
    const { contents } = JSON.parse(read?.text ?? '') as {
      contents: Array<{ uri: string; mimeType?: string; blobSavedTo: string; text: string }>;
    };
    // Claude Code 2.1.332: ~/.claude/projects/<repository path, '-' for each other character>/<session>/tool-results/.
    const directory = path.join(
      '.claude',
      'projects',
      outcome.repo.root.replace(/[^a-zA-Z0-9]/g, '-'),
      outcome.result.run_id,
      'tool-results',
    );
    const [pixel, table] = contents;
    expect(pixel).toEqual({
      uri: 'test://pixel-and-table#pixel',
      mimeType: 'image/png',
      blobSavedTo: expect.stringMatching(/\/mcp-resource-\d+-0-[0-9a-z]{6}\.png$/),
      text: `[Resource from res at test://pixel-and-table#pixel] Binary content (image/png, 70 bytes) saved to ${pixel?.blobSavedTo}`,
    });
    expect(table?.blobSavedTo).toMatch(/\/mcp-resource-\d+-1-[0-9a-z]{6}\.csv$/);
    for (const saved of [pixel, table]) {
      expect(path.dirname(saved?.blobSavedTo ?? '')).toMatch(
        new RegExp(`^${os.tmpdir()}/flotilla-home-[^/]+/${directory.replaceAll('.', '\\.')}$`),
      );
    }
    expect(await readFile(pixel?.blobSavedTo ?? '')).toEqual(Buffer.from(png, 'base64'));
    // The agent's Read tool may read the saved file, outside its working tree.
    const answered = requestMessages(requests[2]).at(-1);
    const [readTable, readPixel] = toolResults(answered);
    expect(readTable?.isError).toBe(false);
    expect(readTable?.text).toContain('widgets,42');
    // An image reads as an image, as Claude Code's Read answers.
    expect(readPixel?.isError).toBe(false);
    const pixelBlock = Array.isArray(answered?.content) ? answered.content[1] : undefined;
    expect(pixelBlock).toMatchObject({
      type: 'tool_result',
      content: [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: png } }],
    });
  });
});
