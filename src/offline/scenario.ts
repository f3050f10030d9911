import { readFile } from 'node:fs/promises';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { errorMessage, UserError } from '../errors.js';

/**
 * Scenario files script the offline model: which agent gets which answer at which turn, plus the
 * latency and faults to inject. The format is documented in docs/offline.md.
 */

export const faultKinds = [
  '429',
  '529',
  '500',
  '408',
  'reset',
  'stream_cut',
  'overloaded_event',
] as const;
export type FaultKind = (typeof faultKinds)[number];

const stopReasons = [
  'end_turn',
  'tool_use',
  'max_tokens',
  'stop_sequence',
  'pause_turn',
  'refusal',
  'model_context_window_exceeded',
] as const;

const regexText = z.string().refine(
  (source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not a valid regular expression (JavaScript syntax, e.g. "review.*security")' },
);

const toolUseSchema = z.strictObject({
  name: z.string().min(1),
  input: z.record(z.string(), z.unknown()).default({}),
  /** Fixed tool_use id; default: derived from scenario, agent, conversation, turn and index. */
  id: z.string().min(1).optional(),
});

const webSearchResultSchema = z.strictObject({
  url: z.url(),
  title: z.string(),
  /** How old the page is, as the API words it (e.g. "2 days ago"). */
  page_age: z.string().optional(),
});

/**
 * One search the API runs during the turn (its web search tool): the answer then holds a
 * server_tool_use block and a web_search_tool_result with these results, or with `error_code`.
 */
const webSearchSchema = z.strictObject({
  query: z.string().min(1),
  results: z.array(webSearchResultSchema).default([]),
  error_code: z
    .enum(['invalid_tool_input', 'unavailable', 'too_many_requests', 'query_too_long'])
    .optional(),
});

const scriptedErrorSchema = z.strictObject({
  status: z.number().int().min(400).max(599),
  type: z.string().min(1).optional(),
  message: z.string().optional(),
  retry_after_s: z.number().min(0).optional(),
});

const tokenCount = z.number().int().min(0);
const usageSchema = z.strictObject({
  input_tokens: tokenCount.optional(),
  output_tokens: tokenCount.optional(),
  cache_creation_input_tokens: tokenCount.optional(),
  cache_read_input_tokens: tokenCount.optional(),
});

const turnSchema = z
  .strictObject({
    /**
     * A thinking block that opens the answer, streamed as thinking_delta and signature_delta. Like
     * the real API, the server then refuses a later request whose copy of it is missing or altered.
     */
    thinking: z.string().min(1).optional(),
    /** Searches run before the text (needs a request that declares the web_search tool). */
    web_search: z.array(webSearchSchema).default([]),
    text: z.string().optional(),
    tool_use: z.array(toolUseSchema).default([]),
    stop_reason: z.enum(stopReasons).optional(),
    /** With `stop_reason: refusal`: the classifier's category and explanation, as the API names them. */
    refusal: z
      .strictObject({
        category: z
          .enum(['cyber', 'bio', 'frontier_llm', 'reasoning_extraction', 'general_harms'])
          .nullable()
          .default(null),
        explanation: z.string().nullable().default(null),
      })
      .optional(),
    /** Answer this turn with an HTTP error instead (e.g. 401 to test fail-fast). */
    error: scriptedErrorSchema.optional(),
    /**
     * Usage to report instead of the simulated counts (each field on its own): a long
     * conversation scripted in a few turns, e.g. `input_tokens: 190000` to reach compaction.
     */
    usage: usageSchema.optional(),
  })
  .refine(
    (turn) =>
      turn.text !== undefined ||
      turn.tool_use.length > 0 ||
      turn.web_search.length > 0 ||
      turn.error !== undefined,
    {
      message: 'a turn needs text, tool_use, web_search or error',
    },
  );

const matchSchema = z.strictObject({
  /** Exact value of the x-flotilla-agent header. */
  agent: z.string().min(1).optional(),
  /** Regular expression searched in the system prompt text. */
  system: regexText.optional(),
  /** Regular expression searched in the text of the last message. */
  last_message: regexText.optional(),
  /**
   * true: only a compaction's summary request (its turn index is 0); a rule without it never
   * answers one. false or absent: only the agent's own requests.
   */
  summary_request: z.boolean().optional(),
  /** true: only a conversation that was compacted (it opens with a summary); false: only one that was not. */
  compacted: z.boolean().optional(),
});

const ruleSchema = z.strictObject({
  match: matchSchema.default({}),
  turns: z.array(turnSchema).min(1),
  /**
   * Answer every turn past the script with its last turn: for a lead whose number of turns
   * depends on how background notifications happen to batch.
   */
  repeat_last: z.boolean().default(false),
});

const faultKindSchema = z
  .union([z.number().int(), z.string()])
  .transform((value) => String(value))
  .pipe(z.enum(faultKinds, { message: `expected one of ${faultKinds.join(', ')}` }));

const faultsSchema = z.strictObject({
  /** Share of /v1/messages requests that fail, 0..1. */
  rate: z.number().min(0).max(1),
  kinds: z
    .array(faultKindSchema)
    .min(1)
    .default([...faultKinds]),
  seed: z.number().int().default(1),
  /** Sent as `retry-after` on 429 and 529. */
  retry_after_s: z.number().min(0).default(1),
});

const rateLimitsSchema = z
  .strictObject({
    /** Requests answered at once; one more is a 429. */
    concurrent_requests: z.number().int().positive().optional(),
    /** A token bucket of this many requests, refilled evenly over a minute. */
    requests_per_minute: z.number().int().positive().optional(),
    /** A token bucket of input tokens (the request's count_tokens), refilled over a minute. */
    input_tokens_per_minute: z.number().int().positive().optional(),
    /** `retry-after` of a 429 for too many concurrent requests (the buckets say when they refill). */
    retry_after_s: z.number().min(0).default(1),
  })
  .refine(
    (limits) =>
      limits.concurrent_requests !== undefined ||
      limits.requests_per_minute !== undefined ||
      limits.input_tokens_per_minute !== undefined,
    {
      message:
        'give at least one of concurrent_requests, requests_per_minute, input_tokens_per_minute',
    },
  );

export const scenarioSchema = z.strictObject({
  name: z.string().min(1),
  /** Delay before the first byte of every response, milliseconds. */
  latency_ms: z.number().min(0).default(0),
  faults: faultsSchema.optional(),
  /** The API's rate limits: 429s past them, `anthropic-ratelimit-*` headers on every answer. */
  rate_limits: rateLimitsSchema.optional(),
  /**
   * The model's context window in tokens: a request whose input (as count_tokens counts it) is
   * larger gets the API's 400 `prompt is too long: N tokens > W maximum`. Absent: no limit.
   */
  context_window: z.number().int().positive().optional(),
  /** Rules, first match wins. */
  agents: z.array(ruleSchema).min(1),
});

export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ScenarioRule = Scenario['agents'][number];
export type ScriptedTurn = ScenarioRule['turns'][number];
export type FaultSettings = NonNullable<Scenario['faults']>;
export type RateLimitSettings = NonNullable<Scenario['rate_limits']>;

/** Validates a scenario given as data; `source` names it in error messages. */
export function parseScenario(value: unknown, source = 'scenario'): Scenario {
  const result = scenarioSchema.safeParse(value);
  if (result.success) return result.data;
  throw invalidScenario(source, result.error.issues, undefined);
}

/** Reads and validates a scenario file (.yaml, .yml or .json). */
export async function loadScenario(file: string): Promise<Scenario> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UserError(`Cannot read scenario file ${file}: ${errorMessage(error)}`);
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: true });
  const [firstError] = document.errors;
  if (firstError) throw notYaml(file, firstError.message);
  let value: unknown;
  try {
    value = document.toJS();
  } catch (error) {
    // Aliases are resolved only here: an unresolved one under `<<`, or an alias bomb.
    throw notYaml(file, errorMessage(error));
  }
  const result = scenarioSchema.safeParse(value);
  if (result.success) return result.data;
  throw invalidScenario(file, result.error.issues, { document, lineCounter });
}

