import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPluginManifests, readPluginManifest } from '../../src/plugins/plugin-manifest.js';
import { installPlugin } from './install-plugin.js';
import {
  cleanupRuns,
  requestMessages,
  requestSystem,
  run,
  toolResults,
} from '../subagents/harness.js';

const optioned = path.resolve(import.meta.dirname, '..', 'fixtures', 'plugins', 'optioned');
const token = 'tok-0123456789-secret';
afterEach(cleanupRuns);

function runWithOptions(settings: Record<string, unknown> | undefined) {
  return run({
    config: {
      pluginDirs: [optioned],
      ...(settings !== undefined ? { settings: JSON.stringify(settings) } : {}),
      allowedTools: ['Skill', 'Agent', 'mcp__plugin_optioned_service'],
    },
    scenario: {
      name: 'plugin-options',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            { tool_use: [{ name: 'Skill', input: { skill: 'optioned:endpoint' } }] },
            { tool_use: [{ name: 'mcp__plugin_optioned_service__whoami', input: {} }] },
            {
              tool_use: [
                {
                  name: 'Agent',
                  input: { subagent_type: 'optioned:caller', description: 'call', prompt: 'Go.' },
                },
              ],
            },
            { text: 'Waiting for the caller.' },
            { text: 'Done.' },
          ],
        },
        { match: { agent: 'optioned:caller' }, turns: [{ text: 'Called.' }] },
      ],
    },
  });
}

describe("a plugin's options (userConfig, pluginConfigs)", () => {
  it('fill ${user_config.NAME} in its skills and agents, reach its hooks as CLAUDE_PLUGIN_OPTION_<NAME> and its MCP servers, as in Claude Code 2.1.332', async () => {
    const outcome = await runWithOptions({
      pluginConfigs: {
        'optioned@inline': { options: { api_url: 'https://configured.example', api_token: token } },
      },
    });
    expect(outcome.result.conclusion).toBe('success');
    const lead = outcome.requestsOf('flotilla-lead');
    const first = JSON.stringify(requestMessages(lead[0]));
    // The hook got every value, the sensitive one too, as Claude Code's hook did.
    expect(first).toContain(`hook saw url=https://configured.example token=${token}`);
    // A hook naming ${user_config.…} in its command does not run, and the log says why.
    expect(first).not.toContain('spliced');
    expect(outcome.logs).toContain(
      `warning: ${optioned}/hooks/hooks.json:10:59 plugin-hook-option-in-command: A SessionStart hook of plugin optioned@inline names \${user_config.api_url} in its command (echo "spliced \${user_config.api_url}"); it does not run, as in Claude Code 2.1.332: the value would be parsed again by the shell.`,
    );

    // The skill: the value; a sensitive option's never; an option without a value as written
    // (its manifest `default` is not applied, as in Claude Code).
    const skill = JSON.stringify(requestMessages(lead[1]));
    expect(skill).toContain(
      "Call https://configured.example with token [sensitive option 'api_token' is withheld from skills and agents] in region ${user_config.region}.",
    );
    expect(skill).not.toContain('default.example');

    // The MCP server: the values in its configuration; an unset one empty; no option variable.
    const [served] = toolResults(requestMessages(lead[2]).at(-1));
    expect(served?.text).toBe(
      `url=https://configured.example region=[] token-length=${token.length} option-in-env=none`,
    );

    // The agent's prompt, as the skill's.
    const system = requestSystem(outcome.requestsOf('optioned:caller')[0]);
    expect(system).toContain(
      "You call https://configured.example; the token is [sensitive option 'api_token' is withheld from skills and agents].",
    );

    // The sensitive value is a secret: the transcript keeps the hook's output redacted.
    const transcript = JSON.stringify(await outcome.leadTranscript());
    expect(transcript).toContain('hook saw url=https://configured.example token=***');
    expect(transcript).not.toContain(token);
  });

  it('leaves ${user_config.NAME} as written and the hooks without options when the settings give none', async () => {
    const outcome = await runWithOptions(undefined);
    const lead = outcome.requestsOf('flotilla-lead');
    expect(JSON.stringify(requestMessages(lead[0]))).toContain('hook saw url= token=');
    expect(JSON.stringify(requestMessages(lead[1]))).toContain(
      "Call ${user_config.api_url} with token [sensitive option 'api_token' is withheld from skills and agents] in region ${user_config.region}.",
    );
  });
});

