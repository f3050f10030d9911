export const id = 3036;
export const ids = [3036];
export const modules = {

/***/ 53298:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ bundledPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75841);




/**
 * Finds a file shipped with the package (examples/…), from the bundled dist/ or from the sources:
 * walks up from this module to the package root.
 */
function bundledPath(relative) {
    let directory = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_1__.join(directory, relative);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(directory, 'package.json')))
            return candidate;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(directory);
        if (parent === directory)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InternalError */ .Gd(`the package file ${relative} is missing`);
        directory = parent;
    }
}


/***/ }),

/***/ 63036:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  demoCommand: () => (/* binding */ demoCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/tsc/src/team/index.js + 3 modules
var src_team = __webpack_require__(13059);
;// CONCATENATED MODULE: ./build/tsc/src/cli/task-board.js

/** The team `flotilla demo --team` creates (its scenario names it). */
const demoTeam = 'demo-team';
/** The team's task list as it stands, deleted tasks left out. */
async function readTaskBoard(stateDir, team) {
    return (0,src_team/* createTaskList */.wv)((0,src_team/* createLockedStore */._0)({ root: stateDir }), team).list();
}
/** One line a task: id, status, owner, subject, and its dependencies. */
function formatTaskBoard(tasks) {
    if (tasks.length === 0)
        return '  (no tasks)';
    const owners = Math.max(5, ...tasks.map((task) => (task.owner ?? '-').length));
    return tasks
        .map((task) => {
        const waited = [
            ...(task.blockedBy.length > 0 ? [`waits for #${task.blockedBy.join(', #')}`] : []),
            ...(task.blocks.length > 0 ? [`blocks #${task.blocks.join(', #')}`] : []),
        ];
        return `  #${task.id.padEnd(3)} ${task.status.padEnd(11)} ${(task.owner ?? '-').padEnd(owners)}  ${task.subject}${waited.length > 0 ? `  (${waited.join('; ')})` : ''}`;
    })
        .join('\n');
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./build/tsc/src/platform/git.js
var platform_git = __webpack_require__(27950);
// EXTERNAL MODULE: ./build/tsc/src/app/bundled-files.js
var bundled_files = __webpack_require__(53298);
;// CONCATENATED MODULE: ./build/tsc/src/app/demo-repository.js





/** Copies the bundled example repository into a fresh temp directory and commits it. */
async function createDemoRepository(environment) {
    const root = await (0,promises_.mkdtemp)(external_node_path_.join(external_node_os_.tmpdir(), 'flotilla-demo-'));
    await (0,promises_.cp)((0,bundled_files/* bundledPath */.A)('examples/demo/repo'), root, { recursive: true });
    const git = (0,platform_git/* createGit */.lD)(root, { env: environment });
    await git.raw(['init', '--quiet', '--initial-branch=main']);
    await git.commitAll({ message: 'demo-shop: initial commit' });
    return {
        root,
        scenarioFile: (0,bundled_files/* bundledPath */.A)('examples/demo/scenario.yaml'),
        teamScenarioFile: (0,bundled_files/* bundledPath */.A)('examples/demo/team-scenario.yaml'),
        remove: () => (0,promises_.rm)(root, { recursive: true, force: true }),
    };
}

// EXTERNAL MODULE: ./build/tsc/src/app/result-files.js + 2 modules
var result_files = __webpack_require__(98764);
// EXTERNAL MODULE: ./build/tsc/src/config/run-config.js
var run_config = __webpack_require__(36577);
// EXTERNAL MODULE: ./build/tsc/src/config/environment.js
var environment = __webpack_require__(26994);
// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(75841);
// EXTERNAL MODULE: ./build/tsc/src/cli/args.js
var args = __webpack_require__(35904);
// EXTERNAL MODULE: ./build/tsc/src/cli/commands/run.js + 3 modules
var run = __webpack_require__(60602);
;// CONCATENATED MODULE: ./build/tsc/src/cli/commands/demo.js









const spec = {
    name: 'demo',
    usage: 'flotilla demo [--team [--teammates in-process|process]] [--output DIR] [--format text|json] [--keep] [--sandbox | --no-sandbox]',
    summary: 'Run the bundled example offline: a lead fans out to three background reviewers (security, missing tests, docs drift), each in its own git worktree, and merges their results. No API key needed.',
    options: {
        team: {
            type: 'boolean',
            description: 'The agent-team example instead: a lead, three teammates, a shared task list of five tasks (two dependent); prints the task board',
        },
        teammates: {
            type: 'string',
            choices: run_config/* teammateBackends */.aO,
            valueName: 'HOW',
            description: 'With --team: teammates inside this process (default) or each as its own `flotilla teammate` process',
        },
        keep: {
            type: 'boolean',
            description: 'Keep the temporary demo repository (and its worktrees) to look at afterwards',
        },
        sandbox: {
            type: 'boolean',
            description: "Require the OS sandbox for the agents' Bash (fail where bubblewrap cannot run)",
        },
        'no-sandbox': { type: 'boolean', description: 'Run Bash without the OS sandbox' },
        output: {
            type: 'string',
            short: 'o',
            valueName: 'DIR',
            description: 'Where results.json and review.md go (default: ./flotilla-demo-results)',
        },
        format: {
            type: 'string',
            choices: ['text', 'json'],
            valueName: 'FORMAT',
            description: 'text (default) or json',
        },
    },
};
const demoCommand = async (argv, io) => {
    const parsed = (0,args/* parseCommandArgs */.Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return errors/* ExitCode */.yU.success;
    }
    const outputDir = external_node_path_.resolve(io.cwd, parsed.options.output ?? 'flotilla-demo-results');
    const unwritable = await (0,result_files/* unwritableDirectoryReason */.r)(outputDir);
    if (unwritable)
        throw new errors/* UserError */.yo(`--output '${parsed.options.output ?? 'flotilla-demo-results'}' cannot be written: ${unwritable}.`, 'Give a directory you can write to.');
    if (parsed.options.teammates !== undefined && !parsed.options.team) {
        throw new errors/* UserError */.yo('--teammates goes with --team.', 'Run `flotilla demo --team --teammates process`.');
    }
    const demo = await createDemoRepository((0,environment/* toolEnvironment */.uQ)(io.env));
    io.stderr(`Demo repository: ${demo.root}\n`);
    try {
        const sandbox = parsed.options.sandbox ? 'on' : parsed.options['no-sandbox'] ? 'off' : 'auto';
        const config = demoConfig(demo, outputDir, parsed.options.format, sandbox);
        if (parsed.options.team) {
            // The parser checked the choice.
            const teammates = (parsed.options.teammates ?? 'in-process');
            return await runTeamDemo(config, demo, teammates, io);
        }
        return await (0,run.executeRun)(config, io);
    }
    finally {
        if (parsed.options.keep)
            io.stderr(`Kept the demo repository: ${demo.root}\n`);
        else {
            await demo.remove();
            io.stderr('Removed the demo repository (run with --keep to look at its worktrees and branches).\n');
        }
    }
};
function demoConfig(demo, outputDir, format, sandbox) {
    return run_config/* runConfigSchema */.$m.parse({
        repoRoot: demo.root,
        prompt: 'Review this repository: security problems, missing tests, and documentation that drifted from the code.',
        model: 'sonnet',
        modelAccess: { scenarioFile: demo.scenarioFile },
        outputDir,
        format: format ?? 'text',
        sandbox,
    });
}
/**
 * `flotilla demo --team`: the team scenario, its state kept until the task board is printed
 * (to stdout with the report, or to stderr when stdout is JSON).
 */
async function runTeamDemo(base, demo, teammates, io) {
    // Inside the demo's .git: removed with the demo repository, kept with it under --keep.
    const stateDir = external_node_path_.join(demo.root, '.git', 'flotilla-state');
    const code = await (0,run.executeRun)({
        ...base,
        prompt: 'Review and fix this repository with a team: audit, tests, docs, the fix, and a final check.',
        modelAccess: { ...base.modelAccess, scenarioFile: demo.teamScenarioFile },
        stateDir,
        keepTeam: true,
        teammates,
    }, io);
    const board = await readTaskBoard(stateDir, demoTeam);
    const text = `\nTask board (team ${demoTeam}, teammates ${teammates}):\n${formatTaskBoard(board)}\n`;
    if (base.format === 'json')
        io.stderr(text);
    else
        io.stdout(text);
    return code;
}


/***/ })

};
