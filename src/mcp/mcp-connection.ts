import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { credentialForms } from '../config/environment.js';
import { errorMessage, errorMessageWithCause } from '../errors.js';
import { headersFromHelper } from '../settings/headers-helper.js';
import { maxTimerMs } from '../platform/long-timeout.js';
import { VERSION } from '../version.js';
import { connectionFailure } from './connection-failure.js';
import type { McpServerConfig, McpServerScope } from './server-config.js';

/**
 * How long to wait before each attempt to reach an HTTP server that could not be reached: Claude
 * Code 2.1.332 tries again in the background about 1, 1.6, 3, 7 and 18 s apart (observed), then
 * gives up; these add up to about the same 31 s.
 */
export const defaultReconnectDelaysMs: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000];

/**
 * How many times in a row a stdio server that stopped is started again, on the next call, without
 * answering a call in between: a server that crashes on one input and comes back gets a fresh
 * chance every time (Claude Code 2.1.332 restarts it each time); one that dies on every call is
 * lost after this many, rather than restarted for every call of the run.
 */
export const failedRestartsLimit = 3;

export interface McpToolDescription {
  name: string;
  description: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
  /** Annotated `readOnlyHint`: plan mode runs it with an allow rule (src/tools/permissions.ts). */
  readOnly?: true;
}

export interface McpPromptDescription {
  name: string;
  /** Its arguments in the order the server declares them. */
  arguments: { name: string; required: boolean }[];
}

export interface McpConnectionOptions {
  /** The name the configuration gives it (`mcp__<name>__…`). */
  name: string;
  /** Where it is configured: hooks are told (`mcp_server.source`). */
  scope?: McpServerScope;
  /** Already expanded (`${VAR}`). */
  config: McpServerConfig;
  /**
   * A stdio server's working directory; for every server, the one root it is given (roots/list):
   * the repository, or the worktree of the agent an inline server belongs to.
   */
  cwd: string;
  /** The scrubbed environment; the configuration's `env` is added to it. */
  environment: Readonly<Record<string, string>>;
  startupTimeoutMs: number;
  /** Undefined: a call is bounded only by the agent's own limits. */
  toolTimeoutMs?: number;
  /** Hears once that the server is gone for the rest of the run, and why. */
  onLost?: (reason: string) => void;
  /** An HTTP server's attempts to connect again (defaultReconnectDelaysMs); shorter in tests. */
  reconnectDelaysMs?: readonly number[];
  /** Told the credentials a remote server's `headersHelper` printed, before they are sent. */
  onSecrets?: (values: readonly string[]) => void;
}

/** The SDK's default of 60 s would cut long tool calls; none is asked for then. */

/**
 * One connected MCP server: started once, its tools listed, started again on the next call each
 * time it dies mid-run (failedRestartsLimit),
 * connected afresh when a streamable HTTP server forgets its session (HTTP 404 to a request with
 * a session id: the MCP specification asks the client to initialize again, and Claude Code
 * 2.1.332 does, then retries the call), and closed (its process group killed) at the end. An HTTP
 * server that cannot be reached (connection refused or cut) is connected again in the background,
 * as Claude Code does, a few times over about half a minute; calls meanwhile fail saying so. A
 * server that cannot be brought back, or is still unreachable when the run ends, is lost: `onLost`
 * hears why, and every later call fails saying so.
 */
export class McpConnection {
  tools: McpToolDescription[] = [];
  /** The server's prompts (listed at start), which a run's prompt `/mcp__server__prompt` runs. */
  prompts: McpPromptDescription[] = [];
  /** Goes up each time the server's tool list changed (notifications/tools/list_changed). */
  toolsRevision = 0;
  hasResources = false;
  private relisting: Promise<void> | undefined;
  private client: Client | undefined;
  private transport: Transport | undefined;
  private closing = false;
  private dead = false;
  /** Restarts since the server last answered a request (failedRestartsLimit). */
  private restartsWithoutAnswer = 0;
  private restarting: Promise<void> | undefined;
  /** Why the server is gone for good; undefined while it may still answer. */
  private lost: string | undefined;
  /** An HTTP server that could not be reached, while it is being connected again. */
  private unreachable: { reason: string; attempt: number } | undefined;
  private reconnecting: Promise<void> | undefined;
  /** Aborted by `close`: ends the waits between attempts to reach the server again. */
  private readonly closed = new AbortController();

  constructor(readonly options: McpConnectionOptions) {}

  get name(): string {
    return this.options.name;
  }

