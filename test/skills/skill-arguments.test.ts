import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fillArguments, fillVariables, splitArguments } from '../../src/skills/skill-arguments.js';
import {
  cleanupRuns,
  messageText,
  requestMessages,
  run,
  toolResults,
} from '../subagents/harness.js';

/**
 * A skill's arguments as Claude Code 2.1.332 fills them (seen on the wire with the same skill and
 * the same Skill call): `$0`, `$1`, `$ARGUMENTS[1]` are words of a shell-like split,
 * `$ARGUMENTS` the arguments as written, `${CLAUDE_SKILL_DIR}` the skill's directory.
 */

afterEach(cleanupRuns);

const greet = [
  '---',
  'name: greet',
  'description: Greets people by name',
  '---',
  'FIRST=[$0] SECOND=[$1] THIRD=[$2] FOURTH=[$3] FIFTH=[$4] IDX=[$ARGUMENTS[1]] ALL=[$ARGUMENTS] DIR=[${CLAUDE_SKILL_DIR}] KEEP=[$1x] ESC=[\\$1]',
  'SESSION=[${CLAUDE_SESSION_ID}]',
  '',
].join('\n');

async function loadGreet(args: string): Promise<{ text: string; root: string; runId: string }> {
  const finished = await run({
    files: { '.claude/skills/greet/SKILL.md': greet },
    scenario: {
      name: 'skill-arguments',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            { tool_use: [{ name: 'Skill', input: { skill: 'greet', args } }] },
            { text: 'Done.' },
          ],
        },
      ],
    },
  });
  const lead = finished.requestsOf('flotilla-lead');
  return {
    text: messageText(requestMessages(lead[1]).at(-1)!),
    root: finished.repo.root,
    runId: finished.result.run_id,
  };
}

describe('skill arguments', () => {
  it('fills $0, $1, $ARGUMENTS[1] with words and ${CLAUDE_SKILL_DIR} with the directory', async () => {
    const { text, root } = await loadGreet('Alice Bob');
    const directory = path.join(root, '.claude', 'skills', 'greet');
    expect(text).toContain(
      `FIRST=[Alice] SECOND=[Bob] THIRD=[$2] FOURTH=[$3] FIFTH=[$4] IDX=[Bob] ALL=[Alice Bob] DIR=[${directory}] KEEP=[$1x] ESC=[$1]`,
    );
    expect(text).not.toContain('ARGUMENTS:');
  });

  it('fills ${CLAUDE_SESSION_ID} with the run id (the session --resume takes)', async () => {
    const { text, runId } = await loadGreet('Alice');
    expect(runId).not.toBe('');
    expect(text).toContain(`SESSION=[${runId}]`);
  });

  it('splits the arguments as a shell would: quotes and backslashes keep blanks in a word', async () => {
    const { text } = await loadGreet(`"Alice Smith" Bob 'c d' e\\ f`);
    expect(text).toContain(
      `FIRST=[Alice Smith] SECOND=[Bob] THIRD=[c d] FOURTH=[e f] FIFTH=[$4] IDX=[Bob] ALL=["Alice Smith" Bob 'c d' e\\ f]`,
    );
  });

  it('keeps empty quoted words and runs an unclosed quote to the end', () => {
    expect(splitArguments(`a '' "b \\"c\\"" 'd e`)).toEqual(['a', '', 'b "c"', 'd e']);
    expect(splitArguments('  ')).toEqual([]);
  });
});

/** What the model gets when it loads `name` from `files` with `args` through the Skill tool. */
async function loadWith(
  files: Record<string, string>,
  skill: string,
  args: string,
): Promise<string> {
  const finished = await run({
    files,
    scenario: {
      name: 'skill-arguments',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [{ tool_use: [{ name: 'Skill', input: { skill, args } }] }, { text: 'Done.' }],
        },
      ],
    },
  });
  return messageText(requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1)!);
}

describe('arguments no placeholder takes', () => {
  // Claude Code 2.1.332, `.claude/commands/p1.md` "One=$1 Two=$2": `args: "alpha"` gave the text
  // then "ARGUMENTS: alpha"; `args: "alpha beta gamma"` gave "One=beta Two=gamma" and no line.
  const p1 = { '.claude/commands/p1.md': '---\ndescription: p1\n---\nOne=$1 Two=$2\n' };

  it('are appended when the positional placeholders get no word', async () => {
    const text = await loadWith(p1, 'p1', 'alpha');
    expect(text).toContain('One=$1 Two=$2\n\nARGUMENTS: alpha');
  });

  it('are not appended when a placeholder got a word', async () => {
    const text = await loadWith(p1, 'p1', 'alpha beta gamma');
    expect(text).toContain('One=beta Two=gamma');
    expect(text).not.toContain('ARGUMENTS:');
  });
});

