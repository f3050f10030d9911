export const id = 890;
export const ids = [890];
export const modules = {

/***/ 9890:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  agentsCommand: () => (/* binding */ agentsCommand)
});

// EXTERNAL MODULE: ./build/tsc/src/agents/index.js + 13 modules
var agents = __webpack_require__(3522);
// EXTERNAL MODULE: ./build/tsc/src/agents/tool-list.js
var tool_list = __webpack_require__(378);
// EXTERNAL MODULE: ./build/tsc/src/tools/exit-plan-mode-tool.js
var exit_plan_mode_tool = __webpack_require__(6517);
// EXTERNAL MODULE: ./build/tsc/src/tools/permissions.js + 2 modules
var permissions = __webpack_require__(1399);
// EXTERNAL MODULE: ./build/tsc/src/tools/registry.js + 19 modules
var registry = __webpack_require__(1671);
;// CONCATENATED MODULE: ./build/tsc/src/app/tool-availability.js




/**
 * The coordination tools a run gives every agent (src/subagents makes them; Agent only below the
 * spawn depth limit). Skill comes when the run has skills.
 */
const coordinationToolNames = ['Agent', 'SendMessage', 'TaskStop', 'TaskOutput', 'ReportFindings'];
const claudeCodeOnly = new Set(tool_list/* claudeCodeOnlyToolNames */.iF);
const known = new Set(tool_list/* knownToolNames */.gG);
/**
 * Decided by the same permission policy a run uses, from the definition and the run's deny
 * rules given (a run's --disallowed-tools may remove more).
 */
function toolAvailability(definition, options) {
    const mode = definition.permissionMode ?? options.permissionMode;
    const policy = (0,permissions/* createPermissionPolicy */.g)({
        mode,
        root: options.root,
        ...(options.deny ? { deny: options.deny } : {}),
        ...(definition.tools ? { agentTools: definition.tools } : {}),
        ...(definition.disallowedTools ? { agentDisallowed: definition.disallowedTools } : {}),
    });
    const candidates = [
        ...(0,registry/* defaultTools */.$)().map((tool) => tool.name),
        ...(mode === 'plan' ? [exit_plan_mode_tool/* exitPlanModeTool */.x.name] : []),
        ...(options.hasSkills ? ['Skill'] : []),
        ...coordinationToolNames,
    ];
    const offered = candidates.filter((name) => policy.isVisible(name));
    const missing = [];
    const seen = new Set();
    const note = (tool, reason) => {
        if (seen.has(tool) || offered.includes(tool))
            return;
        seen.add(tool);
        missing.push({ tool, reason });
    };
    for (const rule of definition.tools ?? []) {
        const name = rule.tool === 'Task' ? 'Agent' : rule.tool;
        if (name === '*')
            continue;
        if (name.startsWith('mcp__'))
            note(name, 'an MCP tool: offered only when its server is configured for the run');
        else if (name === 'ExitPlanMode')
            note(name, 'offered only to agents in plan mode');
        else if (name === 'Skill')
            note(name, 'offered only when the run has skills');
        else if (name === 'ListMcpResourcesTool' || name === 'ReadMcpResourceTool')
            note(name, 'offered only with a configured MCP server that has resources');
        else if (claudeCodeOnly.has(name))
            note(name, 'a Claude Code tool Flotilla does not offer yet');
        else if (!known.has(name))
            note(name, 'unknown tool');
        else
            note(name, policy.hiddenReason(name) ?? 'not offered');
    }
    // Without a tools list every tool is offered: the ones a deny rule removes are missing.
    if (!definition.tools) {
        for (const name of candidates) {
            const reason = policy.hiddenReason(name);
            if (reason)
                note(name, reason);
        }
    }
    return { offered, missing };
}

// EXTERNAL MODULE: ./build/tsc/src/settings/load-settings.js
var load_settings = __webpack_require__(290);
// EXTERNAL MODULE: ./build/tsc/src/cli/args.js
var args = __webpack_require__(5904);
// EXTERNAL MODULE: ./build/tsc/src/cli/commands/validate.js + 3 modules
var validate = __webpack_require__(4680);
;// CONCATENATED MODULE: ./build/tsc/src/cli/commands/agents.js





const spec = {
    name: 'agents',
    usage: 'flotilla agents [options]',
    summary: 'List the effective agents — name, source, file, model, tools, background, isolation, the tools each will have in a run and why a named one is missing — and the definitions each one shadows.',
    options: {
        format: {
            type: 'string',
            valueName: 'FORMAT',
            choices: agents/* agentListFormats */.Gd,
            description: 'Output format, default text',
        },
        ...validate.agentSourceOptions,
    },
    details: [
        'Sources, lowest to highest precedence: built-in, --plugin-dir, ~/.claude/agents, .claude/agents,',
        '--agents, --managed. A later source replaces an earlier definition of the same name.',
        '',
        "Exit status: 0, or 1 when an agent file has errors (it is left out of the list; see 'flotilla validate').",
    ].join('\n'),
};
const agentsCommand = async (argv, io) => {
    const parsed = (0,args/* parseCommandArgs */.Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return 0;
    }
    const format = (parsed.options.format ?? 'text');
    const loaded = await (0,agents/* loadAgents */.L2)((0,validate.agentSourcesFrom)(parsed.options, io));
    const failed = (0,agents/* hasErrors */.Cs)(loaded.problems);
    // As a run here would decide, with its settings files (a run's flags may remove more).
    const homeDir = io.env.HOME ?? io.env.USERPROFILE;
    const { settings } = await (0,load_settings/* loadSettings */.M5)({
        configRoot: io.cwd,
        repoRoot: io.cwd,
        ...(homeDir ? { homeDir } : {}),
        trusted: true,
        environment: io.env,
    });
    const availability = (definition) => toolAvailability(definition, {
        root: io.cwd,
        permissionMode: settings.defaultMode ?? 'default',
        hasSkills: false,
        deny: settings.deny,
    });
    if (format === 'json') {
        io.stdout((0,agents/* formatAgentsJson */.mT)(loaded, io.cwd, availability));
    }
    else {
        io.stdout((0,agents/* formatAgentsText */.df)(loaded, io.cwd, availability));
        if (failed) {
            const errors = loaded.problems.filter((problem) => problem.severity === 'error');
            io.stderr([
                ...errors.map((problem) => (0,agents/* formatProblemLine */.To)(problem, io.cwd)),
                "These files have errors and were not loaded; run 'flotilla validate' for details.",
            ].join('\n') + '\n');
        }
    }
    return failed ? 1 : 0;
};


/***/ })

};
