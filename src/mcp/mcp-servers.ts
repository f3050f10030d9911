import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AgentDefinition } from '../agents/definition.js';
import { errorMessage, UserError } from '../errors.js';
import { ensurePluginDataDirectory, pluginVariables } from '../plugins/plugin-data.js';
import type { AnyTool } from '../tools/define-tool.js';
import { McpConnection } from './mcp-connection.js';
import { mcpResourceTools, mcpServerTools, mcpToolName } from './mcp-tools.js';
import { mcpContentText } from './tool-result-content.js';
import {
  expandServerConfig,
  serverEntryHint,
  type InvalidMcpServer,
  type McpServerEntry,
  type McpServerScope,
} from './server-config.js';

export interface McpServersOptions {
  /** The run's configured servers (src/mcp/load-mcp-config.ts). */
  configured: ReadonlyMap<string, McpServerEntry>;
  /** Configured servers whose entry is invalid: failed from the start, as one that cannot start. */
  invalid?: readonly InvalidMcpServer[];
  /** Where project and user servers start. */
  repoRoot: string;
  /** The scrubbed environment every server starts with. */
  environment: Readonly<Record<string, string>>;
  /** What `${VAR}` in a configuration expands to: the entry point's whole environment. */
  variables: Readonly<Record<string, string | undefined>>;
  startupTimeoutMs: number;
  toolTimeoutMs?: number;
  /**
   * Where ReadMcpResourceTool saves binary contents (src/mcp/resource-files.ts); undefined: a new
   * temporary directory, made when first needed.
   */
  toolResultsDirectory?: Promise<string>;
  /**
   * `--strict-mcp-config`: only the `--mcp-config` servers run; an agent's inline servers do not
   * start, as Claude Code 2.1.332 skips an agent's frontmatter servers under the flag.
   */
  strict?: boolean;
  /** An unreachable HTTP server's attempts to connect again (McpConnectionOptions). */
  reconnectDelaysMs?: readonly number[];
  warn(line: string): void;
  /** Told the credentials a remote server's `headersHelper` printed, before they are sent. */
  onSecrets?: (values: readonly string[]) => void;
}

/** Whether one server of the run started: what the stream-json init lists and RunResult reports. */
export interface McpServerState {
  name: string;
  scope: McpServerScope;
  /** The file (or `--mcp-config`, or the agent) that configured it. */
  origin: string;
  status: 'connected' | 'failed';
  /** Why it did not start, or why it was lost. */
  error?: string;
  /** It started, then stopped mid-run and could not be brought back. */
  lost?: true;
}

/** An agent's MCP tools; `close` ends the inline servers it started for itself. */
export interface AgentMcpTools {
  tools: AnyTool[];
  /**
   * The agent's MCP tools again when a server's tool list changed since they were made (or last
   * refreshed); undefined when none did.
   */
  refresh(): Promise<AnyTool[] | undefined>;
  close(): Promise<void>;
}

/**
 * The run's MCP servers: each configured server started once and shared by the agents, each
 * agent's inline servers started in its working directory for as long as it runs, and every
 * server ended by `close`.
 */
export class McpServers {
  private readonly inline = new Set<McpConnection>();
  private readonly warned = new Set<string>();
  private closed = false;
  private toolResults: Promise<string> | undefined;

  private constructor(
    private readonly options: McpServersOptions,
    private readonly shared: ReadonlyMap<string, McpConnection>,
    private readonly started: McpServerState[],
  ) {}

  /**
   * Starts every configured server at once; one that does not start, or whose entry is invalid,
   * is a warning naming it, and its state says why (the run goes on without it, as Claude Code's
   * does, and its result says so).
   */
  static async open(options: McpServersOptions): Promise<McpServers> {
    const entries = [...options.configured.values()];
    // A server lost mid-run is recorded in the run's servers, filled in once all have started.
    const shared = new Map<string, McpConnection>();
    const states: McpServerState[] = [];
    const servers = new McpServers(options, shared, states);
    const started = await Promise.all(
      entries.map((entry) =>
        startServer(entry, options.repoRoot, options, (reason) => servers.noteLost(entry, reason)),
      ),
    );
    for (const result of started) {
      if (result.connection) shared.set(result.connection.name, result.connection);
    }
    states.push(...entries.map((entry, index) => stateOf(entry, started[index]?.error)));
    for (const server of options.invalid ?? []) {
      const error = `its entry is not valid: ${server.problem}`;
      options.warn(
        `MCP server '${server.name}' (${server.origin}) not started, so its tools are missing: ${error}. ${serverEntryHint}`,
      );
      states.push(stateOf(server, error));
    }
    return servers;
  }

