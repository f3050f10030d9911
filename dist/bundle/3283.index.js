export const id = 3283;
export const ids = [3283,4680];
export const modules = {

/***/ 81659:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ agentMatrix)
/* harmony export */ });
/* harmony import */ var _agents_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43191);

/**
 * The agents to run for this event: the ones asked for (checked to exist, with the available
 * ones named when not), else every agent the repository defines in `.claude/agents` (and
 * `--agents` / managed definitions): built-in and user agents are helpers a lead calls, not
 * reviewers of their own, so they are never spread over runners unasked.
 */
async function agentMatrix(sources, requested = []) {
    const loaded = await (0,_agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .loadAgents */ .L2)(sources);
    if (requested.length > 0) {
        return { agent: [...new Set(requested.map((name) => loaded.registry.resolve(name).name))] };
    }
    const spread = new Set(['project', 'cli', 'managed']);
    return {
        agent: loaded.registry
            .list()
            .filter((definition) => spread.has(definition.source))
            .map((definition) => definition.name),
    };
}


/***/ }),

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

/***/ 83283:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   matrixCommand: () => (/* binding */ matrixCommand)
/* harmony export */ });
/* harmony import */ var _app_agent_matrix_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81659);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75841);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35904);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14680);




const spec = {
    name: 'matrix',
    usage: 'flotilla matrix [--agent NAME…] [options]',
    summary: 'Print the agents to run for this event as a GitHub Actions matrix, {"agent": [...]}, for strategy.matrix: ${{ fromJSON(…) }}: the ones named with --agent, else every agent the repository defines.',
    options: {
        agent: {
            type: 'string',
            multiple: true,
            valueName: 'NAME',
            description: 'Only these agents (each must exist); repeatable',
        },
        ..._validate_js__WEBPACK_IMPORTED_MODULE_3__.agentSourceOptions,
    },
    details: [
        "Each matrix job runs one agent (the Action's `agent` input, post: none) and uploads its",
        'results file; a final job with `mode: merge` posts one review. See docs/matrix.md.',
    ].join('\n'),
};
const matrixCommand = async (argv, io) => {
    const parsed = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.success;
    }
    const matrix = await (0,_app_agent_matrix_js__WEBPACK_IMPORTED_MODULE_0__/* .agentMatrix */ .n)((0,_validate_js__WEBPACK_IMPORTED_MODULE_3__.agentSourcesFrom)(parsed.options, io), parsed.options.agent ?? []);
    io.stdout(`${JSON.stringify(matrix)}\n`);
    return _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.success;
};


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


/***/ })

};
