export const id = 680;
export const ids = [680];
export const modules = {

/***/ 9410:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BR: () => (/* binding */ hookEvents),
/* harmony export */   eH: () => (/* binding */ agentColors),
/* harmony export */   gO: () => (/* binding */ formatToolRule),
/* harmony export */   iR: () => (/* binding */ permissionModes),
/* harmony export */   us: () => (/* binding */ parseToolRule),
/* harmony export */   xN: () => (/* binding */ memoryScopes)
/* harmony export */ });
/* unused harmony export agentSources */
/** The typed form of one agent definition, whatever its source. */
const permissionModes = [
    'default',
    'acceptEdits',
    'plan',
    'dontAsk',
    'bypassPermissions',
    'delegate',
];
const agentColors = [
    'red',
    'blue',
    'green',
    'yellow',
    'purple',
    'orange',
    'pink',
    'cyan',
];
const memoryScopes = ['user', 'project', 'local'];
/** Lowest to highest precedence: a later source replaces an earlier definition of the same name. */
const agentSources = (/* unused pure expression or super */ null && (['built-in', 'plugin', 'user', 'project', 'cli', 'managed']));
/**
 * Claude Code's hook events Flotilla fires. Agent frontmatter may set PreToolUse, PostToolUse and
 * Stop (stored as `SubagentStop`, as Claude Code does); settings files may set them all.
 */
const hookEvents = [
    'PreToolUse',
    'PostToolUse',
    'UserPromptSubmit',
    'SessionStart',
    'SessionEnd',
    'Stop',
    'SubagentStart',
    'SubagentStop',
    'PreCompact',
    'Notification',
];
/** Parses `Bash(npm test:*)` into `{tool: 'Bash', specifier: 'npm test:*'}`; undefined if malformed. */
function parseToolRule(text) {
    const trimmed = text.trim();
    const match = /^([A-Za-z_*][\w*-]*)(?:\((.*)\))?$/s.exec(trimmed);
    if (!match?.[1])
        return undefined;
    const specifier = match[2]?.trim();
    return specifier === undefined ? { tool: match[1] } : { tool: match[1], specifier };
}
function formatToolRule(rule) {
    return rule.specifier === undefined ? rule.tool : `${rule.tool}(${rule.specifier})`;
}


/***/ }),

/***/ 6401:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ splitFrontmatter),
/* harmony export */   f: () => (/* binding */ normalizeText)
/* harmony export */ });
/**
 * Splits an agent markdown file into its YAML frontmatter and its body. Line endings are
 * normalised to `\n` first (columns do not change: `\r` only ever sits at a line end) and a UTF-8
 * byte-order mark is dropped, so files saved on Windows read the same as any other.
 */
function normalizeText(text) {
    return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
const delimiter = /^---[ \t]*$/;
/** `text` must already be normalised with `normalizeText`. */
function splitFrontmatter(text) {
    const lines = text.split('\n');
    if (lines[0] === undefined || !delimiter.test(lines[0]))
        return { kind: 'missing' };
    const closingIndex = lines.findIndex((line, index) => index > 0 && delimiter.test(line));
    if (closingIndex < 0)
        return { kind: 'unclosed' };
    return {
        kind: 'ok',
        yaml: lines.slice(1, closingIndex).join('\n'),
        yamlFirstLine: 2,
        body: lines.slice(closingIndex + 1).join('\n'),
        closingLine: closingIndex + 1,
    };
}


/***/ }),

/***/ 531:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ readHooks),
/* harmony export */   k: () => (/* binding */ settingsHookEvents)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _definition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9410);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8877);
/**
 * Frontmatter `hooks`, in the shape of Claude Code's settings hooks, limited to the three events
 * an agent may declare. `Stop` is stored as `SubagentStop`, the event that fires when a subagent
 * finishes (a plain `Stop` fires only for the main agent).
 */



const frontmatterEvents = {
    PreToolUse: 'PreToolUse',
    PostToolUse: 'PostToolUse',
    Stop: 'SubagentStop',
};
const unsupportedHookTypes = ['prompt', 'agent', 'http'];
const shapeHint = [
    'Expected form:',
    'hooks:',
    '  PreToolUse:',
    '    - matcher: "Bash"',
    '      hooks:',
    '        - type: command',
    '          command: "./scripts/check.sh"',
].join('\n');
function scalarValue(node) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) ? node.value : node;
}
function pairsOf(map) {
    return map.items;
}
function get(map, key) {
    const pair = pairsOf(map).find((item) => scalarValue(item.key) === key);
    return pair ? { pair, value: pair.value } : undefined;
}
/** Settings files may set every event, each under its own name. */
const settingsHookEvents = Object.fromEntries(_definition_js__WEBPACK_IMPORTED_MODULE_1__/* .hookEvents */ .BR.map((event) => [event, event]));
function readHooks(node, keyAt, context, events = frontmatterEvents) {
    const inFrontmatter = events === frontmatterEvents;
    if (scalarValue(node) === null || node === undefined)
        return undefined;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        context.report('hooks-malformed', keyAt, 'hooks must be a mapping from event names to lists of matchers.', shapeHint);
        return undefined;
    }
    const hooks = {};
    for (const pair of pairsOf(node)) {
        const name = scalarValue(pair.key);
        const at = context.at(pair.key);
        const event = typeof name === 'string' && Object.hasOwn(events, name) ? events[name] : undefined;
        if (event === undefined) {
            const names = Object.keys(events);
            const match = typeof name === 'string' ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closestMatch */ .h0)(name, names) : undefined;
            context.report('hooks-malformed', at, inFrontmatter
                ? `Hook event '${String(name)}' cannot be set in agent frontmatter.`
                : `Unknown hook event '${String(name)}'.`, `${match ? `Did you mean '${match}'? ` : ''}${inFrontmatter
                ? 'Agent frontmatter supports PreToolUse, PostToolUse and Stop (which runs as SubagentStop); other events belong in .claude/settings.json.'
                : `Events: ${names.join(', ')}.`}`);
            continue;
        }
        const matchers = readMatchers(pair.value, String(name), at, context);
        if (matchers)
            hooks[event] = [...(hooks[event] ?? []), ...matchers];
    }
    return hooks;
}
function readMatchers(node, event, eventAt, context) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
        context.report('hooks-malformed', eventAt, `hooks.${event} must be a list of matchers.`, shapeHint);
        return undefined;
    }
    const matchers = [];
    for (const item of node.items) {
        const at = context.at(item);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item)) {
            context.report('hooks-malformed', at, `Each entry of hooks.${event} must be a mapping with 'hooks' (and optionally 'matcher').`, shapeHint);
            continue;
        }
        const matcher = get(item, 'matcher');
        const matcherValue = scalarValue(matcher?.value);
        if (matcher && matcherValue !== null && typeof matcherValue !== 'string') {
            context.report('hooks-malformed', context.at(matcher.pair.key), `hooks.${event} matcher must be text, a tool-name pattern such as "Bash" or "Edit|Write".`, 'Quote the pattern: matcher: "Bash"');
        }
        const commands = readCommands(get(item, 'hooks'), event, at, context);
        if (!commands)
            continue;
        matchers.push(typeof matcherValue === 'string' && matcherValue !== ''
            ? { matcher: matcherValue, hooks: commands }
            : { hooks: commands });
    }
    return matchers;
}
function readCommands(entry, event, matcherAt, context) {
    if (!entry || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(entry.value) || entry.value.items.length === 0) {
        context.report('hooks-malformed', entry ? context.at(entry.pair.key) : matcherAt, `A matcher of hooks.${event} needs a non-empty 'hooks' list of commands.`, shapeHint);
        return undefined;
    }
    const commands = [];
    for (const item of entry.value.items) {
        const command = readCommand(item, event, context);
        if (command)
            commands.push(command);
    }
    return commands;
}
function readCommand(item, event, context) {
    const at = context.at(item);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item)) {
        context.report('hooks-malformed', at, `A hook of hooks.${event} must be a mapping with 'type' and 'command'.`, shapeHint);
        return undefined;
    }
    const type = scalarValue(get(item, 'type')?.value);
    if (typeof type === 'string' && unsupportedHookTypes.includes(type)) {
        context.report('hook-type-unsupported', at, `A '${type}' hook in hooks.${event} is ignored: Flotilla runs command hooks only.`, 'Rewrite it as type: command with a script, or remove it.');
        return undefined;
    }
    if (type !== 'command') {
        context.report('hooks-malformed', at, `A hook of hooks.${event} has type ${type === undefined ? '(missing)' : `'${String(type)}'`}.`, "Use type: command (Claude Code's prompt, agent and http hooks are not run headlessly).");
        return undefined;
    }
    const command = scalarValue(get(item, 'command')?.value);
    if (typeof command !== 'string' || command.trim() === '') {
        context.report('hooks-malformed', at, `A command hook of hooks.${event} has no 'command' text.`, 'Add command: "./scripts/check.sh" (run with the repository as the working directory).');
        return undefined;
    }
    const timeoutEntry = get(item, 'timeout');
    const timeout = scalarValue(timeoutEntry?.value);
    if (timeoutEntry && (typeof timeout !== 'number' || !(timeout > 0))) {
        context.report('hooks-malformed', context.at(timeoutEntry.pair.key), `timeout of a hooks.${event} command must be a positive number of seconds.`, 'For example: timeout: 30');
        return undefined;
    }
    return typeof timeout === 'number'
        ? { type: 'command', command, timeout }
        : { type: 'command', command };
}


/***/ }),

/***/ 3522:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gd: () => (/* reexport */ agentListFormats),
  PR: () => (/* reexport */ agents_problems/* agentRules */.PR),
  mT: () => (/* reexport */ formatAgentsJson),
  df: () => (/* reexport */ formatAgentsText),
  To: () => (/* reexport */ formatProblemLine),
  C5: () => (/* reexport */ formatProblems),
  Cs: () => (/* reexport */ agents_problems/* hasErrors */.Cs),
  c4: () => (/* reexport */ loadAgentPaths),
  L2: () => (/* reexport */ loadAgents),
  KS: () => (/* reexport */ problemFormats),
  Zl: () => (/* reexport */ agents_problems/* ruleIds */.Zl)
});

// UNUSED EXPORTS: AgentRegistry, agentColors, agentModelAliases, agentSources, builtinAgentNames, builtinAgents, countProblems, displayPath, formatGithub, formatJson, formatText, formatToolRule, hookEvents, knownToolNames, memoryScopes, parseAgentFile, parseAgentsJson, parseToolRule, permissionModes, summaryLine

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(5841);
;// CONCATENATED MODULE: ./build/tsc/src/agents/builtins.js
const readOnlyTools = [{ tool: 'Read' }, { tool: 'Grep' }, { tool: 'Glob' }];
const sharedRules = [
    'You work without a person at the keyboard: nobody can answer questions, so decide, act and report.',
    'Cite what you rely on as path:line. Say plainly what you could not check and why.',
    'Your final message is your whole answer to the agent that called you: make it self-contained.',
].join('\n');
const builtinAgents = [
    {
        name: 'general-purpose',
        source: 'built-in',
        description: 'General-purpose agent for multi-step tasks: researching questions across the codebase, searching for code, and making changes. Use it when a task needs several rounds of searching and reading, or when you are not sure the first search will find the right place.',
        systemPrompt: [
            'You are a capable software engineer given one task by a lead agent.',
            'Work through it to the end: find the relevant code with search, read enough of it to be sure, make the change or the analysis the task asks for, and check your work (run the tests or the build when that is possible).',
            'Prefer small, focused changes that match the style around them. Do not touch what the task does not ask for.',
            sharedRules,
        ].join('\n\n'),
    },
    {
        name: 'Explore',
        source: 'built-in',
        description: 'Fast read-only agent for finding things in a codebase: files by pattern, code by keyword, and how a part works. Say how thorough to be (quick, medium, very thorough).',
        systemPrompt: [
            'You explore a codebase quickly and report what you found. You can only read: Glob finds files by name pattern, Grep searches contents, Read opens a file.',
            'Start broad, then narrow: search for names and strings, open the most promising files, and follow references until the question is answered. Run independent searches together.',
            'Report the answer first, then the evidence as path:line with a short note on each. Do not propose changes unless asked.',
            sharedRules,
        ].join('\n\n'),
        tools: readOnlyTools,
        model: 'haiku',
    },
    {
        name: 'Plan',
        source: 'built-in',
        description: 'Read-only software architect: studies the code and returns a step-by-step implementation plan, with the files to change, the risks and how to verify the result.',
        systemPrompt: [
            'You design implementation plans. You can read and search the code but not change it.',
            'Understand the request, then the code it touches: the entry points, the data that flows through, the existing patterns and tests. Look for the smallest design that fits what is already there.',
            'Return: a summary of the approach; numbered steps, each naming the files and functions to change; the risks and open questions; and how to verify the result (which tests to add or run).',
            sharedRules,
        ].join('\n\n'),
        tools: readOnlyTools,
        permissionMode: 'plan',
    },
    {
        name: 'verification',
        source: 'built-in',
        description: 'Checks that a change really works: runs the tests, the build and the linters, reproduces the reported behaviour, and reports pass or fail with evidence. Does not edit files.',
        systemPrompt: [
            'You verify work done by others. You can read, search and run commands; you must not modify, create or delete files, and you must not commit, push or install anything globally.',
            'Find out how this project builds and tests (package scripts, Makefile, CI configuration), run the checks that cover the change, and reproduce the behaviour the change claims to fix or add.',
            'Report a verdict first: PASS, FAIL or UNVERIFIED. Then the commands you ran with their exit codes and the relevant lines of output, and for each failure the likely cause as path:line.',
            sharedRules,
        ].join('\n\n'),
        tools: [...readOnlyTools, { tool: 'Bash' }],
    },
];
const builtinAgentNames = builtinAgents.map((agent) => agent.name);

;// CONCATENATED MODULE: ./build/tsc/src/agents/find-agent-files.js
/** Finds agent files: every `*.md` below a directory, followed through symlinks, sorted by path. */


const skippedDirectories = new Set(['.git', 'node_modules']);
async function isDirectory(target) {
    return (await (0,promises_.stat)(target).catch(() => undefined))?.isDirectory() ?? false;
}
async function exists(target) {
    return (await (0,promises_.stat)(target).catch(() => undefined)) !== undefined;
}
/** Code-point order, the same on every machine and locale. */
function comparePaths(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Absolute paths of the `.md` files below `root`; none when `root` does not exist. */
async function findMarkdownFiles(root) {
    const files = [];
    const visited = new Set();
    async function walk(directory) {
        const real = await (0,promises_.realpath)(directory).catch(() => undefined);
        if (real === undefined || visited.has(real))
            return;
        visited.add(real);
        const entries = await (0,promises_.readdir)(directory, { withFileTypes: true }).catch(() => []);
        await Promise.all(entries.map(async (entry) => {
            const full = external_node_path_.join(directory, entry.name);
            let isDir = entry.isDirectory();
            let isFile = entry.isFile();
            if (entry.isSymbolicLink()) {
                const target = await (0,promises_.stat)(full).catch(() => undefined);
                isDir = target?.isDirectory() ?? false;
                isFile = target?.isFile() ?? false;
            }
            if (isDir && !skippedDirectories.has(entry.name))
                await walk(full);
            else if (isFile && entry.name.toLowerCase().endsWith('.md'))
                files.push(full);
        }));
    }
    await walk(external_node_path_.resolve(root));
    return files.sort(comparePaths);
}
/** Runs `task` over `items` with at most `limit` at once; results keep the order of `items`. */
async function mapConcurrently(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    async function worker() {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index]);
        }
    }
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./build/tsc/src/agents/definition.js
var definition = __webpack_require__(9410);
// EXTERNAL MODULE: ./build/tsc/src/agents/hooks.js
var hooks = __webpack_require__(531);
;// CONCATENATED MODULE: ./build/tsc/src/agents/mcp-servers.js
/**
 * `mcpServers`: names of servers configured elsewhere (`.mcp.json`), or inline stdio servers —
 * `{command, args, env}` (named `name` or `inline-<n>`), or `{server-name: {command, …}}`.
 */

