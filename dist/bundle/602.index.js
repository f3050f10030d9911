export const id = 602;
export const ids = [602,4680];
export const modules = {

/***/ 35904:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* unused harmony export formatCommandHelp */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75841);
/* harmony import */ var _agents_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98877);
/**
 * Command-line arguments for every `flotilla` command: node:util parseArgs, with each mistake
 * turned into a UserError that names the bad argument and the expected form, and `--help`/`-h`
 * answered from the same description that drives the parsing.
 */



const helpOption = { type: 'boolean', short: 'h', description: 'Show this help' };
function optionLabel(name, spec) {
    const value = spec.type === 'string' ? ` ${spec.valueName ?? name.toUpperCase()}` : '';
    return `${spec.short ? `-${spec.short}, ` : '    '}--${name}${value}`;
}
function formatCommandHelp(spec) {
    const options = [...Object.entries(spec.options), ['help', helpOption]];
    const labels = options.map(([name, option]) => optionLabel(name, option));
    const width = Math.max(...labels.map((label) => label.length));
    const lines = [`Usage: ${spec.usage}`, '', spec.summary, ''];
    if (spec.positionals) {
        lines.push('Arguments:', `  ${spec.positionals.name}  ${spec.positionals.description}`, '');
    }
    lines.push('Options:');
    options.forEach(([, option], index) => {
        const choices = option.choices ? ` (${option.choices.join(', ')})` : '';
        const repeat = option.multiple ? ' (repeatable)' : '';
        lines.push(`  ${(labels[index] ?? '').padEnd(width)}  ${option.description}${choices}${repeat}`);
    });
    if (spec.details)
        lines.push('', spec.details);
    return `${lines.join('\n')}\n`;
}
function wantsHelp(argv) {
    const end = argv.indexOf('--');
    return (end < 0 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}
function quoted(message) {
    return /'(-[^'\s]*)/.exec(message)?.[1];
}
function toUserError(error, spec) {
    const command = `flotilla ${spec.name}`;
    const names = Object.keys(spec.options).map((name) => `--${name}`);
    const seeHelp = `Run '${command} --help' for the options.`;
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    const message = error instanceof Error ? error.message : String(error);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const option = quoted(message) ?? message;
        const match = (0,_agents_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closestMatch */ .h0)(option.replace(/=.*$/, ''), names);
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`Unknown option '${option}' for '${command}'.`, `${match ? `Did you mean '${match}'? ` : ''}Options: ${[...names, '--help'].join(', ')}.`);
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
        const argument = /'([^']*)'/.exec(message)?.[1] ?? message;
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`Unexpected argument '${argument}': '${command}' takes no arguments.`, seeHelp);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        const option = quoted(message)?.replace(/\s.*$/, '') ?? '';
        const optionSpec = spec.options[option.replace(/^--?/, '')];
        const takesValue = optionSpec?.type === 'string';
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(takesValue
            ? `Option '${option}' needs a value.`
            : `Option '${option}' does not take a value.`, takesValue && optionSpec?.choices
            ? `Expected one of: ${optionSpec.choices.join(', ')}, e.g. ${option} ${optionSpec.choices[0]}`
            : seeHelp);
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`Invalid arguments for '${command}': ${message}`, seeHelp);
}
/** Parses `argv` (the arguments after the command name) against `spec`. */
function parseCommandArgs(spec, argv) {
    if (wantsHelp(argv))
        return { help: true, text: formatCommandHelp(spec) };
    const options = {};
    for (const [name, option] of Object.entries(spec.options)) {
        options[name] = {
            type: option.type,
            ...(option.short ? { short: option.short } : {}),
            ...(option.multiple ? { multiple: true } : {}),
        };
    }
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: [...argv],
            options,
            strict: true,
            allowPositionals: spec.positionals !== undefined,
        });
    }
    catch (error) {
        throw toUserError(error, spec);
    }
    for (const [name, option] of Object.entries(spec.options)) {
        const value = parsed.values[name];
        if (!option.choices || value === undefined)
            continue;
        for (const item of Array.isArray(value) ? value : [value]) {
            if (typeof item === 'string' && option.choices.includes(item))
                continue;
            const match = (0,_agents_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closestMatch */ .h0)(String(item), option.choices);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`Invalid --${name} '${String(item)}'.`, `${match ? `Did you mean '${match}'? ` : ''}Expected one of: ${option.choices.join(', ')}.`);
        }
    }
    return {
        help: false,
        options: parsed.values,
        positionals: parsed.positionals,
    };
}


/***/ }),

/***/ 17891:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ runToolAvailability)
/* harmony export */ });
/* harmony import */ var _app_tool_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23050);
/* harmony import */ var _config_run_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36577);
/* harmony import */ var _mcp_load_mcp_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28097);
/* harmony import */ var _settings_load_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50290);
/* harmony import */ var _skills_load_skills_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49098);
/* harmony import */ var _subagents_coordination_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74912);






/**
 * The tools each agent would really have as a subagent of a run started here (at the default
 * spawn depth), and why a named one is missing: the agent's tool plan (src/app/tool-plan.ts, from
 * which a run builds its toolbox) over the settings files, skills and MCP configuration that run
 * would read (a run's flags may remove more). `flotilla agents` and `flotilla validate` show it.
 */
