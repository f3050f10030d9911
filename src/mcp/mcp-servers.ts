import type { AgentDefinition } from '../agents/definition.js';
import { errorMessage } from '../errors.js';
import type { AnyTool } from '../tools/define-tool.js';
import { McpConnection } from './mcp-connection.js';
import { mcpResourceTools, mcpServerTools } from './mcp-tools.js';
import { expandServerConfig, type McpServerEntry } from './server-config.js';

export interface McpServersOptions {
  /** The run's configured servers (src/mcp/load-mcp-config.ts). */
  configured: ReadonlyMap<string, McpServerEntry>;
  /** Where project and user servers start. */
  repoRoot: string;
  /** The scrubbed environment every server starts with. */
  environment: Readonly<Record<string, string>>;
  /** What `${VAR}` in a configuration expands to: the entry point's whole environment. */
  variables: Readonly<Record<string, string | undefined>>;
  startupTimeoutMs: number;
  toolTimeoutMs?: number;
  warn(line: string): void;
}

/** An agent's MCP tools; `close` ends the inline servers it started for itself. */
export interface AgentMcpTools {
  tools: AnyTool[];
  close(): Promise<void>;
}

/**
 * The run's MCP servers: each configured server started once and shared by the agents, each
 * agent's inline servers started in its working directory for as long as it runs, and every
 * server ended by `close`.
 */
export class McpServers {
  private readonly inline = new Set<McpConnection>();
  private closed = false;

  private constructor(
    private readonly options: McpServersOptions,
    private readonly shared: ReadonlyMap<string, McpConnection>,
  ) {}

  /** Starts every configured server at once; one that does not start is a warning naming it. */
  static async open(options: McpServersOptions): Promise<McpServers> {
    const started = await Promise.all(
      [...options.configured.values()].map((entry) =>
        startServer(entry, options.repoRoot, options),
      ),
    );
    const shared = new Map<string, McpConnection>();
    for (const connection of started) if (connection) shared.set(connection.name, connection);
    return new McpServers(options, shared);
  }

  /**
   * The MCP tools of one agent: the shared servers' and those of the inline servers its
   * definition declares (started now, in `root`). A named server that is not configured is a
   * warning; the agent runs without it.
   */
  async toolsFor(definition: AgentDefinition, root: string): Promise<AgentMcpTools> {
    if (this.closed) return { tools: [], close: () => Promise.resolve() };
    const connections = new Map(this.shared);
    const own: McpConnection[] = [];
    for (const reference of definition.mcpServers ?? []) {
      if (reference.kind === 'named') {
        if (!this.shared.has(reference.name)) {
          this.options.warn(
            `agent '${definition.name}' names MCP server '${reference.name}', which is not configured, not enabled or did not start; it runs without it.`,
          );
        }
        continue;
      }
      const { kind: _kind, name, ...config } = reference;
      const connection = await startServer(
        { name, scope: 'agent', origin: `agent '${definition.name}'`, config },
        root,
        this.options,
      );
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
      if (!connections.has(name)) {
        this.options.warn(
          `agent '${definition.name}' requires MCP server '${name}', which is not running (not configured, not enabled or failed to start); it runs without it.`,
        );
      }
    }
    const tools = [
      ...[...connections.values()].flatMap(mcpServerTools),
      ...mcpResourceTools([...connections.values()]),
    ];
    return {
      tools,
      close: async () => {
        await Promise.all(own.map((connection) => connection.close()));
        for (const connection of own) this.inline.delete(connection);
      },
    };
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

async function startServer(
  entry: McpServerEntry,
  cwd: string,
  options: McpServersOptions,
): Promise<McpConnection | undefined> {
  const { config, missing } = expandServerConfig(entry.config, options.variables);
  if (missing.length > 0) {
    options.warn(
      `MCP server '${entry.name}' (${entry.origin}) not started: ${missing.map((name) => `\${${name}}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set and ${missing.length === 1 ? 'has' : 'have'} no default (\${NAME:-default}).`,
    );
    return undefined;
  }
  const connection = new McpConnection({
    name: entry.name,
    config,
    cwd,
    environment: options.environment,
    startupTimeoutMs: options.startupTimeoutMs,
    ...(options.toolTimeoutMs !== undefined ? { toolTimeoutMs: options.toolTimeoutMs } : {}),
  });
  try {
    await connection.start();
    return connection;
  } catch (error) {
    options.warn(
      `MCP server '${entry.name}' (${entry.origin}) did not start, so its tools are missing: ${errorMessage(error)}`,
    );
    return undefined;
  }
}
