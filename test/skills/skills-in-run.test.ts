import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  requestSystem,
  requestToolNames,
  run,
  toolResults,
} from '../subagents/harness.js';

/**
 * Skills and agent memory on a real temp repository, whole runs against the offline server.
 * What the requests carry follows what Claude Code 2.1.332 was seen to send on the same layout:
 * the listing (user skills, then project ones; `description - when_to_use`) after the first
 * prompt, the Skill tool `{skill, args?}`, a skill's body with `$ARGUMENTS` filled in, its
 * `allowed-tools` granted from then on (and loading such a skill needing `Skill(name)` in -p
 * mode); MEMORY.md at the end of the agent's system prompt; writes in the memory directory.
 */

afterEach(cleanupRuns);

async function homeWithSkill(): Promise<string> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-skills-home-'));
  const directory = path.join(home, '.claude', 'skills', 'home-skill');
  await mkdir(directory, { recursive: true });
  await writeFile(
    path.join(directory, 'SKILL.md'),
    '---\nname: home-skill\ndescription: Checks spelling\n---\nHOME SKILL BODY\n',
  );
  return home;
}

const projectSkill = [
  '---',
  'name: proj-skill',
  'description: Formats changelogs',
  'when_to_use: When asked for a changelog',
  'allowed-tools: Write',
  '---',
  'PROJECT SKILL BODY for version $ARGUMENTS',
  '',
].join('\n');

function skillScenario() {
  return {
    name: 'skills',
    agents: [
      {
        match: { agent: 'flotilla-lead' },
        turns: [
          { tool_use: [{ name: 'Skill', input: { skill: 'home-skill' } }] },
          { tool_use: [{ name: 'Skill', input: { skill: 'proj-skill', args: '1.2' } }] },
          { tool_use: [{ name: 'Write', input: { file_path: 'notes.txt', content: 'x' } }] },
          { text: 'Done.' },
        ],
      },
    ],
  };
}