const inlineHint = 'An inline server is {command: "npx", args: ["-y", "@scope/server"], env: {KEY: "value"}}; a name refers to a server in .mcp.json.';
function scalarValue(node) {
    return (0,dist/* isScalar */.jn)(node) ? node.value : node;
}
function pairsOf(map) {
    return map.items;
}
function readInline(map, name, at, context) {
    const fields = new Map(pairsOf(map).map((pair) => [String(scalarValue(pair.key)), pair.value]));
    const type = scalarValue(fields.get('type'));
    if (type !== undefined && type !== 'stdio') {
        context.report('mcp-server-unresolved', at, `Inline MCP server '${name}' has type '${String(type)}'; Flotilla starts stdio servers only, so it is ignored.`, `Configure '${name}' in .mcp.json and refer to it by name, or give a command.`);
        return undefined;
    }
    const command = scalarValue(fields.get('command'));
    const argsNode = fields.get('args');
    const envNode = fields.get('env');
    const args = (0,dist/* isSeq */.oP)(argsNode) ? argsNode.items.map(scalarValue) : [];
    const envPairs = (0,dist/* isMap */.jh)(envNode)
        ? pairsOf(envNode).map((pair) => [scalarValue(pair.key), scalarValue(pair.value)])
        : [];
    const isText = (value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    const valid = typeof command === 'string' &&
        command.trim() !== '' &&
        (argsNode === undefined || ((0,dist/* isSeq */.oP)(argsNode) && args.every(isText))) &&
        (envNode === undefined ||
            ((0,dist/* isMap */.jh)(envNode) && envPairs.every(([key, value]) => isText(key) && isText(value))));
    if (!valid) {
        context.report('mcp-server-unresolved', at, `Inline MCP server '${name}' is not a valid stdio server; it is ignored.`, inlineHint);
        return undefined;
    }
    return {
        kind: 'inline',
        name,
        command: command,
        args: args.map(String),
        env: Object.fromEntries(envPairs.map(([key, value]) => [String(key), String(value)])),
    };
}
function readMcpServers(node, keyAt, context) {
    if (node === undefined || scalarValue(node) === null)
        return undefined;
    const result = { servers: [], named: [] };
    const items = (0,dist/* isSeq */.oP)(node) ? node.items : (0,dist/* isScalar */.jn)(node) ? [node] : undefined;
    if (!items) {
        context.report('field-invalid', keyAt, 'mcpServers must be a list of server names or inline servers; it is ignored.', inlineHint);
        return undefined;
    }
    items.forEach((item, index) => {
        const at = context.at(item);
        const value = scalarValue(item);
        if (typeof value === 'string') {
            for (const name of value.split(',').map((part) => part.trim())) {
                if (!name)
                    continue;
                result.servers.push({ kind: 'named', name });
                result.named.push({ name, at });
            }
            return;
        }
        if ((0,dist/* isMap */.jh)(item)) {
            const nameNode = pairsOf(item).find((pair) => scalarValue(pair.key) === 'name');
            if (pairsOf(item).some((pair) => scalarValue(pair.key) === 'command')) {
                const name = scalarValue(nameNode?.value);
                const server = readInline(item, typeof name === 'string' && name ? name : `inline-${index + 1}`, at, context);
                if (server)
                    result.servers.push(server);
                return;
            }
            if (item.items.length > 0 && pairsOf(item).every((pair) => (0,dist/* isMap */.jh)(pair.value))) {
                for (const pair of pairsOf(item)) {
                    const server = readInline(pair.value, String(scalarValue(pair.key)), context.at(pair.key), context);
                    if (server)
                        result.servers.push(server);
                }
                return;
            }
        }
        context.report('mcp-server-unresolved', at, 'An entry of mcpServers is neither a server name nor an inline server; it is ignored.', inlineHint);
    });
    return result;
}

;// CONCATENATED MODULE: ./build/tsc/src/agents/name-list.js
/** `skills` and `requiredMcpServers`: a list of names, or a comma-separated string of them. */

function isEmpty(node) {
    return node === null || node === undefined || ((0,dist/* isScalar */.jn)(node) && node.value === null);
}
function readNameList(node, key, keyAt, context) {
    if (isEmpty(node))
        return undefined;
    const entries = [];
    const items = (0,dist/* isSeq */.oP)(node) ? node.items : [node];
    for (const item of items) {
        const value = (0,dist/* isScalar */.jn)(item) ? item.value : undefined;
        if (typeof value !== 'string') {
            context.report('field-invalid', (0,dist/* isSeq */.oP)(node) ? context.at(item) : keyAt, `${key} must be a list of names; this entry is ignored.`, `For example:\n${key}:\n  - first-name\n  - second-name`);
            continue;
        }
        const at = context.at(item);
        for (const name of value.split(',')) {
            if (name.trim())
                entries.push({ name: name.trim(), at });
        }
    }
    return entries;
}

// EXTERNAL MODULE: ./build/tsc/src/model/model-aliases.js
var model_aliases = __webpack_require__(5186);
// EXTERNAL MODULE: ./build/tsc/src/agents/suggest.js
var suggest = __webpack_require__(8877);
// EXTERNAL MODULE: ./build/tsc/src/agents/tool-list.js
var tool_list = __webpack_require__(378);
;// CONCATENATED MODULE: ./build/tsc/src/agents/agent-fields.js
/**
 * Reads the fields of one agent — a markdown file's frontmatter or one entry of `--agents` JSON —
 * into the typed definition, reporting every problem with the position of its key.
 */









/** What an agent's `model:` may name besides a full id: the model aliases, and `inherit`. */
const agentModelAliases = [...model_aliases/* modelAliases */.uz, 'inherit'];
const effortLevels = ['low', 'medium', 'high', 'xhigh', 'max'];
const commonKeys = [
    'description',
    'tools',
    'disallowedTools',
    'model',
    'permissionMode',
    'maxTurns',
    'background',
    'isolation',
    'color',
    'memory',
    'skills',
    'mcpServers',
    'requiredMcpServers',
    'hooks',
    'effort',
    'initialPrompt',
];
const frontmatterKeys = ['name', ...commonKeys];
/** In `--agents` JSON the name is the entry's key; `name` inside is tolerated and ignored. */
const jsonKeys = [...commonKeys, 'prompt', 'name'];
const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function toKebabCase(text) {
    return text
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .toLowerCase();
}
/**
 * Whether text can be an agent's name: Claude Code loads any name but one containing `:` (the
 * plugin namespace separator) or starting with `-`, and blank ones.
 */
function isLoadableAgentName(name) {
    return name.trim() !== '' && !name.includes(':') && !name.startsWith('-');
}
/**
 * Checks an agent name the way Claude Code does: any text loads, except text containing `:` (the
 * plugin namespace separator) or starting with `-`; a name that is not kebab-case loads as written
 * with a warning. A value that is not text (`name: 404`, `name: true`) does not load. Built-in
 * names (`Explore`, `Plan`) are accepted silently so they can be replaced.
 */
function checkAgentName(value, at, context) {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        context.report('name-missing', at, 'The agent has no name.', 'Add a kebab-case name, e.g. name: code-reviewer');
        return false;
    }
    if (typeof value !== 'string') {
        const text = typeof value === 'object' ? 'not a single value' : String(value);
        const quoted = typeof value === 'object' ? '' : ` Quote it if you mean the text: name: "${text}"`;
        context.report('name-invalid', at, `Agent name is ${text}, not text; the agent is not loaded (Claude Code skips it too).`, `Give the name as text, e.g. name: code-reviewer.${quoted}`);
        return false;
    }
    const suggestion = toKebabCase(value);
    const example = suggestion && suggestion !== value ? `, e.g. name: ${suggestion}` : '';
    if (!isLoadableAgentName(value)) {
        context.report('name-invalid', at, `Agent name '${value}' ${value.includes(':') ? 'contains ":"' : 'starts with "-"'}; the agent is not loaded (Claude Code skips it too).`, `Use lowercase letters, digits and single hyphens${example}.`);
        return false;
    }
    if (!kebabCase.test(value) && !builtinAgentNames.includes(value)) {
        context.report('name-not-kebab-case', at, `Agent name '${value}' is not kebab-case; it loads as written, as in Claude Code.`, `Use lowercase letters, digits and single hyphens${example}.`);
    }
    return true;
}
function scalarOf(node) {
    if (node === null || node === undefined)
        return null;
    return (0,dist/* isScalar */.jn)(node) ? node.value : node;
}
function describe(value) {
    if (typeof value === 'string')
        return `'${value}'`;
    if (value === null)
        return 'empty';
    if (typeof value === 'object')
        return 'not a single value';
    return String(value);
}
function readAgentFields(map, form, context) {
    const fields = { values: { systemPrompt: '' }, skills: [], mcpServers: [] };
    const values = fields.values;
    const known = form === 'frontmatter' ? frontmatterKeys : jsonKeys;
    const place = form === 'frontmatter' ? 'frontmatter' : '--agents JSON';
    const invalid = (at, key, expected, value) => context.report('field-invalid', at, `${key} is ${describe(value)}; it is ignored.`, `Expected ${expected}.`);
    const seen = new Set();
    for (const pair of map.items) {
        const key = scalarOf(pair.key);
        const at = context.at(pair.key);
        const node = pair.value;
        const value = scalarOf(node);
        if (seen.has(key))
            context.report('key-duplicate', at, `The key '${String(key)}' is given again; this later value applies, as in Claude Code.`, 'Give each key once: remove the line that does not say what you mean.');
        seen.add(key);
        if (typeof key !== 'string' || !known.includes(key)) {
            const text = String(key);
            const match = typeof key === 'string' ? (0,suggest/* closestMatch */.h0)(key, known) : undefined;
            context.report('key-unknown', at, `Unknown key '${text}' in ${place}; it is ignored.`, `${match ? `Did you mean '${match}'? ` : ''}Known keys: ${known.join(', ')}.`);
            continue;
        }
        switch (key) {
            case 'name':
                fields.nameAt = at;
                if (typeof value === 'string' || typeof value === 'number')
                    fields.nameText = String(value);
                if (form === 'frontmatter' && checkAgentName(value, at, context))
                    fields.name = String(value);
                break;
            case 'description':
                if (typeof value !== 'string' || value.trim() === '') {
                    context.report('description-missing', at, `description is ${describe(value)}; it must be non-empty text.`, 'Say what the agent does and when to use it; the lead agent chooses agents by it.');
                }
                else {
                    // Claude Code turns a literal `\n` in a one-line description into a line break.
                    fields.description = value.trim().replace(/\\n/g, '\n');
                }
                break;
            case 'prompt':
                if (typeof value === 'string')
                    fields.prompt = value.trim();
                else if (value !== null)
                    invalid(at, key, 'the system prompt as text', value);
                break;
            case 'tools': {
                // Claude Code reads an empty list (`tools: []`) as "all tools", like no list at all.
                if ((0,dist/* isSeq */.oP)(node) && node.items.length === 0)
                    break;
                const rules = (0,tool_list/* readToolList */.Bl)(node, key, at, context);
                values.spawnableAgents = (0,tool_list/* spawnableAgentsOf */.v4)(rules);
                values.tools = (0,tool_list/* allowListOf */.fS)(rules);
                break;
            }
            case 'disallowedTools':
                values.disallowedTools = (0,tool_list/* readToolList */.Bl)(node, key, at, context);
                break;
            case 'model':
                values.model = readModel(value, at, context);
                break;
            case 'permissionMode':
                if (value === null)
                    break;
                if (typeof value === 'string' && definition/* permissionModes */.iR.includes(value))
                    values.permissionMode = value;
                else {
                    // A mode Flotilla lacks (`auto`) never falls back to the run's mode, which may be more
                    // permissive: `default` applies.
                    values.permissionMode = 'default';
                    context.report('permission-mode-unknown', at, `Unknown permissionMode ${describe(value)}; 'default' applies.`, (0,suggest/* suggestionHint */.SU)(String(value), definition/* permissionModes */.iR, 'Modes'));
                }
                break;
            case 'memory':
                if (value === null)
                    break;
                if (typeof value === 'string' && definition/* memoryScopes */.xN.includes(value))
                    values.memory = value;
                else
                    context.report('memory-unknown', at, `Unknown memory scope ${describe(value)}; it is ignored and the agent has no memory.`, (0,suggest/* suggestionHint */.SU)(String(value), definition/* memoryScopes */.xN, 'Scopes'));
                break;
            case 'color':
                if (value === null)
                    break;
                if (typeof value === 'string' && definition/* agentColors */.eH.includes(value))
                    values.color = value;
                else
                    context.report('color-unknown', at, `Unknown color ${describe(value)}; it is ignored.`, (0,suggest/* suggestionHint */.SU)(String(value), definition/* agentColors */.eH, 'Colors'));
                break;
            case 'maxTurns': {
                if (value === null)
                    break;
                const turns = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
                if (typeof turns === 'number' && Number.isInteger(turns) && turns > 0)
                    values.maxTurns = turns;
                else
                    context.report('max-turns-invalid', at, `maxTurns is ${describe(value)}; it is ignored and the run's limit applies.`, 'Use a positive whole number, e.g. maxTurns: 30');
                break;
            }
            case 'background':
                if (value === true || value === 'true')
                    values.background = true;
                else if (value === false || value === 'false')
                    values.background = false;
                else if (value !== null)
                    invalid(at, key, 'true or false', value);
                break;
            case 'isolation':
                if (value === 'worktree')
                    values.isolation = 'worktree';
                else if (value !== null)
                    invalid(at, key, "'worktree' (run in a git worktree of its own)", value);
                break;
            case 'effort':
                if (typeof value === 'string' && effortLevels.includes(value))
                    values.effort = value;
                else if (typeof value === 'number' && Number.isInteger(value) && value > 0)
                    values.effort = String(value);
                else if (value !== null)
                    invalid(at, key, `one of ${effortLevels.join(', ')}`, value);
                break;
            case 'initialPrompt':
                if (typeof value === 'string') {
                    if (value.trim())
                        values.initialPrompt = value.trim();
                }
                else if (value !== null)
                    invalid(at, key, 'text', value);
                break;
            case 'skills': {
                const entries = readNameList(node, key, at, context);
                if (entries) {
                    values.skills = entries.map((entry) => entry.name);
                    fields.skills.push(...entries);
                }
                break;
            }
            case 'requiredMcpServers': {
                const entries = readNameList(node, key, at, context);
                if (entries) {
                    values.requiredMcpServers = entries.map((entry) => entry.name);
                    fields.mcpServers.push(...entries);
                }
                break;
            }
            case 'mcpServers': {
                const result = readMcpServers(node, at, context);
                if (result) {
                    values.mcpServers = result.servers;
                    fields.mcpServers.push(...result.named);
                }
                break;
            }
            case 'hooks':
                values.hooks = (0,hooks/* readHooks */.b)(node, at, context);
                break;
        }
    }
    for (const [key, value] of Object.entries(values))
        if (value === undefined)
            delete values[key];
    return fields;
}
function readModel(value, at, context) {
    if (value === null)
        return undefined;
    if (typeof value === 'string') {
        const model = value.trim();
        const alias = model.replace(/\[1m\]$/i, '');
        if (agentModelAliases.includes(alias))
            return model;
        // A single word is meant as an alias; anything else (claude-opus-4-8, vendor ids) is an id.
        if (!/^[A-Za-z]+$/.test(model) && model !== '')
            return model;
    }
    context.report('model-unknown', at, `Unknown model ${describe(value)}; it is ignored and the agent inherits its parent's model.`, (0,suggest/* suggestionHint */.SU)(String(value), agentModelAliases, 'Aliases') +
        ' Or give a full model id such as claude-opus-4-8.');
    return undefined;
}