  /** Connects and lists the tools; throws an Error naming the cause when the server does not start. */
  async start(): Promise<void> {
    // The SDK is loaded when a server is first started: a run without MCP servers never pays
    // for it (about 30 MB of memory and its start-up time).
    const transport = await this.createTransport();
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { ElicitRequestSchema, ListRootsRequestSchema } =
      await import('@modelcontextprotocol/sdk/types.js');
    // As Claude Code 2.1.332 (observed): roots, so that a server taking its workspace from the
    // client (the filesystem server started without directories) works in the directory the
    // server runs in; and elicitation, which a headless run answers with cancel (nobody to ask).
    const client = new Client(
      { name: 'flotilla', version: VERSION },
      { capabilities: { roots: { listChanged: true }, elicitation: { form: {}, url: {} } } },
    );
    client.setRequestHandler(ListRootsRequestSchema, () => ({
      roots: [{ uri: pathToFileURL(this.options.cwd).href }],
    }));
    client.setRequestHandler(ElicitRequestSchema, () => ({ action: 'cancel' as const }));
    this.transport = transport;
    this.client = client;
    this.dead = false;
    client.onclose = () => {
      if (!this.closing) this.dead = true;
    };
    const timeout = AbortSignal.timeout(this.options.startupTimeoutMs);
    const signal = AbortSignal.any([timeout, this.closed.signal]);
    try {
      await client.connect(transport, { timeout: this.options.startupTimeoutMs, signal });
      const capabilities = client.getServerCapabilities();
      this.hasResources = capabilities?.resources !== undefined;
      this.tools =
        capabilities?.tools === undefined
          ? []
          : await listTools(client, { timeout: this.options.startupTimeoutMs, signal });
      this.toolsRevision += 1;
      if (capabilities?.prompts !== undefined) {
        const listed = await listPrompts(client, {
          timeout: this.options.startupTimeoutMs,
          signal,
        }).catch(() => []);
        this.prompts = listed.map((prompt) => ({
          name: prompt.name,
          arguments: (prompt.arguments ?? []).map((argument) => ({
            name: argument.name,
            required: argument.required === true,
          })),
        }));
      }
      if (capabilities?.tools?.listChanged === true) {
        // The server's tools changed: listed again (as Claude Code 2.1.332 does), so the agents'
        // next turns offer the new list; `toolsSettled` waits for a listing under way.
        const { ToolListChangedNotificationSchema } =
          await import('@modelcontextprotocol/sdk/types.js');
        client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
          // Bounded like the first listing (MCP_TIMEOUT): every agent's next turn waits for it,
          // and a server that never answers keeps the list it had.
          this.relisting = listTools(client, {
            timeout: this.options.startupTimeoutMs,
            signal: AbortSignal.timeout(this.options.startupTimeoutMs),
          })
            .then((tools) => {
              if (this.client !== client) return;
              this.tools = tools;
              this.toolsRevision += 1;
            })
            .catch(() => undefined);
        });
      }
    } catch (error) {
      await this.shutdown();
      const stderr =
        'stderrTail' in transport && typeof transport.stderrTail === 'function'
          ? String(transport.stderrTail())
          : '';
      const reason = timeout.aborted
        ? `it did not answer within ${this.options.startupTimeoutMs} ms (MCP_TIMEOUT)`
        : errorMessageWithCause(error);
      throw new Error(`${reason}${stderr ? `; its stderr: ${stderr.slice(-500)}` : ''}`, {
        cause: error,
      });
    }
  }

  async callTool(
    name: string,
    input: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<Awaited<ReturnType<Client['callTool']>>> {
    try {
      return await this.request((client) =>
        client.callTool({ name, arguments: input }, undefined, {
          signal,
          timeout: this.options.toolTimeoutMs ?? maxTimerMs,
        }),
      );
    } catch (error) {
      const { ErrorCode, McpError } = await import('@modelcontextprotocol/sdk/types.js');
      if (error instanceof McpError && error.code === Number(ErrorCode.RequestTimeout)) {
        throw new Error(
          `it did not answer within ${this.options.toolTimeoutMs} ms (MCP_TOOL_TIMEOUT)`,
          { cause: error },
        );
      }
      throw error;
    }
  }

  /** A prompt's messages, with its arguments filled in by the server. */
  async getPrompt(name: string, args: Record<string, string>, signal: AbortSignal) {
    return this.request((client) =>
      client.getPrompt(
        { name, arguments: args },
        { signal, timeout: this.options.toolTimeoutMs ?? maxTimerMs },
      ),
    );
  }

  /** One page of the server's resources: the first, or the one `cursor` (a nextCursor) names. */
  async listResources(signal: AbortSignal, cursor?: string) {
    return this.request((client) =>
      client.listResources(cursor === undefined ? {} : { cursor }, {
        signal,
        timeout: this.options.toolTimeoutMs ?? maxTimerMs,
      }),
    );
  }

  async readResource(uri: string, signal: AbortSignal) {
    return this.request((client) =>
      client.readResource({ uri }, { signal, timeout: this.options.toolTimeoutMs ?? maxTimerMs }),
    );
  }

  /** Waits for a listing of the tools that a change notification started. */
  async toolsSettled(): Promise<void> {
    await this.relisting;
  }

  async close(): Promise<void> {
    if (this.unreachable !== undefined) {
      this.loseServer(
        `it could not be reached (${this.unreachable.reason}) and had not come back when the run ended`,
      );
    }
    this.closing = true;
    this.closed.abort();
    await this.restarting?.catch(() => undefined);
    await this.reconnecting;
    await this.shutdown();
  }

  /**
   * One request on the live client; when the server answers that it no longer knows the session,
   * the connection is made afresh and the request sent once more.
   */
  private async request<T>(send: (client: Client) => Promise<T>): Promise<T> {
    const client = await this.live();
    try {
      const answer = await send(client);
      this.restartsWithoutAnswer = 0;
      return answer;
    } catch (error) {
      if (this.closing || !('url' in this.options.config)) throw error;
      const unreachable = connectionFailure(error);
      if (unreachable !== undefined) {
        this.reconnectInBackground(client, unreachable);
        throw new Error(
          `MCP server '${this.name}' could not be reached at ${this.options.config.url}: ${unreachable}; connecting to it again`,
          { cause: error },
        );
      }
      const http = this.options.config.type === 'http';
      if (!http || !(await isSessionExpired(error))) throw error;
      await this.reconnect(
        client,
        'it no longer knew the session (HTTP 404), and connecting again failed',
      );
      return send(await this.live());
    }
  }

  /** The client, after restarting the server once if it died. */
  private async live(): Promise<Client> {
    if (this.closing) throw new Error(`MCP server '${this.name}' is closed: the run is ending.`);
    if (this.lost !== undefined)
      throw new Error(`MCP server '${this.name}' is lost: ${this.lost}.`);
    if (this.unreachable !== undefined) {
      const { reason, attempt } = this.unreachable;
      const attempts = (this.options.reconnectDelaysMs ?? defaultReconnectDelaysMs).length;
      throw new Error(
        `MCP server '${this.name}' is not connected: it could not be reached (${reason}); connecting to it again (attempt ${Math.max(attempt, 1)} of ${attempts})`,
      );
    }
    if (this.dead) {
      // As Claude Code 2.1.332 does, a server that stopped starts again on the next call, each
      // time it stops; one that keeps stopping without answering a call in between is lost.
      if (!this.restarting && this.restartsWithoutAnswer >= failedRestartsLimit) {
        throw new Error(
          `MCP server '${this.name}' is lost: ${this.loseServer(`it stopped ${failedRestartsLimit + 1} times in a row, each restart without answering a call`)}.`,
        );
      }
      if (!this.restarting) this.restartsWithoutAnswer += 1;
      await this.reconnect(undefined, 'it stopped, and restarting it failed');
    }
    if (!this.client) throw new Error(`MCP server '${this.name}' is not connected.`);
    return this.client;
  }

  /**
   * Starts the server afresh, once for every caller that saw `stale` (the client they used; any
   * when undefined) fail: a restart already under way or done since is shared.
   */
  private async reconnect(stale: Client | undefined, failure: string): Promise<void> {
    if (!this.restarting && (stale === undefined || this.client === stale)) {
      this.restarting = (async () => {
        await this.shutdown();
        await this.start();
      })().finally(() => {
        this.restarting = undefined;
      });
    }
    try {
      await this.restarting;
    } catch (error) {
      throw new Error(
        `MCP server '${this.name}' is lost: ${this.loseServer(`${failure}: ${errorMessage(error)}`)}.`,
        { cause: error },
      );
    }
  }

  /**
   * Tries to reach an HTTP server again after `stale` (the client a call used) could not reach
   * it: once per failure however many calls saw it, each attempt after its delay. The server is
   * lost when every attempt fails.
   */
  private reconnectInBackground(stale: Client, reason: string): void {
    if (this.unreachable !== undefined || this.client !== stale || this.lost !== undefined) return;
    const unreachable = { reason, attempt: 0 };
    this.unreachable = unreachable;
    const delays = this.options.reconnectDelaysMs ?? defaultReconnectDelaysMs;
    this.reconnecting = (async () => {
      let last = reason;
      for (const [index, delay] of delays.entries()) {
        await sleep(delay, undefined, { signal: this.closed.signal }).catch(() => undefined);
        if (this.closing) return;
        unreachable.attempt = index + 1;
        try {
          await this.shutdown();
          await this.start();
          this.unreachable = undefined;
          return;
        } catch (error) {
          last = errorMessage(error);
        }
      }
      if (this.closing) return;
      const seconds = delays.reduce((sum, delay) => sum + delay, 0) / 1000;
      this.loseServer(
        `it could not be reached (${reason}), and ${delays.length} attempts to connect again over ${seconds} s failed (the last: ${last})`,
      );
      this.unreachable = undefined;
    })();
  }

  /** Marks the server gone for the rest of the run (once), and says so; returns why. */
  private loseServer(reason: string): string {
    if (this.lost === undefined && !this.closing) {
      this.lost = reason;
      this.options.onLost?.(reason);
    }
    return this.lost ?? reason;
  }

  private async shutdown(): Promise<void> {
    const client = this.client;
    const transport = this.transport;
    this.client = undefined;
    this.transport = undefined;
    if (client) client.onclose = undefined;
    await client?.close().catch(() => undefined);
    await transport?.close().catch(() => undefined);
  }

  /**
   * The headers a remote server's `headersHelper` prints, run afresh at each connection (a
   * restart gets a new short-lived token) in the repository with the server's environment and,
   * as Claude Code 2.1.332 gives it (observed), CLAUDE_CODE_MCP_SERVER_NAME and
   * CLAUDE_CODE_MCP_SERVER_URL. Its values are credentials: `onSecrets` hears them first.
   */
  private async helperHeaders(): Promise<Record<string, string>> {
    const config = this.options.config;
    if ('command' in config || config.headersHelper === undefined) return {};
    const headers = await headersFromHelper(
      'headersHelper',
      { command: config.headersHelper, source: `MCP server '${this.name}'` },
      this.options.cwd,
      {
        ...this.options.environment,
        CLAUDE_CODE_MCP_SERVER_NAME: this.name,
        CLAUDE_CODE_MCP_SERVER_URL: config.url,
      },
    );
    this.options.onSecrets?.(Object.values(headers).flatMap(credentialForms));
    return headers;
  }

  private async createTransport(): Promise<Transport> {
    const config = this.options.config;
    if ('command' in config) {
      const { StdioServerProcess } = await import('../platform/stdio-server-process.js');
      return new StdioServerProcess({
        command: config.command,
        args: config.args,
        cwd: this.options.cwd,
        env: { ...this.options.environment, ...config.env },
      });
    }
    const url = new URL(config.url);
    const requestInit = { headers: { ...config.headers, ...(await this.helperHeaders()) } };
    if (config.type === 'sse') {
      const { SSEClientTransport } = await import('@modelcontextprotocol/sdk/client/sse.js');
      return new SSEClientTransport(url, { requestInit });
    }
    const { StreamableHTTPClientTransport } =
      await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    return new StreamableHTTPClientTransport(url, { requestInit });
  }
}

