import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mcpConfigSecretValues, mcpServerSecretValues } from '../../src/mcp/mcp-config-secrets.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('mcpConfigSecretValues', () => {
  it('takes env and header values from inline JSON and from files, longest first', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-secrets-'));
    const file = path.join(dir, 'mcp.json');
    await writeFile(
      file,
      JSON.stringify({
        mcpServers: {
          remote: {
            type: 'sse',
            url: 'https://x.test',
            headers: { 'X-Api-Key': 'file-key-12345' },
          },
        },
      }),
    );
    const inline = JSON.stringify({
      mcpServers: { local: { command: 'srv', env: { TOKEN: 'inline-token-1234567' } } },
    });
    expect(mcpConfigSecretValues([inline, file], {})).toEqual([
      'inline-token-1234567',
      'file-key-12345',
    ]);
  });

  it('adds the expanded value of ${VAR} references and the credential after an auth scheme', () => {
    const inline = JSON.stringify({
      mcpServers: {
        remote: {
          type: 'http',
          url: 'https://x.test',
          headers: { Authorization: 'token ${REMOTE_CREDENTIAL}' },
        },
      },
    });
    expect(mcpConfigSecretValues([inline], { REMOTE_CREDENTIAL: 'expanded-credential' })).toEqual([
      'token expanded-credential',
      'expanded-credential',
    ]);
  });

  it("takes the credentials among a stdio server's args and in a remote server's url", () => {
    const inline = JSON.stringify({
      mcpServers: {
        local: {
          command: 'npx',
          args: [
            '-y',
            '@modelcontextprotocol/server-github',
            '--api-key',
            'plain-words-key',
            '--client-secret=s3cret-value',
            '--verbose',
            '/srv/mcp/server-2024.js',
            'mcp-server-filesystem',
            'console.error("a script " + process.argv[1])',
            'Qm4Rn8Ts2Uv6Wx0Yz',
            'ghp_abcdefghijklmnopqrstuvwxyz0123',
            '--region=${REGION}',
            '${PASSED_TOKEN}',
          ],
        },
        remote: {
          type: 'http',
          url: 'https://user:url-password-1@x.test/mcp?api_key=query-key-123&page=12345678',
        },
      },
    });
    expect(
      mcpConfigSecretValues([inline], { REGION: 'eu-west-1', PASSED_TOKEN: 'from-variable-9' }),
    ).toEqual([
      'ghp_abcdefghijklmnopqrstuvwxyz0123',
      'Qm4Rn8Ts2Uv6Wx0Yz',
      'from-variable-9',
      'plain-words-key',
      'url-password-1',
      'query-key-123',
      's3cret-value',
    ]);
  });

  it('gives nothing for short values, invalid servers, unreadable files and bad JSON', () => {
    const inline = JSON.stringify({
      mcpServers: { a: { command: 'x', env: { DEBUG: '1', LEVEL: 'info' } }, b: { nope: true } },
    });
    expect(mcpConfigSecretValues([inline, '/nonexistent/mcp.json', '{not json'], {})).toEqual([]);
  });
});

describe('mcpServerSecretValues', () => {
  const env = {
    NODE_ENV: 'production',
    DEBUG: 'src/app.js',
    GITHUB_TOKEN: 'ghp_abcdefghijklmnopqrstuvwxyz0123',
    TOKEN: '${SERVICE_TOKEN}',
    DIRECTORY: '${CLAUDE_PROJECT_DIR}',
    REGION: '${REGION:-us-east-1-default}',
  };
  const variables = { SERVICE_TOKEN: 'from-the-settings-123' };

  it("masks no plain value of a committed file's env, but its credentials and what ${VAR} expands to", () => {
    const values = mcpServerSecretValues(
      [
        { config: { command: 'srv', args: [], env }, committed: true },
        {
          config: { type: 'http', url: 'https://x.test', headers: { 'X-Team': 'platform-team' } },
          committed: true,
        },
      ],
      variables,
    );
    expect(values).toEqual([
      'ghp_abcdefghijklmnopqrstuvwxyz0123',
      'from-the-settings-123',
      'platform-team',
    ]);
    // An unset variable stays `${NAME}`, which the warning must be able to name.
    expect(values.join(' ')).not.toContain('${');
  });

  it('masks every literal env value of a file the repository does not commit', () => {
    expect(
      mcpServerSecretValues([{ config: { command: 'srv', args: [], env }, committed: false }], {
        ...variables,
        CLAUDE_PROJECT_DIR: '/work/repository',
      }),
    ).toEqual([
      'ghp_abcdefghijklmnopqrstuvwxyz0123',
      'from-the-settings-123',
      'us-east-1-default',
      '/work/repository',
      'production',
      'src/app.js',
    ]);
  });
});