// EXTERNAL MODULE: ./build/tsc/src/agents/frontmatter.js
var frontmatter = __webpack_require__(6401);
// EXTERNAL MODULE: ./build/tsc/src/agents/problems.js
var agents_problems = __webpack_require__(6291);
// EXTERNAL MODULE: ./build/tsc/src/agents/yaml-source.js
var yaml_source = __webpack_require__(7192);
;// CONCATENATED MODULE: ./build/tsc/src/agents/parse-agent-file.js
/** One `.md` agent file: frontmatter fields plus the markdown body as the system prompt. */






/** The file name without `.md`: the name an agent file is known by when its `name` is unreadable. */
function fileStem(file) {
    return external_node_path_.basename(file).replace(/\.md$/i, '');
}
/** The `name:` line of frontmatter that is not valid YAML as a whole, when that line reads alone. */
function nameLineOf(yaml) {
    const line = /^name:[ \t]*(\S.*)$/m.exec(yaml)?.[0];
    if (line === undefined)
        return undefined;
    // get(), not toJS(): toJS resolves aliases, and throws on one without its anchor (`name: *a`).
    const name = (0,dist/* parseDocument */.Tp)(line).get('name');
    return typeof name === 'string' || typeof name === 'number' ? String(name) : undefined;
}
function failed(location, name, problems) {
    return {
        location,
        name,
        problems: (0,agents_problems/* sortByPosition */.Jr)(problems),
        skills: [],
        mcpServers: [],
        inlineMcpServers: [],
    };
}
function parseAgentFile({ text, file, source }) {
    const normalized = (0,frontmatter/* normalizeText */.f)(text);
    const start = { file, line: 1, column: 1 };
    const split = (0,frontmatter/* splitFrontmatter */.X)(normalized);
    if (split.kind === 'missing') {
        return failed(start, fileStem(file), [
            (0,agents_problems/* createProblem */.Yx)('frontmatter-missing', start, 'The file has no frontmatter: an agent file starts with a line "---", then YAML fields, then "---".', 'Start the file with:\n---\nname: my-agent\ndescription: What it does and when to use it.\n---'),
        ]);
    }
    if (split.kind === 'unclosed') {
        return failed(start, fileStem(file), [
            (0,agents_problems/* createProblem */.Yx)('frontmatter-unclosed', start, 'The frontmatter opened on line 1 is never closed.', 'Add a line "---" after the last frontmatter field, before the system prompt.'),
        ]);
    }
    const yaml = (0,yaml_source/* parseFrontmatterYaml */.pg)(file, split.yaml, split.yamlFirstLine);
    const context = new yaml_source/* ParseContext */.nq(yaml.source, start);
    if (yaml.errors.length > 0) {
        (0,yaml_source/* reportYamlErrors */.dD)(context, yaml.errors);
        return failed(start, nameLineOf(split.yaml) ?? fileStem(file), context.problems);
    }
    for (const line of yaml.quotedLines) {
        context.report('yaml-value-unquoted', { file, line, column: 1 }, 'This value is not valid YAML as written (it contains ": " or starts with a special character); it is read as quoted text, as Claude Code does.', 'Wrap the value in double quotes, or use a block scalar (key: >-) with the text on the next lines.');
    }
    const contents = yaml.document.contents;
    if (contents !== null && !(0,dist/* isMap */.jh)(contents)) {
        context.report('yaml-invalid', context.at(contents), 'The frontmatter must be a mapping of "key: value" lines.', 'For example:\nname: my-agent\ndescription: What it does and when to use it.');
        return failed(start, fileStem(file), context.problems);
    }
    const fields = contents
        ? readAgentFields(contents, 'frontmatter', context)
        : { values: { systemPrompt: '' }, skills: [], mcpServers: [] };
    const location = fields.nameAt ?? start;
    if (!fields.nameAt) {
        context.report('name-missing', start, 'The frontmatter has no name.', 'Add a kebab-case name, e.g. name: code-reviewer');
    }
    const descriptionReported = context.problems.some((problem) => problem.rule === 'description-missing');
    if (fields.description === undefined && !descriptionReported) {
        context.report('description-missing', start, 'The frontmatter has no description.', 'Add description: what the agent does and when to use it; the lead agent chooses agents by it.');
    }
    const systemPrompt = split.body.trim();
    if (systemPrompt === '') {
        const bodyLine = Math.min(split.closingLine + 1, normalized.split('\n').length);
        context.report('system-prompt-empty', { file, line: bodyLine, column: 1 }, 'The agent has no system prompt: the markdown after the frontmatter is empty.', 'Write the instructions for the agent below the closing "---".');
    }
    const inlineMcpServers = (fields.values.mcpServers ?? []).flatMap((server) => server.kind === 'inline' ? [server.name] : []);
    const parsed = {
        location,
        name: fields.nameText ?? fileStem(file),
        problems: (0,agents_problems/* sortByPosition */.Jr)(context.problems),
        skills: fields.skills,
        mcpServers: fields.mcpServers,
        inlineMcpServers,
    };
    if (!context.hasErrors() && fields.name && fields.description) {
        parsed.definition = {
            ...fields.values,
            name: fields.name,
            description: fields.description,
            systemPrompt,
            source,
            file,
        };
    }
    return parsed;
}

;// CONCATENATED MODULE: ./build/tsc/src/agents/parse-agents-json.js
/**
 * `--agents` JSON, in Claude Code's shape: `{"name": {"description", "prompt", "tools"?, …}}`.
 * The yaml package parses it a second time to give every key a line and column.
 */





