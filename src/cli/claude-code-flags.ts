/**
 * The `claude -p` flags Flotilla takes only so that command lines written for Claude Code 2.1.332
 * run unchanged: each does what Claude Code does where Flotilla can, is taken with a notice when
 * leaving it out cannot change what the run does, and is refused, naming the difference, when it
 * would. The table in docs/output-and-sessions.md lists them all.
 */
import { knownToolNames, splitToolText } from '../agents/tool-list.js';
import { minimumCompactionWindow } from '../config/compaction-environment.js';
import { tokenAmount } from '../model/context-window.js';
import { readOptionFile, type OptionSpecs, type ParsedOptions } from './args.js';

export const claudeCodeOptions = {
  verbose: {
    type: 'boolean',
    description:
      'As claude -p: with --output-format json, print every event as one JSON array (stream-json prints every event anyway)',
  },
  'dangerously-skip-permissions': {
    type: 'boolean',
    description: 'The same as --permission-mode bypassPermissions',
  },
  'system-prompt-file': {
    type: 'string',
    valueName: 'FILE',
    description: "Replace the lead's system prompt with a file's text",
  },
  tools: {
    type: 'string',
    multiple: true,
    variadic: true,
    valueName: 'TOOLS',
    description:
      'The built-in tools to offer: names ("Bash,Edit,Read"), "default" for all, "" for none; the others are denied',
  },
  'session-id': {
    type: 'string',
    valueName: 'UUID',
    description: "This run's id and session id (a UUID not used yet), for a later --resume UUID",
  },
  'no-session-persistence': {
    type: 'boolean',
    description: 'Keep no session of this run: it cannot be resumed',
  },
  'fork-session': {
    type: 'boolean',
    description:
      'Taken as is: a resumed conversation is always kept as a new session, under the new run id',
  },
  'input-format': {
    type: 'string',
    valueName: 'FORMAT',
    description: 'text (the only input Flotilla reads: stream-json is refused)',
  },
  'include-hook-events': {
    type: 'boolean',
    description:
      "As claude -p: with --output-format stream-json, print every hook's hook_started and hook_response events (SessionStart's are printed anyway)",
  },
  'include-partial-messages': {
    type: 'boolean',
    description: 'Taken with a notice: stream-json prints whole messages, no partial chunks',
  },
  debug: {
    type: 'string',
    bareForms: ['--debug'],
    valueName: 'FILTER',
    description: 'Taken with a notice: Flotilla has no debug log (its progress is on stderr)',
  },
  'add-dir': {
    type: 'string',
    multiple: true,
    variadic: true,
    valueName: 'DIR',
    description: "Refused: Flotilla's file tools stay inside the repository",
  },
  'fallback-model': {
    type: 'string',
    valueName: 'MODEL',
    description: 'Refused: Flotilla has no fallback model',
  },
  autocompact: {
    type: 'string',
    valueName: 'auto|TOKENS',
    description:
      "The window compaction counts against where the model's is larger: auto (the default), or at least 100k tokens (500k, 200000, or 200 for 200k)",
  },
} as const satisfies OptionSpecs;

