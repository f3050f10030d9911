export const id = 76;
export const ids = [76];
export const modules = {

/***/ 4076:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentsCommand: () => (/* binding */ agentsCommand)
/* harmony export */ });
/* harmony import */ var _agents_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32092);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35904);
/* harmony import */ var _run_tools_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17891);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14680);




const spec = {
    name: 'agents',
    usage: 'flotilla agents [options]',
    summary: 'List the effective agents — name, source, file, model, tools, background, isolation, the tools each will have in a run and why a named one is missing — and the definitions each one shadows.',
    options: {
        format: {
            type: 'string',
            valueName: 'FORMAT',
            choices: _agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .agentListFormats */ .Gd,
            description: 'Output format, default text',
        },
        ..._validate_js__WEBPACK_IMPORTED_MODULE_3__.agentSourceOptions,
    },
    details: [
        'Sources, lowest to highest precedence: built-in, --plugin-dir, ~/.claude/agents, .claude/agents,',
        '--agents, --managed. A later source replaces an earlier definition of the same name.',
        '',
        "Exit status: 0, or 1 when an agent file has errors (it is left out of the list; see 'flotilla validate').",
    ].join('\n'),
};
const agentsCommand = async (argv, io) => {
    const parsed = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return 0;
    }
    const format = (parsed.options.format ?? 'text');
    const sources = (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__.agentSourcesFrom)(parsed.options, io);
    const loaded = await (0,_agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .loadAgents */ .L2)(sources);
    const failed = (0,_agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hasErrors */ .Cs)(loaded.problems);
    const availability = await (0,_run_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .runToolAvailability */ .H)(io, sources.pluginDirs);
    if (format === 'json') {
        io.stdout((0,_agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatAgentsJson */ .mT)(loaded, io.cwd, availability));
    }
    else {
        io.stdout((0,_agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatAgentsText */ .df)(loaded, io.cwd, availability));
        if (failed) {
            const errors = loaded.problems.filter((problem) => problem.severity === 'error');
            io.stderr([
                ...errors.map((problem) => (0,_agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblemLine */ .To)(problem, io.cwd)),
                "These files have errors and were not loaded; run 'flotilla validate' for details.",
            ].join('\n') + '\n');
        }
    }
    return failed ? 1 : 0;
};


/***/ })

};
