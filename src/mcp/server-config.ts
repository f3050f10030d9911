import { z } from 'zod';
import { isRecord } from '../is-record.js';

/**
 * One MCP server's configuration, in Claude Code's `.mcp.json` / `~/.claude.json` form: a stdio
 * server (`command`, `args`, `env`; `type` optional) or a remote one (`type: http` or `sse`,
 * `url`, `headers`, `headersHelper`). `type: streamable-http`, the transport's name in the MCP
 * specification, is taken as `http`, as Claude Code 2.1.332 takes it.
 */
const stdioServerSchema = z.object({
  type: z.literal('stdio').optional(),
  command: z.string().min(1),
  args: z.array(z.string()).default([]),
  env: z.record(z.string(), z.string()).default({}),
});
const remoteTypes = ['http', 'streamable-http', 'sse'] as const;
const remoteServerSchema = z.object({
  type: z.enum(remoteTypes).transform((type) => (type === 'streamable-http' ? 'http' : type)),
  url: z.string().min(1),
  headers: z.record(z.string(), z.string()).default({}),
  /**
   * A command printing a JSON object of headers (short-lived tokens), run at each connection, its
   * headers over `headers`, as Claude Code 2.1.332 runs it (src/mcp/mcp-connection.ts).
   */
  headersHelper: z.string().min(1).optional(),
});
export const mcpServerConfigSchema = z.union([stdioServerSchema, remoteServerSchema]);
export type McpServerConfig = z.infer<typeof mcpServerConfigSchema>;

/**
 * A server's configuration, or what is wrong with it: each field at fault, by name, with the
 * form expected (`"command" is a number; expected a string`). Values are not repeated: an `env`
 * or a `headers` entry can hold a token.
 */
export function parseServerConfig(
  raw: unknown,
): { config: McpServerConfig; problem?: undefined } | { config?: undefined; problem: string } {
  if (!isRecord(raw)) {
    return { problem: `the entry is ${describeValue(raw)}; expected an object` };
  }
  const type = raw.type;
  const remote = (remoteTypes as readonly unknown[]).includes(type);
  if (type !== undefined && type !== 'stdio' && !remote) {
    return {
      problem: `"type" is ${typeof type === 'string' ? JSON.stringify(type) : describeValue(type)}; expected "stdio" (the default), "http", "sse" or "streamable-http"`,
    };
  }
  const parsed = (remote ? remoteServerSchema : stdioServerSchema).safeParse(raw);
  if (parsed.success) return { config: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const field = JSON.stringify(
      issue.path.reduce<string>(
        (text, key) =>
          typeof key === 'number'
            ? `${text}[${key}]`
            : text
              ? `${text}.${String(key)}`
              : String(key),
        '',
      ),
    );
    const value = issue.path.reduce<unknown>(
      (inside, key) =>
        typeof inside === 'object' && inside !== null
          ? (inside as Record<PropertyKey, unknown>)[key]
          : undefined,
      raw,
    );
    if (value === undefined) return `${field} is missing`;
    if (issue.code === 'invalid_type') {
      const expected = issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a';
      return `${field} is ${describeValue(value)}; expected ${expected} ${issue.expected}`;
    }
    if (value === '') return `${field} is an empty string; expected a non-empty string`;
    return `${field} is ${describeValue(value)}: ${issue.message}`;
  });
  // A remote server written without its type reads as a stdio server without a command.
  const untypedRemote = !remote && 'url' in raw && !('command' in raw);
  return {
    problem: `${problems.join('; ')}${untypedRemote ? ' (a remote server needs "type": "http" or "sse" beside its "url")' : ''}`,
  };
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * `{mcpServers: {name: config}}`, the shape of `.mcp.json` and of `--mcp-config`. The key is
 * required: a file without it (`{"srv": {…}}`, `{"servers": {…}}`) holds servers under another
 * name, which must not pass as a file with none. Other keys are ignored, as Claude Code does.
 */
export const mcpConfigFileSchema = z.object({
  mcpServers: z.record(z.string(), z.unknown()),
});

/** Where a server's configuration came from, for messages. */
export type McpServerScope = 'plugin' | 'user' | 'local' | 'project' | 'flag' | 'agent';

export interface McpServerEntry {
  name: string;
  scope: McpServerScope;
  /** The file (or `--mcp-config` text) that defined it. */
  origin: string;
  config: McpServerConfig;
  /** A plugin's server: the plugin's directory, its `${CLAUDE_PLUGIN_ROOT}`. */
  pluginRoot?: string;
  /** A plugin's server: the plugin's data directory, its `${CLAUDE_PLUGIN_DATA}`. */
  pluginData?: string;
  /**
   * A plugin's server: its options as variables `user_config.NAME`, what `${user_config.NAME}` in
   * its configuration expands to (src/plugins/plugin-options.ts optionServerVariables).
   */
  pluginOptions?: Record<string, string>;
}

/** A configured server whose entry is not a valid configuration: it cannot start. */
export interface InvalidMcpServer {
  name: string;
  scope: McpServerScope;
  /** The file (or `--mcp-config` text) that defined it. */
  origin: string;
  /** What is wrong with it, field by field (parseServerConfig). */
  problem: string;
}

/** The run's configured servers: those that can start, and those whose entry is invalid. */
export interface ConfiguredMcpServers {
  servers: ReadonlyMap<string, McpServerEntry>;
  invalid: readonly InvalidMcpServer[];
}

/** The forms a server's entry takes, for messages about one that is not valid. */
export const serverEntryHint =
  'A server is {"command": "npx", "args": ["-y", "@scope/server"], "env": {}} or {"type": "http", "url": "https://…"}.';

/** Server names become part of tool names (`mcp__<server>__<tool>`): Claude Code's character set. */
export function normalizedServerName(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, '_');
}

const variablePattern = /\$\{([^}:]+)(?::-([^}]*))?\}/g;

/** The names that `${NAME}` and `${NAME:-default}` in `text` expand. */
export function variableNames(text: string): string[] {
  return [...text.matchAll(variablePattern)].map((match) => match[1] as string);
}

/**
 * Expands `${VAR}` and `${VAR:-default}` in `text`, as Claude Code does; returns the names that
 * are unset and have no default (left as written).
 */
export function expandVariables(
  text: string,
  variables: Readonly<Record<string, string | undefined>>,
): { text: string; missing: string[] } {
  const missing: string[] = [];
  const expanded = text.replace(
    variablePattern,
    (whole, name: string, fallback: string | undefined) => {
      const value = variables[name];
      if (value !== undefined) return value;
      if (fallback !== undefined) return fallback;
      missing.push(name);
      return whole;
    },
  );
  return { text: expanded, missing };
}

/**
 * Expands `${VAR}` and `${VAR:-default}` in every string of the configuration; returns the names
 * that are unset and have no default (the server cannot start then).
 */
export function expandServerConfig(
  config: McpServerConfig,
  variables: Readonly<Record<string, string | undefined>>,
): { config: McpServerConfig; missing: string[] } {
  const missing: string[] = [];
  const expand = (text: string): string => {
    const expanded = expandVariables(text, variables);
    missing.push(...expanded.missing);
    return expanded.text;
  };
  const expandRecord = (record: Record<string, string>) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, expand(value)]));
  const expanded: McpServerConfig =
    'command' in config
      ? {
          ...config,
          command: expand(config.command),
          args: config.args.map(expand),
          env: expandRecord(config.env),
        }
      : { ...config, url: expand(config.url), headers: expandRecord(config.headers) };
  return { config: expanded, missing: [...new Set(missing)] };
}
