export const id = 6322;
export const ids = [6322];
export const modules = {

/***/ 46322:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   teammateCommand: () => (/* binding */ teammateCommand)
/* harmony export */ });
/* harmony import */ var _config_run_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36577);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75841);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35904);
/* harmony import */ var _run_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52059);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60602);





const teammateOptions = {
    ..._run_options_js__WEBPACK_IMPORTED_MODULE_3__/* .runOptions */ .K,
    team: { type: 'string', valueName: 'NAME', description: 'The team to work in' },
    name: { type: 'string', valueName: 'NAME', description: 'This teammate’s member name' },
    'config-stdin': {
        type: 'boolean',
        description: 'Read the whole run configuration as JSON on stdin (how a lead with --teammates process starts it)',
    },
};
const spec = {
    name: 'teammate',
    usage: 'flotilla teammate --team NAME --name NAME --state-dir DIR [--repo DIR] [--agent TYPE --prompt TEXT] [run options]',
    summary: "Run one teammate of an agent team in this process: it reads its inbox and the team's task list in the lead's state directory, works, goes idle, and ends when its shutdown is approved or the lead's run ends.",
    details: [
        'A member the lead already listed (Agent with team_name) takes its agent type, model and first',
        'instructions from the team config; to join from another job, also give --agent TYPE and',
        '--prompt TEXT. The process records its pid and holds a liveness lock: if it dies, the lead',
        'returns its in-progress tasks to pending within seconds.',
    ].join('\n'),
    options: teammateOptions,
};
const teammateCommand = async (argv, io) => {
    const parsed = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.success;
    }
    const { team, name } = parsed.options;
    if (team === undefined || name === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('flotilla teammate needs --team NAME and --name NAME.', "Give the lead's team and this teammate's member name, e.g. --team review --name worker-1.");
    }
    let config;
    if (parsed.options['config-stdin']) {
        if (io.readStdin === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('--config-stdin: no stdin to read.');
        const text = await io.readStdin();
        try {
            config = _config_run_config_js__WEBPACK_IMPORTED_MODULE_0__/* .runConfigSchema */ .$m.parse(JSON.parse(text));
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`--config-stdin: the configuration on stdin is not a valid run configuration: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`);
        }
        if (config.teammate?.team !== team || config.teammate.name !== name) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('--config-stdin: the configuration is for another teammate.');
        }
    }
    else {
        const [agentType, ...more] = parsed.options.agent ?? [];
        if (more.length > 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('flotilla teammate takes one --agent (its type).');
        const prompt = parsed.options.prompt;
        const base = await (0,_run_options_js__WEBPACK_IMPORTED_MODULE_3__/* .runConfigFromOptions */ .g)({ ...parsed.options, agent: [], prompt: prompt ?? 'Teammate.' }, io);
        if (base.stateDir === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('flotilla teammate needs --state-dir DIR: the state directory of the lead’s run.', 'Give the lead the same --state-dir, so that both find the team’s files.');
        }
        config = {
            ...base,
            teammate: {
                team,
                name,
                ...(agentType !== undefined ? { agentType } : {}),
                ...(prompt !== undefined ? { prompt } : {}),
            },
            teammates: 'in-process',
        };
    }
    // The API key came on stdin: the redactor, which reads the secrets from the environment,
    // must know it too.
    const apiKey = config.modelAccess.apiKey;
    return (0,_run_js__WEBPACK_IMPORTED_MODULE_4__.executeRun)(config, apiKey !== undefined ? { ...io, env: { ...io.env, ANTHROPIC_API_KEY: apiKey } } : io);
};


/***/ })

};
