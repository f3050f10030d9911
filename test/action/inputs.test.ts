import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Inputs } from '../../src/action/constants.js';
import { readActionSettings, secretValues } from '../../src/action/inputs.js';
import { UserError } from '../../src/errors.js';

const workspace = path.resolve('/home/runner/work/repo/repo');
const baseEnv: Record<string, string | undefined> = {
  GITHUB_WORKSPACE: workspace,
  GITHUB_REPOSITORY: 'octo-org/octo-repo',
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: '/home/runner/work/_temp/_github_workflow/event.json',
  GITHUB_ACTOR: 'octocat',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_API_URL: 'https://api.github.com',
  GITHUB_RUN_ID: '42',
  GITHUB_SHA: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
};

function settingsFor(values: Record<string, string>, env = baseEnv) {
  return readActionSettings(
    (name) => values[name] ?? (name === Inputs.GithubToken ? 'ghs_job_token' : ''),
    env,
  );
}

function problemsOf(values: Record<string, string>, env = baseEnv): string {
  try {
    settingsFor(values, env);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as UserError).message;
  }
  throw new Error('expected readActionSettings to throw');
}

describe('readActionSettings', () => {
  it('takes a time limit of a fraction of a second as one second, not as none', () => {
    expect(settingsFor({ [Inputs.TimeoutMinutes]: '0.005' }).run).toMatchObject({
      timeoutSeconds: 1,
    });
  });

  it('applies the documented defaults', () => {
    const settings = settingsFor({});
    expect(settings.mode).toBe('auto');
    expect(settings.post).toBeUndefined();
    expect(settings.triggerPhrase).toBe('@flotilla');
    expect(settings.allowedBots).toEqual([]);
    expect(settings.auditName).toBe('flotilla-audit');
    expect(settings.allowPrTargetCheckout).toBe(false);
    expect(settings.failOn).toBeUndefined();
    expect(settings.permissionMode).toBeUndefined();
    // No model input: the settings files' model, else sonnet, decided when the run starts.
    expect(settings.run.model).toBeUndefined();
    // The Action's configuration is trusted (the base branch's on pull-request events).
    expect(settings.run.trustProject).toBe(true);
    // No concurrency input: the request limiter adapts to the API's rate limits.
    expect(settings.run.concurrency).toBeUndefined();
    // No max_turns input: the lead's agent file's maxTurns, else 30, decided when the run starts.
    expect(settings.run.maxTurns).toBeUndefined();
    expect(settings.run).toMatchObject({
      repoRoot: workspace,
      timeoutSeconds: 1800,
      // Only the lead spawns, unless max_spawn_depth says more.
      maxSpawnDepth: 1,
      agents: [],
      permissionMode: 'default',
    });
  });

  it('turns every input into its typed setting', () => {
    const settings = settingsFor({
      [Inputs.AnthropicApiKey]: 'sk-ant-input-key',
      [Inputs.AnthropicBaseUrl]: 'http://127.0.0.1:8080/',
      [Inputs.Prompt]: 'Check the orders module.',
      [Inputs.Agents]: 'security-reviewer,\ntest-gap-finder\n- docs-drift',
      [Inputs.Mode]: 'review',
      [Inputs.TriggerPhrase]: '/review-bot',
      [Inputs.AllowedBots]: 'renovate[bot], dependabot[bot]',
      [Inputs.AllowedTools]: 'Bash(npm test:*), Agent(security-reviewer, docs-drift)\nEdit',
      [Inputs.DisallowedTools]: 'WebFetch',
      [Inputs.PermissionMode]: 'acceptEdits',
      [Inputs.Model]: 'opus',
      [Inputs.MaxTurns]: '12',
      [Inputs.MaxBudgetUsd]: '2.5',
      [Inputs.TimeoutMinutes]: '1.5',
      [Inputs.Concurrency]: '3',
      [Inputs.MaxSpawnDepth]: '2',
      [Inputs.FailOn]: 'high',
      [Inputs.Post]: 'commit',
      [Inputs.ResultsDir]: 'out/flotilla',
      [Inputs.AuditName]: 'nightly',
      [Inputs.RequestChangesOn]: 'critical',
      [Inputs.AllowPrTargetCheckout]: 'TRUE',
      [Inputs.Scenario]: 'test/scenarios/review.json',
    });
    expect(settings).toMatchObject({
      mode: 'review',
      post: 'commit',
      triggerPhrase: '/review-bot',
      allowedBots: ['renovate[bot]', 'dependabot[bot]'],
      failOn: 'high',
      requestChangesOn: 'critical',
      auditName: 'nightly',
      allowPrTargetCheckout: true,
      permissionMode: 'acceptEdits',
    });
    expect(settings.run).toMatchObject({
      prompt: 'Check the orders module.',
      agents: ['security-reviewer', 'test-gap-finder', 'docs-drift'],
      allowedTools: ['Bash(npm test:*)', 'Agent(security-reviewer, docs-drift)', 'Edit'],
      disallowedTools: ['WebFetch'],
      permissionMode: 'acceptEdits',
      model: 'opus',
      maxTurns: 12,
      maxBudgetUsd: 2.5,
      timeoutSeconds: 90,
      concurrency: 3,
      maxSpawnDepth: 2,
      failOn: 'high',
      outputDir: path.join(workspace, 'out/flotilla'),
      modelAccess: {
        apiKey: 'sk-ant-input-key',
        baseUrl: 'http://127.0.0.1:8080',
        scenarioFile: path.join(workspace, 'test/scenarios/review.json'),
      },
    });
  });

  it('reads what the runner tells about the run', () => {
    const settings = settingsFor({});
    expect(settings.github).toEqual({
      token: 'ghs_job_token',
      apiUrl: 'https://api.github.com',
      serverUrl: 'https://github.com',
      repository: { owner: 'octo-org', repo: 'octo-repo', fullName: 'octo-org/octo-repo' },
      eventName: 'pull_request',
      eventPath: '/home/runner/work/_temp/_github_workflow/event.json',
      actor: 'octocat',
      sha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
      runId: '42',
      runUrl: 'https://github.com/octo-org/octo-repo/actions/runs/42',
      workspace,
    });
  });

  it('names the workflow by its file, whatever ref ran it, and the job', () => {
    const env = {
      ...baseEnv,
      GITHUB_WORKFLOW: 'PR review',
      GITHUB_WORKFLOW_REF: 'octo-org/octo-repo/.github/workflows/pr-review.yml@refs/pull/7/merge',
      GITHUB_JOB: 'review',
    };
    expect(settingsFor({}, env).github).toMatchObject({
      workflow: 'octo-org/octo-repo/.github/workflows/pr-review.yml',
      job: 'review',
    });
    const { GITHUB_WORKFLOW_REF: _ref, ...named } = env;
    expect(settingsFor({}, named).github.workflow).toBe('PR review');
  });

  it('takes the API key, base URL and model aliases from the environment', () => {
    const settings = settingsFor(
      {},
      {
        ...baseEnv,
        ANTHROPIC_API_KEY: 'sk-ant-env-key',
        ANTHROPIC_BASE_URL: 'http://127.0.0.1:9999',
        ANTHROPIC_DEFAULT_OPUS_MODEL: 'claude-opus-custom',
        ANTHROPIC_DEFAULT_HAIKU_MODEL: 'claude-haiku-custom',
        FLOTILLA_SUBAGENT_MODEL: 'haiku',
        ANTHROPIC_MODEL: ' claude-opus-4-8 ',
        CLAUDE_CODE_SUBAGENT_MODEL: 'sonnet',
        RUNNER_TEMP: '/home/runner/work/_temp',
      },
    );
    expect(settings.run.modelAccess).toEqual({
      apiKey: 'sk-ant-env-key',
      baseUrl: 'http://127.0.0.1:9999',
      provider: 'anthropic',
    });
    expect(settings.run.modelAliases).toMatchObject({
      opus: 'claude-opus-custom',
      haiku: 'claude-haiku-custom',
    });
    expect(settings.run.subagentModel).toBe('haiku');
    expect(settings.run.environmentModel).toBe('claude-opus-4-8');
    expect(settings.run.environmentSubagentModel).toBe('sonnet');
    expect(settings.run.outputDir).toBe('/home/runner/work/_temp/flotilla-results');
    expect(secretValues(settings).sort()).toEqual(['ghs_job_token', 'sk-ant-env-key']);
  });

  it('takes an OAuth token from claude_code_oauth_token and Bedrock from the environment, and masks their secrets', () => {
    const settings = settingsFor(
      { claude_code_oauth_token: 'sk-ant-oat01-input-token' },
      {
        ...baseEnv,
        CLAUDE_CODE_USE_BEDROCK: '1',
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: 'AKIAFLOTILLATEST0001',
        AWS_SECRET_ACCESS_KEY: 'aws-secret-value',
        AWS_SESSION_TOKEN: 'aws-session-value',
      },
    );
    expect(settings.run.modelAccess).toMatchObject({
      oauthToken: 'sk-ant-oat01-input-token',
      provider: 'bedrock',
      bedrock: { region: 'eu-west-1', accessKeyId: 'AKIAFLOTILLATEST0001', skipAuth: false },
    });
    expect(secretValues(settings).sort()).toEqual([
      'aws-secret-value',
      'aws-session-value',
      'ghs_job_token',
      'sk-ant-oat01-input-token',
    ]);
  });

  it("masks every value of the mcp_config servers' env and headers, expanded as the servers get them", () => {
    const mcp = JSON.stringify({
      mcpServers: {
        sentry: {
          command: 'npx',
          env: { SENTRY_AUTH_TOKEN: 'sntrys_inline_canary', SHORT: '1', ORG: '${SENTRY_ORG}' },
        },
        remote: {
          type: 'http',
          url: 'https://mcp.example.com',
          headers: { Authorization: 'Bearer remote-bearer-canary' },
        },
      },
    });
    const settings = settingsFor(
      { [Inputs.McpConfig]: mcp },
      { ...baseEnv, SENTRY_ORG: 'octo-org-from-env' },
    );
    const values = secretValues(settings, { ...baseEnv, SENTRY_ORG: 'octo-org-from-env' });
    expect(values).toEqual(
      expect.arrayContaining([
        'sntrys_inline_canary',
        'octo-org-from-env',
        'Bearer remote-bearer-canary',
        'remote-bearer-canary',
      ]),
    );
    // Too short to mask without mangling every log line.
    expect(values).not.toContain('1');
  });

  it('refuses an audit_name git cannot take as a branch name, before the run', () => {
    expect(() => settingsFor({ [Inputs.AuditName]: 'nightly..audit' })).toThrow(
      "Input 'audit_name' is 'nightly..audit'; it names the branch an audit's changes are pushed to (flotilla/nightly..audit-<run id>), and git refuses that name: it contains '..'.",
    );
    expect(() => settingsFor({ [Inputs.AuditName]: '.nightly' })).toThrow(/starts with '\.'/);
    // Characters outside the branch's set become '-': these names are fine.
    expect(settingsFor({ [Inputs.AuditName]: 'Nightly security (v2.0)' }).auditName).toBe(
      'Nightly security (v2.0)',
    );
  });

  it('prefers the input key over the environment', () => {
    const settings = settingsFor(
      { [Inputs.AnthropicApiKey]: 'sk-ant-input' },
      { ...baseEnv, ANTHROPIC_API_KEY: 'sk-ant-env' },
    );
    expect(settings.run.modelAccess.apiKey).toBe('sk-ant-input');
  });

  it('runs the matrix agent alone', () => {
    expect(settingsFor({ [Inputs.Agent]: 'docs-drift' }).run.agents).toEqual(['docs-drift']);
    // Any name Claude Code loads can be asked for, spaces and dots included.
    expect(settingsFor({ [Inputs.Agent]: 'Release Notes v2.0' }).run.agents).toEqual([
      'Release Notes v2.0',
    ]);
    expect(
      settingsFor({ [Inputs.Agents]: 'dotnet-framework-4.8-expert\nCode Reviewer' }).run.agents,
    ).toEqual(['dotnet-framework-4.8-expert', 'Code Reviewer']);
  });

  it('reads the agent-team inputs: keep_team, approve_plans, teammates (defaults: false, lead, in-process)', () => {
    expect(
      settingsFor({
        [Inputs.KeepTeam]: 'true',
        [Inputs.ApprovePlans]: 'auto',
        [Inputs.Teammates]: 'process',
      }).run,
    ).toMatchObject({ keepTeam: true, approvePlans: 'auto', teammates: 'process' });
    expect(settingsFor({}).run).toMatchObject({
      keepTeam: false,
      approvePlans: 'lead',
      teammates: 'in-process',
    });
    const message = problemsOf({
      [Inputs.KeepTeam]: 'keep',
      [Inputs.ApprovePlans]: 'me',
      [Inputs.Teammates]: 'threads',
    });
    expect(message).toContain("Input 'keep_team' is 'keep'; expected true or false.");
    expect(message).toContain("Input 'approve_plans' is 'me'; expected one of lead, auto.");
    expect(message).toContain(
      "Input 'teammates' is 'threads'; expected one of in-process, process.",
    );
  });

  it('reports every bad input at once, naming the value and the expected form', () => {
    const message = problemsOf({
      [Inputs.Mode]: 'reveiw',
      [Inputs.MaxTurns]: '0',
      [Inputs.MaxBudgetUsd]: 'ten',
      [Inputs.TimeoutMinutes]: '-5',
      [Inputs.Concurrency]: '2.5',
      [Inputs.MaxSpawnDepth]: '0',
      [Inputs.FailOn]: 'severe',
      [Inputs.Post]: 'tweet',
      [Inputs.PermissionMode]: 'yolo',
      [Inputs.AllowPrTargetCheckout]: 'yes',
      [Inputs.AllowedTools]: 'Bash(npm test',
      [Inputs.DisallowedTools]: 'Read, 9lives',
      [Inputs.AllowedBots]: 'renovate[bot], not a login',
      [Inputs.Agents]: 'good-agent, plugin:agent:extra',
      [Inputs.AnthropicBaseUrl]: 'ftp://example.com',
      [Inputs.RequestChangesOn]: 'HIGH',
      [Inputs.Model]: 'claude sonnet',
      [Inputs.TriggerPhrase]: '@flo tilla',
    });
    expect(message).toContain('18 problems');
    const expectations: string[] = [
      "Input 'mode' is 'reveiw'; expected one of auto, review, run, audit, merge, matrix.",
      "Input 'max_turns' is '0'; expected a positive whole number, such as 30.",
      "Input 'max_budget_usd' is 'ten'; expected a positive number, such as 2.50.",
      "Input 'timeout_minutes' is '-5'; expected a positive number",
      "Input 'concurrency' is '2.5'; expected a positive whole number",
      "Input 'max_spawn_depth' is '0'; expected a positive whole number, such as 2.",
      "Input 'fail_on' is 'severe'; expected one of critical, high, medium, low, info, none.",
      "Input 'post' is 'tweet'; expected one of review, comment, commit, pr, issue, none.",
      "Input 'permission_mode' is 'yolo'; expected one of default, acceptEdits, plan",
      "Input 'allow_pr_target_checkout' is 'yes'; expected true or false.",
      "Input 'allowed_tools' is 'Bash(npm test'; expected a comma- or newline-separated list with balanced parentheses.",
      "Input 'disallowed_tools' is '9lives'; expected tool rules in Claude Code syntax",
      "Input 'allowed_bots' is 'not a login'; expected bot logins such as renovate[bot]",
      "Input 'agents' is 'plugin:agent:extra'; expected agent names",
      "Input 'anthropic_base_url' is 'ftp://example.com'; expected an http or https URL",
      "Input 'request_changes_on' is 'HIGH'; expected one of critical",
      "Input 'model' is 'claude sonnet'; expected a model alias",
      "Input 'trigger_phrase' is '@flo tilla'; expected one word without spaces",
    ];
    for (const expected of expectations) expect(message).toContain(expected);
  });

  it('takes MCP servers as JSON text only (a file would come from the pull request) and the MCP timeouts', () => {
    const servers = '{"mcpServers": {"docs": {"command": "docs-server"}}}';
    const settings = settingsFor(
      { [Inputs.McpConfig]: servers },
      { ...baseEnv, MCP_TIMEOUT: '9000', MCP_TOOL_TIMEOUT: '60000' },
    );
    expect(settings.run).toMatchObject({
      mcpConfigs: [servers],
      mcpStartupTimeoutMs: 9000,
      mcpToolTimeoutMs: 60000,
    });
    expect(problemsOf({ [Inputs.McpConfig]: 'mcp.json' })).toContain(
      'Input \'mcp_config\' must be JSON text {"mcpServers": {…}}; servers in a file belong in .mcp.json.',
    );
  });

  it('refuses a misspelt model alias in the model input and FLOTILLA_SUBAGENT_MODEL, with the suggestion', () => {
    const message = problemsOf(
      { [Inputs.Model]: 'sonet' },
      { ...baseEnv, FLOTILLA_SUBAGENT_MODEL: 'haikoo' },
    );
    expect(message).toContain("Input 'model': Unknown model 'sonet'. Did you mean 'sonnet'?");
    expect(message).toContain(
      "FLOTILLA_SUBAGENT_MODEL: Unknown model 'haikoo'. Did you mean 'haiku'?",
    );
  });

  it.each(['claude-sonnet-5', 'anthropic.claude-opus-4-8-v1:0', 'llama3', 'mistral', 'Opus'])(
    'passes the model %s through (ids of compatible endpoints are not refused)',
    (model) => {
      expect(settingsFor({ [Inputs.Model]: model }).run.model).toBe(model);
    },
  );

  it('reads model prices from the input over FLOTILLA_MODEL_PRICES, deriving cache prices', () => {
    const settings = settingsFor(
      { [Inputs.ModelPrices]: 'my-model=2/8\nother=1/2/1.5/0.2' },
      { ...baseEnv, FLOTILLA_MODEL_PRICES: 'my-model=100/100, third=4/20' },
    );
    expect(settings.run.prices).toEqual({
      'my-model': { input: 2, output: 8, cacheWrite: 2.5, cacheRead: 0.2 },
      other: { input: 1, output: 2, cacheWrite: 1.5, cacheRead: 0.2 },
      third: { input: 4, output: 20, cacheWrite: 5, cacheRead: 0.4 },
    });
  });

  it('reports malformed model prices with the expected form', () => {
    const message = problemsOf(
      { [Inputs.ModelPrices]: 'my-model=3' },
      { ...baseEnv, FLOTILLA_MODEL_PRICES: '=1/2' },
    );
    expect(message).toContain(
      "Input 'model_prices' 'my-model=3' is not a price; expected MODEL=INPUT/OUTPUT",
    );
    expect(message).toContain("FLOTILLA_MODEL_PRICES '=1/2' is not a price");
  });

  it('reads context windows from the input over FLOTILLA_CONTEXT_WINDOWS', () => {
    const settings = settingsFor(
      { [Inputs.ContextWindows]: 'my-model=64k\nopus=1m' },
      { ...baseEnv, FLOTILLA_CONTEXT_WINDOWS: 'my-model=32000, haiku=100k' },
    );
    expect(settings.run.contextWindows).toEqual({
      'my-model': 64_000,
      opus: 1_000_000,
      haiku: 100_000,
    });
    expect(problemsOf({ [Inputs.ContextWindows]: 'my-model=big' })).toContain(
      "Input 'context_windows' 'my-model=big' is not a context window",
    );
  });

  it('takes the retry count from CLAUDE_CODE_MAX_RETRIES', () => {
    expect(
      settingsFor({}, { ...baseEnv, CLAUDE_CODE_MAX_RETRIES: '3' }).run.modelAccess.maxRetries,
    ).toBe(3);
    expect(settingsFor({}).run.modelAccess.maxRetries).toBeUndefined();
    expect(problemsOf({}, { ...baseEnv, CLAUDE_CODE_MAX_RETRIES: 'many' })).toContain(
      "CLAUDE_CODE_MAX_RETRIES is 'many'; expected a whole number of 0 or more.",
    );
  });

  it('rejects agent and agents together, and merge without result files', () => {
    const message = problemsOf({
      [Inputs.Agent]: 'docs-drift',
      [Inputs.Agents]: 'security-reviewer',
      [Inputs.Mode]: 'merge',
    });
    expect(message).toContain("Inputs 'agent' and 'agents' are both set");
    expect(message).toContain("Input 'results_files' is empty, but mode is merge");
  });

  it('requires a GitHub token without echoing secrets', () => {
    const message = problemsOf({
      [Inputs.GithubToken]: '',
      [Inputs.AnthropicApiKey]: 'sk-ant-secret-value',
      [Inputs.AnthropicBaseUrl]: 'not a url with user:pass@host',
    });
    expect(message).toContain("Input 'github_token' is empty; expected a GitHub token.");
    expect(message).toContain("Input 'anthropic_base_url' is (value hidden)");
    expect(message).not.toContain('user:pass');
    expect(message).not.toContain('sk-ant-secret-value');
  });

  it('needs the runner environment, and says so', () => {
    const message = problemsOf({}, { GITHUB_REPOSITORY: 'no-slash' });
    expect(message).toContain('Environment variable GITHUB_WORKSPACE is not set');
    expect(message).toContain('Environment variable GITHUB_EVENT_NAME is not set');
    expect(message).toContain(
      "Environment variable GITHUB_REPOSITORY is 'no-slash'; expected the form {owner}/{repo}.",
    );
  });

  it('accepts "none" for the severity thresholds and an explicit merge with files', () => {
    const settings = settingsFor({
      [Inputs.FailOn]: 'none',
      [Inputs.RequestChangesOn]: 'none',
      [Inputs.Mode]: 'merge',
      [Inputs.ResultsFiles]: 'results/**/*.json\nmore/*.json',
    });
    expect(settings.failOn).toBeUndefined();
    expect(settings.requestChangesOn).toBeUndefined();
    expect(settings.resultsFiles).toEqual(['results/**/*.json', 'more/*.json']);
    expect(settings.expectedAgents).toEqual([]);
  });

  it("reads expected_agents as the plan job's matrix output, and refuses a malformed one", () => {
    const settings = settingsFor({
      [Inputs.Mode]: 'merge',
      [Inputs.ResultsFiles]: 'results/**/*.json',
      [Inputs.ExpectedAgents]: '{"agent":["docs-drift","security-reviewer"]}',
    });
    expect(settings.expectedAgents).toEqual(['docs-drift', 'security-reviewer']);
    const message = problemsOf({
      [Inputs.Mode]: 'merge',
      [Inputs.ResultsFiles]: 'results/**/*.json',
      [Inputs.ExpectedAgents]: '{"agent": "docs-drift"}',
    });
    expect(message).toContain('Input \'expected_agents\' is {"agent": "docs-drift"}; expected');
  });
});