/** Every page of a server's tools. */
async function listTools(
  client: Client,
  options: { timeout: number; signal?: AbortSignal },
): Promise<McpToolDescription[]> {
  const tools: McpToolDescription[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : {}, options);
    for (const tool of page.tools) {
      tools.push({
        name: tool.name,
        description: tool.description ?? '',
        inputSchema: { ...tool.inputSchema, type: 'object' },
        ...(tool.annotations?.readOnlyHint === true ? { readOnly: true as const } : {}),
      });
    }
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

/** Every page of a server's prompts; a cursor already followed ends the listing (a server that loops). */
async function listPrompts(client: Client, options: { timeout: number; signal?: AbortSignal }) {
  const prompts = [];
  const followed = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await client.listPrompts(cursor ? { cursor } : {}, options);
    prompts.push(...page.prompts);
    cursor = page.nextCursor;
    if (cursor !== undefined && followed.has(cursor)) break;
    if (cursor !== undefined) followed.add(cursor);
  } while (cursor);
  return prompts;
}

/** A streamable HTTP server's 404 to a request that carried a session id: the session is gone. */
async function isSessionExpired(error: unknown): Promise<boolean> {
  const { StreamableHTTPError } =
    await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  return error instanceof StreamableHTTPError && error.code === 404;
}