describe("an installed plugin's options", () => {
  it('are those of pluginConfigs["<plugin>@<marketplace>"], and of pluginSecrets in ~/.claude/.credentials.json over them, where claude plugin configure keeps sensitive ones', async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-options-home-'));
    try {
      const manifest = await readFile(path.join(optioned, '.claude-plugin', 'plugin.json'), 'utf8');
      const hooks = await readFile(path.join(optioned, 'hooks', 'hooks.json'), 'utf8');
      await installPlugin(home, 'optioned@team-mkt', {
        '.claude-plugin/plugin.json': manifest,
        'hooks/hooks.json': hooks,
      });
      const settingsFile = path.join(home, '.claude', 'settings.json');
      const settings = JSON.parse(await readFile(settingsFile, 'utf8')) as Record<string, unknown>;
      await writeFile(
        settingsFile,
        JSON.stringify({
          ...settings,
          pluginConfigs: {
            'optioned@team-mkt': {
              options: { api_url: 'https://installed.example', api_token: 'from-settings-000' },
            },
            // The --plugin-dir id names another plugin: not this one's.
            'optioned@inline': { options: { api_url: 'https://inline.example' } },
          },
        }),
      );
      await writeFile(
        path.join(home, '.claude', '.credentials.json'),
        JSON.stringify({ pluginSecrets: { 'optioned@team-mkt': { api_token: token } } }),
      );
      const outcome = await run({
        config: { homeDir: home },
        scenario: {
          name: 'installed-plugin-options',
          agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
        },
      });
      expect(JSON.stringify(requestMessages(outcome.requestsOf('flotilla-lead')[0]))).toContain(
        `hook saw url=https://installed.example token=${token}`,
      );
      expect(JSON.stringify(await outcome.leadTranscript())).not.toContain(token);
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });
});

describe("a manifest's userConfig", () => {
  it('declares options in the form Claude Code 2.1.332 accepts; another form stops the run, as Claude Code does not load the plugin', async () => {
    expect((await readPluginManifest({ root: optioned })).userConfig).toEqual({
      api_url: { sensitive: false },
      api_token: { sensitive: true },
      region: { sensitive: false },
    });
    const plugin = await mkdtemp(path.join(os.tmpdir(), 'flotilla-user-config-'));
    try {
      await mkdir(path.join(plugin, '.claude-plugin'));
      await writeFile(
        path.join(plugin, '.claude-plugin', 'plugin.json'),
        JSON.stringify({
          name: 'bad',
          userConfig: {
            'api-key': { type: 'string', title: 'Key', description: 'k' },
            count: { type: 'int', title: 'Count', sensitive: 'yes', extra: 1 },
          },
        }),
      );
      const problems = await checkPluginManifests([{ root: plugin }]);
      expect(problems.map((problem) => `${problem.rule}: ${problem.message}`)).toEqual([
        'plugin-manifest-invalid: userConfig option "api-key" is not a name of letters, digits and _ (not starting with a digit); Claude Code 2.1.332 does not load a plugin whose manifest has it.',
        'plugin-manifest-invalid: userConfig.count in plugin.json: type must be one of string, number, boolean, directory, file; description must be text; sensitive must be true or false; it has no field extra; Claude Code 2.1.332 does not load a plugin whose manifest has it.',
      ]);
      await expect(
        run({
          scenario: {
            name: 'never',
            agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Never asked.' }] }],
          },
          config: { pluginDirs: [plugin] },
        }),
      ).rejects.toThrow(/plugin-manifest-invalid: userConfig option "api-key"/);
    } finally {
      await rm(plugin, { recursive: true, force: true });
    }
  });
});