describe('readActionSettings: memory, prompt inputs, effort', () => {
  it('reads fork_subagents: true or false; empty leaves it to the settings', () => {
    expect(settingsFor({ [Inputs.ForkSubagents]: 'true' }).run.forkSubagents).toBe(true);
    expect(settingsFor({ [Inputs.ForkSubagents]: 'false' }).run.forkSubagents).toBe(false);
    expect(settingsFor({}).run.forkSubagents).toBeUndefined();
  });

  it('reads bare, system_prompt, append_system_prompt and effort', () => {
    const settings = settingsFor({
      [Inputs.Bare]: 'true',
      [Inputs.SystemPrompt]: 'You review Go code.',
      [Inputs.AppendSystemPrompt]: 'Cite path:line.',
      [Inputs.Effort]: 'high',
    });
    expect(settings.run).toMatchObject({
      bare: true,
      systemPrompt: 'You review Go code.',
      appendSystemPrompt: 'Cite path:line.',
      effort: 'high',
    });
    const defaults = settingsFor({}).run;
    expect(defaults.bare).toBe(false);
    expect(defaults.systemPrompt).toBeUndefined();
    expect(defaults.appendSystemPrompt).toBeUndefined();
    expect(defaults.effort).toBeUndefined();
  });

  it('names a bad bare or effort value and the expected forms', () => {
    const problems = problemsOf({ [Inputs.Bare]: 'sometimes', [Inputs.Effort]: 'huge' });
    expect(problems).toContain(`'${Inputs.Bare}'`);
    expect(problems).toContain('sometimes');
    expect(problems).toContain(`'${Inputs.Effort}'`);
    expect(problems).toContain('xhigh');
  });

  it('reads commit_memory: off unless asked', () => {
    expect(settingsFor({}).commitMemory).toBe(false);
    expect(settingsFor({ [Inputs.CommitMemory]: 'true' }).commitMemory).toBe(true);
    const problems = problemsOf({ [Inputs.CommitMemory]: 'yes please' });
    expect(problems).toContain(`'${Inputs.CommitMemory}'`);
    expect(problems).toContain('yes please');
  });

  it('reads json_schema (JSON text) and resume, and names what is wrong with a bad schema', () => {
    const settings = settingsFor({
      [Inputs.JsonSchema]: '{"type":"object","properties":{"verdict":{"type":"string"}}}',
      [Inputs.Resume]: 'true',
    });
    expect(settings.run.jsonSchema).toEqual({
      type: 'object',
      properties: { verdict: { type: 'string' } },
    });
    expect(settings.resume).toBe(true);
    expect(settingsFor({}).resume).toBe(false);
    expect(settingsFor({}).run.jsonSchema).toBeUndefined();

    expect(problemsOf({ [Inputs.JsonSchema]: '{"type":' })).toMatch(
      /Input 'json_schema': the schema is not valid JSON/,
    );
    expect(problemsOf({ [Inputs.JsonSchema]: '{"type":"string"}' })).toMatch(
      /top-level "type" is "string"; it must be "object"/,
    );
    expect(problemsOf({ [Inputs.JsonSchema]: 'schemas/missing.json' })).toMatch(
      /Input 'json_schema': cannot read 'schemas\/missing.json' in the workspace/,
    );
    expect(problemsOf({ [Inputs.Resume]: 'sometimes' })).toContain(`'${Inputs.Resume}'`);
  });
});