async function runToolAvailability(io, pluginDirs = [], 
/** The settings and skills a run here reads, when the caller has loaded them already. */
loaded = {}) {
    const homeDir = io.env.HOME ?? io.env.USERPROFILE;
    const [settings, skills] = await Promise.all([
        loaded.settings ??
            (0,_settings_load_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .loadSettings */ .M5)({
                configRoot: io.cwd,
                repoRoot: io.cwd,
                ...(homeDir ? { homeDir } : {}),
                trusted: true,
                environment: io.env,
            }).then((result) => result.settings),
        loaded.skills ??
            (0,_skills_load_skills_js__WEBPACK_IMPORTED_MODULE_4__/* .loadSkills */ .l)({ configRoot: io.cwd, ...(homeDir ? { homeDir } : {}), pluginDirs }),
    ]);
    const mcp = await (0,_mcp_load_mcp_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadMcpConfig */ .R)({
        configRoot: io.cwd,
        repoRoot: io.cwd,
        ...(homeDir ? { homeDir } : {}),
        pluginDirs,
        mcpConfigs: [],
        strict: false,
        ...(settings.enableAllProjectMcpServers !== undefined
            ? { enableAllProjectMcpServers: settings.enableAllProjectMcpServers }
            : {}),
        enabledMcpjsonServers: settings.enabledMcpjsonServers,
        disabledMcpjsonServers: settings.disabledMcpjsonServers,
    });
    const planSettings = {
        permissionMode: settings.defaultMode ?? 'default',
        allow: settings.allow,
        deny: settings.deny,
        ...(homeDir ? { homeDir } : {}),
        hasSkills: skills.skills.length > 0,
        memoryPlaces: { configRoot: io.cwd, ...(homeDir ? { homeDir } : {}) },
        mcp: {
            configured: new Set(mcp.servers.keys()),
            held: new Set(mcp.held.filter((name) => !mcp.servers.has(name))),
        },
    };
    const coordination = (0,_app_tool_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .subagentCoordinationToolNames */ .b)(_config_run_config_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultMaxSpawnDepth */ .sX);
    return (definition) => {
        const plan = (0,_app_tool_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .planAgentTools */ .U)((0,_subagents_coordination_js__WEBPACK_IMPORTED_MODULE_5__/* .subagentDefinitionIn */ .c)(definition, planSettings.permissionMode), planSettings, { root: io.cwd, coordination });
        return { offered: [...plan.tools, ...plan.mcpTools], missing: plan.missing };
    };
}


/***/ }),

/***/ 60602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  executeRun: () => (/* binding */ executeRun),
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: ./build/tsc/src/app/lead-agent.js
var lead_agent = __webpack_require__(13868);
// EXTERNAL MODULE: ./build/tsc/src/app/exit-code.js
var exit_code = __webpack_require__(12514);
// EXTERNAL MODULE: ./build/tsc/src/app/cancellation.js
var app_cancellation = __webpack_require__(16477);
// EXTERNAL MODULE: ./build/tsc/src/app/run.js + 59 modules
var run = __webpack_require__(54857);
// EXTERNAL MODULE: ./build/tsc/src/app/result-files.js + 2 modules
var result_files = __webpack_require__(98764);
// EXTERNAL MODULE: ./build/tsc/src/config/environment.js
var environment = __webpack_require__(26994);
// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(75841);
// EXTERNAL MODULE: ./build/tsc/src/publish/redact.js
var publish_redact = __webpack_require__(20391);
// EXTERNAL MODULE: ./build/tsc/src/cli/args.js
var args = __webpack_require__(35904);
// EXTERNAL MODULE: ./build/tsc/src/app/progress-display.js
var progress_display = __webpack_require__(46086);
// EXTERNAL MODULE: ./build/tsc/src/cli/run-options.js
var run_options = __webpack_require__(52059);
// EXTERNAL MODULE: ./build/tsc/src/publish/fail-on-reason.js
var fail_on_reason = __webpack_require__(66399);
// EXTERNAL MODULE: ./build/tsc/src/results/one-line.js
var one_line = __webpack_require__(31920);
// EXTERNAL MODULE: ./build/tsc/src/publish/markdown.js
var markdown = __webpack_require__(79843);
// EXTERNAL MODULE: ./build/tsc/src/publish/agent-notes.js
var agent_notes = __webpack_require__(13025);
// EXTERNAL MODULE: ./build/tsc/src/results/dedupe-findings.js
var dedupe_findings = __webpack_require__(73285);
;// CONCATENATED MODULE: ./build/tsc/src/cli/summary-table.js