describe('skills in a run', () => {
  it('lists user and project skills after the prompt and loads one when the model calls Skill', async () => {
    const home = await homeWithSkill();
    const finished = await run({
      files: { '.claude/skills/proj-skill/SKILL.md': projectSkill },
      config: { homeDir: home },
      scenario: skillScenario(),
    });
    const lead = finished.requestsOf('flotilla-lead');
    expect(requestToolNames(lead[0])).toContain('Skill');
    const first = requestMessages(lead[0])[0];
    const blocks = typeof first?.content === 'string' ? [] : (first?.content ?? []);
    const listing = blocks.at(-1);
    expect(listing?.type === 'text' && listing.text).toBe(
      [
        '<system-reminder>',
        'Skills you can load with the Skill tool:',
        '',
        '- home-skill: Checks spelling',
        '- proj-skill: Formats changelogs - When asked for a changelog',
        '</system-reminder>',
      ].join('\n'),
    );
    // As Claude Code has it: the tool result says the skill loaded, and its instructions follow
    // the tool results in the same user message.
    const afterLoad = requestMessages(lead[1]).at(-1);
    const [loaded] = toolResults(afterLoad);
    expect(loaded).toEqual(
      expect.objectContaining({ text: 'Loaded skill: home-skill', isError: false }),
    );
    const loadBlocks = typeof afterLoad?.content === 'string' ? [] : (afterLoad?.content ?? []);
    expect(loadBlocks.map((block) => block.type)).toEqual(['tool_result', 'text']);
    const instructions = loadBlocks[1]?.type === 'text' ? loadBlocks[1].text : '';
    expect(instructions).toBe(
      `Base directory for this skill: ${path.join(home, '.claude', 'skills', 'home-skill')}\n\nHOME SKILL BODY`,
    );
    // A skill that grants tools needs `Skill(name)` allowed: nobody can approve it headless.
    const [refused] = toolResults(requestMessages(lead[2]).at(-1));
    expect(refused?.isError).toBe(true);
    expect(refused?.text).toContain('Skill(proj-skill)');
    const [write] = toolResults(requestMessages(lead[3]).at(-1));
    expect(write?.isError).toBe(true);
  });

  it("offers and loads the user's skill when the project has one of the same name, as Claude Code does", async () => {
    const home = await homeWithSkill();
    const finished = await run({
      files: {
        '.claude/skills/home-skill/SKILL.md':
          '---\nname: home-skill\ndescription: The project version\n---\nPROJECT VERSION BODY\n',
      },
      config: { homeDir: home },
      scenario: {
        name: 'skill-precedence',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Skill', input: { skill: 'home-skill' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const lead = finished.requestsOf('flotilla-lead');
    const listing = messageText(requestMessages(lead[0])[0]!);
    expect(listing).toContain('- home-skill: Checks spelling');
    expect(listing).not.toContain('The project version');
    const loaded = JSON.stringify(requestMessages(lead[1]).at(-1));
    expect(loaded).toContain('HOME SKILL BODY');
    expect(loaded).not.toContain('PROJECT VERSION BODY');
    expect(loaded).toContain(path.join(home, '.claude', 'skills', 'home-skill'));
  });

  it('offers two skills of one frontmatter name by their directories, as Claude Code does', async () => {
    const review = (directory: string) =>
      `---\nname: review\ndescription: Review checklist for ${directory}\n---\nBODY-${directory}\n`;
    const finished = await run({
      files: {
        '.claude/skills/api-review/SKILL.md': review('api-review'),
        '.claude/skills/db-review/SKILL.md': review('db-review'),
      },
      scenario: {
        name: 'skill-aliases',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Skill', input: { skill: 'db-review' } }] },
              { tool_use: [{ name: 'Skill', input: { skill: 'review' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const lead = finished.requestsOf('flotilla-lead');
    const listing = messageText(requestMessages(lead[0])[0]!);
    expect(listing).toContain(
      '- api-review (review): Review checklist for api-review\n- db-review: Review checklist for db-review',
    );
    const byDirectory = messageText(requestMessages(lead[1]).at(-1)!);
    expect(byDirectory).toContain('Loaded skill: db-review');
    expect(byDirectory).toContain('BODY-db-review');
    const byAlias = messageText(requestMessages(lead[2]).at(-1)!);
    expect(byAlias).toContain('Loaded skill: api-review');
    expect(byAlias).toContain('BODY-api-review');
    expect(finished.logs.join('\n')).toContain("'review' is the alias of the skill 'api-review'");
  });

  it('holds permission rules on both names of a skill, as Claude Code does', async () => {
    // Claude Code 2.1.332, skill directory api-review with `name: review` and plugin guard's
    // hello, each with allowed-tools: a deny rule on either name blocked a call by the other
    // ("Skill execution blocked by permission rules"); `Skill(review)` and `Skill(api-review)`
    // both granted a call `review`, but `Skill(review)` did not grant a call `api-review`; and
    // `Skill(hello)` neither denied nor granted a call `guard:hello`.
    const root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-skill-rules-'));
    const plugin = path.join(root, 'guard');
    await mkdir(path.join(plugin, '.claude-plugin'), { recursive: true });
    await mkdir(path.join(plugin, 'skills', 'hello'), { recursive: true });
    await writeFile(path.join(plugin, '.claude-plugin', 'plugin.json'), '{"name":"guard"}');
    await writeFile(
      path.join(plugin, 'skills', 'hello', 'SKILL.md'),
      '---\nname: hello\ndescription: Says hello\nallowed-tools: Bash\n---\nHELLO BODY\n',
    );
    // `refused`: by a deny rule, or for want of an allow rule granting its allowed-tools.
    const cases = [
      { call: 'review', allow: ['Skill'], deny: ['Skill(api-review)'], refused: 'deny' },
      { call: 'api-review', allow: ['Skill'], deny: ['Skill(review)'], refused: 'deny' },
      { call: 'review', allow: ['Skill(review)'], deny: [], refused: 'no' },
      { call: 'review', allow: ['Skill(api-review)'], deny: [], refused: 'no' },
      { call: 'api-review', allow: ['Skill(review)'], deny: [], refused: 'allow' },
      { call: 'hello', allow: ['Skill(hello)'], deny: ['Skill(guard:hello)'], refused: 'deny' },
      { call: 'guard:hello', allow: ['Skill(guard:hello)'], deny: ['Skill(hello)'], refused: 'no' },
      { call: 'guard:hello', allow: ['Skill(hello)'], deny: [], refused: 'allow' },
    ];
    const outcomes = [];
    for (const { call, allow, deny } of cases) {
      const finished = await run({
        files: {
          '.claude/skills/api-review/SKILL.md':
            '---\nname: review\ndescription: Reviews APIs\nallowed-tools: Bash\n---\nREVIEW BODY\n',
        },
        config: { allowedTools: allow, disallowedTools: deny, pluginDirs: [plugin] },
        scenario: {
          name: 'skill-rules',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              turns: [{ tool_use: [{ name: 'Skill', input: { skill: call } }] }, { text: 'Done.' }],
            },
          ],
        },
      });
      const answer = requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1);
      const [result] = toolResults(answer);
      const refused = result?.text.includes('was denied by the rule')
        ? 'deny'
        : result?.text.includes('add the rule `Skill(')
          ? 'allow'
          : result?.isError === false && /(REVIEW|HELLO) BODY/.test(messageText(answer!))
            ? 'no'
            : result?.text;
      outcomes.push({ call, allow, deny, refused });
    }
    expect(outcomes).toEqual(cases);
  });

  it('loads a plugin skill by a plain name only when its frontmatter gives that name and no other plugin skill has it', async () => {
    // Claude Code 2.1.332, plugins guard (skills hello with `name: hello`, solo and bye without
    // a name) and other (bye): `hello` loaded guard:hello; `solo` was "Unknown skill: solo. Did
    // you mean guard:solo?"; `bye` was unknown, "Several skills match that name: guard:bye,
    // other:bye"; the full names loaded.
    const root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-plain-names-'));
    const skill = async (plugin: string, directory: string, frontmatter: string) => {
      await mkdir(path.join(root, plugin, '.claude-plugin'), { recursive: true });
      await writeFile(
        path.join(root, plugin, '.claude-plugin', 'plugin.json'),
        JSON.stringify({ name: plugin }),
      );
      await mkdir(path.join(root, plugin, 'skills', directory), { recursive: true });
      await writeFile(
        path.join(root, plugin, 'skills', directory, 'SKILL.md'),
        `---\n${frontmatter}description: ${directory} of ${plugin}\n---\nBODY ${plugin}:${directory}\n`,
      );
    };
    await skill('guard', 'hello', 'name: hello\n');
    await skill('guard', 'solo', '');
    await skill('guard', 'bye', '');
    await skill('other', 'bye', '');
    const calls = ['hello', 'solo', 'bye', 'guard:solo', 'other:bye'];
    const finished = await run({
      config: { pluginDirs: [path.join(root, 'guard'), path.join(root, 'other')] },
      scenario: {
        name: 'plain-names',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              ...calls.map((call) => ({ tool_use: [{ name: 'Skill', input: { skill: call } }] })),
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const answers = finished
      .requestsOf('flotilla-lead')
      .slice(1)
      .map((request) => {
        const answer = requestMessages(request).at(-1)!;
        const [result] = toolResults(answer);
        return { text: messageText(answer), isError: result?.isError };
      });
    expect(answers).toEqual([
      { text: expect.stringContaining('BODY guard:hello'), isError: false },
      {
        text: "Unknown skill 'solo'. Did you mean 'guard:solo'? A plugin's skill is called by its full name.",
        isError: true,
      },
      {
        text: "Unknown skill 'bye'. Several plugin skills are called that: guard:bye, other:bye. Call one by its full name.",
        isError: true,
      },
      { text: expect.stringContaining('BODY guard:solo'), isError: false },
      { text: expect.stringContaining('BODY other:bye'), isError: false },
    ]);
  });

  it("grants a loaded skill's allowed-tools for the rest of the conversation", async () => {
    const home = await homeWithSkill();
    const finished = await run({
      files: { '.claude/skills/proj-skill/SKILL.md': projectSkill },
      config: { homeDir: home, allowedTools: ['Skill(proj-skill)'] },
      scenario: skillScenario(),
    });
    const lead = finished.requestsOf('flotilla-lead');
    const afterLoad = requestMessages(lead[2]).at(-1);
    const [loaded] = toolResults(afterLoad);
    expect(loaded?.isError).toBe(false);
    expect(messageText(afterLoad!)).toContain('PROJECT SKILL BODY for version 1.2');
    const [write] = toolResults(requestMessages(lead[3]).at(-1));
    expect(write?.isError).toBe(false);
    expect(await readFile(path.join(finished.repo.root, 'notes.txt'), 'utf8')).toBe('x');
  });

  it('preloads a `skills:` entry from the user skills into the subagent system prompt', async () => {
    const home = await homeWithSkill();
    const finished = await run({
      agents: { helper: agentFile('helper', { skills: 'home-skill' }) },
      config: { homeDir: home },
      scenario: {
        name: 'preload',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'help',
                      prompt: 'Help.',
                      subagent_type: 'helper',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'helper' }, turns: [{ text: 'Helped.' }] },
        ],
      },
    });
    const [helper] = finished.requestsOf('helper');
    expect(requestSystem(helper)).toContain(
      `# Skill: home-skill\nBase directory for this skill: ${path.join(home, '.claude', 'skills', 'home-skill')}\n\nHOME SKILL BODY`,
    );
    expect(finished.logs.filter((line) => line.includes('skill-unresolved'))).toEqual([]);
  });

  it("preloads a plugin's skill as Claude Code does: placeholders filled, a directory line, no model-disabled skill, no false warning", async () => {
    // Claude Code 2.1.332, a subagent with `skills: kp:runner, style-guide, locked`: "Base
    // directory for this skill: …/kp/skills/runner", then the text with ${CLAUDE_PLUGIN_ROOT},
    // ${CLAUDE_SKILL_DIR}, ${CLAUDE_PLUGIN_DATA} and ${CLAUDE_SESSION_ID} filled, `$ARGUMENTS`
    // empty; `locked` (disable-model-invocation) left out. A plugin agent's own prompt gets
    // ${CLAUDE_PLUGIN_ROOT} and ${CLAUDE_PLUGIN_DATA}; its other `${…}` stay.
    const root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-preload-'));
    const plugin = path.join(root, 'kp');
    const home = path.join(root, 'home');
    await mkdir(path.join(plugin, '.claude-plugin'), { recursive: true });
    await mkdir(path.join(plugin, 'skills', 'runner'), { recursive: true });
    await mkdir(path.join(plugin, 'agents'), { recursive: true });
    await writeFile(path.join(plugin, '.claude-plugin', 'plugin.json'), '{"name":"kp"}');
    await writeFile(
      path.join(plugin, 'skills', 'runner', 'SKILL.md'),
      '---\ndescription: runner skill\n---\nRun ${CLAUDE_PLUGIN_ROOT}/scripts/check.sh then read ${CLAUDE_SKILL_DIR}/ref.md. Data ${CLAUDE_PLUGIN_DATA}. Session ${CLAUDE_SESSION_ID}. Args: $ARGUMENTS.\n',
    );
    await writeFile(
      path.join(plugin, 'agents', 'pagent.md'),
      '---\nname: pagent\ndescription: plugin agent\n---\nPAGENT runs ${CLAUDE_PLUGIN_ROOT}/x.sh, keeps ${CLAUDE_PLUGIN_DATA}, not ${CLAUDE_SKILL_DIR}.\n',
    );
    const spawn = (type: string) => ({
      name: 'Agent',
      input: { run_in_background: false, description: type, prompt: 'Check.', subagent_type: type },
    });
    const finished = await run({
      files: {
        '.claude/skills/style-guide/SKILL.md':
          '---\ndescription: style\n---\nStyle args: [$ARGUMENTS]\n',
        '.claude/skills/locked/SKILL.md':
          '---\ndescription: locked\ndisable-model-invocation: true\n---\nLOCKED BODY\n',
      },
      agents: { checker: agentFile('checker', { skills: 'kp:runner, style-guide, locked' }) },
      config: { homeDir: home, pluginDirs: [plugin] },
      scenario: {
        name: 'preload-plugin',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ tool_use: [spawn('checker'), spawn('kp:pagent')] }, { text: 'Done.' }],
          },
          { match: { agent: 'checker' }, turns: [{ text: 'Checked.' }] },
          { match: { agent: 'kp:pagent' }, turns: [{ text: 'Checked.' }] },
        ],
      },
    });
    const data = path.join(home, '.claude', 'plugins', 'data', 'kp-inline');
    const checker = requestSystem(finished.requestsOf('checker')[0]);
    expect(checker).toContain(
      `# Skill: kp:runner\nBase directory for this skill: ${path.join(plugin, 'skills', 'runner')}\n\nRun ${plugin}/scripts/check.sh then read ${path.join(plugin, 'skills', 'runner')}/ref.md. Data ${data}. Session ${finished.result.run_id}. Args: .`,
    );
    expect(checker).toContain('Style args: []');
    expect(checker).not.toContain('LOCKED BODY');
    expect(finished.logs.some((line) => line.includes("without the skill 'locked'"))).toBe(true);
    expect(finished.logs.filter((line) => line.includes('was not found'))).toEqual([]);
    expect(requestSystem(finished.requestsOf('kp:pagent')[0])).toContain(
      `PAGENT runs ${plugin}/x.sh, keeps ${data}, not \${CLAUDE_SKILL_DIR}.`,
    );
  });
});

describe("a skill's shell lines in a run", () => {
  it('kills a shell line still running at its timeout and makes the Skill call an error', async () => {
    // A Bash call of the model still running at its timeout moves to the background; a skill's
    // line must not: its text would be partial output, and the end notification would name a
    // tool_use id that is not in the conversation.
    const skill = [
      '---',
      'name: slow-status',
      'description: Shows a slow status',
      'allowed-tools: Bash',
      '---',
      'Status: !`echo started; sleep 5; echo finished`',
      '',
    ].join('\n');
    const finished = await run({
      files: {
        '.claude/skills/slow-status/SKILL.md': skill,
        '.claude/settings.json': JSON.stringify({ env: { BASH_DEFAULT_TIMEOUT_MS: '1000' } }),
      },
      config: { allowedTools: ['Skill(slow-status)'] },
      scenario: {
        name: 'slow-skill',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Skill', input: { skill: 'slow-status' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const lead = finished.requestsOf('flotilla-lead');
    const [loaded] = toolResults(requestMessages(lead[1]).at(-1));
    expect(loaded?.isError).toBe(true);
    expect(loaded?.text).toContain('which failed');
    expect(loaded?.text).not.toContain('moved to the background');
    expect(JSON.stringify(await finished.leadTranscript())).not.toContain('toolu_command_shell');
  });
});

describe('agent memory in a run', () => {
  it('shows MEMORY.md in the system prompt and lets the agent write its memory though other writes are denied', async () => {
    const repo = await newRepo({
      agents: { keeper: agentFile('keeper', { memory: 'project', tools: 'Read' }) },
      files: { '.claude/agent-memory/keeper/MEMORY.md': 'MEMLINE one\nMEMLINE two\n' },
    });
    const finished = await run({
      repo,
      scenario: {
        name: 'memory',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'keep',
                      prompt: 'Keep.',
                      subagent_type: 'keeper',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'keeper' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Write',
                    input: {
                      file_path: path.join(repo.root, '.claude/agent-memory/keeper/lessons.md'),
                      content: 'LESSON',
                    },
                  },
                  { name: 'Write', input: { file_path: 'elsewhere.txt', content: 'no' } },
                ],
              },
              { text: 'Kept.' },
            ],
          },
        ],
      },
    });
    const root = finished.repo.root;
    const keeper = finished.requestsOf('keeper');
    const system = requestSystem(keeper[0]);
    const directory = path.join(root, '.claude', 'agent-memory', 'keeper');
    expect(system).toContain(directory);
    // After the agent's own prompt, ending the stable block (the environment block follows it).
    const [stable] = (keeper[0]?.body as { system: { text: string }[] }).system;
    expect(stable?.text).toMatch(
      /^You are keeper\.\n\n[^]*## MEMORY\.md\n\nMEMLINE one\nMEMLINE two$/,
    );
    // Its `tools: Read` list gains Write and Edit, for its memory only.
    expect(requestToolNames(keeper[0])).toEqual(expect.arrayContaining(['Read', 'Write', 'Edit']));
    const results = toolResults(requestMessages(keeper[1]).at(-1));
    expect(results.map((result) => result.isError)).toEqual([false, true]);
    expect(await readFile(path.join(directory, 'lessons.md'), 'utf8')).toBe('LESSON');
    expect(messageText(requestMessages(keeper[1]).at(-1)!)).toContain("permission mode 'default'");
  });
});