  /**
   * The servers started so far, in order: the configured ones, then the agents' inline ones (an
   * inline server that several agents start is listed once, failed if it ever failed).
   */
  states(): readonly McpServerState[] {
    return this.started;
  }

  /** The servers that did not start. */
  failures(): readonly McpServerState[] {
    return this.started.filter((state) => state.status === 'failed');
  }

  /**
   * The MCP tools of one agent: the shared servers' and those of the inline servers its
   * definition declares (started now, in `root`). A named server that is not configured is a
   * warning; the agent runs without it.
   */
  async toolsFor(definition: AgentDefinition, root: string): Promise<AgentMcpTools> {
    if (this.closed) {
      return {
        tools: [],
        refresh: () => Promise.resolve(undefined),
        close: () => Promise.resolve(),
      };
    }
    const connections = new Map(this.shared);
    const own: McpConnection[] = [];
    for (const reference of definition.mcpServers ?? []) {
      if (reference.kind === 'named') {
        if (!this.shared.has(serverName(definition, reference.name, this.shared))) {
          this.options.warn(
            `agent '${definition.name}' names MCP server '${reference.name}', which is not configured, not enabled or did not start; it runs without it.`,
          );
        }
        continue;
      }
      if (this.options.strict === true) {
        this.warnOnce(
          `agent '${definition.name}' declares inline MCP server '${reference.name}', which does not start under --strict-mcp-config (only the --mcp-config servers run); it runs without it.`,
        );
        continue;
      }
      const { kind: _kind, name, ...config } = reference;
      const entry: McpServerEntry = {
        name,
        scope: 'agent',
        origin: `agent '${definition.name}'`,
        config,
      };
      const { connection, error } = await startServer(entry, root, this.options, (reason) =>
        this.noteLost(entry, reason),
      );
      this.noteInline(stateOf(entry, error));
      if (!connection) continue;
      if (this.closed) {
        await connection.close();
        continue;
      }
      this.inline.add(connection);
      own.push(connection);
      connections.set(name, connection);
    }
    for (const name of definition.requiredMcpServers ?? []) {
      if (!connections.has(serverName(definition, name, connections))) {
        this.options.warn(
          `agent '${definition.name}' requires MCP server '${name}', which is not running (not configured, not enabled or failed to start); it runs without it.`,
        );
      }
    }
    const serving = [...connections.values()];
    const toolsNow = () => [
      ...mcpServerTools(
        serving,
        () => this.toolResultsDirectory(),
        (line) => this.warnOnce(line),
      ),
      ...mcpResourceTools(serving, () => this.toolResultsDirectory()),
    ];
    let revisions = serving.map((connection) => connection.toolsRevision);
    return {
      tools: toolsNow(),
      refresh: async () => {
        await Promise.all(serving.map((connection) => connection.toolsSettled()));
        const now = serving.map((connection) => connection.toolsRevision);
        if (now.every((revision, index) => revision === revisions[index])) return undefined;
        revisions = now;
        return toolsNow();
      },
      close: async () => {
        await Promise.all(own.map((connection) => connection.close()));
        for (const connection of own) this.inline.delete(connection);
      },
    };
  }

  /**
   * A prompt's text for a run's prompt `/mcp__<server>__<prompt> args`, as Claude Code 2.1.332
   * runs an MCP prompt (observed): the words of `args`, split at whitespace (quotes are not
   * special), fill its arguments in the order it declares them, a word each, and words beyond
   * them are left out; its messages' contents, one after another, are the prompt, an embedded
   * resource as `[Resource from <server> at <uri>] <text>` and a binary part (an image too)
   * saved to a file the model is given (src/mcp/tool-result-content.ts). Undefined when no
   * server has a prompt of that command name.
   */
  async promptText(
    command: string,
    args: string,
    signal: AbortSignal,
  ): Promise<string | undefined> {
    for (const connection of this.shared.values()) {
      const prompt = connection.prompts.find(
        (candidate) => mcpToolName(connection.name, candidate.name) === command,
      );
      if (!prompt) continue;
      const words = args.split(/\s+/).filter((word) => word !== '');
      const values: Record<string, string> = {};
      prompt.arguments.forEach((argument, index) => {
        const value = words[index];
        if (value !== undefined) values[argument.name] = value;
      });
      const missing = prompt.arguments.filter(
        (argument) => argument.required && values[argument.name] === undefined,
      );
      if (missing.length > 0) {
        throw new UserError(
          `The prompt /${command} needs ${missing.map((argument) => `'${argument.name}'`).join(', ')}.`,
          `Give its arguments after the name, a word each, in this order: /${command} ${prompt.arguments.map((argument) => `<${argument.name}>`).join(' ')}.`,
        );
      }
      const got = await connection.getPrompt(prompt.name, values, signal);
      const place = { server: connection.name, directory: () => this.toolResultsDirectory() };
      const texts = await Promise.all(
        got.messages.map((message) => mcpContentText(message.content, place)),
      );
      return texts.filter((text) => text !== '').join('\n\n');
    }
    return undefined;
  }

