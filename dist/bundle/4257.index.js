export const id = 4257;
export const ids = [4257];
export const modules = {

/***/ 16477:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zn: () => (/* binding */ watchCancellation),
/* harmony export */   cf: () => (/* binding */ signalExitCode),
/* harmony export */   el: () => (/* binding */ runStopSignal)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75841);


/**
 * SIGINT and SIGTERM cancel the run: the first one aborts it (agents stop, their process groups
 * are killed, worktrees finished, the partial result written and reported); a second one exits at
 * once with the signal's code, after `onForcedExit` (the synchronous part of the clean-up).
 * GitHub cancels a job with SIGINT, then SIGTERM about 7.5 s later.
 */
function watchCancellation(source, exit, onForcedExit = () => undefined) {
    const controller = new AbortController();
    let first;
    const handlers = new Map();
    for (const name of ['SIGINT', 'SIGTERM']) {
        const handler = () => {
            if (first === undefined) {
                first = name;
                controller.abort(new Error(`The run was cancelled (${name}).`));
                return;
            }
            onForcedExit();
            exit(signalExitCode(name));
        };
        handlers.set(name, handler);
        source.on(name, handler);
    }
    return {
        signal: controller.signal,
        received: () => first,
        dispose: () => {
            for (const [name, handler] of handlers)
                source.off(name, handler);
        },
    };
}
/** 128 + the signal's number, as a shell reports it: 130 for SIGINT, 143 for SIGTERM. */
function signalExitCode(signal) {
    return 128 + (node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals[signal] ?? 15);
}
/**
 * A run's stop signal: aborted when `timeoutSeconds` pass (a `timeout` limit) or when `cancel`
 * aborts (cancelled). `cancelled()` says whether a cancellation, not the time limit, stopped
 * it; `dispose()` stops watching both (a cancellation after that changes nothing).
 */
function runStopSignal(timeoutSeconds, cancel) {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .LimitError */ .oC('timeout', `The run reached its time limit (${timeoutSeconds} s).`)), timeoutSeconds * 1000);
    let cancelled = false;
    const onCancel = () => {
        cancelled = true;
        stop.abort(new Error('The run was cancelled.'));
    };
    if (cancel?.aborted)
        onCancel();
    cancel?.addEventListener('abort', onCancel, { once: true });
    return {
        signal: stop.signal,
        cancelled: () => cancelled,
        dispose: () => {
            clearTimeout(timer);
            cancel?.removeEventListener('abort', onCancel);
        },
    };
}


/***/ }),

/***/ 19654:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ takeSecretsFromProcess)
});

// EXTERNAL MODULE: ./build/tsc/src/config/environment.js
var environment = __webpack_require__(26994);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(75841);
;// CONCATENATED MODULE: ./build/tsc/src/platform/environ-block.js