/** The end-of-run table on the terminal: one row per agent, then the totals. */
function formatSummaryTable(result) {
    const findingsBy = new Map();
    for (const finding of result.findings) {
        for (const agent of (0,dedupe_findings/* splitAgents */.n9)(finding.agent))
            findingsBy.set(agent, (findingsBy.get(agent) ?? 0) + 1);
    }
    const rows = [
        ['agent', 'status', 'findings', 'turns', 'tokens', 'cost', 'duration'],
        ...result.agents.map((agent) => [
            agent.agent_id === 'lead' ? `${agent.name} (lead)` : agent.agent_id,
            agent.status,
            String(findingsBy.get(agent.name) ?? 0),
            String(agent.turns),
            (0,markdown/* formatCount */.B4)(agent.usage.input_tokens + agent.usage.output_tokens),
            `$${agent.cost_usd.toFixed(4)}`,
            `${(agent.duration_ms / 1000).toFixed(1)} s`,
        ]),
        [
            'total',
            result.conclusion,
            String(result.findings.length),
            String(result.agents.reduce((sum, agent) => sum + agent.turns, 0)),
            (0,markdown/* formatCount */.B4)(result.usage.input_tokens + result.usage.output_tokens),
            `$${result.cost_usd.toFixed(4)}`,
            `${(result.duration_ms / 1000).toFixed(1)} s`,
        ],
    ];
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    const numeric = new Set([2, 3, 4, 5, 6]);
    const format = (row) => row
        .map((cell, column) => numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd();
    const rule = widths.map((width) => '-'.repeat(width)).join('  ');
    return ([format(rows[0]), rule, ...rows.slice(1, -1).map(format), rule, format(rows.at(-1))].join('\n') + '\n');
}

;// CONCATENATED MODULE: ./build/tsc/src/cli/final-report.js




/** How many findings the terminal report lists; the rest are counted and left to the files. */
const MAX_LISTED_FINDINGS = 20;
/** Longest unreported agent text printed on the terminal. */
const maxUnreportedChars = 1000;
/**
 * The text report at the end of `flotilla run`: the lead's answer, the table, the findings
 * themselves, the agents that did not finish, what agents said without reporting, the changes,
 * the files, and last the run id and results branch (what a person copies next).
 */
function formatFinalReport(result, context) {
    const parts = [];
    if (result.final_text)
        parts.push(result.final_text.trim());
    parts.push(formatSummaryTable(result).trimEnd());
    if (result.findings.length) {
        const listed = result.findings.slice(0, MAX_LISTED_FINDINGS).map(findingLine);
        const rest = result.findings.length - listed.length;
        if (rest > 0)
            listed.push(`  …and ${rest} more (see ${context.files?.markdown ?? 'the JSON output'})`);
        parts.push(`Findings (${result.findings.length}):\n${listed.join('\n')}`);
    }
    if (result.incomplete.length) {
        parts.push(`Agents that did not finish (${result.incomplete.length}):\n${result.incomplete.map((agent) => `  ${(0,agent_notes/* incompleteLine */.L4)(agent)}`).join('\n')}`);
    }
    for (const agent of result.agents) {
        const text = agent.unreported_text?.trim();
        if (!text)
            continue;
        const cut = text.length > maxUnreportedChars
            ? `${text.slice(0, maxUnreportedChars)}\n… (${text.length - maxUnreportedChars} more characters in ${context.files?.json ?? 'the JSON output'})`
            : text;
        parts.push(`${agent.name} reported no findings; it said:\n${cut
            .split('\n')
            .map((line) => `  ${line}`)
            .join('\n')}`);
    }
    if (result.changes.length) {
        parts.push(`Changes:\n${result.changes.map((change) => `  ${change.agent}: ${change.branch} (${change.files.join(', ')})${change.conflict ? ' — conflicts, left for a human' : ''}`).join('\n')}`);
    }
    const tail = [];
    if (context.files)
        tail.push(`Wrote ${context.files.json}, ${context.files.markdown}, ${context.files.sarif}`);
    tail.push(`Transcripts and task output: ${context.stateDir}`);
    if (result.structured_output !== undefined)
        tail.push(`Structured output: ${JSON.stringify(result.structured_output)}`);
    // The run id is the session id: `--resume <run id>` goes on from this run's conversation.
    if (result.run_id)
        tail.push(`Run id: ${result.run_id}${result.resumed_from ? ` (continues ${result.resumed_from})` : ''}`);
    if (result.results_branch)
        tail.push(`Results branch: ${result.results_branch}`);
    parts.push(tail.join('\n'));
    return `\n${parts.join('\n\n')}\n`;
}
function findingLine(finding) {
    return `  ${finding.severity.padEnd(8)} ${(0,markdown/* formatLocation */.j$)(finding)}  ${(0,one_line/* oneLine */.T)(finding.title)}`;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./build/tsc/src/model/types.js
var types = __webpack_require__(57691);
;// CONCATENATED MODULE: ./build/tsc/src/cli/stream-json.js


/**
 * `--output-format stream-json|json`: the events `claude -p --output-format stream-json
 * --verbose` prints, one JSON object a line (system init, then the lead's assistant and user
 * messages, then the result), so scripts written for Claude Code read Flotilla unchanged. The
 * keys kept are the ones test/fixtures/claude-code/stream-json.jsonl (recorded from Claude Code
 * 2.1.332) shows; `json` prints only the result. The session id is the run id.
 */
class ClaudeStreamWriter {
    write;
    options;
    start;
    turnStarted = new Map();
    apiMs = 0;
    stopReason = null;
    constructor(write, options) {
        this.write = write;
        this.options = options;
    }
    onStart = (start) => {
        this.start = start;
        this.emit({
            type: 'system',
            subtype: 'init',
            cwd: start.cwd,
            session_id: start.runId,
            tools: start.tools,
            mcp_servers: [
                ...new Set(start.tools.flatMap((name) => /^mcp__(.+?)__/.exec(name)?.[1] ?? [])),
            ].map((name) => ({ name, status: 'connected' })),
            model: start.model,
            permissionMode: start.permissionMode,
            slash_commands: [],
            apiKeySource: this.options.apiKeySource,
            output_style: 'default',
            agents: start.agents,
            uuid: (0,external_node_crypto_.randomUUID)(),
        });
    };
    onEvent = (event) => {
        if (event.type === 'turn')
            this.turnStarted.set(event.agentId, performance.now());
        if (event.type !== 'message')
            return;
        if (event.response) {
            const started = this.turnStarted.get(event.agentId);
            if (started !== undefined)
                this.apiMs += performance.now() - started;
        }
        // Like Claude Code's stream, the lead's conversation: subagents report through it.
        if (!this.start || event.agentId !== this.start.leadAgentId)
            return;
        const common = {
            parent_tool_use_id: null,
            session_id: this.start.runId,
            uuid: (0,external_node_crypto_.randomUUID)(),
            timestamp: new Date().toISOString(),
        };
        const { message, response } = event;
        if (message.role === 'user' || !response) {
            this.emit({
                type: 'user',
                message: { role: message.role, content: message.content },
                ...common,
            });
            return;
        }
        this.stopReason = response.stopReason;
        // Claude Code sends one assistant event per content block of a response.
        for (const block of (0,types/* contentBlocks */.I)(message)) {
            this.emit({
                type: 'assistant',
                message: {
                    id: response.id,
                    type: 'message',
                    role: 'assistant',
                    model: response.model,
                    content: [block],
                    stop_reason: null,
                    stop_sequence: null,
                    usage: response.usage,
                },
                ...common,
                uuid: (0,external_node_crypto_.randomUUID)(),
                ...(response.requestId ? { request_id: response.requestId } : {}),
            });
        }
    };
    /** The closing `result` event (the only line for `--output-format json`). */
    finish(result) {
        const modelUsage = {};
        for (const agent of result.agents) {
            const model = agent.model ?? 'unknown';
            const entry = (modelUsage[model] ??= {
                inputTokens: 0,
                outputTokens: 0,
                cacheReadInputTokens: 0,
                cacheCreationInputTokens: 0,
                costUSD: 0,
            });
            entry.inputTokens += agent.usage.input_tokens;
            entry.outputTokens += agent.usage.output_tokens;
            entry.cacheReadInputTokens += agent.usage.cache_read_input_tokens;
            entry.cacheCreationInputTokens += agent.usage.cache_creation_input_tokens;
            entry.costUSD = Number((entry.costUSD + agent.cost_usd).toFixed(6));
        }
        const structured = result.structured_output !== undefined;
        this.emit({
            type: 'result',
            subtype: resultSubtype(result.conclusion),
            is_error: isError(result.conclusion),
            duration_ms: result.duration_ms,
            duration_api_ms: Math.round(this.apiMs),
            num_turns: result.agents[0]?.turns ?? 0,
            result: result.final_text,
            stop_reason: this.stopReason,
            session_id: result.run_id,
            total_cost_usd: result.cost_usd,
            usage: result.usage,
            modelUsage,
            terminal_reason: result.conclusion === 'success' ? 'completed' : result.conclusion,
            uuid: (0,external_node_crypto_.randomUUID)(),
            ...(structured ? { structured_output: result.structured_output } : {}),
            // Flotilla's own: what a script of ours reads beyond Claude Code's fields.
            conclusion: result.conclusion,
            ...(result.error ? { error: result.error } : {}),
        });
    }
    emit(event) {
        if (!this.options.stream && event.type !== 'result')
            return;
        this.write(`${JSON.stringify(event)}\n`);
    }
}
function isError(conclusion) {
    return !['success', 'findings', 'partial'].includes(conclusion);
}
function resultSubtype(conclusion) {
    if (conclusion === 'max_turns')
        return 'error_max_turns';
    if (conclusion === 'budget')
        return 'error_max_budget_usd';
    return isError(conclusion) ? 'error_during_execution' : 'success';
}

// EXTERNAL MODULE: ./build/tsc/src/sessions/session-store.js
var session_store = __webpack_require__(3680);
;// CONCATENATED MODULE: ./build/tsc/src/cli/commands/run.js















const spec = {
    name: 'run',
    usage: 'flotilla run [--prompt TEXT | --prompt-file FILE] [--agent NAME]… [options]',
    summary: "Run the lead agent on a task; it may fan out to the repository's agents in the background.",
    details: [
        'Model access: ANTHROPIC_API_KEY (and ANTHROPIC_BASE_URL for a compatible endpoint), or offline',
        'with --scenario FILE / --replay FILE. Aliases: ANTHROPIC_DEFAULT_{OPUS,SONNET,HAIKU,FABLE}_MODEL,',
        'FLOTILLA_SUBAGENT_MODEL.',
        '',
        'Exit codes: 0 done, 1 findings at or above --fail-on, 2 usage or configuration error,',
        '3 model or API failure, 4 a limit (turns, budget, time) ended the run, 5 partial (an agent',
        'did not finish), 6 git, lock or file-system failure, 70 internal error, 130/143 cancelled.',
    ].join('\n'),
    options: run_options/* runOptions */.K,
};
const runCommand = async (argv, io) => {
    const parsed = (0,args/* parseCommandArgs */.Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return errors/* ExitCode */.yU.success;
    }
    const config = await (0,run_options/* runConfigFromOptions */.g)(parsed.options, io);
    const prompt = config.agents.length > 0 ? (0,lead_agent/* fanOutPrompt */.C)(config.agents, config.prompt) : config.prompt;
    const { resume, continue: continueLatest } = parsed.options;
    const session = config.sessionsDir && resume !== undefined
        ? await (0,session_store/* loadSession */.L6)(config.sessionsDir, resume)
        : config.sessionsDir && continueLatest
            ? await (0,session_store/* loadLatestSession */.UQ)(config.sessionsDir)
            : undefined;
    const outputFormat = parsed.options['output-format'];
    return executeRun({ ...config, prompt }, io, {
        ...(session ? { resume: session } : {}),
        ...(outputFormat ? { outputFormat } : {}),
    });
};
/** Runs, writes the result files, prints the report, and maps the conclusion to an exit code. */
async function executeRun(config, io, request = {}) {
    // From here on SIGINT/SIGTERM cancel the run cleanly; a second one exits at once.
    const cancellation = io.watchCancellation?.();
    try {
        return await runAndReport(config, io, cancellation, request);
    }
    finally {
        cancellation?.dispose();
    }
}
async function runAndReport(config, io, cancellation, request) {
    const redact = (0,publish_redact/* createRedactor */.lY)((0,environment/* secretValues */.VX)(io.env));
    const progress = new progress_display/* ProgressDisplay */.u({
        write: (text) => io.stderr(redact(text)),
        isTTY: io.isTty,
        columns: io.columns,
    });
    const format = request.outputFormat;
    const claudeStream = format === 'json' || format === 'stream-json'
        ? new ClaudeStreamWriter((line) => io.stdout(redact(line)), {
            stream: format === 'stream-json',
            apiKeySource: config.modelAccess.apiKey ? 'ANTHROPIC_API_KEY' : 'none',
        })
        : undefined;
    const { result, stateDir } = await (0,run/* runFlotilla */.R)(config, {
        toolEnvironment: (0,environment/* toolEnvironment */.uQ)(io.env),
        mcpVariables: io.env,
        onEvent: claudeStream
            ? (event) => {
                progress.onEvent(event);
                claudeStream.onEvent(event);
            }
            : progress.onEvent,
        ...(claudeStream ? { onStart: claudeStream.onStart } : {}),
        ...(request.resume ? { resume: request.resume } : {}),
        log: (line) => progress.log(redact(line)),
        redact,
        ...(cancellation ? { signal: cancellation.signal } : {}),
        ...(io.selfCommand ? { teammateCommand: io.selfCommand } : {}),
    });
    progress.finish();
    const files = config.outputDir
        ? await (0,result_files/* writeResultFiles */.S)(config.outputDir, result, redact)
        : undefined;
    const cancelledBy = cancellation?.received();
    const code = result.conclusion === 'cancelled' && cancelledBy
        ? (0,app_cancellation/* signalExitCode */.cf)(cancelledBy)
        : (0,exit_code/* exitCodeFor */.R)(result, config.failOn);
    if (claudeStream) {
        claudeStream.finish(result);
    }
    else if (format === 'text') {
        // With --json-schema the lead's final text is its structured answer as JSON.
        io.stdout(`${redact(result.final_text)}\n`);
    }
    else if (config.format === 'json') {
        io.stdout(`${redact(JSON.stringify(result, null, 2))}\n`);
    }
    else {
        io.stdout(redact(formatFinalReport(result, { ...(files ? { files } : {}), stateDir })));
    }
    // Under `--format json` the error is in the RunResult on stdout.
    if (result.error && (format !== undefined || config.format !== 'json'))
        io.stderr(`flotilla: the run ended with ${result.conclusion}: ${redact(result.error)}\n`);
    if (code === errors/* ExitCode */.yU.findings)
        io.stderr(`flotilla: ${redact((0,fail_on_reason/* failOnReason */.k)(result, config.failOn))}\n`);
    return code;
}


/***/ }),