describe('skills: of a plugin skill by its directory name, and of the lead', () => {
  /** Plugins `ka` and `kb`, each with a skill `runner`; `kb` has the agent `chk` (`skills: runner`). */
  async function plugins(): Promise<{ ka: string; kb: string }> {
    const root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-preload-short-'));
    for (const name of ['ka', 'kb']) {
      await mkdir(path.join(root, name, '.claude-plugin'), { recursive: true });
      await mkdir(path.join(root, name, 'skills', 'runner'), { recursive: true });
      await mkdir(path.join(root, name, 'agents'), { recursive: true });
      await writeFile(path.join(root, name, '.claude-plugin', 'plugin.json'), `{"name":"${name}"}`);
      await writeFile(
        path.join(root, name, 'skills', 'runner', 'SKILL.md'),
        `---\ndescription: runner skill\n---\nRUNNER-${name}-BODY\n`,
      );
    }
    await writeFile(
      path.join(root, 'kb', 'agents', 'chk.md'),
      '---\nname: chk\ndescription: plugin checker\nskills: runner\n---\nPCHK-PROMPT\n',
    );
    return { ka: path.join(root, 'ka'), kb: path.join(root, 'kb') };
  }

  it("preloads `runner` as a plugin's skill: the agent's own plugin's, else the first plugin's", async () => {
    // Claude Code 2.1.332, plugins ka and kb both with skills/runner: the agent kb:chk
    // (`skills: runner`) got RUNNER-kb-BODY, the project agent projchk RUNNER-ka-BODY. Only its
    // Skill tool refuses the short name.
    const { ka, kb } = await plugins();
    const spawn = (type: string) => ({
      name: 'Agent',
      input: { run_in_background: false, description: type, prompt: 'Check.', subagent_type: type },
    });
    const finished = await run({
      agents: { projchk: agentFile('projchk', { skills: 'runner' }) },
      config: { pluginDirs: [ka, kb] },
      scenario: {
        name: 'preload-short',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ tool_use: [spawn('kb:chk'), spawn('projchk')] }, { text: 'Done.' }],
          },
          { match: { agent: 'kb:chk' }, turns: [{ text: 'Checked.' }] },
          { match: { agent: 'projchk' }, turns: [{ text: 'Checked.' }] },
        ],
      },
    });
    const plugin = requestSystem(finished.requestsOf('kb:chk')[0]);
    expect(plugin).toContain('# Skill: kb:runner\n');
    expect(plugin).toContain('RUNNER-kb-BODY');
    expect(plugin).not.toContain('RUNNER-ka-BODY');
    const project = requestSystem(finished.requestsOf('projchk')[0]);
    expect(project).toContain('# Skill: ka:runner\n');
    expect(project).not.toContain('RUNNER-kb-BODY');
    expect(finished.logs.filter((line) => line.includes('was not found'))).toEqual([]);
  });

  it('preloads nothing for the lead an agent file defines (--agent), as Claude Code 2.1.332 does', async () => {
    // Claude Code 2.1.332, `claude -p hi --agent checker` (`skills: deploy`): the first request
    // has CHECKER-PROMPT and no DEPLOY-BODY anywhere.
    const finished = await run({
      files: { '.claude/skills/deploy/SKILL.md': '---\ndescription: deploy\n---\nDEPLOY-BODY\n' },
      agents: { checker: agentFile('checker', { skills: 'deploy' }, 'CHECKER-PROMPT') },
      config: { leadAgent: 'checker' },
      scenario: {
        name: 'lead-preload',
        agents: [{ match: { agent: 'checker' }, turns: [{ text: 'Done.' }] }],
      },
    });
    const [first] = finished.requestsOf('checker');
    expect(requestSystem(first)).toContain('CHECKER-PROMPT');
    expect(JSON.stringify(first)).not.toContain('DEPLOY-BODY');
    expect(finished.logs.some((line) => line.includes('its skills: list is not preloaded'))).toBe(
      true,
    );
  });
});
