export const id = 727;
export const ids = [727];
export const modules = {

/***/ 9727:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  demoCommand: () => (/* binding */ demoCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./build/tsc/src/platform/git.js
var platform_git = __webpack_require__(7950);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(5841);
;// CONCATENATED MODULE: ./build/tsc/src/app/bundled-files.js




/**
 * Finds a file shipped with the package (examples/…), from the bundled dist/ or from the sources:
 * walks up from this module to the package root.
 */
function bundledPath(relative) {
    let directory = external_node_path_.dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (;;) {
        const candidate = external_node_path_.join(directory, relative);
        if ((0,external_node_fs_.existsSync)(candidate) && (0,external_node_fs_.existsSync)(external_node_path_.join(directory, 'package.json')))
            return candidate;
        const parent = external_node_path_.dirname(directory);
        if (parent === directory)
            throw new errors/* InternalError */.Gd(`the package file ${relative} is missing`);
        directory = parent;
    }
}

;// CONCATENATED MODULE: ./build/tsc/src/app/demo-repository.js





/** Copies the bundled example repository into a fresh temp directory and commits it. */
async function createDemoRepository(environment) {
    const root = await (0,promises_.mkdtemp)(external_node_path_.join(external_node_os_.tmpdir(), 'flotilla-demo-'));
    await (0,promises_.cp)(bundledPath('examples/demo/repo'), root, { recursive: true });
    const git = (0,platform_git/* createGit */.lD)(root, { env: environment });
    await git.raw(['init', '--quiet', '--initial-branch=main']);
    await git.commitAll({ message: 'demo-shop: initial commit' });
    return {
        root,
        scenarioFile: bundledPath('examples/demo/scenario.yaml'),
        remove: () => (0,promises_.rm)(root, { recursive: true, force: true }),
    };
}

// EXTERNAL MODULE: ./build/tsc/src/app/result-files.js + 2 modules
var result_files = __webpack_require__(8764);
// EXTERNAL MODULE: ./build/tsc/src/config/run-config.js
var run_config = __webpack_require__(6577);
// EXTERNAL MODULE: ./build/tsc/src/config/environment.js
var environment = __webpack_require__(6994);
// EXTERNAL MODULE: ./build/tsc/src/cli/args.js
var args = __webpack_require__(5904);
// EXTERNAL MODULE: ./build/tsc/src/cli/commands/run.js + 95 modules
var run = __webpack_require__(1088);
;// CONCATENATED MODULE: ./build/tsc/src/cli/commands/demo.js








const spec = {
    name: 'demo',
    usage: 'flotilla demo [--output DIR] [--format text|json] [--keep] [--sandbox | --no-sandbox]',
    summary: 'Run the bundled example offline: a lead fans out to three background reviewers (security, missing tests, docs drift), each in its own git worktree, and merges their results. No API key needed.',
    options: {
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
    const demo = await createDemoRepository((0,environment/* toolEnvironment */.uQ)(io.env));
    io.stderr(`Demo repository: ${demo.root}\n`);
    try {
        const sandbox = parsed.options.sandbox ? 'on' : parsed.options['no-sandbox'] ? 'off' : 'auto';
        return await (0,run.executeRun)(demoConfig(demo, outputDir, parsed.options.format, sandbox), io);
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
    return run_config/* runConfigSchema */.$.parse({
        repoRoot: demo.root,
        prompt: 'Review this repository: security problems, missing tests, and documentation that drifted from the code.',
        model: 'sonnet',
        modelAccess: { scenarioFile: demo.scenarioFile },
        outputDir,
        format: format ?? 'text',
        sandbox,
    });
}


/***/ })

};