describe('named arguments', () => {
  // Claude Code 2.1.332 on `arguments: [target, mode]`: `args: "prod fast"` gave
  // "Target=prod Mode=fast"; `args: "prod"` gave "Target=prod Mode=" (a name without its word is
  // empty); `${target}`, `\$target` and `$targets` are not the placeholder.
  const pnamed = (list: string) => ({
    '.claude/commands/pnamed.md': `---\ndescription: pnamed\narguments: ${list}\n---\nTarget=$target Mode=$mode Braced=\${target} Escaped=\\$target Longer=$targets Zero=$0 Home=$HOME\n`,
  });

  it('fill $name with the word at the place arguments: gives the name', async () => {
    const text = await loadWith(pnamed('[target, mode]'), 'pnamed', 'prod fast');
    expect(text).toContain(
      'Target=prod Mode=fast Braced=${target} Escaped=$target Longer=$targets Zero=prod Home=$HOME',
    );
    expect(text).not.toContain('ARGUMENTS:');
  });

  it('read arguments: as words too, and leave a name without its word empty', async () => {
    const text = await loadWith(pnamed('target mode'), 'pnamed', 'prod');
    expect(text).toContain('Target=prod Mode= Braced');
    expect(text).not.toContain('ARGUMENTS:');
  });
});

describe('shell lines in a loaded skill', () => {
  const skbang = (line: string, allowed: string) =>
    `---\nname: skbang\ndescription: Runs a line\nallowed-tools: ${allowed}\n---\nOut: !\`${line}\`\n`;

  async function loadSkbang(skill: string) {
    const finished = await run({
      files: { '.claude/skills/skbang/SKILL.md': skill },
      config: { allowedTools: ['Skill(skbang)'] },
      scenario: {
        name: 'skill-shell',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Skill', input: { skill: 'skbang' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const last = requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1)!;
    return { finished, text: messageText(last), result: toolResults(last)[0] };
  }

  it('runs a !`command` of a skill the Skill tool loads, with its allowed-tools, as Claude Code does', async () => {
    const { text, result } = await loadSkbang(skbang('echo SK-BANG', 'Bash(echo:*)'));
    expect(result?.isError).toBe(false);
    expect(text).toContain('Out: SK-BANG');
  });

  it('fails the Skill call when a !`command` is refused, and runs nothing', async () => {
    const { finished, result } = await loadSkbang(skbang('touch made.txt', 'Read'));
    expect(result?.isError).toBe(true);
    expect(result?.text).toContain('touch made.txt');
    await expect(readFile(path.join(finished.repo.root, 'made.txt'))).rejects.toThrow(/ENOENT/);
  });
});

describe('PreToolUse hooks and a loaded skill', () => {
  it("run for the model's own Bash call, never for a skill's !`command`, as in Claude Code 2.1.332", async () => {
    // Claude Code 2.1.332 logged no PreToolUse input for `!`echo SKILL-SHELL-RAN`` of a skill it
    // loaded: the hooks police what the model runs, so the same guard blocks only its call.
    const settings = {
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'command',
                command: 'case "$(cat)" in *BLOCK-ME*) echo "blocked by policy" >&2; exit 2;; esac',
              },
            ],
          },
        ],
      },
    };
    const finished = await run({
      files: {
        '.claude/settings.json': JSON.stringify(settings),
        '.claude/skills/skbang/SKILL.md':
          '---\nname: skbang\ndescription: Runs a line\nallowed-tools: Bash(echo:*)\n---\nOut: !`echo BLOCK-ME`\n',
      },
      config: { allowedTools: ['Skill(skbang)'] },
      scenario: {
        name: 'skill-shell-hook',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Skill', input: { skill: 'skbang' } }] },
              { tool_use: [{ name: 'Bash', input: { command: 'echo BLOCK-ME' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const lead = finished.requestsOf('flotilla-lead');
    const loaded = requestMessages(lead[1]).at(-1)!;
    expect(toolResults(loaded)[0]?.isError).toBe(false);
    expect(messageText(loaded)).toContain('Out: BLOCK-ME');
    const [modelCall] = toolResults(requestMessages(lead[2]).at(-1));
    expect(modelCall?.isError).toBe(true);
    expect(modelCall?.text).toContain('blocked by policy');
  });
});

describe('${user_config.NAME}', () => {
  const pluginOptions = { api_url: 'https://configured.example', 'odd.name': 'dotted' };

  it("fills a plugin's option, dotted names too, and leaves others, escaped ones and inherited names as written", () => {
    const text =
      'url=${user_config.api_url} odd=${user_config.odd.name} unset=${user_config.region} esc=\\${user_config.api_url} proto=${user_config.constructor}';
    const filled =
      'url=https://configured.example odd=dotted unset=${user_config.region} esc=${user_config.api_url} proto=${user_config.constructor}';
    expect(fillArguments(text, { args: '', pluginOptions })).toBe(filled);
    expect(fillVariables(text, { pluginOptions })).toBe(filled);
    // Without a plugin's options (a user's or project's skill) nothing is filled.
    expect(fillArguments('url=${user_config.api_url}', { args: '' })).toBe(
      'url=${user_config.api_url}',
    );
  });
});
