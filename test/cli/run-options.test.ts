import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/args.js';
import type { CliIo } from '../../src/cli/io.js';
import { runConfigFromOptions, runOptions } from '../../src/cli/run-options.js';
import { UserError } from '../../src/errors.js';

const spec = { name: 'run', usage: 'flotilla run', summary: 'Run.', options: runOptions };

function io(env: Record<string, string> = {}): CliIo {
  return { stdout: () => undefined, stderr: () => undefined, cwd: '/tmp', env, isTty: false };
}

async function configFor(argv: string[], env: Record<string, string> = {}) {
  const parsed = parseCommandArgs(spec, ['--prompt', 'Check it.', ...argv]);
  if (parsed.help) throw new Error('unexpected help');
  return runConfigFromOptions(parsed.options, io(env));
}

async function refusal(argv: string[], env: Record<string, string> = {}): Promise<UserError> {
  const error = await configFor(argv, env).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UserError);
  expect((error as UserError).exitCode).toBe(2);
  return error as UserError;
}

describe('flotilla run options: models, prices, retries', () => {
  it('takes --allowed-tools and --disallowed-tools as comma- or space-separated lists, as Claude Code does', async () => {
    const config = await configFor([
      '--allowed-tools',
      'Bash(git diff:*) Edit',
      '--allowed-tools',
      'Read,Grep',
      '--disallowed-tools',
      'Agent(a, b), WebFetch',
    ]);
    expect(config.allowedTools).toEqual(['Bash(git diff:*)', 'Edit', 'Read', 'Grep']);
    expect(config.disallowedTools).toEqual(['Agent(a, b)', 'WebFetch']);
    const error = await refusal(['--allowed-tools', 'Read, 9lives']);
    expect(error.message).toContain("--allowed-tools '9lives' is not a tool rule.");
  });

  it('asks for the value of a short option given without one, by its name', () => {
    for (const short of ['-m']) {
      const error = (() => {
        try {
          parseCommandArgs(spec, [short]);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).message).toMatch(/^Option '--model' needs a value\.$/);
    }
  });

  it('takes -p and --print without a value before an option or at the end, as claude -p: the task is then the argument', () => {
    const withTask = { ...spec, positionals: { name: 'PROMPT', description: 'The task' } };
    for (const argv of [['-p'], ['--print', '--max-turns', '3', 'the task'], ['-p', '--', 'x']]) {
      const parsed = parseCommandArgs(withTask, argv);
      expect(parsed.help ? undefined : parsed.options.prompt).toBe('');
    }
    const parsed = parseCommandArgs(withTask, ['-p', '--max-turns', '3', 'the task']);
    expect(parsed.help ? undefined : parsed.positionals).toEqual(['the task']);
  });

  it('a value starting with a dash is refused saying how to give it, not as a missing value', () => {
    const refusalOf = (argv: string[]) => {
      try {
        parseCommandArgs(spec, argv);
      } catch (caught) {
        expect(caught).toBeInstanceOf(UserError);
        return caught as UserError;
      }
      throw new Error(`${argv.join(' ')} was accepted`);
    };
    for (const option of ['-p', '--prompt']) {
      const error = refusalOf([option, '- fix the lint errors', '--max-turns', '3']);
      expect(error.message).toBe(
        "Option '--prompt' needs a value: '- fix the lint errors' starts with a dash, so it is not taken as one.",
      );
      expect(error.hint).toBe(
        "To give a value starting with a dash, join it to the option: --prompt='- fix the lint errors' (or -p'- fix the lint errors').",
      );
    }
    // The forms the hint gives are taken.
    for (const argv of [['--prompt=- fix the lint errors'], ['-p- fix the lint errors']]) {
      const parsed = parseCommandArgs(spec, argv);
      expect(parsed.help ? undefined : parsed.options.prompt).toBe('- fix the lint errors');
    }
    // A value forgotten before the next option is named as such.
    const forgotten = refusalOf(['--prompt', '--model', 'sonnet']);
    expect(forgotten.message).toBe(
      "Option '--prompt' needs a value: the next argument, '--model', is an option.",
    );
    expect(refusalOf(['--model', '-p', 'x']).message).toMatch(/'-p', is an option/);
  });

  it('refuses a --base-url or ANTHROPIC_BASE_URL that is not an http(s) URL, naming it (exit 2)', async () => {
    expect((await refusal(['--base-url', 'notaurl'])).message).toContain(
      "--base-url 'notaurl' is not an http or https URL",
    );
    expect((await refusal([], { ANTHROPIC_BASE_URL: 'ftp://x' })).message).toContain(
      "ANTHROPIC_BASE_URL 'ftp://x' is not an http or https URL",
    );
  });

  it('refuses --model sonet with the suggestion validate gives', async () => {
    const error = await refusal(['--model', 'sonet']);
    expect(error.message).toContain("Unknown model 'sonet'. Did you mean 'sonnet'?");
  });

  it('refuses a misspelt FLOTILLA_SUBAGENT_MODEL', async () => {
    const error = await refusal([], { FLOTILLA_SUBAGENT_MODEL: 'haikoo' });
    expect(error.message).toContain("FLOTILLA_SUBAGENT_MODEL: Unknown model 'haikoo'.");
    expect(error.message).toContain("Did you mean 'haiku'?");
  });

  it.each([
    'claude-opus-4-8',
    'sonnet',
    'HAIKU',
    'sonnet[1m]',
    'opusplan',
    'gpt-4o',
    'qwen3',
    'mistral',
  ])('passes --model %s', async (model) => {
    expect((await configFor(['--model', model])).model).toBe(model);
  });

  it('reads ANTHROPIC_MODEL, for the run to weigh against --model and the settings', async () => {
    const config = await configFor([], { ANTHROPIC_MODEL: 'claude-opus-4-8' });
    expect(config.environmentModel).toBe('claude-opus-4-8');
    expect(config.model).toBeUndefined();
  });

  it('reads CLAUDE_CODE_SUBAGENT_MODEL, for the run to weigh against the settings env', async () => {
    const config = await configFor([], { CLAUDE_CODE_SUBAGENT_MODEL: ' haiku ' });
    expect(config.environmentSubagentModel).toBe('haiku');
    expect(config.subagentModel).toBeUndefined();
  });

  it('accepts an alias added through the environment', async () => {
    const config = await configFor(['--model', 'opus'], {
      ANTHROPIC_DEFAULT_OPUS_MODEL: 'my-gateway-opus',
    });
    expect(config.modelAliases).toEqual({ opus: 'my-gateway-opus' });
  });

  it('merges --model-price over FLOTILLA_MODEL_PRICES', async () => {
    const config = await configFor(
      ['--model-price', 'my-model=2/8', '--model-price', 'b=1/2/3/4'],
      {
        FLOTILLA_MODEL_PRICES: 'my-model=9/9\nc=1/5',
      },
    );
    expect(config.prices).toEqual({
      'my-model': { input: 2, output: 8, cacheWrite: 2.5, cacheRead: 0.2 },
      b: { input: 1, output: 2, cacheWrite: 3, cacheRead: 4 },
      c: { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 },
    });
  });

  it.each(['my-model', 'my-model=3', 'my-model=3/x', '=3/15', 'm=1/2/3', 'm=-1/2'])(
    'refuses --model-price %s, showing the expected form',
    async (value) => {
      const error = await refusal(['--model-price', value]);
      expect(error.message).toContain(
        `--model-price '${value}' is not a price; expected MODEL=INPUT/OUTPUT`,
      );
    },
  );

  it('merges --context-window over FLOTILLA_CONTEXT_WINDOWS and refuses a malformed one', async () => {
    const config = await configFor(['--context-window', 'my-model=64k'], {
      FLOTILLA_CONTEXT_WINDOWS: 'my-model=32k, opus=1m',
    });
    expect(config.contextWindows).toEqual({ 'my-model': 64_000, opus: 1_000_000 });
    const error = await refusal(['--context-window', 'my-model']);
    expect(error.message).toContain("--context-window 'my-model' is not a context window");
  });

  it('takes --max-retries over CLAUDE_CODE_MAX_RETRIES; 0 is allowed', async () => {
    expect((await configFor([], { CLAUDE_CODE_MAX_RETRIES: '4' })).modelAccess.maxRetries).toBe(4);
    expect(
      (await configFor(['--max-retries', '0'], { CLAUDE_CODE_MAX_RETRIES: '4' })).modelAccess
        .maxRetries,
    ).toBe(0);
    expect((await configFor([])).modelAccess.maxRetries).toBeUndefined();
    const error = await refusal(['--max-retries', '2.5']);
    expect(error.message).toContain("--max-retries '2.5' is not a whole number of 0 or more.");
  });
});

describe('flotilla run options: settings', () => {
  it('reads --settings (a path or inline JSON), --setting-sources, --managed-settings and --trust-project', async () => {
    const config = await configFor([
      '--settings',
      'ci/settings.json',
      '--setting-sources',
      'user, project',
      '--managed-settings',
      'policy.json',
      '--trust-project',
    ]);
    expect(config).toMatchObject({
      settings: '/tmp/ci/settings.json',
      settingSources: ['user', 'project'],
      managedSettingsFile: '/tmp/policy.json',
      trustProject: true,
    });
    const inline = await configFor(['--settings', '{"model": "opus"}']);
    expect(inline.settings).toBe('{"model": "opus"}');
    expect(inline.trustProject).toBe(false);
    expect(inline.settingSources).toEqual(['user', 'project', 'local']);
    // No --model and no --permission-mode: the settings files may set them.
    expect(inline.model).toBeUndefined();
    expect(inline.permissionMode).toBeUndefined();
  });

  it('refuses an unknown setting source, naming the known ones', async () => {
    const error = await refusal(['--setting-sources', 'user,poject']);
    expect(error.message).toContain("--setting-sources: Unknown setting source 'poject'.");
    expect(error.message).toContain('user, project, local');
  });
});

describe('flotilla run options: memory, prompt flags, effort', () => {
  it('reads --bare, --system-prompt, --append-system-prompt and --effort', async () => {
    const config = await configFor([
      '--bare',
      '--system-prompt',
      'You are terse.',
      '--append-system-prompt',
      'Answer in French.',
      '--effort',
      'xhigh',
    ]);
    expect(config).toMatchObject({
      bare: true,
      systemPrompt: 'You are terse.',
      appendSystemPrompt: 'Answer in French.',
      effort: 'xhigh',
    });
    expect((await configFor([])).bare).toBe(false);
  });

  it('reads --autocompact as Claude Code 2.1.332 does: tokens, k or m, a bare number below 1000 in thousands, auto for none', async () => {
    expect((await configFor(['--autocompact', '150'])).autocompactWindow).toBe(150_000);
    expect((await configFor(['--autocompact', '500k'])).autocompactWindow).toBe(500_000);
    expect((await configFor(['--autocompact', '200000'])).autocompactWindow).toBe(200_000);
    expect((await configFor(['--autocompact', 'auto'])).autocompactWindow).toBeUndefined();
    const error = await refusal(['--autocompact', '99k']);
    expect(error.message).toContain("Invalid --autocompact '99k'.");
  });

  it('refuses --fan-out when --bare or --tools takes the Agent tool the lead launches them with', async () => {
    const bare = await refusal(['--bare', '--fan-out', 'reviewer']);
    expect(bare.message).toContain(
      "--fan-out needs the lead's Agent tool, which --bare leaves out",
    );
    const tools = await refusal(['--tools', 'Read', '--fan-out', 'reviewer']);
    expect(tools.message).toContain(
      "--fan-out needs the lead's Agent tool, which --tools leaves out",
    );
    expect((await configFor(['--tools', 'Read,Agent', '--fan-out', 'reviewer'])).agents).toEqual([
      'reviewer',
    ]);
  });

  it('reads --append-system-prompt-file as it is, final newline included', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-append-'));
    try {
      await writeFile(path.join(directory, 'extra.md'), 'Cite path:line.\n');
      const config = await configFor([
        '--append-system-prompt-file',
        path.join(directory, 'extra.md'),
      ]);
      expect(config.appendSystemPrompt).toBe('Cite path:line.\n');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('refuses both append flags, an unreadable file and an unknown effort, naming each', async () => {
    const both = await refusal([
      '--append-system-prompt',
      'x',
      '--append-system-prompt-file',
      '/nonexistent/flotilla-extra.md',
    ]);
    expect(both.message).toContain(
      'Give --append-system-prompt or --append-system-prompt-file, not both.',
    );
    expect(both.message).toContain('Cannot read --append-system-prompt-file');
  });

  it('warns of an unknown --effort and uses the model default, as Claude Code 2.1.332 does', async () => {
    const warnings: string[] = [];
    const parsed = parseCommandArgs(spec, ['--prompt', 'x', '--effort', 'hight']);
    if (parsed.help) throw new Error('unexpected help');
    const config = await runConfigFromOptions(parsed.options, {
      ...io(),
      stderr: (text) => void warnings.push(text),
    });
    expect(config.effort).toBeUndefined();
    expect(warnings.join('')).toContain(
      "flotilla: warning: unknown --effort value 'hight'; it is ignored and the model's default effort applies. Did you mean 'high'?",
    );
  });
});

describe('flotilla run options: MCP servers', () => {
  it('takes --mcp-config (repeatable; a path made absolute), --strict-mcp-config and the MCP timeouts', async () => {
    const config = await configFor(
      ['--mcp-config', 'servers.json', '--mcp-config', '{"mcpServers": {}}', '--strict-mcp-config'],
      { MCP_TIMEOUT: '5000', MCP_TOOL_TIMEOUT: '120000' },
    );
    expect(config.mcpConfigs).toEqual(['/tmp/servers.json', '{"mcpServers": {}}']);
    expect(config.strictMcpConfig).toBe(true);
    expect(config.mcpStartupTimeoutMs).toBe(5000);
    expect(config.mcpToolTimeoutMs).toBe(120000);
    const defaults = await configFor([]);
    expect(defaults).toMatchObject({ mcpConfigs: [], strictMcpConfig: false });
    expect(defaults.mcpStartupTimeoutMs).toBe(30000);
    expect(defaults.mcpToolTimeoutMs).toBeUndefined();
  });

  it('reads MCP timeouts past setTimeout\'s 24.8 days as no limit, not as "at once"', async () => {
    const config = await configFor([], {
      MCP_TIMEOUT: '9999999999',
      MCP_TOOL_TIMEOUT: '9999999999',
    });
    expect(config.mcpStartupTimeoutMs).toBe(2 ** 31 - 1);
    expect(config.mcpToolTimeoutMs).toBe(2 ** 31 - 1);
  });

  it('refuses an MCP_TIMEOUT that is not a number of milliseconds', async () => {
    const error = await refusal([], { MCP_TIMEOUT: '30s' });
    expect(error.message).toContain(
      "Environment variable MCP_TIMEOUT is '30s'; expected a whole number of milliseconds above 0",
    );
  });
});

describe('flotilla run options: fork subagents', () => {
  it('reads --fork-subagents; without it the settings decide (forkSubagents unset)', async () => {
    expect(await configFor(['--fork-subagents'])).toMatchObject({ forkSubagents: true });
    expect((await configFor([])).forkSubagents).toBeUndefined();
  });
});

describe('flotilla run options: agent teams', () => {
  it('reads --max-spawn-depth (default 1: only the lead spawns) and refuses what is not a positive whole number', async () => {
    expect((await configFor([])).maxSpawnDepth).toBe(1);
    expect((await configFor(['--max-spawn-depth', '2'])).maxSpawnDepth).toBe(2);
    for (const value of ['0', '1.5', 'two']) {
      const error = await refusal(['--max-spawn-depth', value]);
      expect(error.message).toContain(
        `--max-spawn-depth '${value}' is not a positive whole number.`,
      );
    }
  });

  it('reads --keep-team and --approve-plans; the defaults are remove and the lead decides', async () => {
    expect(await configFor(['--keep-team', '--approve-plans', 'auto'])).toMatchObject({
      keepTeam: true,
      approvePlans: 'auto',
    });
    expect(await configFor([])).toMatchObject({ keepTeam: false, approvePlans: 'lead' });
  });

  it('refuses an unknown --approve-plans value, naming the choices', () => {
    const parsed = (() => {
      try {
        return parseCommandArgs(spec, ['--prompt', 'x', '--approve-plans', 'always']);
      } catch (error) {
        return error;
      }
    })();
    expect(parsed).toBeInstanceOf(UserError);
    expect((parsed as UserError).message).toMatch(/approve-plans/);
    expect(`${(parsed as UserError).message} ${(parsed as UserError).hint ?? ''}`).toMatch(
      /lead.*auto|auto.*lead/,
    );
  });
});

describe('flotilla run options: SessionEnd hooks', () => {
  it('takes CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS, and refuses one that is not milliseconds', async () => {
    const config = await configFor([], { CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: '8000' });
    expect(config.sessionEndHooksTimeoutMs).toBe(8000);
    expect((await configFor([])).sessionEndHooksTimeoutMs).toBeUndefined();
    const error = await refusal([], { CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: '5s' });
    expect(error.message).toContain(
      "Environment variable CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS is '5s'; expected a whole number of milliseconds above 0",
    );
  });
});