const shapeHint = 'Expected {"agent-name": {"description": "When to use it", "prompt": "System prompt", "tools": ["Read", "Grep"]}}';
function parseAgentsJson({ text, file, source }) {
    // Tabs are legal JSON whitespace but not YAML indentation; a space keeps every offset.
    const normalized = (0,frontmatter/* normalizeText */.f)(text);
    const yaml = (0,yaml_source/* parseYamlText */.cd)(file, normalized.replace(/\t/g, ' '), 1);
    const start = { file, line: 1, column: 1 };
    const document = new yaml_source/* ParseContext */.nq(yaml.source, start);
    for (const { error, at } of (0,yaml_source/* firstErrorPerLine */.c4)(yaml.source, yaml.errors)) {
        document.report('agents-json-invalid', at, `Invalid JSON: ${error.message}.`, error.code === 'DUPLICATE_KEY' ? 'Each agent name may appear only once.' : shapeHint);
    }
    if (yaml.errors.length === 0) {
        try {
            JSON.parse(normalized);
        }
        catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const offset = /position (\d+)/.exec(message)?.[1];
            document.report('agents-json-invalid', offset === undefined ? start : yaml.source.locate(Number(offset)), `Invalid JSON: ${message.replace(/ in JSON at position \d+.*$/, '')}.`, 'Check commas and quotes: JSON needs double-quoted keys and no trailing commas.');
        }
    }
    if (document.problems.length > 0)
        return { agents: [], problems: document.problems };
    const contents = yaml.document.contents;
    if (!(0,dist/* isMap */.jh)(contents)) {
        document.report('agents-json-invalid', contents ? document.at(contents) : start, 'The agents JSON must be an object whose keys are agent names.', shapeHint);
        return { agents: [], problems: document.problems };
    }
    const agents = contents.items.map((pair) => parseEntry(pair, document, source));
    return { agents, problems: document.problems };
}
function parseEntry(pair, document, source) {
    const location = document.at(pair.key);
    const context = new yaml_source/* ParseContext */.nq(document.source, location);
    const name = (0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : undefined;
    const parsed = {
        location,
        name: String(name),
        problems: context.problems,
        skills: [],
        mcpServers: [],
        inlineMcpServers: [],
    };
    const nameValid = checkAgentName(name, location, context);
    if (!(0,dist/* isMap */.jh)(pair.value)) {
        context.report('agents-json-invalid', location, `The entry '${String(name)}' must be an object of agent fields.`, shapeHint);
        return parsed;
    }
    const fields = readAgentFields(pair.value, 'json', context);
    const descriptionReported = context.problems.some((problem) => problem.rule === 'description-missing');
    if (fields.description === undefined && !descriptionReported) {
        context.report('description-missing', location, `Agent '${String(name)}' has no description.`, 'Add "description": what the agent does and when to use it.');
    }
    if (!fields.prompt) {
        context.report('system-prompt-empty', location, `Agent '${String(name)}' has no "prompt" (its system prompt).`, 'Add "prompt": the instructions for the agent.');
    }
    parsed.skills = fields.skills;
    parsed.mcpServers = fields.mcpServers;
    parsed.inlineMcpServers = (fields.values.mcpServers ?? []).flatMap((server) => server.kind === 'inline' ? [server.name] : []);
    (0,agents_problems/* sortByPosition */.Jr)(context.problems);
    if (nameValid && !context.hasErrors() && fields.description) {
        const file = (0,agents_problems/* isLabel */.J2)(document.source.file) ? undefined : document.source.file;
        parsed.definition = {
            ...fields.values,
            name: String(name),
            description: fields.description,
            systemPrompt: fields.prompt ?? '',
            source,
            ...(file ? { file } : {}),
        };
    }
    return parsed;
}

;// CONCATENATED MODULE: ./build/tsc/src/agents/registry.js


function compareNames(a, b) {
    const folded = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
    return folded !== 0 ? folded : a < b ? -1 : a > b ? 1 : 0;
}
class AgentRegistry {
    byName = new Map();
    /** Definitions in precedence order, lowest first: a later one replaces an earlier same name. */
    constructor(definitions = []) {
        for (const definition of definitions)
            this.byName.set(definition.name, definition);
    }
    get(name) {
        return this.byName.get(name);
    }
    has(name) {
        return this.byName.has(name);
    }
    /** Agent names, sorted case-insensitively. */
    names() {
        return [...this.byName.keys()].sort(compareNames);
    }
    /** Effective definitions, sorted by name. */
    list() {
        return this.names().map((name) => this.byName.get(name));
    }
    /** The named agent, or a UserError that lists the agents there are. */
    resolve(name) {
        const definition = this.byName.get(name);
        if (definition)
            return definition;
        const names = this.names();
        const match = (0,suggest/* closestMatch */.h0)(name, names);
        throw new errors/* UserError */.yo(`Unknown agent '${name}'.`, `${match ? `Did you mean '${match}'? ` : ''}Available agents: ${names.join(', ') || '(none)'}.`);
    }
}

;// CONCATENATED MODULE: ./build/tsc/src/agents/precedence.js


function origin(definition) {
    return definition.file
        ? `${definition.source} definition in ${definition.file}`
        : `${definition.source} definition`;
}
/** `located` must be in precedence order, lowest first. */
function applyPrecedence(located) {
    const winners = new Map();
    const losers = [];
    for (const entry of located) {
        const previous = winners.get(entry.definition.name);
        if (previous)
            losers.push(previous);
        winners.set(entry.definition.name, entry);
    }
    const shadowed = [];
    const problems = [];
    for (const loser of losers) {
        const name = loser.definition.name;
        const winner = winners.get(name);
        shadowed.push({ name, winner: winner.definition, loser: loser.definition });
        // A built-in has no file to point at: the problem goes where it is replaced.
        const at = loser.definition.source === 'built-in' ? winner.location : loser.location;
        problems.push((0,agents_problems/* createProblem */.Yx)('agent-shadowed', at, `Agent '${name}': the ${origin(loser.definition)} is shadowed by the ${origin(winner.definition)}.`, 'Only the higher-precedence definition is used (built-in < plugin < user < project < --agents < managed; within a source, the later path). Rename or delete one of them if that is not what you want.'));
    }
    return {
        registry: new AgentRegistry(located.map((entry) => entry.definition)),
        shadowed,
        problems,
    };
}

;// CONCATENATED MODULE: ./build/tsc/src/agents/references.js
/**
 * Resolves what agents refer to by name: skills (`<root>/<name>/SKILL.md`) and MCP servers
 * (`mcpServers` of `.mcp.json`-style files). Unresolved names are warnings: the agent still loads.
 */



async function readMcpNames(files) {
    const result = { names: new Set(), unreadable: [] };
    for (const file of files) {
        const text = await (0,promises_.readFile)(file, 'utf8').catch(() => undefined);
        if (text === undefined)
            continue;
        try {
            const parsed = JSON.parse(text);
            const servers = parsed && typeof parsed === 'object' && 'mcpServers' in parsed
                ? parsed.mcpServers
                : undefined;
            if (servers && typeof servers === 'object')
                for (const name of Object.keys(servers))
                    result.names.add(name);
        }
        catch {
            result.unreadable.push(file);
        }
    }
    return result;
}
const safeSkillName = /^[\w.-]+$/;
async function resolveReferences(agents, roots) {
    const needsMcp = agents.some((agent) => agent.mcpServers.length > 0);
    const mcp = needsMcp ? await readMcpNames(roots.mcpConfigFiles) : undefined;
    const skillCache = new Map();
    const skillExists = (name) => {
        let found = skillCache.get(name);
        if (!found) {
            found = (async () => {
                if (!safeSkillName.test(name) || name.startsWith('.'))
                    return false;
                for (const directory of roots.skillDirectories) {
                    const skill = await (0,promises_.stat)(external_node_path_.join(directory, name, 'SKILL.md')).catch(() => undefined);
                    if (skill?.isFile())
                        return true;
                }
                return false;
            })();
            skillCache.set(name, found);
        }
        return found;
    };
    await Promise.all(agents.map(async (agent) => {
        const before = agent.problems.length;
        for (const skill of agent.skills) {
            if (await skillExists(skill.name))
                continue;
            agent.problems.push((0,agents_problems/* createProblem */.Yx)('skill-unresolved', skill.at, `Skill '${skill.name}' was not found; the agent runs without it.`, `Create .claude/skills/${skill.name}/SKILL.md or remove the name. Searched: ${roots.skillDirectories.join(', ') || '(no skill directories)'}.`));
        }
        for (const server of agent.mcpServers) {
            if (mcp?.names.has(server.name) || agent.inlineMcpServers.includes(server.name))
                continue;
            const unreadable = mcp?.unreadable.length
                ? ` (${mcp.unreadable.join(', ')} could not be read as JSON)`
                : '';
            agent.problems.push((0,agents_problems/* createProblem */.Yx)('mcp-server-unresolved', server.at, `MCP server '${server.name}' is not configured${unreadable}; the agent runs without it.`, `Add "${server.name}" to "mcpServers" in .mcp.json, or define it inline: {command: "npx", args: [...]}.`));
        }
        if (agent.problems.length > before)
            (0,agents_problems/* sortByPosition */.Jr)(agent.problems);
    }));
}

;// CONCATENATED MODULE: ./build/tsc/src/agents/load.js
/**
 * Loads agent definitions from every source, in precedence order (lowest first):
 * built-in → plugin dirs → user (~/.claude/agents) → project (.claude/agents) → --agents JSON →
 * managed. Files are read concurrently; the result is ordered by source, then by path.
 */










const readConcurrency = 32;
async function readText(file) {
    try {
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new errors/* UserError */.yo(`Cannot read '${file}': ${(0,errors/* errorMessage */.gJ)(error)}`, undefined, {
            cause: error,
        });
    }
}
/**
 * A README found in an agents directory documents the agents beside it: it is not an agent unless
 * it has frontmatter, or was named explicitly (`explicit`).
 */
async function readMarkdownFiles(files, source, explicit = new Set()) {
    const parsed = await mapConcurrently(files, readConcurrency, async (file) => {
        const agent = parseAgentFile({ text: await readText(file), file, source });
        const isReadme = !explicit.has(file) && external_node_path_.basename(file).toLowerCase() === 'readme.md';
        return isReadme && agent.problems.some((problem) => problem.rule === 'frontmatter-missing')
            ? undefined
            : agent;
    });
    return { agents: parsed.filter((agent) => agent !== undefined), problems: [] };
}
async function readJsonFile(file, source) {
    const text = await readText(file);
    return parseAgentsJson({ text, file, source });
}
async function requireExisting(target, what, expected) {
    if (!(await exists(target)))
        throw new errors/* UserError */.yo(`${what} '${target}' does not exist.`, expected);
}
async function readPluginDir(directory) {
    await requireExisting(directory, 'Plugin directory', 'Give a directory holding agents/*.md or *.md files.');
    const agentsDirectory = external_node_path_.join(directory, 'agents');
    const root = (await isDirectory(agentsDirectory)) ? agentsDirectory : directory;
    return readMarkdownFiles(await findMarkdownFiles(root), 'plugin');
}
async function readAgentsJsonOption(value, baseDir) {
    if (value.trimStart().startsWith('{'))
        return parseAgentsJson({ text: value, file: agents_problems/* inlineAgentsLabel */.ye, source: 'cli' });
    const file = external_node_path_.resolve(baseDir, value);
    await requireExisting(file, '--agents file', 'Pass inline JSON (text starting with "{") or the path of a JSON file: {"name": {"description": "…", "prompt": "…"}}.');
    return readJsonFile(file, 'cli');
}
async function readManaged(value, baseDir) {
    const target = external_node_path_.resolve(baseDir, value);
    await requireExisting(target, 'Managed agents path', 'Give a JSON file of the --agents shape or a directory of .md files.');
    return (await isDirectory(target))
        ? readMarkdownFiles(await findMarkdownFiles(target), 'managed')
        : readJsonFile(target, 'managed');
}
function builtinBatch() {
    return {
        agents: builtinAgents.map((definition) => ({
            definition: structuredClone(definition),
            name: definition.name,
            location: { file: agents_problems/* builtinLabel */.EY, line: 1, column: 1 },
            problems: [],
            skills: [],
            mcpServers: [],
            inlineMcpServers: [],
        })),
        problems: [],
    };
}
async function finish(batches, roots) {
    const agents = batches.flatMap((batch) => batch.agents);
    if (roots)
        await resolveReferences(agents, roots);
    const located = agents.flatMap((agent) => agent.definition ? [{ definition: agent.definition, location: agent.location }] : []);
    const precedence = applyPrecedence(located);
    const problems = batches.flatMap((batch) => [
        ...batch.problems,
        ...batch.agents.flatMap((agent) => agent.problems),
    ]);
    return {
        registry: precedence.registry,
        definitions: located.map((entry) => entry.definition),
        shadowed: precedence.shadowed,
        problems: [...problems, ...precedence.problems],
        unloadable: agents.flatMap((agent) => agent.definition
            ? []
            : [
                {
                    name: agent.name,
                    location: agent.location,
                    errors: agent.problems.filter((problem) => problem.severity === 'error'),
                },
            ]),
    };
}
async function loadAgents(options) {
    const repoRoot = external_node_path_.resolve(options.repoRoot);
    const pluginDirs = (options.pluginDirs ?? []).map((directory) => external_node_path_.resolve(repoRoot, directory));
    const userAgents = options.homeDir ? external_node_path_.join(options.homeDir, '.claude', 'agents') : undefined;
    // Every source is read at once; the batches keep precedence order.
    const batches = await Promise.all([
        builtinBatch(),
        ...pluginDirs.map(readPluginDir),
        userAgents
            ? findMarkdownFiles(userAgents).then((files) => readMarkdownFiles(files, 'user'))
            : { agents: [], problems: [] },
        findMarkdownFiles(external_node_path_.join(repoRoot, '.claude', 'agents')).then((files) => readMarkdownFiles(files, 'project')),
        options.agentsJson === undefined
            ? { agents: [], problems: [] }
            : readAgentsJsonOption(options.agentsJson, repoRoot),
        options.managedPath === undefined
            ? { agents: [], problems: [] }
            : readManaged(options.managedPath, repoRoot),
    ]);
    return finish(batches, referenceRoots(repoRoot, options.homeDir, pluginDirs));
}
function referenceRoots(repoRoot, homeDir, pluginDirs = []) {
    return {
        skillDirectories: [
            external_node_path_.join(repoRoot, '.claude', 'skills'),
            ...(homeDir ? [external_node_path_.join(homeDir, '.claude', 'skills')] : []),
            ...pluginDirs.map((directory) => external_node_path_.join(directory, 'skills')),
        ],
        mcpConfigFiles: [
            external_node_path_.join(repoRoot, '.mcp.json'),
            ...(homeDir ? [external_node_path_.join(homeDir, '.claude.json')] : []),
            ...pluginDirs.map((directory) => external_node_path_.join(directory, '.mcp.json')),
        ],
    };
}
/**
 * Loads the given files and directories (recursively, `*.md`; a `.json` file given by name is read
 * as `--agents` JSON), for `flotilla validate PATH…`. No built-ins. Same-name definitions shadow
 * each other in path order.
 */
async function loadAgentPaths(paths, options = {}) {
    const source = options.source ?? 'project';
    const markdown = new Set();
    const named = new Set();
    const json = new Set();
    for (const given of paths) {
        const target = external_node_path_.resolve(options.cwd ?? '', given);
        const stats = await (0,promises_.stat)(target).catch(() => undefined);
        if (!stats)
            throw new errors/* UserError */.yo(`Path '${given}' does not exist.`, 'Give agent files (*.md), --agents JSON files (*.json) or directories to search for *.md.');
        if (stats.isDirectory())
            for (const file of await findMarkdownFiles(target))
                markdown.add(file);
        else if (target.toLowerCase().endsWith('.json'))
            json.add(target);
        else {
            markdown.add(target);
            named.add(target);
        }
    }
    const batches = [
        await readMarkdownFiles([...markdown].sort(comparePaths), source, named),
        ...(await Promise.all([...json].sort(comparePaths).map((file) => readJsonFile(file, source)))),
    ];
    const roots = options.repoRoot
        ? referenceRoots(external_node_path_.resolve(options.repoRoot), options.homeDir)
        : undefined;
    return finish(batches, roots);
}

;// CONCATENATED MODULE: ./build/tsc/src/agents/format-problems.js
/** Prints validation results: text for people, JSON for tools, workflow commands for GitHub. */


const problemFormats = ['text', 'json', 'github'];
/** `file` relative to `cwd` when it lies inside it; labels (`<built-in>`) and others unchanged. */
function displayPath(file, cwd) {
    if ((0,agents_problems/* isLabel */.J2)(file))
        return file;
    const relative = external_node_path_.relative(cwd, file);
    return relative && !relative.startsWith('..') && !external_node_path_.isAbsolute(relative) ? relative : file;
}
/** Shortens absolute paths under `cwd` inside free text (messages name the files they compare). */
function shortenPaths(text, cwd) {
    const prefix = cwd.endsWith(external_node_path_.sep) ? cwd : cwd + external_node_path_.sep;
    return text.split(prefix).join('');
}
function plural(count, word) {
    return `${count} ${word}${count === 1 ? '' : 's'}`;
}
function summaryLine(report) {
    const { errors, warnings } = (0,agents_problems/* countProblems */._k)(report.problems);
    return `${plural(report.definitions.length, 'agent')}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}
function displayProblem(problem, cwd) {
    return {
        ...problem,
        file: displayPath(problem.file, cwd),
        message: shortenPaths(problem.message, cwd),
        hint: shortenPaths(problem.hint, cwd),
    };
}
/**
 * `file:line:col  severity  rule  message (hint)`. A hint of several lines (an example to copy)
 * follows on its own lines, indented, instead of in parentheses.
 */
function formatProblemLine(original, cwd) {
    const problem = displayProblem(original, cwd);
    const head = `${problem.file}:${problem.line}:${problem.column}  ${problem.severity}  ${problem.rule}  ${problem.message}`;
    if (!problem.hint)
        return head;
    if (!problem.hint.includes('\n'))
        return `${head} (${problem.hint})`;
    return [head, ...problem.hint.split('\n').map((line) => `    ${line}`)].join('\n');
}
/** One line per problem, then the summary line (`202 agents, 0 errors, 2 warnings`). */
function formatText(report, cwd) {
    const lines = report.problems.map((problem) => formatProblemLine(problem, cwd));
    return [...lines, summaryLine(report)].join('\n') + '\n';
}
/** A problem as JSON output shows it: the documented keys in the documented order. */
function problemJson(original, cwd) {
    const problem = displayProblem(original, cwd);
    return {
        file: problem.file,
        line: problem.line,
        column: problem.column,
        rule: problem.rule,
        severity: problem.severity,
        message: problem.message,
        hint: problem.hint,
    };
}
function formatJson(report, cwd) {
    const json = {
        agents: report.definitions.map((definition) => ({
            name: definition.name,
            file: definition.file === undefined ? null : displayPath(definition.file, cwd),
            source: definition.source,
        })),
        problems: report.problems.map((problem) => problemJson(problem, cwd)),
    };
    return `${JSON.stringify(json, null, 2)}\n`;
}
/** Workflow-command escaping: https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts */
function escapeCommandData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeCommandProperty(text) {
    return escapeCommandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** One `::error …::` / `::warning …::` annotation per problem, then the summary line. */
function formatGithub(report, cwd) {
    const lines = report.problems.map((original) => {
        const problem = displayProblem(original, cwd);
        const properties = (0,agents_problems/* isLabel */.J2)(problem.file)
            ? [`title=${escapeCommandProperty(problem.rule)}`]
            : [
                `file=${escapeCommandProperty(problem.file)}`,
                `line=${problem.line}`,
                `col=${problem.column}`,
                `title=${escapeCommandProperty(problem.rule)}`,
            ];
        const where = (0,agents_problems/* isLabel */.J2)(problem.file)
            ? `${problem.file}:${problem.line}:${problem.column}: `
            : '';
        const text = `${where}${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`;
        return `::${problem.severity} ${properties.join(',')}::${escapeCommandData(text)}`;
    });
    return [...lines, summaryLine(report)].join('\n') + '\n';
}
function formatProblems(format, report, cwd) {
    switch (format) {
        case 'text':
            return formatText(report, cwd);
        case 'json':
            return formatJson(report, cwd);
        case 'github':
            return formatGithub(report, cwd);
    }
}

;// CONCATENATED MODULE: ./build/tsc/src/agents/format-agents.js



const agentListFormats = ['text', 'json'];
function shadowsOf(loaded, winner) {
    return loaded.shadowed.filter((entry) => entry.winner === winner).map((entry) => entry.loser);
}
function format_agents_origin(definition, cwd) {
    return definition.file
        ? `${definition.source}  ${displayPath(definition.file, cwd)}`
        : definition.source;
}
function formatAgentsText(loaded, cwd, availability) {
    const lines = [];
    for (const agent of loaded.registry.list()) {
        lines.push(`${agent.name}  ${format_agents_origin(agent, cwd)}`);
        const details = [
            `model: ${agent.model ?? 'inherit'}`,
            `tools: ${agent.tools ? agent.tools.map(definition/* formatToolRule */.gO).join(', ') || '(none)' : 'all'}`,
            ...(agent.disallowedTools?.length
                ? [`disallowed: ${agent.disallowedTools.map(definition/* formatToolRule */.gO).join(', ')}`]
                : []),
            `background: ${agent.background ? 'yes' : 'no'}`,
            `isolation: ${agent.isolation ?? 'none'}`,
        ];
        lines.push(`  ${details.join('  ')}`);
        if (availability)
            lines.push(...availabilityLines(availability(agent)));
        for (const loser of shadowsOf(loaded, agent))
            lines.push(`  shadows: ${format_agents_origin(loser, cwd)}`);
    }
    const { errors, warnings } = (0,agents_problems/* countProblems */._k)(loaded.problems);
    const effective = loaded.registry.names().length;
    lines.push(`${effective} agent${effective === 1 ? '' : 's'} (${loaded.shadowed.length} shadowed), ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
    return `${lines.join('\n')}\n`;
}
function availabilityLines(availability) {
    return [
        `  run tools: ${availability.offered.join(', ') || '(none)'}`,
        ...availability.missing.map(({ tool, reason }) => `  missing: ${tool}: ${reason}`),
    ];
}
function formatAgentsJson(loaded, cwd, availability) {
    const file = (definition) => definition.file === undefined ? null : displayPath(definition.file, cwd);
    const json = {
        agents: loaded.registry.list().map((agent) => ({
            name: agent.name,
            source: agent.source,
            file: file(agent),
            description: agent.description,
            model: agent.model ?? 'inherit',
            tools: agent.tools ? agent.tools.map(definition/* formatToolRule */.gO) : null,
            disallowedTools: agent.disallowedTools ? agent.disallowedTools.map(definition/* formatToolRule */.gO) : null,
            spawnableAgents: agent.spawnableAgents ?? null,
            background: agent.background ?? false,
            isolation: agent.isolation ?? null,
            ...(availability ? { runTools: availability(agent) } : {}),
            shadows: shadowsOf(loaded, agent).map((loser) => ({
                source: loser.source,
                file: file(loser),
            })),
        })),
        problems: loaded.problems.map((problem) => problemJson(problem, cwd)),
    };
    return `${JSON.stringify(json, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./build/tsc/src/agents/index.js
/** Agent definitions: load every source, validate, apply precedence. The folder's public entry. */













/***/ }),

/***/ 6291:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ hasErrors),
/* harmony export */   EY: () => (/* binding */ builtinLabel),
/* harmony export */   J2: () => (/* binding */ isLabel),
/* harmony export */   Jr: () => (/* binding */ sortByPosition),
/* harmony export */   PR: () => (/* binding */ agentRules),
/* harmony export */   Yx: () => (/* binding */ createProblem),
/* harmony export */   Zl: () => (/* binding */ ruleIds),
/* harmony export */   _k: () => (/* binding */ countProblems),
/* harmony export */   ye: () => (/* binding */ inlineAgentsLabel)
/* harmony export */ });
/**
 * Problems found while loading agent definitions. Every problem names a stable rule id, so users
 * can search for it and tools can filter on it; the severity belongs to the rule, never to the
 * call site, so one id always means the same thing.
 */
const agentRules = {
    'frontmatter-missing': {
        severity: 'error',
        summary: 'The file does not start with a `---` line opening YAML frontmatter.',
    },
    'frontmatter-unclosed': {
        severity: 'error',
        summary: 'The frontmatter opened by `---` is never closed by a second `---` line.',
    },
    'yaml-invalid': {
        severity: 'error',
        summary: 'The frontmatter is not valid YAML even read as Claude Code reads it, or is not a mapping of `key: value` pairs.',
    },
    'agents-json-invalid': {
        severity: 'error',
        summary: '`--agents` or managed JSON is not valid JSON, or not an object of `{"name": {…}}` entries.',
    },
    'settings-json-invalid': {
        severity: 'error',
        summary: 'A settings file is not valid JSON, or not a JSON object.',
    },
    'settings-field-invalid': {
        severity: 'error',
        summary: 'A known settings key (`permissions`, `env`, `model`, `disableAllHooks`, …) has a value of the wrong form; the file is not used.',
    },
    'permission-rule-malformed': {
        severity: 'error',
        summary: 'An entry of `permissions.allow`, `deny` or `ask` in a settings file is not `Name` or `Name(specifier)`.',
    },
    'name-missing': { severity: 'error', summary: '`name` is missing or empty.' },
    'name-invalid': {
        severity: 'error',
        summary: '`name` is not text (`name: 404`, `name: true`), contains `:` or starts with `-`; Claude Code does not load such an agent.',
    },
    'description-missing': {
        severity: 'error',
        summary: '`description` is missing, empty or not text.',
    },
    'permission-mode-unknown': {
        severity: 'warning',
        summary: '`permissionMode` is not one of the six modes; `default` applies.',
    },
    'memory-unknown': {
        severity: 'warning',
        summary: '`memory` is not `user`, `project` or `local`; the agent has no memory.',
    },
    'hooks-malformed': {
        severity: 'error',
        summary: '`hooks` does not have the shape of Claude Code hooks (frontmatter: PreToolUse/PostToolUse/Stop; settings files: every hook event).',
    },
    'tool-syntax-malformed': {
        severity: 'warning',
        summary: 'An entry of `tools` or `disallowedTools` is not `Name` or `Name(specifier)`; it is ignored (in `disallowedTools`, its whole tool is denied).',
    },
    'yaml-value-unquoted': {
        severity: 'warning',
        summary: 'A one-line value is invalid YAML as written (e.g. contains `: `); it is read as quoted text, as Claude Code does.',
    },
    'tool-unknown': {
        severity: 'warning',
        summary: 'A tool name is neither a Flotilla tool nor a Claude Code tool (nor `*` or `mcp__…`).',
    },
    'tool-unavailable': {
        severity: 'warning',
        summary: 'A Claude Code tool Flotilla does not offer (yet); the agent runs without it.',
    },
    'name-not-kebab-case': {
        severity: 'warning',
        summary: '`name` is not kebab-case (lowercase letters, digits and single hyphens); it loads as written, as in Claude Code.',
    },
    'model-unknown': {
        severity: 'warning',
        summary: '`model` is neither a known alias nor something that looks like a full model id.',
    },
    'color-unknown': { severity: 'warning', summary: '`color` is not one of the eight colors.' },
    'max-turns-invalid': { severity: 'warning', summary: '`maxTurns` is not a positive integer.' },
    'system-prompt-empty': {
        severity: 'warning',
        summary: 'The markdown body (or the JSON `prompt`) is empty.',
    },
    'key-duplicate': {
        severity: 'warning',
        summary: 'A frontmatter key is given twice; the last value applies, as in Claude Code.',
    },
    'key-unknown': {
        severity: 'warning',
        summary: 'A frontmatter key Flotilla does not know; it is ignored.',
    },
    'field-invalid': {
        severity: 'warning',
        summary: 'A field without a rule of its own (`background`, `isolation`, `effort`, `initialPrompt`, `skills`, …) has a value of the wrong form; it is ignored.',
    },
    'hook-type-unsupported': {
        severity: 'warning',
        summary: 'A hook of type `prompt`, `agent` or `http`; Flotilla runs `command` hooks only.',
    },
    'skill-unresolved': {
        severity: 'warning',
        summary: 'A skill in `skills` is in none of the skill directories (`.claude/skills`, `~/.claude/skills`, plugin `skills/`).',
    },
    'skill-name-invalid': {
        severity: 'warning',
        summary: 'A SKILL.md `name` is not lowercase letters, digits and hyphens (at most 64); the skill loads under it all the same.',
    },
    'skill-description-missing': {
        severity: 'warning',
        summary: "A SKILL.md has no `description`; the skill listing shows its instructions' first paragraph instead.",
    },
    'skill-field-invalid': {
        severity: 'warning',
        summary: 'A SKILL.md field (`description`, `when_to_use`, `disable-model-invocation`, …) has a value of the wrong form; it is ignored.',
    },
    'mcp-server-unresolved': {
        severity: 'warning',
        summary: 'An MCP server name is not in `.mcp.json`, or an inline server has no valid `command`.',
    },
    'agent-shadowed': {
        severity: 'warning',
        summary: 'A definition is replaced by a same-name definition from a higher-precedence source.',
    },
};
const ruleIds = Object.keys(agentRules);
/** Labels stand in for files that do not exist: built-in agents, inline `--agents` JSON. */
const builtinLabel = '<built-in>';
const inlineAgentsLabel = '<--agents>';
function isLabel(file) {
    return file.startsWith('<');
}
function createProblem(rule, at, message, hint) {
    return {
        file: at.file,
        line: at.line,
        column: at.column,
        rule,
        severity: agentRules[rule].severity,
        message,
        hint,
    };
}
function hasErrors(problems) {
    return problems.some((problem) => problem.severity === 'error');
}
function countProblems(problems) {
    let errors = 0;
    for (const problem of problems)
        if (problem.severity === 'error')
            errors++;
    return { errors, warnings: problems.length - errors };
}
/** Stable order for one file's problems: by line, then column (sort is stable for ties). */
function sortByPosition(problems) {
    return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}


/***/ }),

/***/ 378:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bl: () => (/* binding */ readToolList),
/* harmony export */   fS: () => (/* binding */ allowListOf),
/* harmony export */   gG: () => (/* binding */ knownToolNames),
/* harmony export */   iF: () => (/* binding */ claudeCodeOnlyToolNames),
/* harmony export */   v4: () => (/* binding */ spawnableAgentsOf)
/* harmony export */ });
/* unused harmony export splitToolText */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _definition_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9410);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8877);
/**
 * `tools` and `disallowedTools`: a comma string (`Read, Grep, Bash(npm test:*)`) or a list, in
 * Claude Code's rule syntax. Commas inside parentheses belong to the rule (`Agent(a, b)`).
 */



/** The tools Flotilla offers; `Task` is the legacy spelling of `Agent`. */
const knownToolNames = [
    'Read',
    'Write',
    'Edit',
    'MultiEdit',
    'NotebookEdit',
    'TodoWrite',
    'WebFetch',
    'Glob',
    'Grep',
    'Bash',
    'BashOutput',
    'KillShell',
    'ExitPlanMode',
    'Agent',
    'Task',
    'SendMessage',
    'TaskStop',
    'TaskOutput',
    'ReportFindings',
    'Skill',
    // With an MCP server that offers resources.
    'ListMcpResourcesTool',
    'ReadMcpResourceTool',
    'TeamCreate',
    'TeamDelete',
    'TaskCreate',
    'TaskGet',
    'TaskList',
    'TaskUpdate',
];
/**
 * Claude Code tools Flotilla does not offer (yet). The first group is the tool list Claude Code
 * 2.1.332 sends with a headless request (its deferred tools included); the rest are tools of its
 * interactive, team and earlier versions that agent files still name.
 */
const claudeCodeOnlyToolNames = [
    'CronCreate',
    'CronDelete',
    'CronList',
    'EnterWorktree',
    'ExitWorktree',
    'ListAgents',
    'Monitor',
    'ScheduleWakeup',
    'ToolSearch',
    'WebSearch',
    'Workflow',
    'AskUserQuestion',
    'KillBash',
    'LSP',
    'MCPSearch',
    'NotebookRead',
    'SlashCommand',
    'TodoRead',
];
const claudeCodeOnly = new Set(claudeCodeOnlyToolNames);
const knownNames = new Set(knownToolNames);
/**
 * Splits at commas outside parentheses; pieces are trimmed and empty ones dropped. When a
 * parenthesis is never closed (`Bash(, Grep`), every comma splits, as in Claude Code, so one typo
 * does not swallow the rest of the list.
 */
function splitToolText(text) {
    const nested = splitAtCommas(text, true);
    return nested.balanced ? nested.pieces : splitAtCommas(text, false).pieces;
}
function splitAtCommas(text, respectParentheses) {
    const pieces = [];
    let depth = 0;
    let start = 0;
    const push = (end) => {
        const raw = text.slice(start, end);
        const trimmed = raw.trim();
        if (trimmed)
            pieces.push({ text: trimmed, offset: start + raw.indexOf(trimmed) });
    };
    for (let index = 0; index < text.length; index++) {
        const char = text[index];
        if (char === '(' && respectParentheses)
            depth++;
        else if (char === ')' && respectParentheses)
            depth = Math.max(0, depth - 1);
        else if (char === ',' && depth === 0) {
            push(index);
            start = index + 1;
        }
    }
    push(text.length);
    return { pieces, balanced: depth === 0 };
}
const ruleForms = 'Write a tool name (Read), a rule with a specifier (Bash(npm test:*)), Agent(type, …), mcp__server__tool, or *.';
function malformedHint(text) {
    if (text.includes('(') && !text.trimEnd().endsWith(')'))
        return `Close the parenthesis: ${text.trimEnd()})`;
    if (/^[A-Za-z_]\w*\(\s*\)$/.test(text))
        return `Put a pattern between the parentheses (e.g. Bash(npm test:*)) or write just ${text.slice(0, text.indexOf('('))}.`;
    if (/^[\w*-]+(\s+[\w*-]+)+$/.test(text))
        return `Separate tools with commas: ${text.split(/\s+/).join(', ')}`;
    return ruleForms;
}
const leadingToolName = /^[A-Za-z_][\w-]*/;
/**
 * Reads one rule, reporting malformed syntax and unknown names. Legacy `Task` becomes `Agent`. A
 * malformed entry is dropped; in a deny-list (`disallowedTools`) the tool it starts with is denied
 * whole instead, so a typo never lets through what was meant to be denied.
 */
function readRule(text, at, key, context) {
    const rule = (0,_definition_js__WEBPACK_IMPORTED_MODULE_1__/* .parseToolRule */ .us)(text);
    if (!rule || rule.specifier === '') {
        const denied = key === 'disallowedTools' ? leadingToolName.exec(text)?.[0] : undefined;
        context.report('tool-syntax-malformed', at, `'${text}' in ${key} is not a valid tool rule; ${denied ? `all of ${denied} is denied instead` : 'it is ignored'}.`, malformedHint(text));
        if (!denied)
            return undefined;
        checkToolName(denied, at, key, context);
        return { tool: denied === 'Task' ? 'Agent' : denied };
    }
    checkToolName(rule.tool, at, key, context);
    return rule.tool === 'Task' ? { ...rule, tool: 'Agent' } : rule;
}
function checkToolName(tool, at, key, context) {
    if (tool === '*' || knownNames.has(tool))
        return;
    if (/^mcp__[^_].*/.test(tool))
        return;
    if (claudeCodeOnly.has(tool)) {
        context.report('tool-unavailable', at, `'${tool}' in ${key} is a Claude Code tool Flotilla does not offer yet; the agent runs without it.`, `Flotilla's tools: ${knownToolNames.join(', ')}. Remove '${tool}' from ${key} to silence this.`);
        return;
    }
    const match = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closestMatch */ .h0)(tool, [...knownToolNames, ...claudeCodeOnlyToolNames]);
    context.report('tool-unknown', at, `Unknown tool '${tool}' in ${key}; it is ignored.`, `${match ? `Did you mean '${match}'? ` : ''}Tools: ${knownToolNames.join(', ')}; MCP tools are written mcp__<server>__<tool>.`);
}
/** Location of `piece` inside a scalar: searched in the scalar's source, else the scalar itself. */
function pieceLocation(node, piece, context, cursor) {
    const source = context.source;
    const start = source.offsetOf(node);
    if (start === undefined)
        return context.at(node);
    const end = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && node.range ? node.range[1] : start;
    const raw = source.text.slice(start, end);
    const index = raw.indexOf(piece.text, cursor.from);
    if (index < 0)
        return context.at(node);
    cursor.from = index + piece.text.length;
    return source.locate(start + index);
}
function readScalarRules(node, key, context, rules) {
    const value = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) ? node.value : undefined;
    if (typeof value !== 'string') {
        context.report('tool-syntax-malformed', context.at(node), `An entry of ${key} is not text; it is ignored.`, `${key} is a comma-separated string (Read, Grep) or a list of tool names.`);
        return;
    }
    const cursor = { from: 0 };
    for (const piece of splitToolText(value)) {
        const rule = readRule(piece.text, pieceLocation(node, piece, context, cursor), key, context);
        if (rule)
            rules.push(rule);
    }
}
/**
 * The rules of a `tools`/`disallowedTools` value; undefined when the value is empty (`tools:`),
 * which means "not set". A `*` in `tools` means every tool, so it also gives undefined.
 */
