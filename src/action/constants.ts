/**
 * The names of the Action's inputs and outputs, exactly as `action.yml` spells them. Code refers
 * to these constants, never to string literals, and a test keeps them and `action.yml` in step.
 */

export const Inputs = {
  AnthropicApiKey: 'anthropic_api_key',
  AnthropicBaseUrl: 'anthropic_base_url',
  ClaudeCodeOauthToken: 'claude_code_oauth_token',
  GithubToken: 'github_token',
  Prompt: 'prompt',
  Agents: 'agents',
  Agent: 'agent',
  Mode: 'mode',
  TriggerPhrase: 'trigger_phrase',
  AllowedBots: 'allowed_bots',
  AllowedTools: 'allowed_tools',
  DisallowedTools: 'disallowed_tools',
  McpConfig: 'mcp_config',
  PluginDirs: 'plugin_dirs',
  PermissionMode: 'permission_mode',
  Model: 'model',
  ModelPrices: 'model_prices',
  ContextWindows: 'context_windows',
  MaxTurns: 'max_turns',
  MaxBudgetUsd: 'max_budget_usd',
  TimeoutMinutes: 'timeout_minutes',
  Concurrency: 'concurrency',
  MaxSpawnDepth: 'max_spawn_depth',
  FailOn: 'fail_on',
  Post: 'post',
  ResultsDir: 'results_dir',
  AuditName: 'audit_name',
  RequestChangesOn: 'request_changes_on',
  ResultsFiles: 'results_files',
  ExpectedAgents: 'expected_agents',
  AllowPrTargetCheckout: 'allow_pr_target_checkout',
  Scenario: 'scenario',
  Sandbox: 'sandbox',
  KeepTranscripts: 'keep_transcripts',
  SandboxNetwork: 'sandbox_network',
  Bare: 'bare',
  ForkSubagents: 'fork_subagents',
  SystemPrompt: 'system_prompt',
  AppendSystemPrompt: 'append_system_prompt',
  Effort: 'effort',
  CommitMemory: 'commit_memory',
  JsonSchema: 'json_schema',
  Resume: 'resume',
  TrackProgress: 'track_progress',
  LabelTrigger: 'label_trigger',
  AssigneeTrigger: 'assignee_trigger',
  UseCommitSigning: 'use_commit_signing',
  KeepTeam: 'keep_team',
  ApprovePlans: 'approve_plans',
  Teammates: 'teammates',
} as const;
export type InputName = (typeof Inputs)[keyof typeof Inputs];

export const Outputs = {
  Conclusion: 'conclusion',
  ResultFile: 'result_file',
  Findings: 'findings',
  Critical: 'critical',
  High: 'high',
  Medium: 'medium',
  Low: 'low',
  Info: 'info',
  Turns: 'turns',
  InputTokens: 'input_tokens',
  OutputTokens: 'output_tokens',
  CacheReadTokens: 'cache_read_tokens',
  CacheWriteTokens: 'cache_write_tokens',
  CostUsd: 'cost_usd',
  ReviewUrl: 'review_url',
  CommentUrl: 'comment_url',
  IssueUrl: 'issue_url',
  Branch: 'branch',
  PrUrl: 'pr_url',
  StructuredOutput: 'structured_output',
  SessionId: 'session_id',
  Matrix: 'matrix',
} as const;
export type OutputName = (typeof Outputs)[keyof typeof Outputs];

/**
 * `mode` input: `auto` picks review, run or audit from the event; `merge` and `matrix` never run
 * a model (`matrix` only prints the agents to spread over jobs).
 */
export const requestedModes = ['auto', 'review', 'run', 'audit', 'merge', 'matrix'] as const;
export type RequestedMode = (typeof requestedModes)[number];

/** Where a run's result lands (publishResult's targets). `none`: only the job summary, outputs and files. */
export {
  publishTargets as postTargets,
  type PublishTarget as PostTarget,
} from '../publish/publish-result.js';

export const defaultTriggerPhrase = '@flotilla';
