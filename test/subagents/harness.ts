import type { SelfCommand } from '../../src/app/teammate-run.js';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runFlotilla, type RunOutcome, type RunStart } from '../../src/app/run.js';
import { ClaudeStreamWriter } from '../../src/cli/stream-json.js';
import { createRedactor } from '../../src/publish/redact.js';
import type { Session } from '../../src/sessions/session-store.js';
import { runConfigSchema, type RunConfigInput } from '../../src/config/run-config.js';
import type { AgentEvent } from '../../src/loop/agent-events.js';
import { Transcript } from '../../src/loop/transcript.js';
import type { MessageParam } from '../../src/model/types.js';
import {
  startScriptedServer,
  type RecordedRequest,
  type ScenarioInput,
  type ScriptedServer,
} from '../../src/offline/index.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * A whole run on the real stack: the offline scripted server on 127.0.0.1, the real SDK client
 * (through runFlotilla's own model access), real tools, the real permission policy, agents
 * loaded from `.claude/agents/*.md` in a real temp git repository.
 */

export interface RunSetup {
  scenario: ScenarioInput;
  /** Agent files: name → markdown (frontmatter + prompt), written to .claude/agents/<name>.md. */
  agents?: Record<string, string>;
  /** Extra files of the first commit. */
  files?: Record<string, string>;
  config?: Partial<RunConfigInput>;
  /** Reuse a repository (a second run in the same one). */
  repo?: TempRepo;
  /** Secret values the run's redactor knows (as an entry point passes them). */
  secrets?: string[];
  /** Cancels the run when aborted; called with each event to decide when. */
  cancelWhen?: (event: AgentEvent) => boolean;
  /** The entry point's whole environment, for `${VAR}` in MCP configurations. */
  mcpVariables?: Record<string, string>;
  /** How the run starts `flotilla teammate` (`teammates: 'process'`). */
  teammateCommand?: SelfCommand;
  /** The run's clock (its start time); the real one when left out. */
  now?: () => Date;
  /** `--resume` / `--continue`: the session the lead goes on from. */
  resume?: Session;
  /** Variables of the entry point's environment (DISABLE_AUTO_COMPACT), over the repository's. */
  environment?: Record<string, string>;
}

export interface FinishedRun extends RunOutcome {
  repo: TempRepo;
  server: ScriptedServer;
  events: AgentEvent[];
  logs: string[];
  /** What the run reported when the lead started (the stream-json `init` event's facts). */
  start?: RunStart;
  /** The lead's conversation, read back from its JSONL transcript. */
  leadTranscript(): Promise<MessageParam[]>;
  transcript(agentId: string): Promise<MessageParam[]>;
  /** Requests the server answered for one agent type, in arrival order. */
  requestsOf(agent: string): RecordedRequest[];
}

/**
 * `teammates: 'process'` from the sources: the real CLI (`node --import tsx src/cli/index.ts`),
 * its paths absolute because a teammate process starts in the repository under test.
 */
export const sourceTeammateCommand: SelfCommand = {
  command: process.execPath,
  args: [
    '--import',
    pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
    path.join(projectRoot, 'src', 'cli', 'index.ts'),
  ],
};

const cleanups: Array<() => Promise<void>> = [];

/** Call from afterEach: closes servers and deletes temp directories. */
export async function cleanupRuns(): Promise<void> {
  const pending = cleanups.splice(0);
  await Promise.allSettled(pending.map((cleanup) => cleanup()));
}

/** An agent definition file. */
/** The lead's Agent call that starts `name` (an agent type of that name) as a teammate of `team`. */
export function teammateCall(team: string, name: string, prompt: string) {
  return {
    name: 'Agent',
    input: { description: name, prompt, subagent_type: name, name, team_name: team },
  };
}

export function agentFile(
  name: string,
  fields: Record<string, string | number | boolean> = {},
  prompt = `You are ${name}.`,
): string {
  const lines = Object.entries({ description: `The ${name} agent.`, ...fields }).map(
    ([key, value]) => `${key}: ${String(value)}`,
  );
  return ['---', `name: ${name}`, ...lines, '---', '', prompt, ''].join('\n');
}

export async function newRepo(setup: Pick<RunSetup, 'agents' | 'files'>): Promise<TempRepo> {
  const files: Record<string, string> = { 'README.md': '# demo\n', ...setup.files };
  for (const [name, text] of Object.entries(setup.agents ?? {})) {
    files[`.claude/agents/${name}.md`] = text;
  }
  const repo = await createTempRepo({ files });
  cleanups.push(() => repo.cleanup());
  return repo;
}

export async function startServer(scenario: ScenarioInput): Promise<ScriptedServer> {
  const server = await startScriptedServer({ scenario });
  cleanups.push(() => server.close());
  return server;
}

export async function run(setup: RunSetup): Promise<FinishedRun> {
  const repo = setup.repo ?? (await newRepo(setup));
  const server = await startServer(setup.scenario);
  const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-home-'));
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-state-'));
  cleanups.push(() => rm(home, { recursive: true, force: true }));
  cleanups.push(() => rm(stateDir, { recursive: true, force: true }));
  // Never the machine's /etc/claude-code/managed-settings.json: tests read only their own files.
  // A managed settings file named for a run must exist, so this one holds no settings.
  const managedSettingsFile = path.join(home, 'managed-settings.json');
  await writeFile(managedSettingsFile, '{}\n');
  const config = runConfigSchema.parse({
    repoRoot: repo.root,
    prompt: 'Do the task.',
    homeDir: home,
    managedSettingsFile,
    stateDir,
    // The tests' repositories are their author's own: their agent files' modes and inline MCP
    // servers apply. A test of an untrusted checkout says `trustProject: false`.
    trustProject: true,
    ...setup.config,
    // A test's own model settings (maxRetries) join the offline server's address.
    modelAccess: {
      baseUrl: server.url,
      apiKey: 'sk-offline-test',
      ...setup.config?.modelAccess,
    },
  });
  const events: AgentEvent[] = [];
  const logs: string[] = [];
  let start: RunStart | undefined;
  const cancel = new AbortController();
  const outcome = await runFlotilla(config, {
    toolEnvironment: { ...repo.env, HOME: home, ...setup.environment },
    onEvent: (event) => {
      events.push(event);
      if (setup.cancelWhen?.(event)) cancel.abort();
    },
    log: (line) => logs.push(line),
    onStart: (started) => {
      start = started;
    },
    signal: cancel.signal,
    ...(setup.secrets
      ? { redact: createRedactor(setup.secrets), secretValues: setup.secrets }
      : {}),
    ...(setup.mcpVariables ? { mcpVariables: setup.mcpVariables } : {}),
    ...(setup.teammateCommand ? { teammateCommand: setup.teammateCommand } : {}),
    ...(setup.now ? { now: setup.now } : {}),
    ...(setup.resume ? { resume: setup.resume } : {}),
  });
  return {
    ...outcome,
    repo,
    server,
    events,
    logs,
    ...(start ? { start } : {}),
    leadTranscript: () => Transcript.read(path.join(outcome.stateDir, 'transcripts', 'lead.jsonl')),
    transcript: (agentId) =>
      Transcript.read(path.join(outcome.stateDir, 'transcripts', `${agentId}.jsonl`)),
    requestsOf: (agent) =>
      server.requests.filter(
        (request) => request.agent === agent && request.path === '/v1/messages',
      ),
  };
}

/** Every text of a message: text blocks, tool_result contents, or the string itself. */
export function messageText(message: MessageParam): string {
  if (typeof message.content === 'string') return message.content;
  return message.content
    .map((block) => {
      if (block.type === 'text') return block.text;
      if (block.type === 'tool_result') {
        if (typeof block.content === 'string') return block.content;
        return (block.content ?? [])
          .map((inner) => (inner.type === 'text' ? inner.text : ''))
          .join('\n');
      }
      return '';
    })
    .join('\n');
}

/** How many `<task-notification>` blocks about `taskId` the conversation carries. */
export function countNotifications(messages: MessageParam[], taskId: string): number {
  return messages
    .filter((message) => message.role === 'user')
    .map((message) => messageText(message).split(`<task-id>${taskId}</task-id>`).length - 1)
    .reduce((sum, count) => sum + count, 0);
}

/** The status a task's notifications carried, in order. */
export function notificationStatuses(messages: MessageParam[], taskId: string): string[] {
  const statuses: string[] = [];
  for (const message of messages.filter((entry) => entry.role === 'user')) {
    for (const block of messageText(message).split('<task-notification>').slice(1)) {
      if (!block.includes(`<task-id>${taskId}</task-id>`)) continue;
      statuses.push(/<status>(\w+)<\/status>/.exec(block)?.[1] ?? '?');
    }
  }
  return statuses;
}

/** The tool_result blocks of a user message, in order. */
export function toolResults(
  message: MessageParam | undefined,
): Array<{ id: string; text: string; isError: boolean }> {
  if (!message || typeof message.content === 'string') return [];
  return message.content.flatMap((block) =>
    block.type === 'tool_result'
      ? [
          {
            id: block.tool_use_id,
            text: messageText({ role: 'user', content: [block] }),
            isError: block.is_error === true,
          },
        ]
      : [],
  );
}

/** The messages of a recorded request body. */
export function requestMessages(request: RecordedRequest | undefined): MessageParam[] {
  const body = request?.body as { messages?: MessageParam[] } | undefined;
  return body?.messages ?? [];
}

export function requestSystem(request: RecordedRequest | undefined): string {
  const body = request?.body as { system?: Array<{ text?: string }> | string } | undefined;
  const system = body?.system;
  if (system === undefined) return '';
  return typeof system === 'string' ? system : system.map((block) => block.text ?? '').join('\n');
}

export function requestToolNames(request: RecordedRequest | undefined): string[] {
  const body = request?.body as { tools?: Array<{ name: string }> } | undefined;
  return (body?.tools ?? []).map((tool) => tool.name);
}

export async function writeFileIn(root: string, relative: string, text: string): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

export async function readText(file: string): Promise<string> {
  return readFile(file, 'utf8');
}

/**
 * The largest number of agents running at once, from the loop's own events: an agent runs from
 * its first `turn` event to its `end` event.
 */
export function maxConcurrent(events: AgentEvent[], exclude = 'lead'): number {
  const running = new Set<string>();
  let max = 0;
  for (const event of events) {
    if (event.agentId === exclude) continue;
    if (event.type === 'turn') running.add(event.agentId);
    if (event.type === 'end') running.delete(event.agentId);
    max = Math.max(max, running.size);
  }
  return max;
}

/**
 * The run's events as `--output-format stream-json` prints them (the lead on claude-sonnet-5);
 * with `finish`, its closing `result` too.
 */
export function streamJsonEvents(
  finished: FinishedRun,
  { finish = false }: { finish?: boolean } = {},
): Record<string, unknown>[] {
  const lines: string[] = [];
  const writer = new ClaudeStreamWriter((line) => lines.push(line), {
    format: 'stream-json',
    apiKeySource: 'ANTHROPIC_API_KEY',
  });
  writer.onStart({
    runId: finished.result.run_id,
    leadAgentId: finished.result.agents[0]!.agent_id,
    cwd: finished.repo.root,
    model: 'claude-sonnet-5',
    permissionMode: 'default',
    tools: [],
    agents: [],
    mcpServers: [],
    outputStyle: finished.start?.outputStyle ?? 'default',
  });
  for (const event of finished.events) writer.onEvent(event);
  if (finish) writer.finish(finished.result);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}
