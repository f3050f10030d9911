export const id = 7372;
export const ids = [7372];
export const modules = {

/***/ 97372:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  faultKinds: () => (/* reexport */ faultKinds),
  loadCassette: () => (/* reexport */ loadCassette),
  loadScenario: () => (/* reexport */ loadScenario),
  parseScenario: () => (/* reexport */ parseScenario),
  scenarioSchema: () => (/* reexport */ scenarioSchema),
  startRecordingProxy: () => (/* reexport */ startRecordingProxy),
  startReplayServer: () => (/* reexport */ startReplayServer),
  startScriptedServer: () => (/* reexport */ startScriptedServer)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(75841);
;// CONCATENATED MODULE: ./build/tsc/src/offline/scenario.js




/**
 * Scenario files script the offline model: which agent gets which answer at which turn, plus the
 * latency and faults to inject. The format is documented in docs/offline.md.
 */
const faultKinds = [
    '429',
    '529',
    '500',
    '408',
    'reset',
    'stream_cut',
    'overloaded_event',
];
const stopReasons = [
    'end_turn',
    'tool_use',
    'max_tokens',
    'stop_sequence',
    'pause_turn',
    'refusal',
];
const regexText = schemas/* string */.YjP().refine((source) => {
    try {
        new RegExp(source);
        return true;
    }
    catch {
        return false;
    }
}, { message: 'not a valid regular expression (JavaScript syntax, e.g. "review.*security")' });
const toolUseSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    input: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}),
    /** Fixed tool_use id; default: derived from scenario, agent, conversation, turn and index. */
    id: schemas/* string */.YjP().min(1).optional(),
});
const webSearchResultSchema = schemas/* strictObject */.rej({
    url: schemas/* url */.OZ5(),
    title: schemas/* string */.YjP(),
    /** How old the page is, as the API words it (e.g. "2 days ago"). */
    page_age: schemas/* string */.YjP().optional(),
});
/**
 * One search the API runs during the turn (its web search tool): the answer then holds a
 * server_tool_use block and a web_search_tool_result with these results, or with `error_code`.
 */
const webSearchSchema = schemas/* strictObject */.rej({
    query: schemas/* string */.YjP().min(1),
    results: schemas/* array */.YOg(webSearchResultSchema).default([]),
    error_code: schemas/* enum */.k5n(['invalid_tool_input', 'unavailable', 'too_many_requests', 'query_too_long'])
        .optional(),
});
const scriptedErrorSchema = schemas/* strictObject */.rej({
    status: schemas/* number */.aig().int().min(400).max(599),
    type: schemas/* string */.YjP().min(1).optional(),
    message: schemas/* string */.YjP().optional(),
    retry_after_s: schemas/* number */.aig().min(0).optional(),
});
const tokenCount = schemas/* number */.aig().int().min(0);
const usageSchema = schemas/* strictObject */.rej({
    input_tokens: tokenCount.optional(),
    output_tokens: tokenCount.optional(),
    cache_creation_input_tokens: tokenCount.optional(),
    cache_read_input_tokens: tokenCount.optional(),
});
const turnSchema = schemas/* strictObject */.rej({
    /**
     * A thinking block that opens the answer, streamed as thinking_delta and signature_delta. Like
     * the real API, the server then refuses a later request whose copy of it is missing or altered.
     */
    thinking: schemas/* string */.YjP().min(1).optional(),
    /** Searches run before the text (needs a request that declares the web_search tool). */
    web_search: schemas/* array */.YOg(webSearchSchema).default([]),
    text: schemas/* string */.YjP().optional(),
    tool_use: schemas/* array */.YOg(toolUseSchema).default([]),
    stop_reason: schemas/* enum */.k5n(stopReasons).optional(),
    /** Answer this turn with an HTTP error instead (e.g. 401 to test fail-fast). */
    error: scriptedErrorSchema.optional(),
    /**
     * Usage to report instead of the simulated counts (each field on its own): a long
     * conversation scripted in a few turns, e.g. `input_tokens: 190000` to reach compaction.
     */
    usage: usageSchema.optional(),
})
    .refine((turn) => turn.text !== undefined ||
    turn.tool_use.length > 0 ||
    turn.web_search.length > 0 ||
    turn.error !== undefined, {
    message: 'a turn needs text, tool_use, web_search or error',
});
const matchSchema = schemas/* strictObject */.rej({
    /** Exact value of the x-flotilla-agent header. */
    agent: schemas/* string */.YjP().min(1).optional(),
    /** Regular expression searched in the system prompt text. */
    system: regexText.optional(),
    /** Regular expression searched in the text of the last message. */
    last_message: regexText.optional(),
    /**
     * true: only a compaction's summary request (its turn index is 0); a rule without it never
     * answers one. false or absent: only the agent's own requests.
     */
    summary_request: schemas/* boolean */.zMY().optional(),
    /** true: only a conversation that was compacted (it opens with a summary); false: only one that was not. */
    compacted: schemas/* boolean */.zMY().optional(),
});
const ruleSchema = schemas/* strictObject */.rej({
    match: matchSchema.default({}),
    turns: schemas/* array */.YOg(turnSchema).min(1),
    /**
     * Answer every turn past the script with its last turn: for a lead whose number of turns
     * depends on how background notifications happen to batch.
     */
    repeat_last: schemas/* boolean */.zMY().default(false),
});
const faultKindSchema = schemas/* union */.KCZ([schemas/* number */.aig().int(), schemas/* string */.YjP()])
    .transform((value) => String(value))
    .pipe(schemas/* enum */.k5n(faultKinds, { message: `expected one of ${faultKinds.join(', ')}` }));