const procSelf = {
    readStat: () => (0,external_node_fs_.readFileSync)('/proc/self/stat', 'utf8'),
    readEnviron: () => (0,external_node_fs_.readFileSync)('/proc/self/environ'),
    writeMemory: (address, bytes) => {
        const fd = (0,external_node_fs_.openSync)('/proc/self/mem', 'r+');
        try {
            (0,external_node_fs_.writeSync)(fd, bytes, 0, bytes.length, address);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    },
};
/**
 * Zeroes the values of `names` in this process's original environment block, then reads the
 * block again to check. Only the bytes of the values change, so the block keeps its layout and
 * libc sees the variables as empty. Copy every value you need before calling this.
 */
function wipeFromEnvironBlock(names, platform, access = procSelf) {
    if (platform !== 'linux')
        return { status: 'unsupported' };
    const wanted = new Set(names);
    if (wanted.size === 0)
        return { status: 'wiped', names: [] };
    let block;
    let envStart;
    try {
        envStart = environStart(access.readStat());
        block = access.readEnviron();
    }
    catch (error) {
        return { status: 'failed', reason: (0,errors/* errorMessage */.gJ)(error), names: [...wanted] };
    }
    const wiped = [];
    try {
        for (const entry of entries(block)) {
            if (!wanted.has(entry.name) || entry.valueLength === 0)
                continue;
            access.writeMemory(envStart + entry.valueOffset, Buffer.alloc(entry.valueLength));
            wiped.push(entry.name);
        }
        const left = entries(access.readEnviron()).filter((entry) => wanted.has(entry.name) && entry.valueLength > 0);
        if (left.length > 0)
            return {
                status: 'failed',
                reason: `still readable after the overwrite: ${left.map((entry) => entry.name).join(', ')}`,
                names: left.map((entry) => entry.name),
            };
    }
    catch (error) {
        return { status: 'failed', reason: (0,errors/* errorMessage */.gJ)(error), names: [...wanted] };
    }
    return { status: 'wiped', names: wiped };
}
/** Field 50 of /proc/self/stat (env_start), counted after the parenthesised command name. */
function environStart(stat) {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const value = Number(fields[50 - 3]);
    if (!Number.isSafeInteger(value) || value <= 0)
        throw new Error('/proc/self/stat has no env_start field (Linux 3.5 or later is needed)');
    return value;
}
function entries(block) {
    const found = [];
    let start = 0;
    while (start < block.length) {
        let end = block.indexOf(0, start);
        if (end === -1)
            end = block.length;
        const equals = block.indexOf(0x3d, start); // '='
        if (equals !== -1 && equals < end) {
            found.push({
                name: block.toString('utf8', start, equals),
                valueOffset: equals + 1,
                valueLength: end - equals - 1,
            });
        }
        start = end + 1;
    }
    return found;
}

;// CONCATENATED MODULE: ./build/tsc/src/app/hide-secrets.js


/**
 * Takes the secrets out of this process's reach for the processes it starts: copies the
 * environment (the entry point reads its secrets from the copy), overwrites the secret values in
 * the environment block the process was started with (`/proc/<pid>/environ`, readable by every
 * process of the same user), and deletes them from `process.env`. The OS sandbox goes further
 * (no view of this process at all); this is what can be done without it.
 */
function takeSecretsFromProcess(processEnv) {
    const env = { ...processEnv };
    const secretNames = Object.keys(env).filter((name) => {
        const reason = (0,environment/* removalReason */.z)(name, env[name]);
        return reason === 'secret' || reason === 'credential-family';
    });
    const wipe = wipeFromEnvironBlock(secretNames, process.platform);
    // Blanked values would read as ''; gone is clearer to any library that looks them up later.
    for (const name of secretNames)
        delete processEnv[name];
    return { env, wipe };
}


/***/ }),

/***/ 74257:
/***/ ((__webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _app_cancellation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16477);
/* harmony import */ var _app_hide_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19654);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62816);



// Agents' Bash must not find the API key or a token in /proc/<this pid>/environ.
const { env, wipe } = (0,_app_hide_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .takeSecretsFromProcess */ .i)(process.env);
if (wipe.status === 'failed')
    process.stderr.write(`flotilla: warning: could not hide ${wipe.names.join(', ')} from /proc/${process.pid}/environ; without the OS sandbox, commands of the same user may read them there.\n`);