function notYaml(file: string, detail: string): UserError {
  return new UserError(
    `Scenario file ${file} is not valid YAML or JSON: ${detail}`,
    'Scenario files are YAML (or JSON); see docs/offline.md for the format.',
  );
}

interface SourceMap {
  document: Document;
  lineCounter: LineCounter;
}

function invalidScenario(
  source: string,
  issues: z.core.$ZodIssue[],
  map: SourceMap | undefined,
): UserError {
  const lines = issues.map((issue) => {
    const path = formatPath(issue.path);
    const line = map ? lineOf(map, issue.path) : undefined;
    const where = line === undefined ? path : `${path} (line ${line})`;
    return `  ${where}: ${issue.message}`;
  });
  return new UserError(
    `Scenario ${source} is invalid:\n${lines.join('\n')}`,
    'Expected: name, optional latency_ms, faults and rate_limits, and agents: a list of {match, turns}. See docs/offline.md.',
  );
}

export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? '(top level)' : text;
}

/** The line of the deepest node on the path that exists in the file. */
function lineOf(map: SourceMap, path: readonly PropertyKey[]): number | undefined {
  for (let length = path.length; length >= 0; length -= 1) {
    const node: unknown = map.document.getIn(path.slice(0, length), true);
    if (isNode(node) && node.range) return map.lineCounter.linePos(node.range[0]).line;
  }
  return undefined;
}