describe('plugin_dirs', () => {
  it('takes directories in the workspace and existing absolute ones outside it, and refuses the rest, each named', async () => {
    const { mkdtemp, mkdir, rm, symlink } = await import('node:fs/promises');
    const os = await import('node:os');
    const root = await mkdtemp(path.join(os.tmpdir(), 'flotilla-plugin-dirs-'));
    try {
      const space = path.join(root, 'workspace');
      const outside = path.join(root, 'runner-temp', 'plugin');
      await mkdir(path.join(space, 'tools', 'plug'), { recursive: true });
      await mkdir(outside, { recursive: true });
      await symlink(outside, path.join(space, 'linked'));
      const env = { ...baseEnv, GITHUB_WORKSPACE: space };
      expect(
        settingsFor({ [Inputs.PluginDirs]: `tools/plug\n${outside}` }, env).run.pluginDirs,
      ).toEqual([path.join(space, 'tools', 'plug'), outside]);
      const problems = problemsOf(
        { [Inputs.PluginDirs]: `../runner-temp/plugin, linked, missing, ${root}/nowhere` },
        env,
      );
      expect(problems).toContain(
        "Input 'plugin_dirs' is '../runner-temp/plugin'; expected a directory inside the workspace",
      );
      expect(problems).toContain("'linked' leads out of the workspace through a symbolic link");
      expect(problems).toContain("'missing' is not a directory");
      expect(problems).toContain(`'${root}/nowhere' is not a directory`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("keeps the plugins' data directories in the job's RUNNER_TEMP", () => {
    expect(
      settingsFor({}, { ...baseEnv, RUNNER_TEMP: '/home/runner/work/_temp' }).run.pluginDataDir,
    ).toBe(path.join('/home/runner/work/_temp', 'flotilla-plugin-data'));
  });

  it("lets agents name a plugin's agent as plugin:agent", () => {
    expect(settingsFor({ [Inputs.Agents]: 'revplug:checker, security' }).run.agents).toEqual([
      'revplug:checker',
      'security',
    ]);
    expect(problemsOf({ [Inputs.Agents]: 'a:b:c' })).toContain("Input 'agents'");
  });
});