const faultsSchema = schemas/* strictObject */.rej({
    /** Share of /v1/messages requests that fail, 0..1. */
    rate: schemas/* number */.aig().min(0).max(1),
    kinds: schemas/* array */.YOg(faultKindSchema)
        .min(1)
        .default([...faultKinds]),
    seed: schemas/* number */.aig().int().default(1),
    /** Sent as `retry-after` on 429 and 529. */
    retry_after_s: schemas/* number */.aig().min(0).default(1),
});
const rateLimitsSchema = schemas/* strictObject */.rej({
    /** Requests answered at once; one more is a 429. */
    concurrent_requests: schemas/* number */.aig().int().positive().optional(),
    /** A token bucket of this many requests, refilled evenly over a minute. */
    requests_per_minute: schemas/* number */.aig().int().positive().optional(),
    /** A token bucket of input tokens (the request's count_tokens), refilled over a minute. */
    input_tokens_per_minute: schemas/* number */.aig().int().positive().optional(),
    /** `retry-after` of a 429 for too many concurrent requests (the buckets say when they refill). */
    retry_after_s: schemas/* number */.aig().min(0).default(1),
})
    .refine((limits) => limits.concurrent_requests !== undefined ||
    limits.requests_per_minute !== undefined ||
    limits.input_tokens_per_minute !== undefined, {
    message: 'give at least one of concurrent_requests, requests_per_minute, input_tokens_per_minute',
});
const scenarioSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    /** Delay before the first byte of every response, milliseconds. */
    latency_ms: schemas/* number */.aig().min(0).default(0),
    faults: faultsSchema.optional(),
    /** The API's rate limits: 429s past them, `anthropic-ratelimit-*` headers on every answer. */
    rate_limits: rateLimitsSchema.optional(),
    /** Rules, first match wins. */
    agents: schemas/* array */.YOg(ruleSchema).min(1),
});
/** Validates a scenario given as data; `source` names it in error messages. */
function parseScenario(value, source = 'scenario') {
    const result = scenarioSchema.safeParse(value);
    if (result.success)
        return result.data;
    throw invalidScenario(source, result.error.issues, undefined);
}
/** Reads and validates a scenario file (.yaml, .yml or .json). */
async function loadScenario(file) {
    let text;
    try {
        text = await (0,external_node_fs_promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new errors/* UserError */.yo(`Cannot read scenario file ${file}: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
    const lineCounter = new dist/* LineCounter */.HN();
    const document = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: true });
    const [firstError] = document.errors;
    if (firstError)
        throw notYaml(file, firstError.message);
    let value;
    try {
        value = document.toJS();
    }
    catch (error) {
        // Aliases are resolved only here: an unresolved one under `<<`, or an alias bomb.
        throw notYaml(file, (0,errors/* errorMessage */.gJ)(error));
    }
    const result = scenarioSchema.safeParse(value);
    if (result.success)
        return result.data;
    throw invalidScenario(file, result.error.issues, { document, lineCounter });
}
function notYaml(file, detail) {
    return new errors/* UserError */.yo(`Scenario file ${file} is not valid YAML or JSON: ${detail}`, 'Scenario files are YAML (or JSON); see docs/offline.md for the format.');
}
function invalidScenario(source, issues, map) {
    const lines = issues.map((issue) => {
        const path = formatPath(issue.path);
        const line = map ? lineOf(map, issue.path) : undefined;
        const where = line === undefined ? path : `${path} (line ${line})`;
        return `  ${where}: ${issue.message}`;
    });
    return new errors/* UserError */.yo(`Scenario ${source} is invalid:\n${lines.join('\n')}`, 'Expected: name, optional latency_ms, faults and rate_limits, and agents: a list of {match, turns}. See docs/offline.md.');
}
function formatPath(path) {
    let text = '';
    for (const key of path) {
        if (typeof key === 'number')
            text += `[${key}]`;
        else
            text += text === '' ? String(key) : `.${String(key)}`;
    }
    return text === '' ? '(top level)' : text;
}
/** The line of the deepest node on the path that exists in the file. */
function lineOf(map, path) {
    for (let length = path.length; length >= 0; length -= 1) {
        const node = map.document.getIn(path.slice(0, length), true);
        if ((0,dist/* isNode */.Ll)(node) && node.range)
            return map.lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
}

// EXTERNAL MODULE: ./build/tsc/src/model/compaction-prompts.js
var compaction_prompts = __webpack_require__(45867);
;// CONCATENATED MODULE: ./build/tsc/src/offline/request-facts.js



/**
 * What the offline servers need to know about a Messages API request. They keep no conversation
 * state: the turn index is read from the request itself, so parallel conversations of one agent
 * and retried requests are answered correctly.
 */
const blockSchema = schemas/* looseObject */._H3({ type: schemas/* string */.YjP() });
const messageSchema = schemas/* looseObject */._H3({
    role: schemas/* string */.YjP(),
    content: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(blockSchema)]),
});
const messagesRequestSchema = schemas/* looseObject */._H3({
    model: schemas/* string */.YjP().min(1),
    max_tokens: schemas/* number */.aig().int().positive().optional(),
    messages: schemas/* array */.YOg(messageSchema),
    system: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional() }))])
        .optional(),
    tools: schemas/* array */.YOg(schemas/* looseObject */._H3({})).optional(),
    stream: schemas/* boolean */.zMY().optional(),
});
function requestFacts(body, agentHeader) {
    const firstUser = body.messages.find((message) => message.role === 'user');
    const last = body.messages.at(-1);
    const lastUser = body.messages.findLast((message) => message.role === 'user');
    return {
        agent: agentHeader ?? '',
        turn: body.messages.filter((message) => message.role === 'assistant').length,
        conversation: shortHash(canonicalContent(firstUser?.content ?? '')),
        lastMessageText: last ? messageText(last) : '',
        lastMessageHash: shortHash(canonicalContent(last?.content ?? '')),
        systemText: systemText(body.system),
        toolResults: lastUser ? toolResultTexts(lastUser) : [],
        model: body.model,
        stream: body.stream === true,
        summaryRequest: last?.role === 'user' && (0,compaction_prompts/* isSummaryRequest */.oX)(lastTextBlock(last)),
        compacted: firstUser !== undefined && textBlocks(firstUser).some(compaction_prompts/* isCompactionSummary */.mE),
    };
}
/**
 * Message content as JSON, the same whatever the client's cache_control placement: a string is
 * one text block and breakpoints are dropped (clients move them every turn).
 */
function canonicalContent(content) {
    const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : content;
    return JSON.stringify(blocks, (key, value) => key === 'cache_control' ? undefined : value);
}
/** Text blocks joined; a message of only tool results gives their texts. */
function messageText(message) {
    if (typeof message.content === 'string')
        return message.content;
    const texts = message.content.filter((block) => block.type === 'text').map(blockText);
    if (texts.length > 0)
        return texts.join('\n');
    return message.content
        .filter((block) => block.type === 'tool_result')
        .map(toolResultText)
        .join('\n');
}
function textBlocks(message) {
    if (typeof message.content === 'string')
        return [message.content];
    return message.content.filter((block) => block.type === 'text').map(blockText);
}
function lastTextBlock(message) {
    if (typeof message.content === 'string')
        return message.content;
    const block = message.content.findLast((candidate) => candidate.type === 'text');
    return block ? blockText(block) : '';
}
function toolResultTexts(message) {
    if (typeof message.content === 'string')
        return [];
    return message.content.filter((block) => block.type === 'tool_result').map(toolResultText);
}
function toolResultText(block) {
    const content = block.content;
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    return content
        .filter((inner) => isTextBlock(inner))
        .map((inner) => inner.text)
        .join('\n');
}
function blockText(block) {
    return typeof block.text === 'string' ? block.text : '';
}
function isTextBlock(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const record = value;
    return record.type === 'text' && typeof record.text === 'string';
}
function systemText(system) {
    if (system === undefined)
        return '';
    if (typeof system === 'string')
        return system;
    return system.map((block) => block.text ?? '').join('\n');
}
function shortHash(text, length = 16) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, length);
}
/** The API's error type for an HTTP status, as its error bodies name them. */
function errorTypeForStatus(status) {
    switch (status) {
        case 400:
            return 'invalid_request_error';
        case 401:
            return 'authentication_error';
        case 402:
            return 'billing_error';
        case 403:
            return 'permission_error';
        case 404:
            return 'not_found_error';
        case 408:
        case 504:
            return 'timeout_error';
        case 413:
            return 'request_too_large';
        case 429:
            return 'rate_limit_error';
        case 529:
            return 'overloaded_error';
        default:
            return status >= 500 ? 'api_error' : 'invalid_request_error';
    }
}

// EXTERNAL MODULE: ./build/tsc/src/model/cache-breakpoints.js
var cache_breakpoints = __webpack_require__(68725);
// EXTERNAL MODULE: ./build/tsc/src/model/context-window.js
var context_window = __webpack_require__(63362);
// EXTERNAL MODULE: ./build/tsc/src/model/prompt-cache-minimum.js
var prompt_cache_minimum = __webpack_require__(70196);
;// CONCATENATED MODULE: ./build/tsc/src/offline/usage-simulator.js




/** How far before a breakpoint the API looks for an earlier cached prefix, in blocks. */
const cacheLookbackBlocks = 20;
const ttlMilliseconds = {
    '5m': 5 * 60_000,
    '1h': 60 * 60_000,
};
/**
 * Simulates the API's prompt cache. The prompt is read in the API's order (tools, system,
 * messages); each `cache_control` breakpoint (or the top-level one, which marks the last block)
 * names the prefix through its block, hashed byte for byte from the request as sent (less the
 * breakpoints themselves; `tool_choice` is part of the system's prefix and `thinking` of the
 * messages', as changing them invalidates those caches in the API). A breakpoint reads the
 * longest live prefix found at it or up to 20 blocks before it, and writes its own prefix when
 * that is at least the model's minimum cacheable length. An entry lives 5 minutes (or 1 hour
 * with `ttl: "1h"`) from its last write or read. Usage follows the API: read tokens, tokens
 * written from there through the last cached breakpoint, the rest plain input.
 */
class PromptCacheSimulator {
    now;
    entries = new Map();
    /** `now` is the clock the entries expire by (milliseconds), injectable for tests. */
    constructor(now = Date.now) {
        this.now = now;
    }
    measure(body) {
        const now = this.now();
        const blocks = promptBlocks(body);
        const total = blocks.at(-1)?.tokensThrough ?? 0;
        const minimum = (0,prompt_cache_minimum/* minimumCacheableTokens */.b)(body.model);
        let readIndex = -1;
        blocks.forEach((block, index) => {
            if (!block.ttl)
                return;
            for (let back = index; back >= Math.max(0, index - cacheLookbackBlocks + 1); back -= 1) {
                if (back <= readIndex)
                    break;
                if (this.live(blocks[back]?.prefix, now)) {
                    readIndex = back;
                    break;
                }
            }
        });
        const read = readIndex >= 0 ? (blocks[readIndex]?.tokensThrough ?? 0) : 0;
        if (readIndex >= 0)
            this.refresh(blocks[readIndex]?.prefix, now);
        let written1h = read;
        let written = read;
        for (const block of blocks) {
            if (!block.ttl || block.tokensThrough < minimum)
                continue;
            const ttlMs = ttlMilliseconds[block.ttl];
            this.entries.set(block.prefix, { expiresAt: now + ttlMs, ttlMs });
            written = Math.max(written, block.tokensThrough);
            if (block.ttl === '1h')
                written1h = Math.max(written1h, block.tokensThrough);
        }
        return {
            input_tokens: total - written,
            cache_creation_input_tokens: written - read,
            cache_read_input_tokens: read,
            cache_creation: {
                ephemeral_5m_input_tokens: written - written1h,
                ephemeral_1h_input_tokens: written1h - read,
            },
        };
    }
    live(prefix, now) {
        if (prefix === undefined)
            return false;
        const entry = this.entries.get(prefix);
        if (!entry)
            return false;
        if (entry.expiresAt > now)
            return true;
        this.entries.delete(prefix);
        return false;
    }
    refresh(prefix, now) {
        const entry = prefix === undefined ? undefined : this.entries.get(prefix);
        if (entry)
            entry.expiresAt = now + entry.ttlMs;
    }
}
/** Input tokens of a request without any caching (count_tokens). */
function countInputTokens(body) {
    return promptBlocks(body).at(-1)?.tokensThrough ?? 0;
}
/**
 * What the API would answer 400 to in the request's `cache_control` use, or undefined: more
 * than 4 breakpoints, an unknown type or ttl, or a 1-hour breakpoint after a 5-minute one.
 */
function cacheControlProblem(body) {
    const found = [];
    const topLevel = body.cache_control;
    collectBreakpoints(body.tools ?? [], 'tools', found);
    collectBreakpoints(body.system ?? [], 'system', found);
    collectBreakpoints(body.messages, 'messages', found);
    const all = topLevel === undefined || topLevel === null
        ? found
        : [...found, { path: 'cache_control', value: topLevel }];
    if (all.length > cache_breakpoints/* maxCacheBreakpoints */.ph) {
        return `A maximum of ${cache_breakpoints/* maxCacheBreakpoints */.ph} blocks with cache_control may be provided. Found ${all.length}.`;
    }
    let fiveMinutePath;
    for (const { path, value } of found) {
        const record = (value ?? {});
        if (record.type !== 'ephemeral') {
            return `${path}.cache_control.type: Input should be 'ephemeral' (got ${JSON.stringify(record.type)}).`;
        }
        const ttl = record.ttl ?? '5m';
        if (ttl !== '5m' && ttl !== '1h') {
            return `${path}.cache_control.ttl: Input should be '5m' or '1h' (got ${JSON.stringify(record.ttl)}).`;
        }
        if (ttl === '5m')
            fiveMinutePath ??= path;
        else if (fiveMinutePath !== undefined) {
            return `${path}.cache_control: a breakpoint with ttl '1h' must not come after one with ttl '5m' (${fiveMinutePath}); put the longer-lived breakpoints first.`;
        }
    }
    return undefined;
}
function collectBreakpoints(value, path, found) {
    if (Array.isArray(value)) {
        value.forEach((item, index) => collectBreakpoints(item, `${path}.${index}`, found));
        return;
    }
    if (typeof value !== 'object' || value === null)
        return;
    const record = value;
    if (record.cache_control !== undefined && record.cache_control !== null) {
        found.push({ path, value: record.cache_control });
    }
    if (Array.isArray(record.content))
        collectBreakpoints(record.content, `${path}.content`, found);
}
/** The prompt as the cache sees it: one entry per tool, system block and message block. */
function promptBlocks(body) {
    const parts = [];
    for (const tool of body.tools ?? [])
        parts.push({ part: tool });
    const system = typeof body.system === 'string' ? [{ type: 'text', text: body.system }] : (body.system ?? []);
    const record = body;
    // tool_choice joins the key where the system starts, thinking where the messages start (each
    // at the next block there is, so an empty system still carries tool_choice).
    let pending = JSON.stringify({ tool_choice: record.tool_choice ?? null });
    for (const block of system) {
        parts.push({ part: block, context: pending });
        pending = '';
    }
    pending += JSON.stringify({ thinking: record.thinking ?? null });
    for (const message of body.messages) {
        const blocks = typeof message.content === 'string'
            ? [{ type: 'text', text: message.content }]
            : message.content;
        for (const block of blocks) {
            // The role is part of the prefix: the same text as user or assistant is another prompt.
            parts.push({ part: block, context: `${pending}${JSON.stringify({ role: message.role })}` });
            pending = '';
        }
    }
    const automatic = record.cache_control;
    let hash = (0,external_node_crypto_.createHash)('sha256').update(body.model).digest('hex');
    let characters = 0;
    return parts.map(({ part, context }, index) => {
        const fields = (part ?? {});
        const text = JSON.stringify(fields, (key, value) => key === 'cache_control' ? undefined : value);
        hash = (0,external_node_crypto_.createHash)('sha256')
            .update(hash)
            .update(context ?? '')
            .update('\0')
            .update(text)
            .digest('hex');
        characters += typeof fields.text === 'string' ? fields.text.length : text.length;
        const breakpoint = breakpointOf(fields) ??
            (index === parts.length - 1 && automatic ? ttlOf(automatic) : undefined);
        const block = { prefix: hash, tokensThrough: (0,context_window/* estimateTokens */.bP)(characters) };
        if (breakpoint)
            block.ttl = breakpoint;
        return block;
    });
}
/** A block's breakpoint, or that of a block inside its content (a tool_result's), which counts for it. */
function breakpointOf(fields) {
    if (fields.cache_control)
        return ttlOf(fields.cache_control);
    if (!Array.isArray(fields.content))
        return undefined;
    let ttl;
    for (const inner of fields.content) {
        const control = inner?.cache_control;
        if (control)
            ttl = ttlOf(control);
    }
    return ttl;
}
function ttlOf(control) {
    return control.ttl === '1h' ? '1h' : '5m';
}

;// CONCATENATED MODULE: ./build/tsc/src/offline/wire-format.js

function errorBody(type, message, requestId) {
    return JSON.stringify({ type: 'error', error: { type, message }, request_id: requestId });
}
/** One SSE frame; the event name is the payload's `type`, as the API sends it. */
function sseFrame(event) {
    return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
/**
 * The event sequence of a streamed message: text arrives in a few `text_delta` pieces and tool
 * inputs in several `input_json_delta` fragments that are not valid JSON on their own, as the
 * real API does it.
 */
function streamEvents(message) {
    const events = [
        {
            type: 'message_start',
            message: {
                ...message,
                content: [],
                stop_reason: null,
                stop_sequence: null,
                usage: { ...message.usage, output_tokens: Math.min(1, message.usage.output_tokens) },
            },
        },
    ];
    message.content.forEach((block, index) => {
        if (block.type === 'thinking') {
            events.push({
                type: 'content_block_start',
                index,
                content_block: { ...block, thinking: '', signature: '' },
            });
            for (const thinking of splitText(block.thinking)) {
                events.push({
                    type: 'content_block_delta',
                    index,
                    delta: { type: 'thinking_delta', thinking },
                });
            }
            events.push({
                type: 'content_block_delta',
                index,
                delta: { type: 'signature_delta', signature: block.signature },
            });
        }
        else if (block.type === 'text') {
            events.push({ type: 'content_block_start', index, content_block: { ...block, text: '' } });
            if (index === 0)
                events.push({ type: 'ping' });
            for (const text of splitText(block.text)) {
                events.push({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
            }
        }
        else if (block.type === 'tool_use' || block.type === 'server_tool_use') {
            events.push({ type: 'content_block_start', index, content_block: { ...block, input: {} } });
            for (const partial of splitJson(JSON.stringify(block.input ?? {}))) {
                events.push({
                    type: 'content_block_delta',
                    index,
                    delta: { type: 'input_json_delta', partial_json: partial },
                });
            }
        }
        else {
            events.push({ type: 'content_block_start', index, content_block: block });
        }
        events.push({ type: 'content_block_stop', index });
    });
    events.push({
        type: 'message_delta',
        delta: {
            stop_reason: message.stop_reason,
            stop_sequence: message.stop_sequence,
            stop_details: null,
            container: null,
        },
        usage: {
            input_tokens: message.usage.input_tokens,
            output_tokens: message.usage.output_tokens,
            cache_creation_input_tokens: message.usage.cache_creation_input_tokens,
            cache_read_input_tokens: message.usage.cache_read_input_tokens,
            output_tokens_details: null,
            server_tool_use: message.usage.server_tool_use,
        },
    });
    events.push({ type: 'message_stop' });
    return events;
}
/**
 * The offline server's signature of a thinking block: it checks, as the API does, that a
 * thinking block sent back in a conversation is the one it sent, unmodified.
 */
function thinkingSignature(thinking) {
    return (0,external_node_crypto_.createHash)('sha256').update(`flotilla-offline-thinking\0${thinking}`).digest('base64');
}
/** Word-boundary pieces of at most ~24 characters; an empty text gives no deltas. */
function splitText(text) {
    const pieces = [];
    let current = '';
    for (const word of text.split(/(?<=\s)/)) {
        if (current !== '' && current.length + word.length > 24) {
            pieces.push(current);
            current = '';
        }
        current += word;
    }
    if (current !== '')
        pieces.push(current);
    return pieces;
}
/** At least three fragments for any non-trivial JSON, cut mid-token on purpose. */
function splitJson(json) {
    if (json.length <= 2)
        return [json];
    const size = Math.max(1, Math.ceil(json.length / 3));
    const fragments = [];
    for (let start = 0; start < json.length; start += size)
        fragments.push(json.slice(start, start + size));
    return fragments;
}
function wireMessage(parts) {
    return {
        id: parts.id,
        type: 'message',
        role: 'assistant',
        model: parts.model,
        content: parts.content,
        stop_reason: parts.stopReason,
        stop_sequence: null,
        stop_details: null,
        container: null,
        diagnostics: null,
        usage: {
            cache_creation: null,
            ...parts.usage,
            inference_geo: null,
            output_tokens_details: null,
            server_tool_use: parts.webSearchRequests
                ? { web_search_requests: parts.webSearchRequests, web_fetch_requests: 0 }
                : null,
            service_tier: 'standard',
            speed: null,
        },
    };
}

;// CONCATENATED MODULE: ./build/tsc/src/offline/anthropic-http-server.js







const secretHeaders = new Set(['x-api-key', 'authorization', 'cookie', 'proxy-authorization']);
async function startAnthropicServer(options) {
    const requests = [];
    const server = (0,external_node_http_.createServer)((request, response) => {
        handle(request, response).catch((error) => {
            if (!response.headersSent) {
                writeError(response, 500, 'api_error', `Offline server error: ${String(error)}`, 'req_internal');
            }
            else {
                response.destroy();
            }
        });
    });
    async function handle(request, response) {
        const text = await readBody(request);
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        const record = {
            index: requests.length,
            requestId: `req_offline_${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`,
            method: request.method ?? 'GET',
            path: url.pathname,
            agent: headerValue(request, 'x-flotilla-agent'),
            stream: false,
            body: undefined,
            rawBody: text,
            headers: safeHeaders(request),
            receivedAt: Date.now(),
        };
        requests.push(record);
        const fail = (status, message, type = errorTypeForStatus(status)) => {
            record.outcome = 'error';
            record.status = status;
            record.respondedAt = Date.now();
            writeError(response, status, type, message, record.requestId);
        };
        const route = url.pathname.replace(/\/+$/, '');
        if (request.method !== 'POST' ||
            (route !== '/v1/messages' && route !== '/v1/messages/count_tokens')) {
            fail(404, `Not found: ${request.method ?? ''} ${url.pathname}. The offline server answers POST /v1/messages and POST /v1/messages/count_tokens.`);
            return;
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            fail(400, 'The request body is not valid JSON.');
            return;
        }
        record.body = json;
        const parsed = messagesRequestSchema.safeParse(json);
        if (!parsed.success) {
            const problems = parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
            fail(400, `Invalid Messages API request: ${problems.join('; ')}`);
            return;
        }
        const body = parsed.data;
        const cacheProblem = cacheControlProblem(body);
        if (cacheProblem) {
            fail(400, cacheProblem, 'invalid_request_error');
            return;
        }
        const facts = requestFacts(body, record.agent === '' ? undefined : record.agent);
        record.turn = facts.turn;
        record.conversation = facts.conversation;
        record.stream = facts.stream && route === '/v1/messages';
        const limits = options.rateLimits;
        if (limits && route === '/v1/messages') {
            const decision = limits.admit(countInputTokens(body));
            // Set before the answer's own headers, so every answer carries them.
            for (const [name, value] of Object.entries(limits.headers()))
                response.setHeader(name, value);
            if (!decision.admitted) {
                record.outcome = 'rate_limited';
                record.status = 429;
                record.respondedAt = Date.now();
                record.retryAfterMs = decision.retryAfterSeconds * 1000;
                writeError(response, 429, 'rate_limit_error', decision.reason, record.requestId, {
                    'retry-after': String(decision.retryAfterSeconds),
                });
                return;
            }
            response.once('close', decision.release);
        }
        if (options.latencyMs) {
            // A client that gives up (abort, timeout) must not leave a timer holding the process.
            const gone = new AbortController();
            response.once('close', () => gone.abort());
            try {
                await (0,promises_.setTimeout)(options.latencyMs, undefined, { signal: gone.signal });
            }
            catch {
                record.outcome = 'client_closed';
                record.respondedAt = Date.now();
                return;
            }
        }
        if (route === '/v1/messages/count_tokens') {
            record.outcome = 'count_tokens';
            record.status = 200;
            record.respondedAt = Date.now();
            writeJson(response, 200, JSON.stringify({ input_tokens: countInputTokens(body) }), record.requestId);
            return;
        }
        const fault = options.faults?.next();
        if (fault) {
            record.outcome = fault;
            injectFault(fault, record, response, options.faults?.retryAfterSeconds ?? 1, () => options.responder(body, facts));
            return;
        }
        const reply = options.responder(body, facts);
        sendReply(reply, record, response);
    }
    const url = await listenOnLoopback(server, options.port);
    return {
        url,
        requests,
        close: () => new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
        }),
    };
}
function sendReply(reply, record, response) {
    record.respondedAt = Date.now();
    if (reply.type === 'error') {
        record.outcome = 'error';
        record.status = reply.status;
        const headers = {};
        if (reply.retryAfterSeconds !== undefined) {
            headers['retry-after'] = String(reply.retryAfterSeconds);
            record.retryAfterMs = reply.retryAfterSeconds * 1000;
        }
        writeError(response, reply.status, reply.errorType ?? errorTypeForStatus(reply.status), reply.message, record.requestId, headers);
        return;
    }
    record.outcome = 'message';
    record.status = 200;
    if (!record.stream) {
        writeJson(response, 200, JSON.stringify(reply.message), record.requestId);
        return;
    }
    response.writeHead(200, sseHeaders(record.requestId));
    for (const event of streamEvents(reply.message))
        response.write(sseFrame(event));
    response.end();
}
function injectFault(fault, record, response, retryAfterSeconds, answer) {
    record.respondedAt = Date.now();
    switch (fault) {
        case '429':
        case '529':
        case '500':
        case '408': {
            const status = Number(fault);
            const headers = {};
            if (status === 429 || status === 529) {
                headers['retry-after'] = String(retryAfterSeconds);
                record.retryAfterMs = retryAfterSeconds * 1000;
            }
            record.status = status;
            writeError(response, status, errorTypeForStatus(status), `Injected fault: ${fault}`, record.requestId, headers);
            return;
        }
        case 'reset':
            response.socket?.destroy();
            return;
        case 'stream_cut':
        case 'overloaded_event': {
            const reply = answer();
            if (reply.type === 'error') {
                sendReply(reply, record, response);
                return;
            }
            record.status = 200;
            if (!record.stream) {
                if (fault === 'overloaded_event') {
                    record.status = 529;
                    record.retryAfterMs = retryAfterSeconds * 1000;
                    writeError(response, 529, 'overloaded_error', 'Injected fault: overloaded', record.requestId, {
                        'retry-after': String(retryAfterSeconds),
                    });
                    return;
                }
                const json = JSON.stringify(reply.message);
                response.writeHead(200, {
                    ...jsonHeaders(record.requestId),
                    'content-length': String(Buffer.byteLength(json)),
                });
                response.write(json.slice(0, Math.floor(json.length / 2)), () => response.socket?.destroy());
                return;
            }
            const events = streamEvents(reply.message);
            const partial = events
                .slice(0, Math.max(2, Math.floor(events.length / 2)))
                .map(sseFrame)
                .join('');
            response.writeHead(200, sseHeaders(record.requestId));
            if (fault === 'stream_cut') {
                response.write(partial, () => response.socket?.destroy());
                return;
            }
            const error = {
                type: 'error',
                error: { type: 'overloaded_error', message: 'Overloaded' },
            };
            response.end(partial + sseFrame(error));
            return;
        }
    }
}
function writeError(response, status, type, message, requestId, headers = {}) {
    writeJson(response, status, errorBody(type, message, requestId), requestId, headers);
}
function writeJson(response, status, json, requestId, headers = {}) {
    if (response.destroyed)
        return;
    response.writeHead(status, { ...jsonHeaders(requestId), ...headers });
    response.end(json);
}
function jsonHeaders(requestId) {
    return { 'content-type': 'application/json', 'request-id': requestId };
}
function sseHeaders(requestId) {
    return {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'request-id': requestId,
    };
}
function headerValue(request, name) {
    const value = request.headers[name];
    return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}
function safeHeaders(request) {
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || secretHeaders.has(name))
            continue;
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return headers;
}
async function readBody(request) {
    const chunks = [];
    for await (const chunk of request)
        chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
}
/** Starts `server` on 127.0.0.1 (port 0: any free port) and returns its base URL. */
async function listenOnLoopback(server, port = 0) {
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
    });
    return `http://127.0.0.1:${server.address().port}`;
}

;// CONCATENATED MODULE: ./build/tsc/src/offline/fault-injector.js
/** mulberry32: a small seeded PRNG, so that a scenario's faults repeat from run to run. */
function seededRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let value = state;
        value = Math.imul(value ^ (value >>> 15), value | 1);
        value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
        return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
    };
}
/**
 * Decides, request by request, whether to fail and how. The sequence of decisions is fixed by the
 * seed; which request gets which decision depends on arrival order.
 */
class FaultInjector {
    settings;
    random;
    constructor(settings) {
        this.settings = settings;
        this.random = seededRandom(settings?.seed ?? 1);
    }
    next() {
        const settings = this.settings;
        if (!settings || settings.rate <= 0)
            return undefined;
        if (this.random() >= settings.rate)
            return undefined;
        return settings.kinds[Math.floor(this.random() * settings.kinds.length)];
    }
    get retryAfterSeconds() {
        return this.settings?.retry_after_s ?? 1;
    }
}
/** A token bucket that refills evenly: `capacity` per minute, full at the start. */
class Bucket {
    capacity;
    level;
    updatedAt;
    constructor(capacity, now) {
        this.capacity = capacity;
        this.level = capacity;
        this.updatedAt = now;
    }
    refill(now) {
        this.level = Math.min(this.capacity, this.level + ((now - this.updatedAt) * this.capacity) / 60_000);
        this.updatedAt = now;
    }
    /** Takes `amount` when there is that much (a request larger than the bucket needs it full). */
    take(amount, now) {
        this.refill(now);
        if (this.level < Math.min(amount, this.capacity))
            return false;
        this.level -= amount;
        return true;
    }
    /** Milliseconds until `amount` is there. */
    waitFor(amount, now) {
        this.refill(now);
        const missing = Math.min(amount, this.capacity) - this.level;
        return missing <= 0 ? 0 : Math.ceil((missing * 60_000) / this.capacity);
    }
    remaining(now) {
        this.refill(now);
        return Math.max(0, Math.floor(this.level));
    }
    /** When the bucket is full again, as the API's `-reset` headers say (RFC 3339). */
    resetAt(now) {
        this.refill(now);
        return new Date(now + ((this.capacity - this.level) * 60_000) / this.capacity).toISOString();
    }
}
/**
 * The API's rate limits, for the offline server: requests at once, requests per minute and input
 * tokens per minute (token buckets, as the API's are). A request past a limit is refused with a
 * 429 and a retry-after that says when it would pass; every answer carries the
 * `anthropic-ratelimit-*` headers of the minute limits.
 */
class RateLimitFaults {
    settings;
    now;
    inFlight = 0;
    requests;
    inputTokens;
    constructor(settings, now = Date.now) {
        this.settings = settings;
        this.now = now;
        const start = now();
        if (settings.requests_per_minute !== undefined)
            this.requests = new Bucket(settings.requests_per_minute, start);
        if (settings.input_tokens_per_minute !== undefined)
            this.inputTokens = new Bucket(settings.input_tokens_per_minute, start);
    }
    /** Admits a request of `inputTokens` or says why not; an admitted one must be released once. */
    admit(inputTokens) {
        const now = this.now();
        const concurrent = this.settings.concurrent_requests;
        if (concurrent !== undefined && this.inFlight >= concurrent) {
            return {
                admitted: false,
                reason: `Number of concurrent requests has exceeded your rate limit of ${concurrent}. Please reduce the number of requests in flight, or retry after the retry-after header.`,
                retryAfterSeconds: this.settings.retry_after_s,
            };
        }
        const requestWait = this.requests?.waitFor(1, now) ?? 0;
        if (this.requests && requestWait > 0) {
            return {
                admitted: false,
                reason: `Number of requests has exceeded your per-minute rate limit of ${this.requests.capacity}.`,
                retryAfterSeconds: Math.ceil(requestWait / 1000),
            };
        }
        const tokenWait = this.inputTokens?.waitFor(inputTokens, now) ?? 0;
        if (this.inputTokens && tokenWait > 0) {
            return {
                admitted: false,
                reason: `The request of ${inputTokens} input tokens would exceed your per-minute rate limit of ${this.inputTokens.capacity} input tokens.`,
                retryAfterSeconds: Math.ceil(tokenWait / 1000),
            };
        }
        this.requests?.take(1, now);
        this.inputTokens?.take(inputTokens, now);
        this.inFlight += 1;
        let released = false;
        return {
            admitted: true,
            release: () => {
                if (released)
                    return;
                released = true;
                this.inFlight -= 1;
            },
        };
    }
    /** The `anthropic-ratelimit-*` headers as they stand now. */
    headers() {
        const now = this.now();
        const headers = {};
        const describe = (prefix, bucket) => {
            if (!bucket)
                return;
            headers[`anthropic-ratelimit-${prefix}-limit`] = String(bucket.capacity);
            headers[`anthropic-ratelimit-${prefix}-remaining`] = String(bucket.remaining(now));
            headers[`anthropic-ratelimit-${prefix}-reset`] = bucket.resetAt(now);
        };
        describe('requests', this.requests);
        describe('input-tokens', this.inputTokens);
        describe('tokens', this.inputTokens);
        return headers;
    }
}

;// CONCATENATED MODULE: ./build/tsc/src/offline/templating.js
/**
 * Placeholders in scripted texts and tool inputs, filled from the request being answered:
 * - `{{last_message}}`: the text of the last message;
 * - `{{last_message/regex/}}`: the first capture group (or the whole match) of the regex in it;
 * - `{{tool_result:N}}`: the text of the N-th (1-based) tool_result in the last user message;
 * - `{{tool_result:N.field.path}}`: that text parsed as JSON, then the field at the path;
 * - `{{tool_result:N/regex/}}`: the first capture group (or the whole match) of the regex in it.
 * A placeholder that cannot be filled is an error, so a broken script fails loudly.
 */
class TemplateError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TemplateError';
    }
}
const placeholder = /\{\{\s*(?:(last_message)(?:\/(.+?)\/)?|tool_result:(\d+)(?:\.([\w$.\-[\]]+)|\/(.+?)\/)?)\s*\}\}/g;
function renderText(template, facts) {
    return template.replace(placeholder, (whole, lastMessage, lastMessageRegex, index, path, regex) => {
        if (lastMessage && lastMessageRegex !== undefined) {
            const match = new RegExp(lastMessageRegex).exec(facts.lastMessageText);
            if (!match) {
                throw new TemplateError(`${whole}: /${lastMessageRegex}/ does not match the last message ${quote(facts.lastMessageText)}`);
            }
            return match[1] ?? match[0];
        }
        if (lastMessage)
            return facts.lastMessageText;
        return toolResultValue(whole, Number(index), path, regex, facts);
    });
}
/** Renders every string inside a JSON-like value (tool inputs); keys stay as written. */
function renderValue(value, facts) {
    if (typeof value === 'string')
        return renderText(value, facts);
    if (Array.isArray(value))
        return value.map((item) => renderValue(item, facts));
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renderValue(item, facts)]));
    }
    return value;
}
function toolResultValue(whole, index, path, regex, facts) {
    const count = facts.toolResults.length;
    const text = facts.toolResults[index - 1];
    if (index < 1 || text === undefined) {
        throw new TemplateError(`${whole}: the last user message has ${count} tool_result block(s); N counts from 1.`);
    }
    if (path !== undefined)
        return jsonField(whole, text, path);
    if (regex !== undefined) {
        const match = new RegExp(regex).exec(text);
        if (!match)
            throw new TemplateError(`${whole}: /${regex}/ does not match the tool result ${quote(text)}`);
        return match[1] ?? match[0];
    }
    return text;
}
function jsonField(whole, text, path) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new TemplateError(`${whole}: the tool result is not JSON: ${quote(text)}`);
    }
    for (const key of path.split(/[.[\]]+/).filter((part) => part !== '')) {
        if (typeof value !== 'object' || value === null || !(key in value)) {
            throw new TemplateError(`${whole}: the tool result has no field '${path}': ${quote(text)}`);
        }
        value = value[key];
    }
    return typeof value === 'string' ? value : JSON.stringify(value);
}
function quote(text) {
    return JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…` : text);
}

// EXTERNAL MODULE: ./build/tsc/src/tools/web-search-tool.js
var web_search_tool = __webpack_require__(52390);
;// CONCATENATED MODULE: ./build/tsc/src/offline/web-search-simulator.js



function simulateWebSearches(body, searches, idSeed) {
    if (searches.length === 0)
        return { blocks: [], requests: 0 };
    const declaration = searchDeclaration(body);
    if (!declaration) {
        return {
            problem: 'The scenario scripts a web search, but the request declares no web search tool ({"type": "web_search_20250305", "name": "web_search"}): the agent was not given WebSearch.',
        };
    }
    const blocks = [];
    let requests = 0;
    searches.forEach((search, index) => {
        const id = `srvtoolu_${shortHash(`${idSeed}\0${index}`, 24)}`;
        blocks.push({
            type: 'server_tool_use',
            id,
            name: 'web_search',
            input: { query: search.query },
            caller: { type: 'direct' },
        });
        let content;
        if (declaration.maxUses !== undefined && requests >= declaration.maxUses) {
            content = { type: 'web_search_tool_result_error', error_code: 'max_uses_exceeded' };
        }
        else {
            requests += 1;
            content = search.error_code
                ? { type: 'web_search_tool_result_error', error_code: search.error_code }
                : search.results
                    .filter((result) => domainAllowed(new URL(result.url).hostname, declaration))
                    .map((result) => ({
                    type: 'web_search_result',
                    url: result.url,
                    title: result.title,
                    page_age: result.page_age ?? null,
                    encrypted_content: encryptedContent(result.url, result.title),
                }));
        }
        blocks.push({
            type: 'web_search_tool_result',
            tool_use_id: id,
            content,
            caller: { type: 'direct' },
        });
    });
    return { blocks, requests };
}
/**
 * The API's check of the search blocks a conversation sends back: each server_tool_use must be
 * followed in its message by its result, and each result's encrypted_content must be the one
 * sent.
 */
function checkSearchHistory(body) {
    for (const [index, message] of body.messages.entries()) {
        if (message.role !== 'assistant' || typeof message.content === 'string')
            continue;
        const uses = new Set();
        for (const [blockIndex, block] of message.content.entries()) {
            const where = `messages.${index}.content.${blockIndex}`;
            if (block.type === 'server_tool_use' && typeof block.id === 'string')
                uses.add(block.id);
            if (block.type !== 'web_search_tool_result')
                continue;
            const useId = typeof block.tool_use_id === 'string' ? block.tool_use_id : '';
            if (!uses.delete(useId)) {
                return `${where}: web_search_tool_result block(s) found without a corresponding server_tool_use block before it (tool_use_id ${useId}).`;
            }
            if (!Array.isArray(block.content))
                continue;
            for (const result of block.content) {
                const url = typeof result.url === 'string' ? result.url : '';
                const title = typeof result.title === 'string' ? result.title : '';
                if (result.encrypted_content !== encryptedContent(url, title)) {
                    return `${where}: the encrypted_content of a web_search_result does not match the search it came from: search results must be sent back unmodified.`;
                }
            }
        }
        const [orphan] = uses;
        if (orphan !== undefined) {
            return `messages.${index}: server_tool_use ${orphan} has no web_search_tool_result block after it in the same message.`;
        }
    }
    return undefined;
}
function searchDeclaration(body) {
    const tool = (body.tools ?? []).find((candidate) => typeof candidate.type === 'string' &&
        candidate.type.startsWith('web_search_') &&
        candidate.name === 'web_search');
    if (!tool)
        return undefined;
    const list = (value) => Array.isArray(value)
        ? value.filter((item) => typeof item === 'string')
        : undefined;
    const declaration = {};
    if (typeof tool.max_uses === 'number')
        declaration.maxUses = tool.max_uses;
    const allowed = list(tool.allowed_domains);
    const blocked = list(tool.blocked_domains);
    if (allowed)
        declaration.allowedDomains = allowed;
    if (blocked)
        declaration.blockedDomains = blocked;
    return declaration;
}
function domainAllowed(host, declaration) {
    const within = (domain) => (0,web_search_tool/* withinDomain */.q$)(host, domain);
    if (declaration.allowedDomains && !declaration.allowedDomains.some(within))
        return false;
    return !(declaration.blockedDomains ?? []).some(within);
}
/** The offline stand-in for the API's opaque page content: checked when sent back. */
function encryptedContent(url, title) {
    return (0,external_node_crypto_.createHash)('sha256').update(`flotilla-offline-search\0${url}\0${title}`).digest('base64');
}

;// CONCATENATED MODULE: ./build/tsc/src/offline/script-responder.js






/**
 * Answers requests from a scenario: the first rule whose matchers all hold picks the script, and
 * the request's turn index (assistant messages so far) picks the turn. A request with no script
 * gets a 400 that says so, so a test fails loudly instead of hanging.
 */
function createScriptResponder(scenario, now = Date.now) {
    const cache = new PromptCacheSimulator(now);
    const patterns = scenario.agents.map((rule) => ({
        system: rule.match.system === undefined ? undefined : new RegExp(rule.match.system),
        lastMessage: rule.match.last_message === undefined ? undefined : new RegExp(rule.match.last_message),
    }));
    function matches(rule, index, facts) {
        const pattern = patterns[index];
        if (rule.match.agent !== undefined && rule.match.agent !== facts.agent)
            return false;
        if (pattern?.system && !pattern.system.test(facts.systemText))
            return false;
        if (pattern?.lastMessage && !pattern.lastMessage.test(facts.lastMessageText))
            return false;
        if ((rule.match.summary_request ?? false) !== facts.summaryRequest)
            return false;
        if (rule.match.compacted !== undefined && rule.match.compacted !== facts.compacted)
            return false;
        return true;
    }
    return (body, facts) => {
        const who = describeAgent(facts);
        const ruleIndex = scenario.agents.findIndex((rule, index) => matches(rule, index, facts));
        const rule = scenario.agents[ruleIndex];
        if (!rule) {
            if (facts.summaryRequest) {
                return invalid(`Scenario '${scenario.name}' has no rule for the compaction summary request of ${who}: ` +
                    `add a rule with match: { summary_request: true } whose turn gives the summary text.`);
            }
            return invalid(`Scenario '${scenario.name}' has no rule for ${who} at turn ${facts.turn}. ` +
                `Rules: ${scenario.agents.map((candidate, index) => describeRule(candidate, index)).join('; ')}. ` +
                `Last message: ${preview(facts.lastMessageText)}`);
        }
        // A summary request is a one-off answer, whatever the length of the conversation it sums up.
        const turnIndex = facts.summaryRequest ? 0 : facts.turn;
        const turn = rule.turns[turnIndex] ?? (rule.repeat_last ? rule.turns.at(-1) : undefined);
        if (!turn) {
            return invalid(`Scenario '${scenario.name}' has no script for ${who} at turn ${facts.turn}: rule agents[${ruleIndex}] ` +
                `scripts ${rule.turns.length} turn(s) (0..${rule.turns.length - 1}). Last message: ${preview(facts.lastMessageText)}`);
        }
        const thinkingProblem = checkThinking(body, rule) ?? checkSearchHistory(body);
        if (thinkingProblem)
            return invalid(thinkingProblem);
        if (turn.error) {
            const reply = {
                type: 'error',
                status: turn.error.status,
                message: turn.error.message ?? `Scripted error ${turn.error.status}`,
            };
            if (turn.error.type !== undefined)
                reply.errorType = turn.error.type;
            if (turn.error.retry_after_s !== undefined)
                reply.retryAfterSeconds = turn.error.retry_after_s;
            return reply;
        }
        const messageSeed = [scenario.name, facts.agent, facts.conversation, facts.turn].join('\0');
        const searches = simulateWebSearches(body, turn.web_search, messageSeed);
        if ('problem' in searches)
            return invalid(searches.problem);
        let content;
        try {
            content = scriptedContent(scenario.name, turn, facts);
            // The searches run first, as the API sends them: after any thinking, before the text.
            content.splice(turn.thinking === undefined ? 0 : 1, 0, ...searches.blocks);
        }
        catch (error) {
            if (!(error instanceof TemplateError))
                throw error;
            return invalid(`Scenario '${scenario.name}', ${who}, turn ${facts.turn}: ${error.message}`);
        }
        const outputCharacters = content.reduce((sum, block) => sum + (block.type === 'text' ? block.text.length : JSON.stringify(block).length), 0);
        return {
            type: 'message',
            message: wireMessage({
                id: `msg_${shortHash(messageSeed, 24)}`,
                model: body.model,
                content,
                stopReason: turn.stop_reason ?? (turn.tool_use.length > 0 ? 'tool_use' : 'end_turn'),
                usage: {
                    ...cache.measure(body),
                    output_tokens: (0,context_window/* estimateTokens */.bP)(outputCharacters),
                    ...turn.usage,
                    // Scripted cache figures replace the simulated ones, breakdown included.
                    ...(turn.usage?.cache_creation_input_tokens !== undefined
                        ? { cache_creation: null }
                        : {}),
                },
                webSearchRequests: searches.requests,
            }),
        };
    };
}
function scriptedContent(scenarioName, turn, facts) {
    const content = [];
    if (turn.thinking !== undefined) {
        content.push({
            type: 'thinking',
            thinking: turn.thinking,
            signature: thinkingSignature(turn.thinking),
        });
    }
    if (turn.text !== undefined && turn.text !== '') {
        content.push({ type: 'text', text: renderText(turn.text, facts), citations: null });
    }
    turn.tool_use.forEach((toolUse, index) => {
        const id = toolUse.id ??
            `toolu_${shortHash([scenarioName, facts.agent, facts.conversation, facts.turn, index].join('\0'), 24)}`;
        content.push({
            type: 'tool_use',
            id,
            name: toolUse.name,
            input: renderValue(toolUse.input, facts),
            caller: { type: 'direct' },
        });
    });
    return content;
}
/**
 * The API's rules for thinking blocks sent back: each must carry the signature it was sent with
 * (its text unmodified), and in a tool loop the last assistant message must still open with the
 * thinking block that came with its tool calls. The scenario says which turns thought.
 */
function checkThinking(body, rule) {
    let assistantTurn = -1;
    let lastAssistant;
    for (const [index, message] of body.messages.entries()) {
        if (message.role !== 'assistant')
            continue;
        assistantTurn += 1;
        lastAssistant = { index, turn: assistantTurn };
        if (typeof message.content === 'string')
            continue;
        for (const [blockIndex, block] of message.content.entries()) {
            if (block.type !== 'thinking')
                continue;
            const { thinking, signature } = block;
            if (typeof thinking !== 'string' || signature !== thinkingSignature(thinking)) {
                return `messages.${index}.content.${blockIndex}: Invalid \`signature\` in \`thinking\` block: thinking blocks must be sent back unmodified.`;
            }
        }
    }
    if (!lastAssistant)
        return undefined;
    const message = body.messages[lastAssistant.index];
    const scripted = rule.turns[lastAssistant.turn]?.thinking;
    if (!message || typeof message.content === 'string' || scripted === undefined)
        return undefined;
    if (!message.content.some((block) => block.type === 'tool_use'))
        return undefined;
    const first = message.content[0];
    if (first?.type !== 'thinking' || first.thinking !== scripted) {
        return `messages.${lastAssistant.index}.content.0: Expected \`thinking\` or \`redacted_thinking\`, but found \`${first?.type ?? 'nothing'}\`. When thinking is enabled, a final \`assistant\` message must start with a thinking block (the one sent with its tool calls).`;
    }
    return undefined;
}
function invalid(message) {
    return { type: 'error', status: 400, errorType: 'invalid_request_error', message };
}
function describeAgent(facts) {
    return facts.agent === ''
        ? 'a request without an x-flotilla-agent header'
        : `agent '${facts.agent}'`;
}
function describeRule(rule, index) {
    const parts = Object.entries(rule.match).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    return `agents[${index}] {${parts.join(', ')}}`;
}
function preview(text) {
    return JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…` : text);
}

;// CONCATENATED MODULE: ./build/tsc/src/offline/scripted-server.js




/**
 * Starts the offline model on 127.0.0.1: an Anthropic Messages API compatible server that answers
 * from a scenario. Point the SDK (or `ANTHROPIC_BASE_URL`) at `url`.
 */
async function startScriptedServer(options, extra = {}) {
    const scenario = 'scenarioFile' in options
        ? await loadScenario(options.scenarioFile)
        : parseScenario(options.scenario);
    const serverOptions = {
        responder: createScriptResponder(scenario, extra.now),
        latencyMs: scenario.latency_ms,
        faults: new FaultInjector(scenario.faults),
    };
    if (scenario.rate_limits) {
        serverOptions.rateLimits = new RateLimitFaults(scenario.rate_limits, extra.now);
    }
    if (extra.port !== undefined)
        serverOptions.port = extra.port;
    const server = await startAnthropicServer(serverOptions);
    return { ...server, scenario };
}

// EXTERNAL MODULE: ./build/tsc/src/model/message-assembler.js
var message_assembler = __webpack_require__(95558);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./build/tsc/src/offline/cassette.js






/**
 * A cassette holds the answers of a recorded session, keyed the way the replay server finds them
 * again: agent, turn index, conversation and last-message hashes. It never holds credentials:
 * request headers are not stored at all. Format: docs/offline.md.
 */
const cassette_messageSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    type: schemas/* literal */.euz('message'),
    role: schemas/* literal */.euz('assistant'),
    model: schemas/* string */.YjP(),
    content: schemas/* array */.YOg(schemas/* looseObject */._H3({ type: schemas/* string */.YjP() })),
    stop_reason: schemas/* string */.YjP().nullable(),
    usage: schemas/* looseObject */._H3({ input_tokens: schemas/* number */.aig(), output_tokens: schemas/* number */.aig() }),
});
const interactionSchema = schemas/* object */.Ikc({
    agent: schemas/* string */.YjP(),
    turn: schemas/* number */.aig().int().min(0),
    conversation: schemas/* string */.YjP(),
    last_message_hash: schemas/* string */.YjP(),
    /** The start of the last message, for people reading the file. */
    last_message_preview: schemas/* string */.YjP().optional(),
    model: schemas/* string */.YjP(),
    recorded_at: schemas/* string */.YjP(),
    response: cassette_messageSchema,
});
const cassetteSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(1),
    /** Where it was recorded (origin only; never credentials). */
    target: schemas/* string */.YjP().optional(),
    interactions: schemas/* array */.YOg(interactionSchema),
});
function emptyCassette(target) {
    return target === undefined
        ? { version: 1, interactions: [] }
        : { version: 1, target, interactions: [] };
}
async function loadCassette(file) {
    let json;
    try {
        json = JSON.parse(await (0,external_node_fs_promises_.readFile)(file, 'utf8'));
    }
    catch (error) {
        throw new errors/* UserError */.yo(`Cannot read cassette ${file}: ${(0,errors/* errorMessage */.gJ)(error)}`, 'A cassette is the JSON file written by a recording (flotilla run --record FILE).');
    }
    const result = cassetteSchema.safeParse(json);
    if (result.success)
        return result.data;
    const problems = result.error.issues.map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`);
    throw new errors/* UserError */.yo(`Cassette ${file} is invalid:\n${problems.join('\n')}`, 'See docs/offline.md for the format.');
}
/** Writes the whole cassette atomically (temp file, then rename), so a crash leaves the old one. */
async function saveCassette(file, cassette) {
    await (0,external_node_fs_promises_.mkdir)(external_node_path_.dirname(external_node_path_.resolve(file)), { recursive: true });
    const temporary = `${file}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
    await (0,external_node_fs_promises_.writeFile)(temporary, `${JSON.stringify(cassette, null, 2)}\n`, 'utf8');
    await (0,external_node_fs_promises_.rename)(temporary, file);
}
/** The recorded message as the API sent it (fields the schema did not check are kept as they were). */
function recordedMessage(interaction) {
    return interaction.response;
}

;// CONCATENATED MODULE: ./build/tsc/src/offline/recording-proxy.js







/** Request headers passed upstream; credentials are added (or passed through) separately. */
const forwardedRequestHeaders = [
    'content-type',
    'accept',
    'anthropic-version',
    'anthropic-beta',
    'x-flotilla-agent',
    'user-agent',
];
/** Response headers passed back to the client. */
const forwardedResponseHeaders = /^(content-type|request-id|retry-after|retry-after-ms|x-should-retry|anthropic-.*)$/;
/**
 * A proxy to a real Anthropic endpoint that streams every answer through unchanged and saves the
 * successful /v1/messages answers to a cassette for `startReplayServer`. Failed answers (429,
 * 5xx, cut streams) are passed through but not recorded: the retry's answer is the one kept.
 */
async function startRecordingProxy(options) {
    const target = new URL(options.targetBaseUrl);
    const cassette = emptyCassette(target.origin);
    let writing = saveCassette(options.cassetteFile, cassette);
    function record(interaction) {
        const same = cassette.interactions.findIndex((existing) => existing.agent === interaction.agent &&
            existing.turn === interaction.turn &&
            existing.conversation === interaction.conversation &&
            existing.last_message_hash === interaction.last_message_hash);
        if (same >= 0)
            cassette.interactions[same] = interaction;
        else
            cassette.interactions.push(interaction);
        const snapshot = structuredClone(cassette);
        writing = writing.then(() => saveCassette(options.cassetteFile, snapshot));
    }
    async function handle(request, response) {
        const body = await readBody(request);
        const incoming = new URL(request.url ?? '/', 'http://127.0.0.1');
        const upstreamUrl = `${options.targetBaseUrl.replace(/\/+$/, '')}${incoming.pathname}${incoming.search}`;
        const headers = new Headers();
        for (const name of forwardedRequestHeaders) {
            const value = request.headers[name];
            if (typeof value === 'string')
                headers.set(name, value);
        }
        if (options.apiKey)
            headers.set('authorization', `Bearer ${options.apiKey}`);
        else {
            for (const name of ['x-api-key', 'authorization']) {
                const value = request.headers[name];
                if (typeof value === 'string')
                    headers.set(name, value);
            }
        }
        const controller = new AbortController();
        response.on('close', () => {
            if (!response.writableFinished)
                controller.abort();
        });
        let upstream;
        try {
            const init = {
                method: request.method ?? 'GET',
                headers,
                signal: controller.signal,
            };
            if (request.method === 'POST')
                init.body = body;
            upstream = await fetch(upstreamUrl, init);
        }
        catch (error) {
            response.writeHead(502, { 'content-type': 'application/json' });
            response.end(errorBody('api_error', `The recording proxy could not reach ${target.origin}: ${(0,errors/* errorMessage */.gJ)(error)}`, 'req_proxy'));
            return;
        }
        const responseHeaders = {};
        upstream.headers.forEach((value, name) => {
            if (forwardedResponseHeaders.test(name))
                responseHeaders[name] = value;
        });
        response.writeHead(upstream.status, responseHeaders);
        const chunks = [];
        if (upstream.body) {
            for await (const chunk of upstream.body) {
                const buffer = Buffer.from(chunk);
                chunks.push(buffer);
                response.write(buffer);
            }
        }
        response.end();
        const route = incoming.pathname.replace(/\/+$/, '');
        if (route !== '/v1/messages' || upstream.status !== 200)
            return;
        const message = recordedAnswer(Buffer.concat(chunks).toString('utf8'), upstream.headers.get('content-type') ?? '');
        const parsed = messagesRequestSchema.safeParse(safeJson(body));
        if (!message || !parsed.success)
            return;
        const agentHeader = request.headers['x-flotilla-agent'];
        const facts = requestFacts(parsed.data, typeof agentHeader === 'string' ? agentHeader : undefined);
        record({
            agent: facts.agent,
            turn: facts.turn,
            conversation: facts.conversation,
            last_message_hash: facts.lastMessageHash,
            last_message_preview: facts.lastMessageText.slice(0, 200),
            model: message.model,
            recorded_at: new Date().toISOString(),
            response: message,
        });
    }
    const server = (0,external_node_http_.createServer)((request, response) => {
        handle(request, response).catch(() => response.destroy());
    });
    const url = await listenOnLoopback(server, options.port);
    return {
        url,
        cassette,
        close: async () => {
            await new Promise((resolve) => {
                server.close(() => resolve());
                server.closeAllConnections();
            });
            await writing;
        },
    };
}
/** The complete message in a JSON or SSE answer; undefined when the stream failed or was cut. */
function recordedAnswer(text, contentType) {
    if (!contentType.includes('text/event-stream')) {
        const json = safeJson(text);
        return isMessage(json) ? json : undefined;
    }
    const assembler = new message_assembler/* MessageAssembler */.Y();
    try {
        for (const frame of text.split(/\r?\n\r?\n/)) {
            const lines = frame.split(/\r?\n/);
            const event = lines
                .find((line) => line.startsWith('event:'))
                ?.slice(6)
                .trim();
            const data = lines
                .filter((line) => line.startsWith('data:'))
                .map((line) => line.slice(5).trimStart())
                .join('\n');
            if (event === 'error')
                return undefined;
            if (data === '' || event === 'ping')
                continue;
            assembler.add(JSON.parse(data));
        }
        return assembler.finish();
    }
    catch {
        return undefined;
    }
}
function isMessage(value) {
    return (typeof value === 'object' && value !== null && value.type === 'message');
}
function safeJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./build/tsc/src/offline/replay-server.js


/**
 * Serves a recorded session again, offline: each request gets the answer recorded for the same
 * agent at the same turn; when a cassette holds several (parallel conversations of one agent),
 * the one with the same conversation and last message wins. Nothing recorded → a 400 that says so.
 */
async function startReplayServer(options) {
    const cassette = await loadCassette(options.cassetteFile);
    const serverOptions = {
        responder: (_body, facts) => replay(cassette, facts, options.cassetteFile),
    };
    if (options.port !== undefined)
        serverOptions.port = options.port;
    if (options.latencyMs !== undefined)
        serverOptions.latencyMs = options.latencyMs;
    const server = await startAnthropicServer(serverOptions);
    return { ...server, cassette };
}
function replay(cassette, facts, source) {
    const candidates = cassette.interactions.filter((interaction) => interaction.agent === facts.agent && interaction.turn === facts.turn);
    const sameLastMessage = (candidate) => candidate.last_message_hash === facts.lastMessageHash;
    const chosen = candidates.find((candidate) => candidate.conversation === facts.conversation && sameLastMessage(candidate)) ??
        candidates.find(sameLastMessage) ??
        candidates.find((candidate) => candidate.conversation === facts.conversation) ??
        candidates[0] ??
        cassette.interactions.find(sameLastMessage);
    if (chosen)
        return { type: 'message', message: recordedMessage(chosen) };
    const recorded = [
        ...new Set(cassette.interactions.map((interaction) => `${interaction.agent || '(none)'}@${interaction.turn}`)),
    ];
    return {
        type: 'error',
        status: 400,
        errorType: 'invalid_request_error',
        message: `Cassette ${source} has no answer for agent '${facts.agent || '(no x-flotilla-agent header)'}' at turn ${facts.turn}. ` +
            `Recorded agent@turn: ${recorded.join(', ') || 'none'}. Record the session again if the agents changed.`,
    };
}

;// CONCATENATED MODULE: ./build/tsc/src/offline/index.js
/**
 * The offline model: an Anthropic Messages API compatible server on 127.0.0.1, scripted by a
 * scenario file or replaying a recorded cassette. See docs/offline.md.
 */







/***/ })

};
