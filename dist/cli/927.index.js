export const id = 927;
export const ids = [927];
export const modules = {

/***/ 9927:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  matrixCommand: () => (/* binding */ matrixCommand)
});

// EXTERNAL MODULE: ./build/tsc/src/agents/index.js + 12 modules
var agents = __webpack_require__(32092);
;// CONCATENATED MODULE: ./build/tsc/src/app/agent-matrix.js

/**
 * The agents to run for this event: the ones asked for (checked to exist, with the available
 * ones named when not), else every agent the repository defines in `.claude/agents` (and
 * `--agents` / managed definitions): built-in and user agents are helpers a lead calls, not
 * reviewers of their own, so they are never spread over runners unasked.
 */
async function agentMatrix(sources, requested = []) {
    const loaded = await (0,agents/* loadAgents */.L2)(sources);
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

// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(75841);
// EXTERNAL MODULE: ./build/tsc/src/cli/args.js
var args = __webpack_require__(35904);
// EXTERNAL MODULE: ./build/tsc/src/cli/commands/validate.js + 3 modules
var validate = __webpack_require__(14680);
;// CONCATENATED MODULE: ./build/tsc/src/cli/commands/matrix.js




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
        ...validate.agentSourceOptions,
    },
    details: [
        "Each matrix job runs one agent (the Action's `agent` input, post: none) and uploads its",
        'results file; a final job with `mode: merge` posts one review. See docs/matrix.md.',
    ].join('\n'),
};
const matrixCommand = async (argv, io) => {
    const parsed = (0,args/* parseCommandArgs */.Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return errors/* ExitCode */.yU.success;
    }
    const matrix = await agentMatrix((0,validate.agentSourcesFrom)(parsed.options, io), parsed.options.agent ?? []);
    io.stdout(`${JSON.stringify(matrix)}\n`);
    return errors/* ExitCode */.yU.success;
};


/***/ })

};