/** What the `claude -p` flags add to a run's configuration. */
export interface ClaudeCodeFlagSettings {
  /** `--dangerously-skip-permissions`. */
  bypassPermissions: boolean;
  /** `--system-prompt-file`: the file's text. */
  systemPrompt?: string;
  /** `--tools`: the built-in tools denied, as deny rules. */
  deniedTools: string[];
  /** `--session-id`. */
  runId?: string;
  /** `--autocompact TOKENS` (not `auto`). */
  autocompactWindow?: number;
  /** Notices for stderr: flags taken that change nothing in Flotilla. */
  notices: string[];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The built-in tools `--tools` chooses from; `Task` is `Agent`'s other name. */
const builtInTools: readonly string[] = knownToolNames.filter((name) => name !== 'Task');

/**
 * The built-in tools `--bare` leaves: Claude Code 2.1.332's first request under `--bare` (or
 * CLAUDE_CODE_SIMPLE=1) declares only Bash, Edit and Read, whatever `--allowedTools` or `--agents`
 * say, and `--tools` only narrows them; with an `--mcp-config` server it adds the MCP resource
 * tools (observed against a logging server).
 */
const bareTools: readonly string[] = [
  'Bash',
  'Edit',
  'Read',
  'ListMcpResourcesTool',
  'ReadMcpResourceTool',
];

/**
 * Reads the `claude -p` flags; each problem (bad input, or a flag Flotilla cannot honour) is
 * pushed onto `problems`, to be reported with the others.
 */
export async function claudeCodeFlagSettings(
  options: ParsedOptions<typeof claudeCodeOptions>,
  cwd: string,
  problems: string[],
  bare = false,
): Promise<ClaudeCodeFlagSettings> {
  const notices: string[] = [];
  const settings: ClaudeCodeFlagSettings = {
    bypassPermissions: options['dangerously-skip-permissions'] === true,
    deniedTools: deniedTools(options.tools, bare, problems),
    notices,
  };
  if (options['system-prompt-file'] !== undefined) {
    const text = await readOptionFile(
      'system-prompt-file',
      options['system-prompt-file'],
      cwd,
      problems,
    );
    if (text !== undefined) settings.systemPrompt = text;
  }
  const sessionId = options['session-id'];
  if (sessionId !== undefined) {
    if (uuidPattern.test(sessionId)) settings.runId = sessionId.toLowerCase();
    else
      problems.push(
        `--session-id '${sessionId}' is not a UUID, such as 123e4567-e89b-12d3-a456-426614174000.`,
      );
  }
  const inputFormat = options['input-format'];
  if (inputFormat === 'stream-json') {
    problems.push(
      '--input-format stream-json: Flotilla reads its prompt as text (from -p, the argument or stdin), not as JSON messages. Give the prompt as text, or drop the flag.',
    );
  } else if (inputFormat !== undefined && inputFormat !== 'text') {
    problems.push(`Invalid --input-format '${inputFormat}'. Expected: text.`);
  }
  if ((options['add-dir'] ?? []).length > 0) {
    problems.push(
      "--add-dir: Flotilla's file tools and Bash stay inside the repository (--repo); it cannot give an agent another directory. Run in a repository that holds what the task needs, or drop the flag.",
    );
  }
  if (options['fallback-model'] !== undefined) {
    problems.push(
      '--fallback-model: Flotilla has no fallback model; when the model is overloaded or unavailable it retries (--max-retries) and the run then fails with exit 3. Drop the flag to run that way.',
    );
  }
  const autocompact = options.autocompact?.trim();
  if (autocompact !== undefined && autocompact !== 'auto') {
    const tokens = compactionWindowOption(autocompact);
    if (tokens !== undefined && tokens >= minimumCompactionWindow)
      settings.autocompactWindow = tokens;
    else
      problems.push(
        `Invalid --autocompact '${autocompact}'. Expected auto, or a window of at least 100k tokens (e.g. 500k, 200000, or 200 as shorthand for 200k).`,
      );
  }
  if (options['include-partial-messages']) {
    notices.push(
      '--include-partial-messages is taken but changes nothing: Flotilla prints whole messages, never stream_event chunks.',
    );
  }
  if (options.debug !== undefined) {
    notices.push(
      '--debug is taken but changes nothing: Flotilla has no debug log; its progress and warnings are on stderr.',
    );
  }
  return settings;
}

/** `--autocompact`'s tokens: as a window (`200000`, `500k`, `1m`), a bare number below 1000 in thousands, as Claude Code 2.1.332 reads it. */
function compactionWindowOption(text: string): number | undefined {
  const tokens = tokenAmount(text);
  return tokens !== undefined && /^\d+$/.test(text) && tokens < 1000 ? tokens * 1000 : tokens;
}

/**
 * `--tools` and `--bare`: deny rules for every built-in tool they leave out (none for "default"
 * without `--bare`; under `--bare`, `--tools` chooses among `bareTools`).
 */
function deniedTools(
  values: readonly string[] | undefined,
  bare: boolean,
  problems: string[],
): string[] {
  const names = (values ?? []).flatMap((value) => splitToolText(value).map((piece) => piece.text));
  const offered = new Set<string>(
    values === undefined || names.includes('default') ? builtInTools : [],
  );
  if (offered.size === 0) {
    for (const name of names) {
      const tool = name === 'Task' ? 'Agent' : name;
      if (builtInTools.includes(tool)) offered.add(tool);
      else
        problems.push(
          `--tools '${name}' is not a built-in tool. Expected "default", "" (none) or names among: ${builtInTools.join(', ')}.`,
        );
    }
  }
  return builtInTools.filter((name) => !offered.has(name) || (bare && !bareTools.includes(name)));
}