const code = await (0,_main_js__WEBPACK_IMPORTED_MODULE_2__/* .main */ .iW)(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env,
    isTty: Boolean(process.stderr.isTTY),
    columns: process.stderr.columns,
    watchCancellation: () => (0,_app_cancellation_js__WEBPACK_IMPORTED_MODULE_0__/* .watchCancellation */ .Zn)(process, (code) => process.exit(code)),
    readStdin: async () => {
        const chunks = [];
        for await (const chunk of process.stdin)
            chunks.push(chunk);
        return Buffer.concat(chunks).toString('utf8');
    },
    selfCommand: {
        command: process.execPath,
        args: [...process.execArgv, ...(process.argv[1] ? [process.argv[1]] : [])],
    },
});
process.exitCode = code;

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 62816:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iW: () => (/* binding */ main)
/* harmony export */ });
/* unused harmony exports usage, reportError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75841);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85628);


const commands = {
    run: {
        summary: 'Run the lead agent (and its subagents) on a prompt',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7425), __webpack_require__.e(7659), __webpack_require__.e(6019), __webpack_require__.e(4899), __webpack_require__.e(2006), __webpack_require__.e(8026), __webpack_require__.e(602)]).then(__webpack_require__.bind(__webpack_require__, 60602))).runCommand,
    },
    demo: {
        summary: 'Run the bundled offline example end to end',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7425), __webpack_require__.e(7659), __webpack_require__.e(6019), __webpack_require__.e(4899), __webpack_require__.e(2006), __webpack_require__.e(8026), __webpack_require__.e(602), __webpack_require__.e(3036)]).then(__webpack_require__.bind(__webpack_require__, 63036))).demoCommand,
    },
    teammate: {
        summary: "Run one teammate of an agent team as its own process, through the team's files",
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7425), __webpack_require__.e(7659), __webpack_require__.e(6019), __webpack_require__.e(4899), __webpack_require__.e(2006), __webpack_require__.e(8026), __webpack_require__.e(602), __webpack_require__.e(6322)]).then(__webpack_require__.bind(__webpack_require__, 46322))).teammateCommand,
    },
    validate: {
        summary: 'Check agent definition files and report every problem',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7425), __webpack_require__.e(6019), __webpack_require__.e(4899), __webpack_require__.e(4680)]).then(__webpack_require__.bind(__webpack_require__, 14680))).validateCommand,
    },
    agents: {
        summary: 'List the effective agents, their sources and what each shadows',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7425), __webpack_require__.e(6019), __webpack_require__.e(4899), __webpack_require__.e(4076)]).then(__webpack_require__.bind(__webpack_require__, 4076))).agentsCommand,
    },
    matrix: {
        summary: 'Print the agents to run as a GitHub Actions matrix (JSON)',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7425), __webpack_require__.e(6019), __webpack_require__.e(4899), __webpack_require__.e(3283)]).then(__webpack_require__.bind(__webpack_require__, 83283))).matrixCommand,
    },
    merge: {
        summary: 'Combine RunResult files (matrix jobs) into one',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(3756)]).then(__webpack_require__.bind(__webpack_require__, 53756))).mergeCommand,
    },
    publish: {
        summary: 'Publish a RunResult as a review, comment, issue or job summary',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(5051), __webpack_require__.e(6019), __webpack_require__.e(2006), __webpack_require__.e(6947), __webpack_require__.e(9999)]).then(__webpack_require__.bind(__webpack_require__, 79999))).publishCommand,
    },
};
function usage() {
    const width = Math.max(...Object.keys(commands).map((name) => name.length));
    return [
        `flotilla ${_version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x} — run a repository's own agents headlessly`,
        '',
        'Usage: flotilla <command> [options]',
        '',
        'Commands:',
        ...Object.entries(commands).map(([name, entry]) => `  ${name.padEnd(width)}  ${entry.summary}`),
        '',
        'Run `flotilla <command> --help` for the options of a command.',
        '',
    ].join('\n');
}
async function main(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        io.stdout(usage());
        return name === undefined ? _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage : _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.success;
    }
    if (name === '--version' || name === '-v') {
        io.stdout(`${_version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.success;
    }
    const entry = commands[name];
    try {
        if (!entry)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`Unknown command '${name}'.`, `Commands: ${Object.keys(commands).join(', ')}.`);
        const command = await entry.load();
        return await command(rest, io);
    }
    catch (error) {
        return reportError(error, io);
    }
}
function reportError(error, io) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FlotillaError */ .wD) {
        // UserError, EnvironmentError and GitHub API errors carry what to do next.
        const hint = 'hint' in error && typeof error.hint === 'string' ? error.hint : '';
        io.stderr(`flotilla: ${error.message}\n${hint ? `  ${hint}\n` : ''}`);
        return error.exitCode;
    }
    io.stderr(`flotilla: internal error (a bug in Flotilla, please report it): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}\n`);
    if (error instanceof Error && error.stack)
        io.stderr(`${error.stack}\n`);
    return _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.internal;
}


/***/ }),

/***/ 26994:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   uQ: () => (/* binding */ toolEnvironment),
/* harmony export */   z: () => (/* binding */ removalReason)
/* harmony export */ });
/* unused harmony exports scrubbedEnvironment, nonInteractiveDefaults */
/**
 * The environment that tool subprocesses (Bash, hooks, MCP stdio servers) receive. This is the
 * only place that decides which variables reach them: an entry point reads `process.env` once
 * and passes it here; everything below receives the result.
 *
 * A variable is removed when its name belongs to a credential-carrying family (ANTHROPIC_*,
 * INPUT_* — Action inputs carry the API key —, the runner's ACTIONS_* tokens, cloud SDKs), when
 * its name says it holds a secret (…_TOKEN, …_SECRET, …_API_KEY, …_PASSWORD, …), when it lets a
 * subprocess steer later workflow steps (GITHUB_ENV, GITHUB_PATH, …), or when its value looks
 * like a credential whatever the name (a GitHub or Anthropic token, a URL with a password).
 */
