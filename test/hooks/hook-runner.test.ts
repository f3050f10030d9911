import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentHooks, HookEvent } from '../../src/agents/definition.js';
import { createHookRunner, type HookContext } from '../../src/hooks/hook-runner.js';
import type { HookRun } from '../../src/hooks/hook-types.js';

describe('createHookRunner', () => {
  let dir: string;
  const warnings: string[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-hooks-'));
    warnings.length = 0;
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  const context = (overrides: Partial<HookContext> = {}): HookContext => ({
    agentId: 'a1-reviewer',
    agentName: 'reviewer',
    role: 'subagent',
    sessionId: 'run-1',
    transcriptPath: path.join(dir, 'lead.jsonl'),
    agentTranscriptPath: path.join(dir, 'a1-reviewer.jsonl'),
    cwd: dir,
    projectDir: '/the/project',
    permissionMode: 'default',
    environment: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
    warn: (line) => warnings.push(line),
    ...overrides,
  });
  const runner = (hooks: AgentHooks, overrides: Partial<HookContext> = {}) =>
    createHookRunner({ definition: hooks }, context(overrides))!;
  const command = (text: string, timeout?: number) => ({
    hooks: [{ type: 'command' as const, command: text, ...(timeout ? { timeout } : {}) }],
  });
  const readJson = async (name: string) =>
    JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Record<string, unknown>;

  it('gives a runner that handles nothing when there are no hooks (a skill may add some)', async () => {
    const empty = createHookRunner({ settings: { PreToolUse: [] } }, context());
    expect(empty.handles('PreToolUse', 'Bash')).toBe(false);
    expect(await empty.preToolUse('Bash', {})).toEqual({ block: false });
    empty.addSkillHooks('guard', {
      PreToolUse: [{ matcher: 'Bash', ...command('echo skill says no >&2; exit 2') }],
    });
    expect(empty.handles('PreToolUse', 'Bash')).toBe(true);
    expect(await empty.preToolUse('Bash', {})).toEqual({ block: true, reason: 'skill says no' });
    expect(await empty.preToolUse('Read', {})).toEqual({ block: false });
  });

  it("reports each command's start and answer, named as Claude Code 2.1.332 names them in stream-json", async () => {
    const runs: HookRun[] = [];
    const hooks = runner(
      {
        PreToolUse: [{ matcher: 'Bash', ...command('cat > /dev/null; echo out; echo err >&2') }],
        SubagentStart: [command('cat > /dev/null')],
        SubagentStop: [command('cat > /dev/null; exit 2')],
      },
      { onRun: (run) => runs.push(run) },
    );
    await hooks.preToolUse('Bash', { command: 'ls' });
    await hooks.fire('SubagentStart', { agent_type: 'reviewer' }, 'reviewer');
    await hooks.stop('done', false);
    expect(runs.map((run) => `${run.phase} ${run.name}`)).toEqual([
      'started PreToolUse:Bash',
      'response PreToolUse:Bash',
      'started SubagentStart:reviewer',
      'response SubagentStart:reviewer',
      // The agent's type is what its matchers test, but not part of the name.
      'started SubagentStop',
      'response SubagentStop',
    ]);
    expect(runs[1]).toEqual({
      phase: 'response',
      hookId: runs[0]?.hookId,
      name: 'PreToolUse:Bash',
      event: 'PreToolUse',
      stdout: 'out\n',
      stderr: 'err\n',
      exitCode: 0,
      outcome: 'success',
    });
    expect(runs[5]).toMatchObject({ event: 'SubagentStop', exitCode: 2, outcome: 'error' });
  });

  it('runs beforeRun (the transcript written out) before a matching hook, and not without one', async () => {
    const calls: string[] = [];
    const beforeRun = async () => {
      calls.push('before');
      await writeFile(path.join(dir, 'written.txt'), 'transcript so far');
    };
    const hooks = runner(
      { PreToolUse: [{ matcher: 'Bash', ...command(`cp written.txt seen.txt`) }] },
      { beforeRun },
    );
    await hooks.preToolUse('Read', { file_path: 'x' });
    expect(calls).toEqual([]);
    await hooks.preToolUse('Bash', { command: 'ls' });
    expect(calls).toEqual(['before']);
    expect(await readFile(path.join(dir, 'seen.txt'), 'utf8')).toBe('transcript so far');
  });

  it('passes the event as JSON on stdin and blocks on exit code 2 with the hook output as reason', async () => {
    const hooks = runner({
      PreToolUse: [
        {
          matcher: 'Bash',
          ...command(
            `cat > ${dir}/event.json; grep -q "rm -rf" ${dir}/event.json && { echo "rm is not allowed" >&2; exit 2; }; exit 0`,
          ),
        },
      ],
    });
    expect(await hooks.preToolUse('Bash', { command: 'ls' }, 'toolu_1')).toEqual({ block: false });
    // The fields Claude Code 2.1.332 sends a subagent's PreToolUse hook.
    expect(await readJson('event.json')).toEqual({
      session_id: 'run-1',
      transcript_path: path.join(dir, 'lead.jsonl'),
      cwd: dir,
      permission_mode: 'default',
      agent_id: 'a1-reviewer',
      agent_type: 'reviewer',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'ls' },
      tool_use_id: 'toolu_1',
    });
    expect(await hooks.preToolUse('Bash', { command: 'rm -rf /' })).toEqual({
      block: true,
      reason: 'rm is not allowed',
    });
  });

  it('fires every event with the input shape Claude Code 2.1.332 sends', async () => {
    const events: HookEvent[] = [
      'PostToolUse',
      'SubagentStart',
      'SubagentStop',
      'SessionStart',
      'SessionEnd',
      'UserPromptSubmit',
      'Stop',
    ];
    const settings: AgentHooks = Object.fromEntries(
      events.map((event) => [event, [command(`cat > ${dir}/${event}.json`)]]),
    );
    const sub = createHookRunner({ settings }, context())!;
    await sub.postToolUse('Read', { file_path: 'a' }, 'text', 'toolu_2');
    await sub.fire('SubagentStart', {}, 'reviewer');
    await sub.stop('Finished.', false);
    const lead = createHookRunner({ settings }, context({ role: 'lead', agentId: 'lead' }))!;
    await lead.fire('SessionStart', { source: 'startup' }, 'startup');
    await lead.fire('UserPromptSubmit', { prompt: 'hi' });
    await lead.stop('Done.', true);
    await lead.fire('SessionEnd', { reason: 'other' }, 'other');

    const session = {
      session_id: 'run-1',
      transcript_path: path.join(dir, 'lead.jsonl'),
      cwd: dir,
    };
    const subagent = { agent_id: 'a1-reviewer', agent_type: 'reviewer' };
    expect(await readJson('PostToolUse.json')).toEqual({
      ...session,
      permission_mode: 'default',
      ...subagent,
      hook_event_name: 'PostToolUse',
      tool_name: 'Read',
      tool_input: { file_path: 'a' },
      tool_response: 'text',
      tool_use_id: 'toolu_2',
    });
    expect(await readJson('SubagentStart.json')).toEqual({
      ...session,
      ...subagent,
      hook_event_name: 'SubagentStart',
    });
    expect(await readJson('SubagentStop.json')).toEqual({
      ...session,
      permission_mode: 'default',
      ...subagent,
      hook_event_name: 'SubagentStop',
      stop_hook_active: false,
      agent_transcript_path: path.join(dir, 'a1-reviewer.jsonl'),
      last_assistant_message: 'Finished.',
      // As Claude Code 2.1.332's SubagentStop: the run's background work (none here), no crons.
      background_tasks: [],
      session_crons: [],
    });
    expect(await readJson('SessionStart.json')).toEqual({
      ...session,
      hook_event_name: 'SessionStart',
      source: 'startup',
    });
    expect(await readJson('UserPromptSubmit.json')).toEqual({
      ...session,
      permission_mode: 'default',
      hook_event_name: 'UserPromptSubmit',
      prompt: 'hi',
    });
    expect(await readJson('Stop.json')).toEqual({
      ...session,
      permission_mode: 'default',
      hook_event_name: 'Stop',
      stop_hook_active: true,
      last_assistant_message: 'Done.',
      // Nothing is in flight when the lead's Stop fires (the drain waited), and no crons exist.
      background_tasks: [],
      session_crons: [],
    });
    expect(await readJson('SessionEnd.json')).toEqual({
      ...session,
      hook_event_name: 'SessionEnd',
      reason: 'other',
    });
  });

  it("matches like Claude Code: names and '|' alternatives exactly, anything else as an unanchored regex", async () => {
    const hooks = runner({
      PreToolUse: [
        { matcher: 'Edit|Write', ...command('exit 2') },
        { matcher: 'as.', ...command(`touch ${dir}/regex`) },
        { matcher: 'Bas', ...command(`touch ${dir}/prefix`) },
        { matcher: 'mcp__github__.*', ...command(`touch ${dir}/mcp`) },
      ],
    });
    expect((await hooks.preToolUse('Write', {})).block).toBe(true);
    expect((await hooks.preToolUse('Edit', {})).block).toBe(true);
    expect((await hooks.preToolUse('Read', {})).block).toBe(false);
    expect((await hooks.preToolUse('WriteMore', {})).block).toBe(false);
    await hooks.preToolUse('Bash', {});
    await hooks.preToolUse('mcp__github__create_issue', {});
    expect((await readdir(dir)).sort()).toEqual(['mcp', 'regex']);
  });

  it('matches lists with spaces and commas, and the Agent tool under its old name Task, as Claude Code 2.1.332 does', async () => {
    const fired = async (matcher: string, tool: string) => {
      const hooks = runner({ PreToolUse: [{ matcher, ...command('exit 2') }] });
      return (await hooks.preToolUse(tool, {})).block;
    };
    for (const matcher of ['Read | Bash', 'Bash , Read', 'Bash,Read', 'Read,Bash', 'Bash|']) {
      expect(await fired(matcher, 'Bash'), matcher).toBe(true);
    }
    for (const matcher of ['Read | Bash', 'Bash , Read', 'Bash,Read', ' Read']) {
      expect(await fired(matcher, 'Read'), matcher).toBe(true);
    }
    // Observed never to fire on Bash: case matters, a name is whole, a space is no separator.
    for (const matcher of ['bash', 'BASH', 'B', 'ash', 'Bash Read', 'Bash(echo:*)', '[']) {
      expect(await fired(matcher, 'Bash'), matcher).toBe(false);
    }
    for (const matcher of ['Task', 'Task|Bash', 'Tas.*', 'Agent']) {
      expect(await fired(matcher, 'Agent'), matcher).toBe(true);
    }
    expect(await fired('Task', 'TaskStop')).toBe(false);
  });

  it("gives hooks the session's id, the entry point and the effort in force, as Claude Code 2.1.332 does in -p", async () => {
    const dump = (event: string) =>
      command(
        `cat > /dev/null; env | grep -E '^CLAUDE_(CODE_SESSION_ID|CODE_ENTRYPOINT|EFFORT)=' | sort > ${dir}/${event}.env`,
      );
    const settings: AgentHooks = {
      PreToolUse: [dump('PreToolUse')],
      SessionStart: [dump('SessionStart')],
    };
    const hooks = createHookRunner({ settings }, context({ role: 'lead', effort: 'high' }))!;
    await hooks.preToolUse('Bash', { command: 'ls' });
    await hooks.fire('SessionStart', { source: 'startup' }, 'startup');
    expect(await readFile(path.join(dir, 'PreToolUse.env'), 'utf8')).toBe(
      'CLAUDE_CODE_ENTRYPOINT=sdk-cli\nCLAUDE_CODE_SESSION_ID=run-1\nCLAUDE_EFFORT=high\n',
    );
    // Observed: SessionStart hooks get no CLAUDE_EFFORT.
    expect(await readFile(path.join(dir, 'SessionStart.env'), 'utf8')).toBe(
      'CLAUDE_CODE_ENTRYPOINT=sdk-cli\nCLAUDE_CODE_SESSION_ID=run-1\n',
    );
    // Without an effort in force (a model that takes none), no CLAUDE_EFFORT.
    const plain = createHookRunner({ settings }, context({ role: 'lead' }))!;
    await plain.preToolUse('Bash', { command: 'ls' });
    expect(await readFile(path.join(dir, 'PreToolUse.env'), 'utf8')).not.toContain('CLAUDE_EFFORT');
  });

  it('runs more than ten hooks of one event without a MaxListenersExceededWarning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const controller = new AbortController();
      const settings: AgentHooks = {
        PreToolUse: Array.from({ length: 12 }, (_, index) =>
          command(`cat > /dev/null; : ${index}`),
        ),
      };
      const hooks = createHookRunner({ settings }, context({ signal: controller.signal }))!;
      await hooks.preToolUse('Bash', { command: 'ls' });
      // A warning is emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((line) => line.includes('MaxListeners'))).toEqual([]);
  });

  it('adds nothing after a PostToolUse hook that exits 2 without a reason, as Claude Code 2.1.332 does', async () => {
    const hooks = runner({ PostToolUse: [command('exit 0'), command('exit 2')] });
    expect(await hooks.postToolUse('Bash', { command: 'ls' }, 'ok')).toEqual({ block: false });
    // With a reason on stderr it is feedback on the result, as before.
    const told = runner({ PostToolUse: [command('echo lint failed >&2; exit 2')] });
    expect(await told.postToolUse('Bash', { command: 'ls' }, 'ok')).toEqual({
      block: true,
      reason: 'lint failed',
    });
  });

  it('reads a name with a hyphen as a whole name, as Claude Code 2.1.332 does', async () => {
    const fired = async (matcher: string, subject: string) => {
      const hooks = runner({ SubagentStop: [{ matcher, ...command('exit 2') }] });
      return (await hooks.fire('SubagentStop', {}, subject)).blocked !== undefined;
    };
    expect(await fired('code-rev', 'code-rev')).toBe(true);
    expect(await fired('code-rev, other', 'code-rev')).toBe(true);
    expect(await fired('other|code-rev', 'code-rev')).toBe(true);
    for (const matcher of ['code-rev', 'ode-rev', 'code-re', 'code-rev, other']) {
      expect(await fired(matcher, 'code-rev-strict'), matcher).toBe(false);
    }
    // Regular expressions still are: they have other characters than names and separators.
    for (const matcher of ['code-rev.*', 'code-.*-strict', '^code', 'code-rev-strict']) {
      expect(await fired(matcher, 'code-rev-strict'), matcher).toBe(true);
    }
    expect(await fired('mcp__my-srv__ech', 'mcp__my-srv__echo')).toBe(false);
    expect(await fired('mcp__my-srv__echo', 'mcp__my-srv__echo')).toBe(true);
  });

  it('runs the hooks of one event in parallel and an identical command once', async () => {
    const hooks = createHookRunner(
      {
        settings: {
          PreToolUse: [command(`sleep 0.6; echo x >> ${dir}/count`), command('sleep 0.6')],
        },
        definition: { PreToolUse: [command(`sleep 0.6; echo x >> ${dir}/count`)] },
      },
      context(),
    )!;
    const started = performance.now();
    await hooks.preToolUse('Read', {});
    expect(performance.now() - started).toBeLessThan(1100);
    expect(await readFile(path.join(dir, 'count'), 'utf8')).toBe('x\n');
  });

  it('gives hooks CLAUDE_PROJECT_DIR and the scrubbed environment only', async () => {
    const hooks = runner({ SubagentStop: [command(`env > ${dir}/env`)] });
    await hooks.stop('done', false);
    const environment = await readFile(path.join(dir, 'env'), 'utf8');
    expect(environment).toContain('CLAUDE_PROJECT_DIR=/the/project\n');
    expect(environment).not.toMatch(/ANTHROPIC_API_KEY/);
  });

  it('honours the JSON output: decision, permissionDecision, updatedInput, additionalContext, continue', async () => {
    const json = (value: unknown) => `echo '${JSON.stringify(value)}'`;
    const deny = runner({
      PreToolUse: [
        command(
          json({
            hookSpecificOutput: {
              hookEventName: 'PreToolUse',
              permissionDecision: 'deny',
              permissionDecisionReason: 'no bash today',
            },
          }),
        ),
      ],
    });
    expect(await deny.preToolUse('Bash', {})).toEqual({ block: true, reason: 'no bash today' });

    const ask = runner({
      PreToolUse: [command(json({ hookSpecificOutput: { permissionDecision: 'ask' } }))],
    });
    const asked = await ask.preToolUse('Bash', {});
    expect(asked.block && asked.reason).toMatch(/no one can answer in a headless run/);

    // An approval (or the older decision "approve") is passed on, unless another hook blocks.
    const approve = json({ hookSpecificOutput: { permissionDecision: 'allow' } });
    const approved = await runner({ PreToolUse: [command(approve)] }).preToolUse('Bash', {});
    expect(approved).toEqual({ block: false, approved: `'${approve}'` });
    const legacy = json({ decision: 'approve' });
    expect(await runner({ PreToolUse: [command(legacy)] }).preToolUse('Bash', {})).toEqual({
      block: false,
      approved: `'${legacy}'`,
    });
    const outvoted = await runner({
      PreToolUse: [command(approve), command('cat > /dev/null; echo vetoed >&2; exit 2')],
    }).preToolUse('Bash', {});
    expect(outvoted).toEqual({ block: true, reason: 'vetoed' });

    const rewrite = runner({
      PreToolUse: [
        command(
          json({
            hookSpecificOutput: {
              permissionDecision: 'allow',
              updatedInput: { command: 'echo safer' },
              additionalContext: 'rewritten by policy',
            },
          }),
        ),
      ],
    });
    expect(await rewrite.preToolUse('Bash', { command: 'echo x' })).toEqual({
      block: false,
      approved: expect.stringContaining('"permissionDecision":"allow"'),
      updatedInput: { command: 'echo safer' },
      feedback: 'rewritten by policy',
    });

    const blockDecision = runner({
      PostToolUse: [command(json({ decision: 'block', reason: 'lint failed' }))],
    });
    expect(await blockDecision.postToolUse('Edit', {}, 'ok')).toEqual({
      block: true,
      reason: 'lint failed',
    });

    const halt = runner({
      PostToolUse: [
        command(json({ continue: false, stopReason: 'budget policy', suppressOutput: true })),
      ],
    });
    expect(halt.stopRequested).toBeUndefined();
    await halt.postToolUse('Read', {}, 'ok');
    expect(halt.stopRequested).toBe('budget policy');

    const start = createHookRunner(
      {
        settings: {
          SessionStart: [command('echo "plain stdout is context"')],
          UserPromptSubmit: [
            command(json({ hookSpecificOutput: { additionalContext: 'ticket FLO-7' } })),
          ],
        },
      },
      context({ role: 'lead' }),
    )!;
    expect((await start.fire('SessionStart', { source: 'startup' }, 'startup')).context).toEqual([
      'plain stdout is context',
    ]);
    expect((await start.fire('UserPromptSubmit', { prompt: 'x' })).context).toEqual([
      'ticket FLO-7',
    ]);
  });

  it('treats other failures as warnings that block nothing', async () => {
    const hooks = runner({ PostToolUse: [command('echo broken; exit 1')] });
    expect(await hooks.postToolUse('Read', {}, 'text')).toEqual({ block: false });
    expect(warnings.join('\n')).toMatch(
      /PostToolUse hook 'echo broken; exit 1' of reviewer exited with 1: broken/,
    );
  });

  it('reads the JSON answer from stdout alone and the exit-2 reason from stderr alone, as Claude Code does', async () => {
    const deny = JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: 'GUARD: no rm',
      },
    });
    // A guard that logs to stderr after its answer must still deny.
    const guard = runner({
      PreToolUse: [command(`cat > /dev/null; echo '${deny}'; echo "guard: checked" >&2`)],
    });
    expect(await guard.preToolUse('Bash', { command: 'rm x' })).toEqual({
      block: true,
      reason: 'GUARD: no rm',
    });
    // Exit 2: the model reads stderr, never stdout.
    const exit2 = runner({
      PreToolUse: [command('echo STDOUT-NOISE; echo STDERR-REASON >&2; exit 2')],
    });
    expect(await exit2.preToolUse('Bash', {})).toEqual({ block: true, reason: 'STDERR-REASON' });
    const silent = runner({ PreToolUse: [command("printf 'ONLY-%s' STDOUT; exit 2")] });
    const verdict = await silent.preToolUse('Bash', {});
    expect(verdict.block).toBe(true);
    expect(verdict.block && verdict.reason).toMatch(/wrote no reason to stderr/);
    expect(verdict.block && verdict.reason).not.toContain('ONLY-STDOUT');
    // Exit 0: stderr is never context for the model either.
    const start = createHookRunner(
      { settings: { SessionStart: [command('echo context-line; echo log-line >&2')] } },
      context({ role: 'lead' }),
    )!;
    expect((await start.fire('SessionStart', { source: 'startup' }, 'startup')).context).toEqual([
      'context-line',
    ]);
  });

  it('fires PostToolUseFailure with the input Claude Code 2.1.332 sends, its stderr as feedback', async () => {
    const hooks = runner({
      PostToolUseFailure: [
        {
          matcher: 'Bash',
          ...command(`cat > ${dir}/failure.json; echo "exit 3: rerun with --fix" >&2; exit 2`),
        },
      ],
    });
    expect(
      await hooks.postToolUseFailure({
        toolName: 'Bash',
        toolInput: { command: 'exit 3' },
        toolUseId: 'toolu_9',
        error: 'Exit code 3',
        isInterrupt: false,
        durationMs: 78,
      }),
    ).toEqual({ block: true, reason: 'exit 3: rerun with --fix' });
    expect(await readJson('failure.json')).toEqual({
      session_id: 'run-1',
      transcript_path: path.join(dir, 'lead.jsonl'),
      cwd: dir,
      permission_mode: 'default',
      agent_id: 'a1-reviewer',
      agent_type: 'reviewer',
      hook_event_name: 'PostToolUseFailure',
      tool_name: 'Bash',
      tool_input: { command: 'exit 3' },
      tool_use_id: 'toolu_9',
      error: 'Exit code 3',
      is_interrupt: false,
      duration_ms: 78,
    });
    // The matcher tests the tool name, as for PostToolUse.
    expect(
      await hooks.postToolUseFailure({
        toolName: 'Read',
        toolInput: {},
        error: 'missing',
        isInterrupt: false,
      }),
    ).toEqual({ block: false });
  });

  it("lets a Stop hook send the agent back to work; a subagent's file's Stop and SubagentStop run when it finishes", async () => {
    const hooks = runner({
      SubagentStop: [command('echo "run the tests first" >&2; exit 2')],
    });
    expect(await hooks.stop('done', false)).toEqual({ block: true, reason: 'run the tests first' });
    const ownStop = runner({ Stop: [command('echo "its own Stop" >&2; exit 2')] });
    expect(await ownStop.stop('done', false)).toEqual({ block: true, reason: 'its own Stop' });
  });

  it("runs the lead's agent file's hooks for every agent: its Stop on the lead's Stop, its SubagentStop on a subagent's", async () => {
    const leadFile: AgentHooks = {
      Stop: [command(`echo lead-stop >> ${dir}/fired`)],
      SubagentStop: [command(`echo subagent-stop >> ${dir}/fired`)],
      PreToolUse: [command(`echo pre >> ${dir}/fired`)],
    };
    const lead = createHookRunner(
      { lead: leadFile },
      context({ role: 'lead', agentId: 'lead', agentName: 'leadish', leadFromAgentFile: true }),
    );
    const subagent = createHookRunner({ lead: leadFile }, context());
    await lead.stop('lead done', false);
    expect(await readFile(path.join(dir, 'fired'), 'utf8')).toBe('lead-stop\n');
    await subagent.stop('sub done', false);
    await subagent.preToolUse('Bash', { command: 'ls' });
    expect(await readFile(path.join(dir, 'fired'), 'utf8')).toBe('lead-stop\nsubagent-stop\npre\n');
  });

  it("names the lead in its hooks' input (agent_type, no agent_id) when an agent file defines it", async () => {
    const hooks = [command(`cat > ${dir}/event.json`)];
    const named = createHookRunner(
      { settings: { PreToolUse: hooks } },
      context({ role: 'lead', agentId: 'lead', agentName: 'leadish', leadFromAgentFile: true }),
    );
    await named.preToolUse('Bash', { command: 'ls' });
    const input = await readJson('event.json');
    expect(input.agent_type).toBe('leadish');
    expect(input).not.toHaveProperty('agent_id');
    const builtIn = createHookRunner(
      { settings: { PreToolUse: hooks } },
      context({ role: 'lead', agentId: 'lead', agentName: 'flotilla-lead' }),
    );
    await builtIn.preToolUse('Bash', { command: 'ls' });
    expect(await readJson('event.json')).not.toHaveProperty('agent_type');
  });

  it('stops a hook at its timeout and says so', async () => {
    const hooks = runner({ PreToolUse: [command('sleep 5', 0.2)] });
    expect(await hooks.preToolUse('Read', {})).toEqual({ block: false });
    expect(warnings.join('\n')).toMatch(/timed out/);
  });

  describe('SessionEnd hooks, bounded together as in Claude Code 2.1.332', () => {
    const sessionEnd = (hooks: ReturnType<typeof runner>) =>
      hooks.fire('SessionEnd', { reason: 'other' }, 'other');
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const touched = (name: string) => readdir(dir).then((names) => names.includes(name));

    it('stop after 1.5 s by default, however long the hook would take, and say how to raise it', async () => {
      const hooks = runner({ SessionEnd: [command('sleep 30; touch late')] });
      const took = await timed(() => sessionEnd(hooks));
      expect(took).toBeGreaterThanOrEqual(1_400);
      expect(took).toBeLessThan(5_000);
      expect(await touched('late')).toBe(false);
      expect(warnings.join('\n')).toContain(
        'SessionEnd hooks of reviewer were stopped after 1.5 s, their time limit',
      );
      expect(warnings.join('\n')).toContain('CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS');
    });

    it("let a hook's own timeout raise the bound", async () => {
      const hooks = runner({ SessionEnd: [command('sleep 2.5; touch done', 6)] });
      await sessionEnd(hooks);
      expect(await touched('done')).toBe(true);
      expect(warnings).toEqual([]);
    });

    it('let CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS raise the bound', async () => {
      const hooks = runner(
        { SessionEnd: [command('sleep 2.5; touch done')] },
        { sessionEndTimeoutMs: 6_000 },
      );
      await sessionEnd(hooks);
      expect(await touched('done')).toBe(true);
    });

    it('leave the other events to their own hook timeout', async () => {
      const hooks = runner({ Stop: [command('sleep 2; touch done')] });
      await hooks.fire('Stop', {});
      expect(await touched('done')).toBe(true);
    });
  });
});
