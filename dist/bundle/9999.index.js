export const id = 9999;
export const ids = [9999];
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

/***/ 79999:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishCommand: () => (/* binding */ publishCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _config_environment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26994);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75841);
/* harmony import */ var _platform_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27950);
/* harmony import */ var _platform_github_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(92760);
/* harmony import */ var _publish_job_summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52415);
/* harmony import */ var _publish_publish_result_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(36947);
/* harmony import */ var _publish_redact_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(20391);
/* harmony import */ var _results_run_result_io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(13969);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(35904);
/* harmony import */ var _platform_proxy_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(65538);












const options = {
    to: {
        type: 'string',
        choices: ['review', 'comment', 'issue', 'commit', 'pr', 'summary'],
        valueName: 'TARGET',
        description: 'Where to publish',
    },
    pr: {
        type: 'string',
        valueName: 'N',
        description: 'Pull request number (review, comment; commit pushes onto its branch)',
    },
    issue: { type: 'string', valueName: 'N', description: 'Issue number (comment)' },
    'audit-name': {
        type: 'string',
        valueName: 'NAME',
        description: 'Audit issue name (issue; default "flotilla audit")',
    },
    repo: {
        type: 'string',
        valueName: 'OWNER/REPO',
        description: 'Repository (default: GITHUB_REPOSITORY)',
    },
};
const spec = {
    name: 'publish',
    usage: 'flotilla publish RESULT.json --to review|comment|issue|commit|pr|summary [--pr N | --issue N] [options]',
    summary: "Publish a RunResult without calling the model, exactly as the Action does: a pull-request review (one per head) and its sticky summary, a comment, an audit issue (created or updated), the agents' changes pushed (commit: onto the pull request's branch or a new one) or proposed in a new pull request (pr), or a job summary (appended to GITHUB_STEP_SUMMARY, else printed).",
    details: [
        'GitHub access: GITHUB_TOKEN (or GH_TOKEN), GITHUB_REPOSITORY and GITHUB_API_URL (default https://api.github.com).',
        "commit and pr push the result's results branch from the git checkout in the current directory to its origin remote.",
    ].join('\n'),
    options,
    positionals: { name: 'RESULT.json', description: 'The RunResult file to publish' },
};
const publishCommand = async (argv, io) => {
    const parsed = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .parseCommandArgs */ .Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.success;
    }
    const [file, ...extra] = parsed.positionals;
    if (!file || extra.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo('Give exactly one RunResult file.', `Usage: ${spec.usage}`);
    const target = parsed.options.to;
    if (!target)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo('Missing --to.', 'Expected --to review, comment, issue, commit, pr or summary.');
    const result = await (0,_results_run_result_io_js__WEBPACK_IMPORTED_MODULE_8__/* .readRunResult */ .vg)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, file));
    const redact = (0,_publish_redact_js__WEBPACK_IMPORTED_MODULE_10__/* .createRedactor */ .lY)((0,_config_environment_js__WEBPACK_IMPORTED_MODULE_2__/* .secretValues */ .VX)(io.env));
    if (target === 'summary') {
        const markdown = (0,_publish_job_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .renderJobSummary */ .q)(result, { redact });
        if (io.env.GITHUB_STEP_SUMMARY)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(io.env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
        else
            io.stdout(markdown);
        return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.success;
    }
    const github = githubFrom(io, parsed.options.repo);
    const number = (value, name) => value === undefined ? undefined : numberOption(value, name);
    const pullNumber = number(parsed.options.pr, '--pr');
    const threadNumber = pullNumber ?? number(parsed.options.issue, '--issue');
    await (0,_publish_publish_result_js__WEBPACK_IMPORTED_MODULE_7__/* .publishResult */ .v)({
        target: _publish_publish_result_js__WEBPACK_IMPORTED_MODULE_7__/* .publishTargets */ .s.find((name) => name === target) ?? 'none',
        github,
        git: (0,_platform_git_js__WEBPACK_IMPORTED_MODULE_4__/* .createGit */ .lD)(io.cwd, { env: (0,_config_environment_js__WEBPACK_IMPORTED_MODULE_2__/* .toolEnvironment */ .uQ)(io.env) }),
        result,
        redact,
        ...(pullNumber === undefined ? {} : { pullNumber }),
        ...(threadNumber === undefined ? {} : { threadNumber }),
        auditName: parsed.options['audit-name'] ?? 'flotilla audit',
        log: (line) => io.stdout(`${redact(line)}\n`),
    });
    return _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .yU.success;
};
function githubFrom(io, repository) {
    const token = io.env.GITHUB_TOKEN ?? io.env.GH_TOKEN;
    if (!token)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo('No GitHub token.', 'Set GITHUB_TOKEN (or GH_TOKEN) to a token that may write to the repository.');
    const fullName = repository ?? io.env.GITHUB_REPOSITORY ?? '';
    const [owner, repo, ...rest] = fullName.split('/');
    if (!owner || !repo || rest.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`Invalid repository '${fullName}'.`, 'Expected format {owner}/{repo}: give --repo or set GITHUB_REPOSITORY.');
    }
    return (0,_platform_github_js__WEBPACK_IMPORTED_MODULE_5__/* .createGitHubClient */ .LX)({
        token,
        apiUrl: io.env.GITHUB_API_URL ?? 'https://api.github.com',
        repository: { owner, repo },
        ...withProxy((0,_platform_proxy_js__WEBPACK_IMPORTED_MODULE_11__/* .proxyFromEnvironment */ .G)(io.env)),
    });
}
function withProxy(proxy) {
    return proxy ? { proxy } : {};
}
function numberOption(value, name) {
    const number = Number(value);
    if (value === undefined || !Number.isInteger(number) || number <= 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${name} needs a pull request or issue number${value === undefined ? '' : `, not '${value}'`}.`);
    }
    return number;
}


/***/ })

};