function readToolList(node, key, keyAt, context) {
    if (node === null || node === undefined || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && node.value === null))
        return undefined;
    const rules = [];
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
        for (const item of node.items)
            readScalarRules(item, key, context, rules);
    }
    else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node)) {
        readScalarRules(node, key, context, rules);
    }
    else {
        // Read as an empty list: no tool is allowed rather than every one.
        context.report('tool-syntax-malformed', keyAt, `${key} must be a comma-separated string or a list of tool names; ${key === 'tools' ? 'the agent gets no tools' : 'it is ignored'}.`, `For example: ${key}: Read, Grep, Glob`);
    }
    return rules;
}
/** From `Agent(a, b)` rules: the agent types this agent may spawn; undefined = any type. */
function spawnableAgentsOf(rules) {
    const agentRules = (rules ?? []).filter((rule) => rule.tool === 'Agent');
    if (agentRules.length === 0 || agentRules.some((rule) => rule.specifier === undefined))
        return undefined;
    const names = agentRules.flatMap((rule) => (rule.specifier ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean));
    return [...new Set(names)];
}
/** `*` in an allow-list means every tool, the same as no list. */
function allowListOf(rules) {
    return rules?.some((rule) => rule.tool === '*' && rule.specifier === undefined)
        ? undefined
        : rules;
}