/** Whole families removed by name prefix. */
const removedPrefixes = [
    'ANTHROPIC_',
    'CLAUDE_CODE_OAUTH',
    'INPUT_',
    'ACTIONS_',
    'AWS_',
    'AZURE_',
    'ARM_',
    'GOOGLE_',
    'GCP_',
    'GCLOUD_',
    'CLOUDSDK_AUTH_',
    'VAULT_',
];
/** Single names removed outright. */
const removedNames = new Set([
    'CLAUDE_CODE_OAUTH_TOKEN',
    // OTLP headers usually carry a telemetry vendor's API key.
    'OTEL_EXPORTER_OTLP_HEADERS',
    'OTEL_EXPORTER_OTLP_TRACES_HEADERS',
    'OTEL_EXPORTER_OTLP_METRICS_HEADERS',
    'OTEL_EXPORTER_OTLP_LOGS_HEADERS',
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'NPM_TOKEN',
    'NODE_AUTH_TOKEN',
    'SSH_AUTH_SOCK',
    // Workflow command files: writing to them sets environment variables, PATH entries, outputs
    // or state for the steps that run after Flotilla (e.g. NODE_OPTIONS=--require evil.js).
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY',
]);
/**
 * A name segment that says "secret": GITHUB_TOKEN, SECRET_KEY_BASE, DB_PASSWORD, OPENAI_API_KEY,
 * npm_config__authToken, AWS_SECRET_ACCESS_KEY, PGPASSWORD.
 */
const secretNamePattern = /(^|_)(TOKEN|TOKENS|SECRET|SECRETS|PASSWORD|PASSWD|PASS|API_?KEY|APIKEYS?|PRIVATE_?KEY|ACCESS_?KEY(_ID)?|SECRET_?KEY|CREDENTIALS?|AUTH|AUTH_?TOKEN|SESSION_?TOKEN|OAUTH|BEARER|COOKIE|SIGNING_?KEY|ENCRYPTION_?KEY|CLIENT_?SECRET|WEBHOOK_?URL|DSN|KEY)($|_)|AUTHTOKEN|PASSWORD$|^PG(PASSWORD|PASSFILE)$|_AUTH$|_PWD$/;
/** Values that are credentials whatever the variable is called. */
const secretValuePatterns = [
    /^(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/, // GitHub tokens
    /^sk-ant-[A-Za-z0-9_-]{10,}/, // Anthropic keys
    /^sk-[A-Za-z0-9_-]{20,}/, // OpenAI-style keys
    /^(xox[abposr]-)[A-Za-z0-9-]{10,}/, // Slack tokens
    /^(AKIA|ASIA)[A-Z0-9]{16}$/, // AWS access key ids
    /^npm_[A-Za-z0-9]{30,}/, // npm tokens
    /^glpat-[A-Za-z0-9_-]{20,}/, // GitLab tokens
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/, // PEM private keys
    /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/i, // URLs with a password
];
/** Values shorter than this are never reported by secretValues (redacting "1" would mangle text). */
const minimumSecretLength = 8;
/** Why a variable is kept from subprocesses, or undefined when it may pass. */
function removalReason(name, value) {
    const upper = name.toUpperCase();
    if (looksSecret(upper, value))
        return 'secret';
    if (removedNames.has(upper)) {
        return upper.startsWith('GITHUB_') && !upper.endsWith('_TOKEN') ? 'workflow-control' : 'secret';
    }
    if (removedPrefixes.some((prefix) => upper.startsWith(prefix)))
        return 'credential-family';
    return undefined;
}
function looksSecret(upperName, value) {
    // An Action input's name says what it is once the INPUT_ prefix is gone.
    const name = upperName.startsWith('INPUT_') ? upperName.slice('INPUT_'.length) : upperName;
    if (secretNamePattern.test(name) || name === 'CLAUDE_CODE_OAUTH_TOKEN')
        return true;
    if (value === undefined)
        return false;
    const trimmed = value.trim();
    return secretValuePatterns.some((pattern) => pattern.test(trimmed));
}
/**
 * The environment for tool subprocesses: `env` without credentials and runner control files.
 * Names listed in `passThrough` (exact, case-sensitive) are kept even when they would be removed
 * — the explicit opt-in for, say, an NPM_TOKEN a test suite needs.
 */
function scrubbedEnvironment(env, passThrough = []) {
    const keep = new Set(passThrough);
    const result = {};
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined)
            continue;
        if (keep.has(name) || removalReason(name, value) === undefined)
            result[name] = value;
    }
    return result;
}
/**
 * Defaults that keep tool subprocesses from waiting for a human (no one can answer in CI):
 * git never prompts for credentials, pagers never hold the terminal.
 */