  private toolResultsDirectory(): Promise<string> {
    this.toolResults ??=
      this.options.toolResultsDirectory ??
      mkdtemp(path.join(os.tmpdir(), 'flotilla-tool-results-'));
    return this.toolResults;
  }

  /** Says a thing once per run, however many agents meet it. */
  private warnOnce(line: string): void {
    if (this.warned.has(line)) return;
    this.warned.add(line);
    this.options.warn(line);
  }

  private noteInline(state: McpServerState): void {
    const index = this.started.findIndex(
      (known) => known.name === state.name && known.origin === state.origin,
    );
    if (index < 0) this.started.push(state);
    else if (state.status === 'failed') this.started[index] = state;
  }

  /**
   * A server that stopped mid-run and could not be brought back: a warning, and a failed state,
   * so the run that went on without its tools is not reported as a success.
   */
  private noteLost(entry: McpServerEntry, reason: string): void {
    this.options.warn(
      `MCP server '${entry.name}' (${entry.origin}) was lost mid-run, so its tools fail from now on: ${reason}.`,
    );
    this.noteInline({ ...stateOf(entry, reason), lost: true });
  }

  /** Ends every server still running: the shared ones and any inline one left open. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      [...this.shared.values(), ...this.inline].map((connection) => connection.close()),
    );
    this.inline.clear();
  }
}

/**
 * The server a name in an agent's `mcpServers` means: a server of that name, else, for a plugin's
 * agent (`plugin:agent`), its own plugin's server of that name (`plugin:<plugin>:<name>`).
 */
function serverName(
  definition: AgentDefinition,
  name: string,
  running: ReadonlyMap<string, unknown>,
): string {
  if (running.has(name) || definition.source !== 'plugin') return name;
  const plugin = definition.name.slice(0, Math.max(0, definition.name.indexOf(':')));
  return plugin ? `plugin:${plugin}:${name}` : name;
}

function stateOf(
  entry: Pick<McpServerEntry, 'name' | 'scope' | 'origin'>,
  error: string | undefined,
): McpServerState {
  return {
    name: entry.name,
    scope: entry.scope,
    origin: entry.origin,
    ...(error === undefined ? { status: 'connected' } : { status: 'failed', error }),
  };
}

/** A started server, or why it did not start (already warned). */
type StartResult =
  { connection: McpConnection; error?: undefined } | { connection?: undefined; error: string };

async function startServer(
  entry: McpServerEntry,
  cwd: string,
  options: McpServersOptions,
  onLost: (reason: string) => void,
): Promise<StartResult> {
  // A plugin's server finds its files by CLAUDE_PLUGIN_ROOT and keeps its state in
  // CLAUDE_PLUGIN_DATA (made now), in its configuration and its environment, as in Claude Code.
  const pluginRoot: Record<string, string> = entry.pluginRoot
    ? pluginVariables(entry.pluginRoot, entry.pluginData)
    : {};
  // Its options fill `${user_config.NAME}` in its configuration only, never its environment.
  const { config, missing } = expandServerConfig(entry.config, {
    ...options.variables,
    ...pluginRoot,
    ...entry.pluginOptions,
  });
  if (missing.length > 0) {
    const error = `${missing.map((name) => `\${${name}}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set and ${missing.length === 1 ? 'has' : 'have'} no default (\${NAME:-default})`;
    options.warn(`MCP server '${entry.name}' (${entry.origin}) not started: ${error}.`);
    return { error };
  }
  const connection = new McpConnection({
    name: entry.name,
    scope: entry.scope,
    config,
    cwd,
    environment: { ...options.environment, ...pluginRoot },
    startupTimeoutMs: options.startupTimeoutMs,
    ...(options.toolTimeoutMs !== undefined ? { toolTimeoutMs: options.toolTimeoutMs } : {}),
    ...(options.reconnectDelaysMs ? { reconnectDelaysMs: options.reconnectDelaysMs } : {}),
    ...(options.onSecrets ? { onSecrets: options.onSecrets } : {}),
    onLost,
  });
  try {
    if (entry.pluginData !== undefined) await ensurePluginDataDirectory(entry.pluginData);
    await connection.start();
    return { connection };
  } catch (error) {
    options.warn(
      `MCP server '${entry.name}' (${entry.origin}) did not start, so its tools are missing: ${errorMessage(error)}`,
    );
    return { error: errorMessage(error) };
  }
}