/***/ }),

/***/ 7192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c4: () => (/* binding */ firstErrorPerLine),
/* harmony export */   cd: () => (/* binding */ parseYamlText),
/* harmony export */   dD: () => (/* binding */ reportYamlErrors),
/* harmony export */   nq: () => (/* binding */ ParseContext),
/* harmony export */   pg: () => (/* binding */ parseFrontmatterYaml)
/* harmony export */ });
/* unused harmony export SourceText */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6291);
/**
 * YAML (and JSON, which the yaml package parses too) with positions: every node and every parse
 * error maps back to the line and column of the file it came from, so problems point at the
 * offending key.
 */


class SourceText {
    file;
    text;
    firstLine;
    lineStarts;
    constructor(file, text, 
    /** 1-based file line of the text's first line (frontmatter starts on line 2). */
    firstLine) {
        this.file = file;
        this.text = text;
        this.firstLine = firstLine;
    }
    /**
     * Line and column of an offset, counted in the text itself: the yaml package's LineCounter
     * skips the line breaks inside tokens it reads after a syntax error, so its lines drift.
     */
    locate(offset) {
        const starts = (this.lineStarts ??= lineStartsOf(this.text));
        const clamped = Math.min(Math.max(offset, 0), this.text.length);
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const middle = Math.ceil((low + high) / 2);
            if ((starts[middle] ?? 0) <= clamped)
                low = middle;
            else
                high = middle - 1;
        }
        return {
            file: this.file,
            line: low + this.firstLine,
            column: clamped - (starts[low] ?? 0) + 1,
        };
    }
    /** Offset of the node's first character, or undefined for nodes without a source range. */
    offsetOf(node) {
        return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) && node.range ? node.range[0] : undefined;
    }
}
/** Collects the problems of one agent (or one file) while its fields are read. */
class ParseContext {
    source;
    fallback;
    problems = [];
    constructor(source, 
    /** Where problems without a node of their own point (the name key, or the file start). */
    fallback) {
        this.source = source;
        this.fallback = fallback;
    }
    at(node) {
        const offset = this.source.offsetOf(node);
        return offset === undefined ? this.fallback : this.source.locate(offset);
    }
    report(rule, at, message, hint) {
        this.problems.push((0,_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .createProblem */ .Yx)(rule, at, message, hint));
    }
    hasErrors() {
        return this.problems.some((problem) => problem.severity === 'error');
    }
}
function lineStartsOf(text) {
    const starts = [0];
    for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) {
        starts.push(index + 1);
    }
    return starts;
}
function parseYamlText(file, text, firstLine, options = {}) {
    const document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, {
        prettyErrors: false,
        uniqueKeys: options.uniqueKeys ?? true,
    });
    return {
        document,
        source: new SourceText(file, text, firstLine),
        errors: document.errors,
        quotedLines: [],
    };
}
const topLevelPair = /^([A-Za-z_][\w-]*):[ \t]+(\S.*)$/;
/**
 * Parses frontmatter YAML the way Claude Code does: a key given twice takes its last value (the
 * caller warns); when the YAML is invalid, one-line values that
 * are invalid on their own (typically a description containing `: `) are quoted and the parse is
 * tried again. If that succeeds the file loads, and the caller warns about each quoted line; if
 * not, the original errors stand.
 */
function parseFrontmatterYaml(file, text, firstLine) {
    const strict = parseYamlText(file, text, firstLine, { uniqueKeys: false });
    if (strict.errors.length === 0)
        return strict;
    const quotedLines = [];
    const lines = text.split('\n').map((line, index) => {
        const match = topLevelPair.exec(line);
        const key = match?.[1];
        const value = match?.[2]?.trimEnd();
        // A value that opens a quote is never re-quoted (Claude Code skips such a file); an unclosed
        // flow list (`tools: [Read, Grep`) is, as Claude Code reads it as text.
        if (key === undefined || value === undefined || /^["']/.test(value))
            return line;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(`${key}: ${value}`).errors.length === 0)
            return line;
        quotedLines.push(index + firstLine);
        return `${key}: ${JSON.stringify(value)}`;
    });
    if (quotedLines.length === 0)
        return strict;
    const lenient = parseYamlText(file, lines.join('\n'), firstLine, { uniqueKeys: false });
    return lenient.errors.length === 0 ? { ...lenient, quotedLines } : strict;
}
const yamlHint = 'Quote values that contain ": " or start with one of * & ! | > % @ ` [ {, or use a block scalar (description: >-). Keys and list items of one level must be indented alike, with spaces.';
/** One YAML mistake often yields several parser errors on its line; the first one says most. */
function firstErrorPerLine(source, errors) {
    const seen = new Set();
    const result = [];
    for (const error of errors) {
        const at = source.locate(error.pos[0]);
        if (seen.has(at.line))
            continue;
        seen.add(at.line);
        result.push({ error, at });
    }
    return result;
}
function reportYamlErrors(context, errors) {
    for (const { error, at } of firstErrorPerLine(context.source, errors)) {
        context.report('yaml-invalid', at, `Invalid YAML: ${error.message}.`, error.code === 'DUPLICATE_KEY' ? 'Each key may appear only once; remove one.' : yamlHint);
    }
}


/***/ }),

/***/ 4680:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  agentSourceOptions: () => (/* binding */ agentSourceOptions),
  agentSourcesFrom: () => (/* binding */ agentSourcesFrom),
  validateCommand: () => (/* binding */ validateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(5841);
// EXTERNAL MODULE: ./build/tsc/src/agents/index.js + 13 modules
var agents = __webpack_require__(3522);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/tsc/src/agents/problems.js
var agents_problems = __webpack_require__(6291);
;// CONCATENATED MODULE: ./build/tsc/src/agents/check-files.js



/**
 * Every problem of the given files (for `flotilla validate PATH…`): each is read and parsed, and
 * one that cannot be read is a problem of its own at 1:1, never a crash.
 */
async function checkFiles(files, unreadable, parse) {
    const problems = [];
    for (const file of files) {
        let text;
        try {
            text = await (0,promises_.readFile)(file, 'utf8');
        }
        catch (error) {
            problems.push((0,agents_problems/* createProblem */.Yx)(unreadable.rule, { file, line: 1, column: 1 }, `Cannot read the ${unreadable.what}: ${(0,errors/* errorMessage */.gJ)(error)}.`, unreadable.hint));
            continue;
        }
        problems.push(...parse(file, text));
    }
    return problems;
}

// EXTERNAL MODULE: ./build/tsc/src/settings/settings-file.js
var settings_file = __webpack_require__(626);
;// CONCATENATED MODULE: ./build/tsc/src/settings/check-settings.js


/** Every problem of the given settings files (for `flotilla validate PATH…`). */
function checkSettingsFiles(files) {
    return checkFiles(files, { rule: 'settings-json-invalid', what: 'settings file', hint: 'Check the path.' }, (file, text) => (0,settings_file/* parseSettingsText */.G)(file, text).problems);
}

// EXTERNAL MODULE: ./build/tsc/src/skills/skill-file.js
var skill_file = __webpack_require__(5649);
;// CONCATENATED MODULE: ./build/tsc/src/skills/check-skills.js


/** Every problem of the given SKILL.md files (for `flotilla validate PATH…`). */
function checkSkillFiles(files) {
    return checkFiles(files, {
        rule: 'skill-field-invalid',
        what: 'skill file',
        hint: 'Check the path: a skill is <skills directory>/<name>/SKILL.md.',
    }, 
    // Where a skill comes from changes nothing about its problems.
    (file, text) => (0,skill_file/* parseSkillFile */.N)({ text, file, source: 'project' }).problems);
}

// EXTERNAL MODULE: ./build/tsc/src/skills/load-skills.js
var load_skills = __webpack_require__(9098);
// EXTERNAL MODULE: ./build/tsc/src/settings/load-settings.js
var load_settings = __webpack_require__(290);
// EXTERNAL MODULE: ./build/tsc/src/cli/args.js
var args = __webpack_require__(5904);
;// CONCATENATED MODULE: ./build/tsc/src/cli/commands/validate.js








/** The options that add agent sources; `validate` and `agents` share them. */
const agentSourceOptions = {
    agents: {
        type: 'string',
        valueName: 'JSON|FILE',
        description: 'Agents as JSON, inline or in a file: {"name": {"description", "prompt", …}}',
    },
    'plugin-dir': {
        type: 'string',
        multiple: true,
        valueName: 'DIR',
        description: "A plugin directory (its agents/ folder, or the directory's own *.md)",
    },
    managed: {
        type: 'string',
        valueName: 'PATH',
        description: 'Managed agents: a JSON file like --agents, or a directory of *.md',
    },
};
/** Where agents come from for a command run in `io.cwd`, plus the source options given. */
function agentSourcesFrom(options, io) {
    const homeDir = io.env.HOME ?? io.env.USERPROFILE;
    return {
        repoRoot: io.cwd,
        ...(homeDir ? { homeDir } : {}),
        ...(options['plugin-dir']
            ? { pluginDirs: options['plugin-dir'].map((directory) => external_node_path_.resolve(io.cwd, directory)) }
            : {}),
        ...(options.agents === undefined
            ? {}
            : {
                agentsJson: options.agents.trimStart().startsWith('{')
                    ? options.agents
                    : external_node_path_.resolve(io.cwd, options.agents),
            }),
        ...(options.managed === undefined
            ? {}
            : { managedPath: external_node_path_.resolve(io.cwd, options.managed) }),
    };
}
const ruleWidth = Math.max(...agents/* ruleIds */.Zl.map((rule) => rule.length));
const spec = {
    name: 'validate',
    usage: 'flotilla validate [PATH…] [options]',
    summary: 'Check agent definitions, settings files and skills (SKILL.md) and report every problem with its file, line, column and rule.',
    positionals: {
        name: 'PATH…',
        description: 'Agent files (*.md), agents JSON files (*.json), settings files (settings.json, settings.local.json, managed-settings.json), skill files (SKILL.md) or directories (searched for *.md). Default: the agents Flotilla loads here (built-in, plugins, ~/.claude/agents, .claude/agents, --agents, managed), the settings files it reads (~/.claude/settings.json, .claude/settings.json, .claude/settings.local.json, managed settings) and the skills it offers (~/.claude/skills, .claude/skills, plugin skills/).',
    },
    options: {
        format: {
            type: 'string',
            valueName: 'FORMAT',
            choices: agents/* problemFormats */.KS,
            description: 'Output format, default text; github prints workflow annotations',
        },
        ...agentSourceOptions,
        'managed-settings': {
            type: 'string',
            valueName: 'FILE',
            description: `Managed settings to check (default ${load_settings/* defaultManagedSettingsPath */.J_})`,
        },
    },
    details: [
        'Exit status: 0 when there is no error (warnings allowed), 1 when there is an error, 2 on bad usage.',
        '',
        'Rules:',
        ...agents/* ruleIds */.Zl.map((rule) => `  ${rule.padEnd(ruleWidth)}  ${agents/* agentRules */.PR[rule].severity.padEnd(7)}  ${agents/* agentRules */.PR[rule].summary}`),
    ].join('\n'),
};
const validateCommand = async (argv, io) => {
    const parsed = (0,args/* parseCommandArgs */.Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return 0;
    }
    const { options, positionals } = parsed;
    const format = (options.format ?? 'text');
    const sourceOptionGiven = options.agents !== undefined ||
        options['plugin-dir'] !== undefined ||
        options.managed !== undefined;
    if (positionals.length > 0 && sourceOptionGiven)
        throw new errors/* UserError */.yo('--agents, --plugin-dir and --managed add sources to the default set; they cannot be combined with PATH.', 'Either list the files to check as PATH…, or omit PATH and describe the sources with the options.');
    const homeDir = io.env.HOME ?? io.env.USERPROFILE;
    const settingsPaths = positionals.filter(isSettingsFile);
    const skillPaths = positionals.filter(isSkillFile);
    const agentPaths = positionals.filter((entry) => !isSettingsFile(entry) && !isSkillFile(entry));
    const loaded = positionals.length === 0
        ? await (0,agents/* loadAgents */.L2)(agentSourcesFrom(options, io))
        : agentPaths.length > 0
            ? await (0,agents/* loadAgentPaths */.c4)(agentPaths, {
                cwd: io.cwd,
                repoRoot: io.cwd,
                ...(homeDir ? { homeDir } : {}),
            })
            : { definitions: [], problems: [] };
    // Settings files: the ones a run here reads, or those given as PATH.
    const settingsProblems = positionals.length === 0
        ? (await (0,load_settings/* loadSettings */.M5)({
            configRoot: io.cwd,
            repoRoot: io.cwd,
            ...(homeDir ? { homeDir } : {}),
            ...(options['managed-settings'] === undefined
                ? {}
                : { managedPath: external_node_path_.resolve(io.cwd, options['managed-settings']) }),
            trusted: true,
            environment: io.env,
        })).problems
        : await checkSettingsFiles(settingsPaths.map((entry) => external_node_path_.resolve(io.cwd, entry)));
    // Skill files: the ones a run here offers (user, project, plugins), or those given as PATH.
    const sources = agentSourcesFrom(options, io);
    const skillProblems = positionals.length === 0
        ? (await (0,load_skills/* loadSkills */.l1)({
            configRoot: io.cwd,
            ...(homeDir ? { homeDir } : {}),
            ...(sources.pluginDirs ? { pluginDirs: sources.pluginDirs } : {}),
        })).problems
        : await checkSkillFiles(skillPaths.map((entry) => external_node_path_.resolve(io.cwd, entry)));
    const report = {
        definitions: loaded.definitions,
        problems: [...loaded.problems, ...settingsProblems, ...skillProblems],
    };
    io.stdout((0,agents/* formatProblems */.C5)(format, report, io.cwd));
    return (0,agents/* hasErrors */.Cs)(report.problems) ? 1 : 0;
};
/** `SKILL.md`: checked as a skill. */
function isSkillFile(entry) {
    return external_node_path_.basename(entry) === 'SKILL.md';
}
/** `settings.json`, `settings.local.json`, `managed-settings.json`: checked as settings files. */
function isSettingsFile(entry) {
    return /(^|[-.])settings(\.local)?\.json$/.test(external_node_path_.basename(entry));
}


/***/ }),