/***/ 14680:
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
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(75841);
// EXTERNAL MODULE: ./build/tsc/src/agents/index.js + 8 modules
var agents = __webpack_require__(43191);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/tsc/src/agents/problems.js
var agents_problems = __webpack_require__(46291);
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
var settings_file = __webpack_require__(30626);
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
var load_skills = __webpack_require__(49098);
// EXTERNAL MODULE: ./build/tsc/src/settings/load-settings.js
var load_settings = __webpack_require__(50290);
// EXTERNAL MODULE: ./build/tsc/src/cli/args.js
var args = __webpack_require__(35904);
// EXTERNAL MODULE: ./build/tsc/src/cli/commands/run-tools.js
var run_tools = __webpack_require__(17891);
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
        tools: {
            type: 'boolean',
            description: 'Also list, per agent, the tools it will have in a run here (settings, MCP servers) and why each named one is missing (text and json)',
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
    const sources = agentSourcesFrom(options, io);
    const loaded = positionals.length === 0
        ? await (0,agents/* loadAgents */.L2)(sources)
        : agentPaths.length > 0
            ? await (0,agents/* loadAgentPaths */.c4)(agentPaths, {
                cwd: io.cwd,
                repoRoot: io.cwd,
                ...(homeDir ? { homeDir } : {}),
            })
            : { definitions: [], problems: [] };
    // Settings files: the ones a run here reads, or those given as PATH.
    const runSettings = positionals.length === 0
        ? await (0,load_settings/* loadSettings */.M5)({
            configRoot: io.cwd,
            repoRoot: io.cwd,
            ...(homeDir ? { homeDir } : {}),
            ...(options['managed-settings'] === undefined
                ? {}
                : { managedPath: external_node_path_.resolve(io.cwd, options['managed-settings']) }),
            trusted: true,
            environment: io.env,
        })
        : undefined;
    const settingsProblems = runSettings?.problems ??
        (await checkSettingsFiles(settingsPaths.map((entry) => external_node_path_.resolve(io.cwd, entry))));
    // Skill files: the ones a run here offers (user, project, plugins), or those given as PATH.
    const runSkills = positionals.length === 0
        ? await (0,load_skills/* loadSkills */.l)({
            configRoot: io.cwd,
            ...(homeDir ? { homeDir } : {}),
            ...(sources.pluginDirs ? { pluginDirs: sources.pluginDirs } : {}),
        })
        : undefined;
    const skillProblems = runSkills?.problems ??
        (await checkSkillFiles(skillPaths.map((entry) => external_node_path_.resolve(io.cwd, entry))));
    const report = {
        definitions: loaded.definitions,
        problems: [...loaded.problems, ...settingsProblems, ...skillProblems],
    };
    // What each agent will have in a run here: its tools list against the settings and MCP servers.
    if (options.tools === true)
        report.availability = await (0,run_tools/* runToolAvailability */.H)(io, sources.pluginDirs, {
            ...(runSettings ? { settings: runSettings.settings } : {}),
            ...(runSkills ? { skills: runSkills } : {}),
        });
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

/***/ 52059:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ runOptions),
/* harmony export */   g: () => (/* binding */ runConfigFromOptions)
/* harmony export */ });
/* harmony import */ var _config_mcp_timeouts_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(69300);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _agents_definition_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(99410);
/* harmony import */ var _config_run_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36577);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75841);
/* harmony import */ var _app_result_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98764);
/* harmony import */ var _model_anthropic_client_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27401);
/* harmony import */ var _model_effort_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(69514);
/* harmony import */ var _model_model_aliases_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15186);
/* harmony import */ var _config_model_tables_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(35446);
/* harmony import */ var _config_provider_environment_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(71106);
/* harmony import */ var _platform_proxy_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(65538);
/* harmony import */ var _config_telemetry_environment_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(29904);
/* harmony import */ var _settings_load_settings_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(50290);
/* harmony import */ var _results_finding_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2668);
/* harmony import */ var _commands_validate_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(14680);
/* harmony import */ var _structured_output_schema_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84717);
/* harmony import */ var _platform_git_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(27950);



