const nonInteractiveDefaults = {
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    PAGER: 'cat',
};
/** scrubbedEnvironment plus nonInteractiveDefaults: what a ToolContext's `environment` should be. */
function toolEnvironment(env, passThrough = []) {
    return { ...scrubbedEnvironment(env, passThrough), ...nonInteractiveDefaults };
}
/**
 * The values of every variable classified as a secret (whether or not it was passed through),
 * longest first, for the redactor of published text and logs. Values shorter than 8 characters
 * are left out: redacting them would mangle ordinary text.
 */
function secretValues(env) {
    const values = new Set();
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || removalReason(name, value) !== 'secret')
            continue;
        const trimmed = value.trim();
        if (trimmed.length >= minimumSecretLength)
            values.add(trimmed);
        if (value.length >= minimumSecretLength)
            values.add(value);
    }
    return [...values].sort((a, b) => b.length - a.length);
}


/***/ }),

/***/ 75841:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gd: () => (/* binding */ InternalError),
/* harmony export */   eG: () => (/* binding */ EnvironmentError),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   me: () => (/* binding */ ModelError),
/* harmony export */   oC: () => (/* binding */ LimitError),
/* harmony export */   v4: () => (/* binding */ ToolError),
/* harmony export */   wD: () => (/* binding */ FlotillaError),
/* harmony export */   yU: () => (/* binding */ ExitCode),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/**
 * The error hierarchy. Every failure that reaches an entry point is one of these, so the entry
 * point can choose the exit code and the wording without guessing.
 *
 * - UserError: bad input or configuration; the message says what was wrong and the expected form.
 * - ModelError: the model API failed; carries status and request id, and whether a retry may help.
 * - LimitError: a configured limit (turns, budget, time) ended the work; never a success.
 * - EnvironmentError: git, a lock or the file system failed around the run.
 * - InternalError: a bug in Flotilla; the message says so.
 * - ToolError: thrown inside a tool; becomes an `is_error` tool result for the model, never a crash.
 */
const ExitCode = {
    success: 0,
    findings: 1,
    usage: 2,
    model: 3,
    limit: 4,
    /** A subagent failed, was killed by a limit, could not start, or its changes could not merge. */
    partial: 5,
    /** git, a lock or the file system failed under Flotilla (not a bug, not the model). */
    environment: 6,
    /** SIGINT (128 + 2); SIGTERM is 143. */
    cancelled: 130,
    internal: 70,
};
class FlotillaError extends Error {
    exitCode = ExitCode.internal;
    constructor(message, options) {
        super(message, options);
        this.name = new.target.name;
    }
}
/** An error whose message says what went wrong and whose hint says what to do about it. */
class HintedError extends FlotillaError {
    hint;
    constructor(message, hint, options) {
        super(message, options);
        this.hint = hint;
    }
}
class UserError extends HintedError {
    exitCode = ExitCode.usage;
}
class ModelError extends FlotillaError {
    details;
    exitCode = ExitCode.model;
    constructor(message, details, options) {
        super(message, options);
        this.details = details;
    }
}
/** git, a lock or the file system failed: the message names the command or path and what to do. */
class EnvironmentError extends HintedError {
    exitCode = ExitCode.environment;
}
class LimitError extends FlotillaError {
    limit;
    exitCode = ExitCode.limit;
    constructor(limit, message) {
        super(message);
        this.limit = limit;
    }
}
class InternalError extends FlotillaError {
    constructor(message, options) {
        super(`Internal error (a bug in Flotilla, please report it): ${message}`, options);
    }
}
class ToolError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ToolError';
    }
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 85628:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept in step with package.json by a test. */
const VERSION = '0.1.0';


/***/ })

};