/***/ 5186:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ resolveModel),
/* harmony export */   hu: () => (/* binding */ aliasOverridesFromEnvironment),
/* harmony export */   uz: () => (/* binding */ modelAliases),
/* harmony export */   x8: () => (/* binding */ unknownModelProblem)
/* harmony export */ });
/* unused harmony exports defaultModelAliases, aliasEnvironmentVariables, isModelAlias */
/* harmony import */ var _agents_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);

/** The model names an agent definition may use instead of a full model id. */
const modelAliases = ['fable', 'opus', 'sonnet', 'haiku'];
const defaultModelAliases = {
    fable: 'claude-fable-5',
    opus: 'claude-opus-4-8',
    sonnet: 'claude-sonnet-5',
    haiku: 'claude-haiku-4-5',
};
/** The environment variables that re-point an alias, as Claude Code reads them. */
const aliasEnvironmentVariables = {
    fable: 'ANTHROPIC_DEFAULT_FABLE_MODEL',
    opus: 'ANTHROPIC_DEFAULT_OPUS_MODEL',
    sonnet: 'ANTHROPIC_DEFAULT_SONNET_MODEL',
    haiku: 'ANTHROPIC_DEFAULT_HAIKU_MODEL',
};
function isModelAlias(value) {
    return modelAliases.includes(value);
}
/** For an entry point: the alias overrides found in an environment it has read. */
function aliasOverridesFromEnvironment(environment) {
    const overrides = {};
    for (const alias of modelAliases) {
        const value = environment[aliasEnvironmentVariables[alias]]?.trim();
        if (value)
            overrides[alias] = value;
    }
    return overrides;
}
/**
 * The model id a request should use: `inherit` or nothing → the parent's model; an alias → its
 * configured id; anything else is taken as a full model id and passed through.
 */
function resolveModel(requested, context) {
    const aliases = { ...defaultModelAliases, ...context.aliases };
    const subagentModel = context.subagentModel?.trim();
    if (subagentModel)
        return resolveName(subagentModel, aliases);
    const name = requested?.trim();
    if (!name || name.toLowerCase() === 'inherit')
        return resolveName(context.parentModel, aliases);
    return resolveName(name, aliases);
}
function resolveName(name, aliases) {
    return aliases[name.toLowerCase()] ?? name;
}
/**
 * Why a model name given at start (`--model`, the `model` input, FLOTILLA_SUBAGENT_MODEL) is
 * refused, or undefined when it may be used. Only a clear misspelling of an alias is refused —
 * one word, near a configured alias (`sonet`) —, since an Anthropic-compatible endpoint may
 * serve ids of any form (`claude-sonnet-5`, `anthropic.claude-…-v1:0`, `llama3`, `mistral`).
 */
function unknownModelProblem(name, aliases = {}) {
    const known = [...new Set([...modelAliases, ...Object.keys(aliases)])];
    const word = name.trim().replace(/\[1m\]$/i, '');
    if (known.includes(word.toLowerCase()) || !/^[A-Za-z0-9_]+$/.test(word))
        return undefined;
    const match = (0,_agents_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closestMatch */ .h0)(word, known);
    if (match === undefined)
        return undefined;
    return {
        message: `Unknown model '${name}'. Did you mean '${match}'?`,
        hint: `Give an alias (${known.join(', ')}) or a full model id such as ${defaultModelAliases.sonnet}.`,
    };
}


/***/ }),

/***/ 290:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J_: () => (/* binding */ defaultManagedSettingsPath),
/* harmony export */   M5: () => (/* binding */ loadSettings),
/* harmony export */   iX: () => (/* binding */ parseSettingSources),
/* harmony export */   rw: () => (/* binding */ settingSources)
/* harmony export */ });
/* unused harmony exports inlineSettingsLabel, emptyMergedSettings */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _agents_definition_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9410);
/* harmony import */ var _config_environment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6994);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5841);
/* harmony import */ var _platform_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7950);
/* harmony import */ var _settings_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(626);
/**
 * Claude Code's settings files, merged with its precedence (highest first): managed settings,
 * `--settings`, `.claude/settings.local.json`, `.claude/settings.json`, `~/.claude/settings.json`.
 * Permission rule lists concatenate; a scalar key takes the value of the highest file that sets
 * it; `env` merges name by name. As observed on Claude Code 2.1.332, the committed project file
 * (`.claude/settings.json`) cannot grant permissions until the workspace is trusted: its allow
 * rules (and, here, a bypassPermissions mode and additional directories) are ignored with a
 * notice, while its deny and ask rules, env and hooks apply. `settings.local.json`, which a user
 * writes for themselves, is not subject to trust, as in Claude Code.
 */







const settingSources = ['user', 'project', 'local'];
/** Where Claude Code reads managed settings on Linux. */
const defaultManagedSettingsPath = '/etc/claude-code/managed-settings.json';
/** Label of inline `--settings` JSON, in place of a file name. */
const inlineSettingsLabel = '<--settings>';
function emptyMergedSettings() {
    return {
        allow: [],
        deny: [],
        additionalDirectories: [],
        env: {},
        hooks: {},
        disableAllHooks: false,
        enabledMcpjsonServers: [],
        disabledMcpjsonServers: [],
        other: {},
    };
}
async function loadSettings(options) {
    const sources = new Set(options.sources ?? settingSources);
    const layers = [];
    if (options.homeDir && sources.has('user')) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(options.homeDir, '.claude', 'settings.json');
        layers.push({ source: 'user', file, shown: '~/.claude/settings.json' });
    }
    for (const [source, name] of [
        ['project', 'settings.json'],
        ['local', 'settings.local.json'],
    ]) {
        if (!sources.has(source))
            continue;
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(options.configRoot, '.claude', name);
        layers.push({ source, file, shown: `.claude/${name}` });
    }
    if (options.cliSettings !== undefined) {
        const inline = options.cliSettings.trimStart().startsWith('{');
        const file = inline ? inlineSettingsLabel : options.cliSettings;
        layers.push({ source: 'cli', file, shown: inline ? '--settings' : file });
    }
    const managed = options.managedPath ?? defaultManagedSettingsPath;
    layers.push({ source: 'managed', file: managed, shown: managed });
    const problems = [];
    const read = [];
    for (const layer of layers) {
        const text = layer.file === inlineSettingsLabel
            ? (options.cliSettings ?? '')
            : await readOptional(layer.file, layer.source === 'cli');
        if (text === undefined)
            continue;
        const parsed = (0,_settings_file_js__WEBPACK_IMPORTED_MODULE_5__/* .parseSettingsText */ .G)(layer.file, text);
        problems.push(...parsed.problems);
        if (parsed.settings)
            read.push({ layer, settings: parsed.settings });
    }
    const notices = [];
    const trusted = options.trusted === true || (await trustedByUser(options));
    const merged = emptyMergedSettings();
    for (const { layer, settings } of read) {
        const permissions = settings.permissions;
        // settings.local.json is the user's own, unless the repository ships it: then whoever wrote
        // the repository wrote it, and it is held back like the project's file.
        const repositoryOwned = layer.source === 'project' ||
            (layer.source === 'local' &&
                (await trackedByGit(options.configRoot, layer.file, options.environment ?? {})));
        if (repositoryOwned && !trusted) {
            const granting = permissions.allow.length;
            if (granting > 0) {
                notices.push(`Ignoring ${granting} permissions.allow ${granting === 1 ? 'entry' : 'entries'} from ${layer.shown}: this workspace has not been trusted. Pass --trust-project, or set projects[${JSON.stringify(options.repoRoot)}].hasTrustDialogAccepted: true in ~/.claude.json.`);
            }
            // A mode that lets more through without asking is a grant too (Claude Code 2.1.332 applies
            // an untrusted project's acceptEdits; we hold it back with the other grants).
            if (permissions.defaultMode === 'bypassPermissions' ||
                permissions.defaultMode === 'acceptEdits') {
                notices.push(`Ignoring permissions.defaultMode '${permissions.defaultMode}' from ${layer.shown}: this workspace has not been trusted (--trust-project trusts it).`);
            }
            else if (permissions.defaultMode) {
                merged.defaultMode = permissions.defaultMode;
            }
            if (permissions.additionalDirectories.length > 0) {
                notices.push(`Ignoring permissions.additionalDirectories from ${layer.shown}: this workspace has not been trusted (--trust-project trusts it).`);
            }
        }
        else {
            merged.allow.push(...permissions.allow.map((rule) => ({
                ...rule,
                source: `permissions.allow in ${layer.shown}`,
            })));
            if (permissions.defaultMode)
                merged.defaultMode = permissions.defaultMode;
            merged.additionalDirectories.push(...permissions.additionalDirectories);
        }
        merged.deny.push(...permissions.deny.map((rule) => ({
            ...rule,
            source: `permissions.deny in ${layer.shown}`,
        })), ...permissions.ask.map((rule) => ({
            ...rule,
            source: `permissions.ask in ${layer.shown} (an ask rule denies in a headless run: no one can approve)`,
        })));
        for (const [name, value] of Object.entries(settings.env)) {
            if ((0,_config_environment_js__WEBPACK_IMPORTED_MODULE_2__/* .removalReason */ .z)(name, value) !== undefined) {
                notices.push(`Not passing env.${name} from ${layer.shown} to tools: its name or value marks it as a credential, and tools never get secrets.`);
                continue;
            }
            merged.env[name] = value;
        }
        if (settings.model)
            merged.model = settings.model;
        for (const event of _agents_definition_js__WEBPACK_IMPORTED_MODULE_6__/* .hookEvents */ .BR) {
            const matchers = settings.hooks[event];
            if (matchers?.length)
                merged.hooks[event] = [...(merged.hooks[event] ?? []), ...matchers];
        }
        if (settings.disableAllHooks !== undefined)
            merged.disableAllHooks = settings.disableAllHooks;
        // Enabling a .mcp.json server runs its command: a grant, held back like the others.
        const enabling = settings.enableAllProjectMcpServers === true ||
            (settings.enabledMcpjsonServers ?? []).length > 0;
        if (repositoryOwned && !trusted && enabling) {
            notices.push(`Ignoring enableAllProjectMcpServers and enabledMcpjsonServers from ${layer.shown}: this workspace has not been trusted (--trust-project trusts it).`);
        }
        else {
            if (settings.enableAllProjectMcpServers !== undefined) {
                merged.enableAllProjectMcpServers = settings.enableAllProjectMcpServers;
            }
            merged.enabledMcpjsonServers.push(...(settings.enabledMcpjsonServers ?? []));
        }
        merged.disabledMcpjsonServers.push(...(settings.disabledMcpjsonServers ?? []));
        Object.assign(merged.other, settings.other);
    }
    if (merged.additionalDirectories.length > 0) {
        notices.push(`permissions.additionalDirectories is read but not used yet: file tools stay confined to the working tree (${merged.additionalDirectories.join(', ')}).`);
    }
    return { settings: merged, files: read.map(({ layer }) => layer.file), problems, notices };
}
/** Parses `--setting-sources user,project,local`. */
function parseSettingSources(text) {
    const names = text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    const unknown = names.filter((name) => !settingSources.includes(name));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`Unknown setting source${unknown.length === 1 ? '' : 's'} ${unknown.map((name) => `'${name}'`).join(', ')}.`, `--setting-sources takes a comma-separated list of ${settingSources.join(', ')} (managed settings and --settings are always read).`);
    }
    return names;
}
async function readOptional(file, required) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (!required && (code === 'ENOENT' || code === 'ENOTDIR'))
            return undefined;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`Cannot read the settings file ${file}: ${error.message}.`, required
            ? '--settings takes a JSON file path or inline JSON starting with {.'
            : 'Make the file readable, or remove it.');
    }
}
/** Claude Code's own trust record: projects[<repo>].hasTrustDialogAccepted in ~/.claude.json. */
async function trustedByUser(options) {
    if (!options.homeDir)
        return false;
    const text = await readOptional(node_path__WEBPACK_IMPORTED_MODULE_1__.join(options.homeDir, '.claude.json'), false).catch(() => undefined);
    if (text === undefined)
        return false;
    try {
        const value = JSON.parse(text);
        return value.projects?.[options.repoRoot]?.hasTrustDialogAccepted === true;
    }
    catch {
        return false;
    }
}
/** Whether `file` is committed in the repository at `root` (false outside a repository). */
async function trackedByGit(root, file, environment) {
    const git = (0,_platform_git_js__WEBPACK_IMPORTED_MODULE_4__/* .createGit */ .lD)(root, { env: environment });
    const result = await git
        .run(['ls-files', '--error-unmatch', '--', file], { okExitCodes: [0, 1, 128] })
        .catch(() => undefined);
    return result?.exitCode === 0;
}


/***/ }),

/***/ 626:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ parseSettingsText)
/* harmony export */ });
/* unused harmony export emptySettings */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _agents_definition_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9410);
/* harmony import */ var _agents_hooks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(531);
/* harmony import */ var _agents_problems_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6291);
/* harmony import */ var _agents_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7192);
/**
 * One Claude Code settings file (`settings.json`, `settings.local.json`, managed settings,
 * `--settings`), read with positions: every problem names file:line:column and a rule id, as
 * agent files do. Unknown keys are kept (and ignored), as Claude Code keeps them.
 */