const runOptions = {
    prompt: {
        type: 'string',
        short: 'p',
        valueName: 'TEXT',
        description: 'The task for the lead agent',
    },
    'prompt-file': { type: 'string', valueName: 'FILE', description: 'Read the task from a file' },
    agent: {
        type: 'string',
        multiple: true,
        valueName: 'NAME',
        description: 'Fan out to this agent in the background (one job of a matrix: give one)',
    },
    lead: {
        type: 'string',
        valueName: 'NAME',
        description: 'An agent definition to lead (default: the built-in lead)',
    },
    repo: {
        type: 'string',
        valueName: 'DIR',
        description: 'The repository to work in (default: the current directory)',
    },
    model: {
        type: 'string',
        short: 'm',
        valueName: 'MODEL',
        description: "The lead's model: an alias or a model id (default sonnet)",
    },
    'model-price': {
        type: 'string',
        multiple: true,
        valueName: 'MODEL=IN/OUT',
        description: 'USD per million input/output tokens of a model, for --max-budget-usd (also FLOTILLA_MODEL_PRICES)',
    },
    'context-window': {
        type: 'string',
        multiple: true,
        valueName: 'MODEL=TOKENS',
        description: "A model's context window, where its conversations are compacted (default 200k; also FLOTILLA_CONTEXT_WINDOWS)",
    },
    'max-retries': {
        type: 'string',
        valueName: 'N',
        description: `Retries of a failed model request (default ${_model_anthropic_client_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultMaxRetries */ .u7}; also CLAUDE_CODE_MAX_RETRIES)`,
    },
    'max-turns': { type: 'string', valueName: 'N', description: 'Turns per agent (default 30)' },
    'max-budget-usd': {
        type: 'string',
        valueName: 'USD',
        description: 'Stop the run when its estimated cost reaches this',
    },
    'max-tokens': {
        type: 'string',
        valueName: 'N',
        description: 'Stop the run when its input+output tokens reach this',
    },
    timeout: {
        type: 'string',
        valueName: 'SECONDS',
        description: 'Wall-clock limit for the run (default 1800)',
    },
    'agent-timeout': {
        type: 'string',
        valueName: 'SECONDS',
        description: 'Wall-clock limit for each subagent',
    },
    concurrency: {
        type: 'string',
        valueName: 'N',
        description: 'Most model requests in flight at once (default: as many as the API rate limits allow)',
    },
    'permission-mode': {
        type: 'string',
        choices: _agents_definition_js__WEBPACK_IMPORTED_MODULE_13__/* .permissionModes */ .iR,
        valueName: 'MODE',
        description: 'Default permission mode',
    },
    'allowed-tools': {
        type: 'string',
        multiple: true,
        valueName: 'RULE',
        description: 'Allow rule, e.g. "Bash(npm test:*)"',
    },
    'disallowed-tools': {
        type: 'string',
        multiple: true,
        valueName: 'RULE',
        description: 'Deny rule, e.g. "Bash(curl:*)"',
    },
    'mcp-config': {
        type: 'string',
        multiple: true,
        valueName: 'FILE|JSON',
        description: 'MCP servers: a JSON file or JSON text {"mcpServers": {…}} (repeatable)',
    },
    'strict-mcp-config': {
        type: 'boolean',
        description: 'Only the --mcp-config servers: none from .mcp.json or ~/.claude.json',
    },
    output: {
        type: 'string',
        short: 'o',
        valueName: 'DIR',
        description: 'Write results.json, review.md and results.sarif here',
    },
    format: {
        type: 'string',
        choices: ['text', 'json'],
        valueName: 'FORMAT',
        description: 'text (default) or json (only the RunResult on stdout)',
    },
    'output-format': {
        type: 'string',
        choices: ['text', 'json', 'stream-json'],
        valueName: 'FORMAT',
        description: 'As `claude -p`: text (the final answer only), json (one result object) or stream-json (init, assistant, user and result events, one a line)',
    },
    'json-schema': {
        type: 'string',
        valueName: 'FILE|JSON',
        description: "The lead's final answer must match this JSON Schema (a file, or JSON text); it lands in structured_output",
    },
    resume: {
        type: 'string',
        short: 'r',
        valueName: 'SESSION',
        description: "Go on from an earlier run's conversation (its run id); sessions are kept in <git dir>/flotilla/sessions",
    },
    continue: {
        type: 'boolean',
        short: 'c',
        description: 'Go on from the newest session of this repository',
    },
    'fail-on': {
        type: 'string',
        choices: _results_finding_js__WEBPACK_IMPORTED_MODULE_9__/* .severities */ .gO,
        valueName: 'SEVERITY',
        description: 'Exit 1 when a finding is at least this severe',
    },
    scenario: {
        type: 'string',
        valueName: 'FILE',
        description: 'Run against the offline model scripted by FILE',
    },
    replay: { type: 'string', valueName: 'FILE', description: 'Replay a recorded cassette offline' },
    record: {
        type: 'string',
        valueName: 'FILE',
        description: 'Record this run against the real API into a cassette',
    },
    'base-url': {
        type: 'string',
        valueName: 'URL',
        description: 'An Anthropic-compatible endpoint (default: ANTHROPIC_BASE_URL)',
    },
    sandbox: {
        type: 'boolean',
        description: 'Run Bash and hooks inside bubblewrap; fail if it cannot (default: when it works here)',
    },
    'no-sandbox': { type: 'boolean', description: 'Run Bash and hooks without the OS sandbox' },
    'sandbox-network': {
        type: 'boolean',
        description: 'Give sandboxed commands the network (default: none)',
    },
    'approve-plans': {
        type: 'string',
        choices: _config_run_config_js__WEBPACK_IMPORTED_MODULE_2__/* .planApprovers */ .mA,
        valueName: 'WHO',
        description: "Who approves a plan-mode teammate's plan: the lead's model (lead, default) or Flotilla at once (auto)",
    },
    'fork-subagents': {
        type: 'boolean',
        description: 'Let agents fork themselves: Agent with subagent_type "fork" starts a background copy that shares their conversation and prompt cache',
    },
    'keep-team': {
        type: 'boolean',
        description: "Keep the agent team's files (config, inboxes, tasks) in the state dir after the run",
    },
    teammates: {
        type: 'string',
        choices: _config_run_config_js__WEBPACK_IMPORTED_MODULE_2__/* .teammateBackends */ .aO,
        valueName: 'HOW',
        description: 'Run teammates inside this process (in-process, default) or each as its own `flotilla teammate` process (process)',
    },
    bare: {
        type: 'boolean',
        description: 'Read no memory files (CLAUDE.md, CLAUDE.local.md, ~/.claude/CLAUDE.md)',
    },
    'system-prompt': {
        type: 'string',
        valueName: 'TEXT',
        description: "Replace the lead's system prompt",
    },
    'append-system-prompt': {
        type: 'string',
        valueName: 'TEXT',
        description: "Add text at the end of the lead's system prompt",
    },
    'append-system-prompt-file': {
        type: 'string',
        valueName: 'FILE',
        description: "Add a file's text at the end of the lead's system prompt",
    },
    effort: {
        type: 'string',
        choices: _model_effort_js__WEBPACK_IMPORTED_MODULE_14__/* .effortLevels */ .uu,
        valueName: 'LEVEL',
        description: "Effort of every agent without an effort: of its own (default: the model's)",
    },
    'state-dir': {
        type: 'string',
        valueName: 'DIR',
        description: 'Where transcripts and task output files go (default: a temp dir)',
    },
    settings: {
        type: 'string',
        valueName: 'FILE|JSON',
        description: 'Settings as in .claude/settings.json, in a file or inline; above the local, project and user files, below managed settings',
    },
    'setting-sources': {
        type: 'string',
        valueName: 'LIST',
        description: 'Which settings files to read: a comma-separated subset of user,project,local (default all three)',
    },
    'managed-settings': {
        type: 'string',
        valueName: 'FILE',
        description: `Managed settings, highest precedence (default ${_settings_load_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .defaultManagedSettingsPath */ .J_})`,
    },
    'trust-project': {
        type: 'boolean',
        description: 'Trust this workspace: its .claude/settings.json may grant permissions (permissions.allow)',
    },
    ..._commands_validate_js__WEBPACK_IMPORTED_MODULE_10__.agentSourceOptions,
};
/** Turns `flotilla run` options and the environment into a checked RunConfig. */
async function runConfigFromOptions(options, io) {
    const problems = [];
    const number = (name, integer) => {
        const text = options[name];
        if (typeof text !== 'string')
            return undefined;
        const value = Number(text);
        if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
            problems.push(`--${name} '${text}' is not a positive ${integer ? 'whole number' : 'number'}.`);
            return undefined;
        }
        return value;
    };
    const resolve = (file) => file === undefined ? undefined : node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, file);
    let prompt = options.prompt ?? '';
    if (options['prompt-file'] !== undefined) {
        if (options.prompt !== undefined)
            problems.push('Give --prompt or --prompt-file, not both.');
        try {
            prompt = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, options['prompt-file']), 'utf8');
        }
        catch (error) {
            problems.push(`Cannot read --prompt-file: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
        }
    }
    let appendSystemPrompt = options['append-system-prompt'];
    if (options['append-system-prompt-file'] !== undefined) {
        if (appendSystemPrompt !== undefined) {
            problems.push('Give --append-system-prompt or --append-system-prompt-file, not both.');
        }
        try {
            appendSystemPrompt = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, options['append-system-prompt-file']), 'utf8');
        }
        catch (error) {
            problems.push(`Cannot read --append-system-prompt-file: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
        }
    }
    const repoRoot = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, options.repo ?? '.');
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(repoRoot).catch(() => undefined))?.isDirectory())
        problems.push(`--repo '${options.repo ?? '.'}': no such directory (${repoRoot}).`);
    if (options.output !== undefined) {
        const reason = await (0,_app_result_files_js__WEBPACK_IMPORTED_MODULE_4__/* .unwritableDirectoryReason */ .r)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, options.output));
        if (reason)
            problems.push(`--output '${options.output}' cannot be written: ${reason}. Give a directory you can write to.`);
    }
    const sources = (0,_commands_validate_js__WEBPACK_IMPORTED_MODULE_10__.agentSourcesFrom)(options, { ...io, cwd: repoRoot });
    const settings = {
        maxTurns: number('max-turns', true),
        maxBudgetUsd: number('max-budget-usd', false),
        maxTokens: number('max-tokens', true),
        timeoutSeconds: number('timeout', false),
        agentTimeoutSeconds: number('agent-timeout', false),
        concurrency: number('concurrency', true),
    };
    const maxRetriesText = options['max-retries'] ?? io.env.CLAUDE_CODE_MAX_RETRIES?.trim();
    const maxRetriesSource = options['max-retries'] !== undefined ? '--max-retries' : 'CLAUDE_CODE_MAX_RETRIES';
    const maxRetries = maxRetriesText ? Number(maxRetriesText) : undefined;
    if (maxRetries !== undefined && !(Number.isInteger(maxRetries) && maxRetries >= 0)) {
        problems.push(`${maxRetriesSource} '${maxRetriesText}' is not a whole number of 0 or more.`);
    }
    const mcp = (0,_config_mcp_timeouts_js__WEBPACK_IMPORTED_MODULE_15__/* .mcpTimeoutsFromEnvironment */ .e)(io.env);
    problems.push(...mcp.problems);
    const modelAliases = (0,_model_model_aliases_js__WEBPACK_IMPORTED_MODULE_6__/* .aliasOverridesFromEnvironment */ .hu)(io.env);
    const subagentModel = io.env.FLOTILLA_SUBAGENT_MODEL?.trim();
    for (const [source, name] of [
        ['--model', options.model],
        ['FLOTILLA_SUBAGENT_MODEL', subagentModel],
    ]) {
        const unknown = name ? (0,_model_model_aliases_js__WEBPACK_IMPORTED_MODULE_6__/* .unknownModelProblem */ .x8)(name, modelAliases) : undefined;
        if (unknown)
            problems.push(`${source}: ${unknown.message} ${unknown.hint}`);
    }
    const modelTables = (0,_config_model_tables_js__WEBPACK_IMPORTED_MODULE_7__/* .modelTablesFrom */ .v)(io.env, {
        prices: { entries: options['model-price'] ?? [], source: '--model-price' },
        contextWindows: { entries: options['context-window'] ?? [], source: '--context-window' },
    });
    problems.push(...modelTables.problems);
    const provider = (0,_config_provider_environment_js__WEBPACK_IMPORTED_MODULE_16__/* .providerFromEnvironment */ .V)(io.env);
    const proxy = (0,_platform_proxy_js__WEBPACK_IMPORTED_MODULE_17__/* .proxyFromEnvironment */ .G)(io.env);
    problems.push(...provider.problems);
    const telemetry = (0,_config_telemetry_environment_js__WEBPACK_IMPORTED_MODULE_18__/* .telemetryFromEnvironment */ .r)(io.env);
    problems.push(...telemetry.problems);
    if (options.sandbox && options['no-sandbox']) {
        problems.push('Give --sandbox or --no-sandbox, not both.');
    }
    let settingSourceList;
    if (options['setting-sources'] !== undefined) {
        try {
            settingSourceList = (0,_settings_load_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .parseSettingSources */ .iX)(options['setting-sources']);
        }
        catch (error) {
            const hint = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo && error.hint ? ` ${error.hint}` : '';
            problems.push(`--setting-sources: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}${hint}`);
        }
    }
    if (options.format !== undefined && options['output-format'] !== undefined) {
        problems.push('Give --format or --output-format, not both.');
    }
    if (options.resume !== undefined && options.continue) {
        problems.push('Give --resume SESSION or --continue, not both.');
    }
    let jsonSchema;
    if (options['json-schema'] !== undefined) {
        try {
            jsonSchema = (await (0,_structured_output_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .loadOutputSchema */ .rq)(options['json-schema'], io.cwd, '--json-schema')).schema;
        }
        catch (error) {
            const hint = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo && error.hint ? ` ${error.hint}` : '';
            problems.push(`${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}${hint}`);
        }
    }
    const sessionsDir = await sessionsDirectory(repoRoot, io.env);
    if ((options.resume !== undefined || options.continue) && !sessionsDir) {
        problems.push(`--${options.continue ? 'continue' : 'resume'}: ${repoRoot} is not a git repository, where sessions are kept.`);
    }
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(problems.join('\n'), "Run 'flotilla run --help' for the options.");
    }
    const baseUrl = options['base-url'] ?? io.env.ANTHROPIC_BASE_URL;
    const apiKey = io.env.ANTHROPIC_API_KEY;
    const oauthToken = io.env.CLAUDE_CODE_OAUTH_TOKEN?.trim();
    // The choices were checked by the parser; the schema checks everything again.
    return _config_run_config_js__WEBPACK_IMPORTED_MODULE_2__/* .runConfigSchema */ .$m.parse({
        repoRoot,
        prompt,
        agents: options.agent ?? [],
        ...(options.lead ? { leadAgent: options.lead } : {}),
        ...(sources.agentsJson ? { agentsJson: sources.agentsJson } : {}),
        pluginDirs: sources.pluginDirs ?? [],
        ...(sources.managedPath ? { managedAgentsFile: sources.managedPath } : {}),
        ...(sources.homeDir ? { homeDir: sources.homeDir } : {}),
        bare: options.bare === true,
        keepTeam: options['keep-team'] === true,
        ...(options['fork-subagents'] === true ? { forkSubagents: true } : {}),
        ...(options['approve-plans'] ? { approvePlans: options['approve-plans'] } : {}),
        ...(options.teammates ? { teammates: options.teammates } : {}),
        ...(options['system-prompt'] !== undefined ? { systemPrompt: options['system-prompt'] } : {}),
        ...(appendSystemPrompt !== undefined ? { appendSystemPrompt } : {}),
        ...(options.effort ? { effort: options.effort } : {}),
        ...(options.model ? { model: options.model } : {}),
        modelAliases,
        ...(subagentModel ? { subagentModel } : {}),
        prices: modelTables.prices,
        contextWindows: modelTables.contextWindows,
        ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
        ...(options['permission-mode'] ? { permissionMode: options['permission-mode'] } : {}),
        allowedTools: options['allowed-tools'] ?? [],
        disallowedTools: options['disallowed-tools'] ?? [],
        mcpConfigs: (options['mcp-config'] ?? []).map((text) => text.trimStart().startsWith('{') ? text : resolve(text)),
        strictMcpConfig: options['strict-mcp-config'] === true,
        ...mcp.timeouts,
        modelAccess: {
            ...(apiKey ? { apiKey } : {}),
            ...(oauthToken ? { oauthToken } : {}),
            ...provider.access,
            ...(proxy ? { proxy } : {}),
            ...(baseUrl ? { baseUrl } : {}),
            ...(maxRetries !== undefined ? { maxRetries } : {}),
            ...(options.scenario ? { scenarioFile: resolve(options.scenario) } : {}),
            ...(options.replay ? { replayFile: resolve(options.replay) } : {}),
            ...(options.record ? { recordFile: resolve(options.record) } : {}),
        },
        ...(telemetry.telemetry ? { telemetry: telemetry.telemetry } : {}),
        ...(options.output ? { outputDir: resolve(options.output) } : {}),
        ...(options.format ? { format: options.format } : {}),
        ...(options['fail-on'] ? { failOn: options['fail-on'] } : {}),
        ...(options['state-dir'] ? { stateDir: resolve(options['state-dir']) } : {}),
        ...(jsonSchema ? { jsonSchema } : {}),
        ...(sessionsDir ? { sessionsDir } : {}),
        sandbox: options.sandbox ? 'on' : options['no-sandbox'] ? 'off' : 'auto',
        sandboxNetwork: options['sandbox-network'] === true,
        ...(options.settings === undefined
            ? {}
            : {
                settings: options.settings.trimStart().startsWith('{')
                    ? options.settings
                    : resolve(options.settings),
            }),
        ...(settingSourceList ? { settingSources: settingSourceList } : {}),
        ...(options['managed-settings']
            ? { managedSettingsFile: resolve(options['managed-settings']) }
            : {}),
        trustProject: options['trust-project'] === true,
    });
}
/**
 * Where the CLI keeps sessions: `<git common dir>/flotilla/sessions`, shared by the worktrees of
 * one repository and outside its work tree. Undefined outside a git repository.
 */
async function sessionsDirectory(repoRoot, environment) {
    const git = (0,_platform_git_js__WEBPACK_IMPORTED_MODULE_12__/* .createGit */ .lD)(repoRoot, { env: environment });
    const commonDir = await git.commonDir().catch(() => undefined);
    return commonDir ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(commonDir, 'flotilla', 'sessions') : undefined;
}


/***/ })

};