function emptySettings(file) {
    return {
        file,
        permissions: { allow: [], deny: [], ask: [], additionalDirectories: [] },
        env: {},
        hooks: {},
        other: {},
    };
}
function parseSettingsText(file, text) {
    const start = { file, line: 1, column: 1 };
    const jsonError = jsonSyntaxError(text);
    if (jsonError) {
        const at = locateOffset(file, text, jsonError.offset);
        return {
            problems: [
                (0,_agents_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .createProblem */ .Yx)('settings-json-invalid', at, `Invalid JSON: ${jsonError.message}.`, 'Settings files are strict JSON: double-quoted keys and strings, no trailing commas, no comments.'),
            ],
        };
    }
    const parsed = (0,_agents_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYamlText */ .cd)(file, text, 1, { uniqueKeys: false });
    const context = new _agents_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .ParseContext */ .nq(parsed.source, start);
    const root = parsed.document.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root)) {
        context.report('settings-json-invalid', start, 'A settings file must hold one JSON object.', 'For example: {"permissions": {"deny": ["Read(./.env)"]}}');
        return { problems: context.problems };
    }
    const settings = emptySettings(file);
    for (const pair of root.items) {
        const key = scalarValue(pair.key);
        if (typeof key !== 'string')
            continue;
        const at = context.at(pair.key);
        switch (key) {
            case 'permissions':
                readPermissions(pair.value, at, context, settings);
                break;
            case 'env':
                readEnv(pair.value, at, context, settings);
                break;
            case 'model': {
                const value = scalarValue(pair.value);
                if (typeof value === 'string' && value.trim() !== '')
                    settings.model = value.trim();
                else
                    invalid(context, at, 'model must be a model alias or id as text.', '"model": "opus"');
                break;
            }
            case 'hooks':
                settings.hooks = (0,_agents_hooks_js__WEBPACK_IMPORTED_MODULE_1__/* .readHooks */ .b)(pair.value, at, context, _agents_hooks_js__WEBPACK_IMPORTED_MODULE_1__/* .settingsHookEvents */ .k) ?? {};
                break;
            case 'disableAllHooks':
            case 'enableAllProjectMcpServers': {
                const value = scalarValue(pair.value);
                if (typeof value === 'boolean')
                    settings[key] = value;
                else
                    invalid(context, at, `${key} must be true or false.`, `"${key}": true`);
                break;
            }
            case 'enabledMcpjsonServers':
            case 'disabledMcpjsonServers': {
                const names = textList(pair.value);
                if (names)
                    settings[key] = names;
                else
                    invalid(context, at, `${key} must be a list of server names.`, `"${key}": ["github"]`);
                break;
            }
            default:
                settings.other[key] = pair.value === null ? null : toJson(pair.value);
        }
    }
    const hasErrors = context.problems.some((problem) => problem.severity === 'error');
    return hasErrors ? { problems: context.problems } : { settings, problems: context.problems };
}
function readPermissions(node, keyAt, context, settings) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        invalid(context, keyAt, 'permissions must be an object.', '"permissions": {"allow": ["Bash(npm test:*)"], "deny": ["Read(./.env)"]}');
        return;
    }
    for (const pair of node.items) {
        const key = scalarValue(pair.key);
        const at = context.at(pair.key);
        if (key === 'allow' || key === 'deny' || key === 'ask') {
            readRules(pair.value, key, at, context, settings.permissions[key]);
        }
        else if (key === 'defaultMode') {
            const value = scalarValue(pair.value);
            if (typeof value === 'string' && _agents_definition_js__WEBPACK_IMPORTED_MODULE_4__/* .permissionModes */ .iR.includes(value)) {
                settings.permissions.defaultMode = value;
            }
            else {
                context.report('permission-mode-unknown', at, `permissions.defaultMode '${String(value)}' is not a permission mode; it is ignored.`, `Modes: ${_agents_definition_js__WEBPACK_IMPORTED_MODULE_4__/* .permissionModes */ .iR.join(', ')}.`);
            }
        }
        else if (key === 'additionalDirectories') {
            const directories = textList(pair.value);
            if (directories)
                settings.permissions.additionalDirectories = directories;
            else
                invalid(context, at, 'permissions.additionalDirectories must be a list of paths.', '"additionalDirectories": ["../docs"]');
        }
    }
}
function readRules(node, list, keyAt, context, into) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
        invalid(context, keyAt, `permissions.${list} must be a list of rules.`, `"${list}": ["Read"]`);
        return;
    }
    for (const item of node.items) {
        const text = scalarValue(item);
        const rule = typeof text === 'string' ? (0,_agents_definition_js__WEBPACK_IMPORTED_MODULE_4__/* .parseToolRule */ .us)(text) : undefined;
        if (rule) {
            into.push(rule);
            continue;
        }
        context.report('permission-rule-malformed', context.at(item), `permissions.${list} entry ${JSON.stringify(toJson(item))} is not a permission rule.`, 'Expected forms: "Read", "Bash(npm test:*)", "Edit(src/**)", "mcp__server__tool".');
    }
}
function readEnv(node, keyAt, context, settings) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
        invalid(context, keyAt, 'env must be an object of names to text values.', '"env": {"CI": "1"}');
        return;
    }
    for (const pair of node.items) {
        const name = scalarValue(pair.key);
        const value = scalarValue(pair.value);
        if (typeof name === 'string' && (typeof value === 'string' || typeof value === 'number')) {
            settings.env[name] = String(value);
        }
        else {
            invalid(context, context.at(pair.key), `env.${String(name)} must be text.`, 'Quote the value: "NODE_ENV": "test"');
        }
    }
}
function invalid(context, at, message, hint) {
    context.report('settings-field-invalid', at, message, `Expected form: ${hint}`);
}
function scalarValue(node) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) ? node.value : node;
}
function textList(node) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
        return undefined;
    const values = node.items.map(scalarValue);
    return values.every((value) => typeof value === 'string') ? values : undefined;
}
function toJson(node) {
    if (node && typeof node === 'object' && 'toJSON' in node) {
        return node.toJSON();
    }
    return scalarValue(node);
}
/** The first JSON syntax error with its character offset (Node's message gives one). */
function jsonSyntaxError(text) {
    try {
        JSON.parse(text);
        return undefined;
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const position = /position (\d+)/.exec(message);
        const lineColumn = /line (\d+) column (\d+)/.exec(message);
        let offset = position ? Number(position[1]) : text.length;
        if (!position && lineColumn) {
            const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
            offset = lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
        }
        return { message: message.replace(/\s*\(line \d+ column \d+\)$/, ''), offset };
    }
}
function locateOffset(file, text, offset) {
    const before = text.slice(0, offset).split('\n');
    return { file, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}


/***/ }),

/***/ 9098:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l1: () => (/* binding */ loadSkills)
/* harmony export */ });
/* unused harmony exports createSkillCatalog, findSkillFiles */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _skill_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5649);
/**
 * Finds the skills a run offers: the user's (`~/.claude/skills/<name>/SKILL.md`), the project's
 * (`.claude/skills/<name>/SKILL.md` under the configuration root, which is the base branch's copy
 * on pull-request events) and each plugin directory's (`skills/<name>/SKILL.md`, called
 * `plugin:name`). A project skill replaces a user skill of the same name.
 */



async function loadSkills(sources) {
    const roots = [
        ...(sources.homeDir
            ? [{ directory: node_path__WEBPACK_IMPORTED_MODULE_1__.join(sources.homeDir, '.claude', 'skills'), source: 'user' }]
            : []),
        { directory: node_path__WEBPACK_IMPORTED_MODULE_1__.join(sources.configRoot, '.claude', 'skills'), source: 'project' },
        ...(await Promise.all((sources.pluginDirs ?? []).map(async (pluginDir) => ({
            directory: node_path__WEBPACK_IMPORTED_MODULE_1__.join(pluginDir, 'skills'),
            source: 'plugin',
            namespace: await pluginName(pluginDir),
        })))),
    ];
    const found = await Promise.all(roots.map(readSkillRoot));
    const problems = found.flatMap((batch) => batch.problems);
    const byName = new Map();
    for (const skill of found.flatMap((batch) => batch.skills)) {
        // A project skill replaces the user's skill of the same name; it keeps the user's place.
        const earlier = byName.get(skill.name);
        if (earlier === undefined || (earlier.source === 'user' && skill.source === 'project'))
            byName.set(skill.name, skill);
    }
    return createSkillCatalog([...byName.values()], problems);
}
function createSkillCatalog(skills, problems = []) {
    return {
        skills,
        problems,
        find: (name) => skills.find((skill) => skill.name === name) ??
            skills.find((skill) => skill.source === 'plugin' && skill.name.endsWith(`:${name}`)) ??
            // A `skills:` list may name a skill by its directory (references.ts checks it so).
            skills.find((skill) => node_path__WEBPACK_IMPORTED_MODULE_1__.basename(skill.directory) === name),
    };
}
/** The SKILL.md files of one skills directory, one level down, in name order. */
async function findSkillFiles(directory) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(directory, { withFileTypes: true }).catch(() => []);
    return entries
        .filter((entry) => (entry.isDirectory() || entry.isSymbolicLink()) && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort()
        .map((name) => node_path__WEBPACK_IMPORTED_MODULE_1__.join(directory, name, 'SKILL.md'));
}
async function readSkillRoot(root) {
    const skills = [];
    const problems = [];
    for (const file of await findSkillFiles(root.directory)) {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch(() => undefined);
        // A directory without SKILL.md is not a skill (a shared scripts folder, say).
        if (text === undefined)
            continue;
        const parsed = (0,_skill_file_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSkillFile */ .N)({
            text,
            file,
            source: root.source,
            ...(root.namespace ? { namespace: root.namespace } : {}),
        });
        problems.push(...parsed.problems);
        if (parsed.skill)
            skills.push(parsed.skill);
    }
    return { skills, problems };
}
/** A plugin's name: `name` in its `.claude-plugin/plugin.json`, else its directory's name. */
async function pluginName(pluginDir) {
    const manifest = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(pluginDir, '.claude-plugin', 'plugin.json'), 'utf8')
        .then((text) => JSON.parse(text))
        .catch(() => undefined);
    const name = manifest && typeof manifest === 'object' && 'name' in manifest ? manifest.name : undefined;
    return typeof name === 'string' && name.trim() ? name.trim() : node_path__WEBPACK_IMPORTED_MODULE_1__.basename(pluginDir);
}


/***/ }),

/***/ 5649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ parseSkillFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _agents_frontmatter_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6401);
/* harmony import */ var _agents_problems_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6291);
/* harmony import */ var _agents_tool_list_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(378);
/* harmony import */ var _agents_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7192);
/**
 * One `SKILL.md`: YAML frontmatter (name, description, allowed-tools, …) and the instructions
 * the model gets when it loads the skill. Read as Claude Code 2.1.332 reads it: a missing `name`
 * is the directory's name, a missing `description` the body's first paragraph, and keys it knows
 * but Flotilla does not use (argument-hint, model, …) are kept quiet.
 */






/** Frontmatter keys Claude Code reads in a SKILL.md; others are reported as unknown. */
const knownKeys = new Set([
    'name',
    'description',
    'when_to_use',
    'allowed-tools',
    'argument-hint',
    'disable-model-invocation',
    'user-invocable',
    'model',
    'effort',
    'context',
    'agent',
    'hooks',
    'version',
    'license',
    'metadata',
    'paths',
    'shell',
]);
/** Lowercase letters, digits and hyphens, at most 64 characters: the form Claude Code documents. */
const skillNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function parseSkillFile(input) {
    const { file, source } = input;
    const directory = node_path__WEBPACK_IMPORTED_MODULE_0__.dirname(file);
    const directoryName = node_path__WEBPACK_IMPORTED_MODULE_0__.basename(directory);
    const start = { file, line: 1, column: 1 };
    const text = (0,_agents_frontmatter_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeText */ .f)(input.text);
    const split = (0,_agents_frontmatter_js__WEBPACK_IMPORTED_MODULE_5__/* .splitFrontmatter */ .X)(text);
    if (split.kind === 'unclosed') {
        return {
            problems: [
                (0,_agents_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .createProblem */ .Yx)('frontmatter-unclosed', start, 'The frontmatter opened on line 1 is never closed; the skill is not loaded.', 'Add a line "---" after the last frontmatter field, before the instructions.'),
            ],
        };
    }
    const body = split.kind === 'ok' ? split.body.trim() : text.trim();
    const fields = {};
    let context;
    const problems = [];
    let allowedTools = [];
    if (split.kind === 'ok') {
        const yaml = (0,_agents_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .parseFrontmatterYaml */ .pg)(file, split.yaml, split.yamlFirstLine);
        context = new _agents_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .ParseContext */ .nq(yaml.source, start);
        if (yaml.errors.length > 0) {
            (0,_agents_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .reportYamlErrors */ .dD)(context, yaml.errors);
            return { problems: (0,_agents_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .sortByPosition */ .Jr)(context.problems) };
        }
        const contents = yaml.document.contents;
        if (contents !== null && !(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(contents)) {
            context.report('yaml-invalid', context.at(contents), 'The frontmatter must be a mapping of "key: value" lines; the skill is not loaded.', 'For example:\nname: release-notes\ndescription: What the skill does and when to use it.');
            return { problems: context.problems };
        }
        for (const pair of contents?.items ?? []) {
            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : undefined;
            if (key === undefined)
                continue;
            const at = context.at(pair.key);
            if (!knownKeys.has(key)) {
                context.report('key-unknown', at, `Unknown SKILL.md key '${key}'; it is ignored.`, `Keys a SKILL.md may have: ${[...knownKeys].join(', ')}.`);
                continue;
            }
            if (key === 'allowed-tools') {
                allowedTools = (0,_agents_tool_list_js__WEBPACK_IMPORTED_MODULE_3__/* .readToolList */ .Bl)(pair.value, 'allowed-tools', at, context) ?? [];
                continue;
            }
            fields[key] = valueOf(pair);
            checkTextField(key, pair, context);
        }
        problems.push(...context.problems);
    }
    const written = typeof fields.name === 'string' ? fields.name.trim() : '';
    const baseName = written || directoryName;
    const nameAt = (context && locateKey(context, split, 'name')) ?? start;
    if (written && !skillNamePattern.test(written)) {
        problems.push((0,_agents_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .createProblem */ .Yx)('skill-name-invalid', nameAt, `The skill name '${written}' is not lowercase letters, digits and hyphens; it is called by that name all the same.`, `Use a name like ${directoryName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, matching its directory.`));
    }
    else if (written.length > 64) {
        problems.push((0,_agents_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .createProblem */ .Yx)('skill-name-invalid', nameAt, 'The skill name is longer than 64 characters.', 'Shorten it.'));
    }
    let description = typeof fields.description === 'string' ? fields.description.trim() : '';
    if (!description) {
        description = firstParagraph(body);
        problems.push((0,_agents_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .createProblem */ .Yx)('skill-description-missing', start, description
            ? "The skill has no description; its listing shows the instructions' first paragraph instead."
            : 'The skill has no description and no instructions; the model cannot tell when to use it.', 'Add description: what the skill does and when to use it (the model picks skills by it).'));
    }
    const whenToUse = typeof fields.when_to_use === 'string' ? fields.when_to_use.trim() : '';
    const skill = {
        name: input.namespace ? `${input.namespace}:${baseName}` : baseName,
        description,
        ...(whenToUse ? { whenToUse } : {}),
        allowedTools,
        modelInvocable: fields['disable-model-invocation'] !== true,
        body,
        directory,
        file,
        source,
    };
    return { skill, problems: (0,_agents_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .sortByPosition */ .Jr)(problems) };
}
function valueOf(pair) {
    const value = pair.value;
    return (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(value) ? value.value : value;
}
function checkTextField(key, pair, context) {
    const value = valueOf(pair);
    const textKeys = ['name', 'description', 'when_to_use', 'argument-hint'];
    if (textKeys.includes(key) && value !== null && typeof value !== 'string') {
        context.report('skill-field-invalid', context.at(pair.value ?? pair.key), `\`${key}\` must be text; it is ignored.`, `Write ${key}: followed by text (quote it if it looks like a number or a boolean).`);
    }
    if (key === 'disable-model-invocation' && value !== null && typeof value !== 'boolean') {
        context.report('skill-field-invalid', context.at(pair.value ?? pair.key), '`disable-model-invocation` must be true or false; it is ignored.', 'Write disable-model-invocation: true to keep the model from loading the skill on its own.');
    }
}
function locateKey(context, split, key) {
    if (split.kind !== 'ok')
        return undefined;
    const index = split.yaml.split('\n').findIndex((line) => line.startsWith(`${key}:`));
    return index < 0
        ? undefined
        : { file: context.fallback.file, line: split.yamlFirstLine + index, column: 1 };
}
/** The first paragraph of markdown, headings skipped, on one line. */
function firstParagraph(body) {
    for (const paragraph of body.split(/\n\s*\n/)) {
        const text = paragraph
            .split('\n')
            .filter((line) => !/^#{1,6}\s/.test(line))
            .join(' ')
            .trim();
        if (text)
            return text;
    }
    return '';
}


/***/ })

};
