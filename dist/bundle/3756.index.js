export const id = 3756;
export const ids = [3756];
export const modules = {

/***/ 98877:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SU: () => (/* binding */ suggestionHint),
/* harmony export */   h0: () => (/* binding */ closestMatch)
/* harmony export */ });
/* unused harmony export editDistance */
/** "Did you mean …?" by edit distance, for tool names, keys, modes and colors. */
function editDistance(a, b) {
    if (a === b)
        return 0;
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}
/** Letters only, lowercase: `max_turns`, `max-turns` and `MaxTurns` all become `maxturns`. */
function fold(text) {
    return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}
/**
 * The candidate closest to `word`, or undefined when none is close enough. Spelling variants
 * (case, `-`, `_`) match first; otherwise the edit distance must be at most a third of the
 * word's length (at least 1, at most 3), so that unrelated words are not suggested.
 */
function closestMatch(word, candidates) {
    const folded = fold(word);
    const variant = candidates.find((candidate) => fold(candidate) === folded);
    if (variant !== undefined)
        return variant;
    const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return bestDistance <= limit ? best : undefined;
}
/** `Did you mean 'Grep'? ` followed by the list of alternatives. */
function suggestionHint(word, candidates, listLabel) {
    const match = closestMatch(word, candidates);
    const list = `${listLabel}: ${candidates.join(', ')}.`;
    return match === undefined ? list : `Did you mean '${match}'? ${list}`;
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

/***/ 53756:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75841);
/* harmony import */ var _results_merge_results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34002);
/* harmony import */ var _results_run_result_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13969);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35904);





const options = {
    output: {
        type: 'string',
        short: 'o',
        valueName: 'FILE',
        description: 'Write the merged RunResult here (default: print it)',
    },
};
const spec = {
    name: 'merge',
    usage: 'flotilla merge RESULT.json… [--output FILE]',
    summary: 'Combine the RunResult files of matrix jobs into one: agents and changes concatenated, findings merged and deduplicated, usage and cost summed, the worst conclusion kept.',
    options,
    positionals: { name: 'RESULT.json…', description: 'RunResult files (results.json of each job)' },
};
const mergeCommand = async (argv, io) => {
    const parsed = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Q)(spec, argv);
    if (parsed.help) {
        io.stdout(parsed.text);
        return _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.success;
    }
    if (parsed.positionals.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('No RunResult files given.', 'Usage: flotilla merge RESULT.json… [--output FILE]');
    }
    const files = parsed.positionals.map((file) => node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, file));
    const merged = (0,_results_merge_results_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeResults */ .n0)(await Promise.all(files.map((file) => (0,_results_run_result_io_js__WEBPACK_IMPORTED_MODULE_3__/* .readRunResult */ .vg)(file))));
    if (parsed.options.output) {
        const target = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, parsed.options.output);
        await (0,_results_run_result_io_js__WEBPACK_IMPORTED_MODULE_3__/* .writeRunResult */ .cb)(target, merged);
        io.stderr(`Merged ${files.length} results (${merged.findings.length} findings, ${merged.conclusion}) into ${target}\n`);
    }
    else {
        io.stdout(`${JSON.stringify(merged, null, 2)}\n`);
    }
    return _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .yU.success;
};


/***/ }),

/***/ 73285:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _4: () => (/* binding */ dedupeFindings),
/* harmony export */   n9: () => (/* binding */ splitAgents),
/* harmony export */   sA: () => (/* binding */ normalizeTitle)
/* harmony export */ });
/* unused harmony exports similarTitles, compareFindings */
/* harmony import */ var _finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2668);

/**
 * Several agents often report the same problem. Two findings are duplicates when they point at the
 * same path, side and line and their titles are similar:
 * - equal after normalisation (case, punctuation and spacing ignored), or
 * - sharing most of their words: |A ∩ B| / min(|A|, |B|) ≥ 0.8 with at least two words on each
 *   side, or Jaccard |A ∩ B| / |A ∪ B| ≥ 0.6 (stop words such as "the", "in" not counted).
 * Of duplicates, the most severe is kept (the first reported among equals); the agents that
 * reported it are all named in its `agent` field, comma-separated.
 * Order: severity (critical first), then path, line, start line, title; stable otherwise.
 */
const stopWords = new Set([
    'a',
    'an',
    'the',
    'of',
    'in',
    'on',
    'at',
    'to',
    'for',
    'is',
    'be',
    'and',
    'or',
    'this',
    'that',
    'with',
]);
function normalizeTitle(title) {
    return title
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
function titleWords(title) {
    return new Set(normalizeTitle(title)
        .split(' ')
        .filter((word) => word && !stopWords.has(word)));
}
function similarTitles(a, b) {
    if (normalizeTitle(a) === normalizeTitle(b))
        return true;
    const wordsA = titleWords(a);
    const wordsB = titleWords(b);
    if (wordsA.size === 0 || wordsB.size === 0)
        return false;
    let shared = 0;
    for (const word of wordsA)
        if (wordsB.has(word))
            shared++;
    const smaller = Math.min(wordsA.size, wordsB.size);
    const union = wordsA.size + wordsB.size - shared;
    return (smaller >= 2 && shared / smaller >= 0.8) || shared / union >= 0.6;
}
function compareFindings(a, b) {
    return ((0,_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(a.severity) - (0,_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(b.severity) ||
        compareText(a.path, b.path) ||
        a.line - b.line ||
        (a.start_line ?? a.line) - (b.start_line ?? b.line) ||
        compareText(a.title, b.title));
}
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function splitAgents(agent) {
    return agent
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
}
function dedupeFindings(findings) {
    // Array.prototype.sort is stable: equal findings keep their reported order.
    const ordered = [...findings].sort(compareFindings);
    const kept = [];
    const byLocation = new Map();
    for (const finding of ordered) {
        const location = `${finding.side ?? 'RIGHT'}\u0000${finding.path}\u0000${finding.line}`;
        const candidates = byLocation.get(location) ?? [];
        // Findings arrive most severe first, so the one already kept is the one to keep.
        const duplicateOf = candidates.find((entry) => similarTitles(entry.finding.title, finding.title));
        if (duplicateOf) {
            for (const agent of splitAgents(finding.agent)) {
                if (!duplicateOf.agents.includes(agent))
                    duplicateOf.agents.push(agent);
            }
            continue;
        }
        const entry = { finding, agents: splitAgents(finding.agent) };
        candidates.push(entry);
        byLocation.set(location, candidates);
        kept.push(entry);
    }
    return kept.map(({ finding, agents }) => ({ ...finding, agent: agents.join(', ') }));
}


/***/ }),

/***/ 2668:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ reachesSeverity),
/* harmony export */   $f: () => (/* binding */ findingSchema),
/* harmony export */   gO: () => (/* binding */ severities),
/* harmony export */   kR: () => (/* binding */ reportedFindingSchema),
/* harmony export */   qs: () => (/* binding */ severityRank)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41514);

const severities = ['critical', 'high', 'medium', 'low', 'info'];
/** Lower is more severe. */
function severityRank(severity) {
    return severities.indexOf(severity);
}
/** Whether any finding is at least as severe as `threshold`. */
function reachesSeverity(findings, threshold) {
    return findings.some((finding) => severityRank(finding.severity) <= severityRank(threshold));
}
/** One finding as an agent reports it through the ReportFindings tool (DESIGN §8). */
const reportedFindingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).describe('File path relative to the repository root'),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().describe('Last (or only) line the finding is about'),
    start_line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional().describe('First line of a multi-line range'),
    side: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['RIGHT', 'LEFT'])
        .optional()
        .describe('RIGHT (default): the new file; LEFT: the old'),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(severities),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(300),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .optional()
        .describe('Replacement text for lines start_line..line (becomes a GitHub suggestion block)'),
});
/** A finding as stored in a RunResult: the reporting agent is recorded by the runner. */
const findingSchema = reportedFindingSchema.extend({
    agent: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});


/***/ }),

/***/ 34002:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n0: () => (/* binding */ mergeResults)
/* harmony export */ });
/* unused harmony exports conclusionSeverity, worstConclusion */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75841);
/* harmony import */ var _dedupe_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73285);
/* harmony import */ var _run_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3428);



/**
 * Combines the RunResults of a matrix of jobs (one agent each) into one, to publish once.
 *
 * - agents and changes: concatenated in the order of the inputs;
 * - findings: concatenated, then deduplicated (see dedupe-findings.ts);
 * - usage and cost: summed; started_at: the earliest; duration_ms: the longest (jobs run in
 *   parallel, so the sum would overstate the wall-clock time);
 * - conclusion: the worst, in the order of `conclusionSeverity` below;
 * - final_text and error: the non-empty ones, joined; review: dropped (it belongs to one job).
 */
/**
 * Worst first (DESIGN §8): error > cancelled > limit > partial > findings > success.
 */
const conclusionSeverity = [
    'error',
    'cancelled',
    'timeout',
    'budget',
    'max_turns',
    'partial',
    'findings',
    'success',
];
function worstConclusion(conclusions) {
    let worst = 'success';
    for (const conclusion of conclusions) {
        if (conclusionSeverity.indexOf(conclusion) < conclusionSeverity.indexOf(worst)) {
            worst = conclusion;
        }
    }
    return worst;
}
function mergeResults(results) {
    const first = results[0];
    if (!first) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo('There are no results to merge.', 'Pass one or more RunResult JSON files, e.g. `flotilla merge results/*.json`.');
    }
    const errors = results.map((result) => result.error).filter((error) => !!error);
    const finalTexts = results.map((result) => result.final_text.trim()).filter(Boolean);
    const merged = {
        version: _run_result_js__WEBPACK_IMPORTED_MODULE_2__/* .RUN_RESULT_VERSION */ .Rw,
        conclusion: worstConclusion(results.map((result) => result.conclusion)),
        run_id: results.map((result) => result.run_id).find(Boolean) ?? '',
        started_at: earliest(results.map((result) => result.started_at)),
        duration_ms: Math.max(...results.map((result) => result.duration_ms)),
        final_text: finalTexts.join('\n\n---\n\n'),
        agents: results.flatMap((result) => result.agents),
        findings: (0,_dedupe_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .dedupeFindings */ ._4)(results.flatMap((result) => result.findings)),
        changes: results.flatMap((result) => result.changes),
        incomplete: results.flatMap((result) => result.incomplete),
        usage: {
            input_tokens: sum(results.map((result) => result.usage.input_tokens)),
            output_tokens: sum(results.map((result) => result.usage.output_tokens)),
            cache_creation_input_tokens: sum(results.map((result) => result.usage.cache_creation_input_tokens)),
            cache_read_input_tokens: sum(results.map((result) => result.usage.cache_read_input_tokens)),
        },
        cost_usd: roundUsd(sum(results.map((result) => result.cost_usd))),
    };
    if (errors.length)
        merged.error = errors.join('\n');
    return merged;
}
function sum(values) {
    return values.reduce((total, value) => total + value, 0);
}
/** Float sums drift (0.1 + 0.2); a millionth of a dollar is precise enough. */
function roundUsd(value) {
    return Math.round(value * 1e6) / 1e6;
}
function earliest(timestamps) {
    let best = timestamps[0] ?? '';
    let bestTime = Date.parse(best);
    for (const timestamp of timestamps.slice(1)) {
        const time = Date.parse(timestamp);
        const earlier = Number.isNaN(bestTime)
            ? !Number.isNaN(time) || timestamp < best
            : !Number.isNaN(time) && time < bestTime;
        if (earlier) {
            best = timestamp;
            bestTime = time;
        }
    }
    return best;
}


/***/ }),

/***/ 13969:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cb: () => (/* binding */ writeRunResult),
/* harmony export */   vg: () => (/* binding */ readRunResult)
/* harmony export */ });
/* unused harmony exports parseRunResult, runResultJsonSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75841);
/* harmony import */ var _run_result_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3428);





/**
 * RunResult files: read and validated with the zod schema (a bad file names itself and every bad
 * field), written atomically (temp file, fsync, rename) so a reader never sees half a file.
 */
async function readRunResult(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Result file '${file}' does not exist.`, 'Pass the path of a RunResult JSON file written by `flotilla run` (or the action).');
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Cannot read result file '${file}': ${error.message}`);
    }
    return parseRunResult(text, file);
}
/** Parses and validates RunResult JSON text; `source` names it in errors (a file, "stdin"). */
function parseRunResult(text, source) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Result file '${source}' is not valid JSON: ${error.message}`, 'A RunResult file is the JSON object written by `flotilla run --output DIR` or the action.');
    }
    if (data && typeof data === 'object' && 'version' in data) {
        const version = data.version;
        if (version !== _run_result_js__WEBPACK_IMPORTED_MODULE_3__/* .RUN_RESULT_VERSION */ .Rw) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Result file '${source}' has version ${JSON.stringify(version)}; this Flotilla reads version "${_run_result_js__WEBPACK_IMPORTED_MODULE_3__/* .RUN_RESULT_VERSION */ .Rw}".`, 'Use the same Flotilla version for the run and for merge/publish.');
        }
    }
    const parsed = _run_result_js__WEBPACK_IMPORTED_MODULE_3__/* .runResultSchema */ .sp.safeParse(data);
    if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => `  - ${formatPath(issue.path)}: ${issue.message}${describeValue(data, issue.path)}`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Result file '${source}' is not a valid RunResult:\n${problems.join('\n')}`, 'The expected form is the JSON Schema in schema/run-result.schema.json.');
    }
    return parsed.data;
}
async function writeRunResult(file, result) {
    const parsed = _run_result_js__WEBPACK_IMPORTED_MODULE_3__/* .runResultSchema */ .sp.safeParse(result);
    if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InternalError */ .Gd(`refusing to write an invalid RunResult to '${file}': ${fields.join('; ')}`);
    }
    const directory = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(directory, { recursive: true });
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_1__.join(directory, `.${node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(temporary, 'w');
        try {
            await handle.writeFile(`${JSON.stringify(parsed.data, null, 2)}\n`, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temporary, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temporary, { force: true });
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Cannot write result file '${file}': ${error.message}`);
    }
    return parsed.data;
}
/** The JSON Schema published as schema/run-result.schema.json (the shape of a written file). */
function runResultJsonSchema() {
    const schema = z.toJSONSchema(runResultSchema, { target: 'draft-2020-12', io: 'output' });
    return {
        $schema: schema.$schema,
        title: 'Flotilla RunResult',
        description: `The result of one Flotilla run (version ${RUN_RESULT_VERSION}): agents, findings, changes, usage and cost.`,
        ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
    };
}
function formatPath(segments) {
    if (segments.length === 0)
        return '(the whole file)';
    let text = '';
    for (const segment of segments) {
        text += typeof segment === 'number' ? `[${segment}]` : `${text ? '.' : ''}${String(segment)}`;
    }
    return text;
}
function describeValue(data, segments) {
    let value = data;
    for (const segment of segments) {
        if (value === null || typeof value !== 'object')
            return '';
        value = value[segment];
    }
    if (value === undefined)
        return ' (missing)';
    const shown = JSON.stringify(value) ?? String(value);
    return ` (got ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown})`;
}


/***/ }),

/***/ 3428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rw: () => (/* binding */ RUN_RESULT_VERSION),
/* harmony export */   sp: () => (/* binding */ runResultSchema)
/* harmony export */ });
/* unused harmony exports conclusions, usageSchema, agentStatuses, agentRunSchema, changeSchema, incompleteAgentSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41514);
/* harmony import */ var _tools_todo_write_tool_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80259);
/* harmony import */ var _finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2668);



const RUN_RESULT_VERSION = '1';
const conclusions = [
    'success',
    'findings',
    'partial',
    'cancelled',
    'max_turns',
    'budget',
    'timeout',
    'error',
];
const usageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    input_tokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    output_tokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    cache_creation_input_tokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    cache_read_input_tokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    /** Searches the API's web search tool ran; absent when none. */
    web_search_requests: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().optional(),
});
const agentStatuses = [
    'completed',
    'failed',
    'killed',
    'max_turns',
    'budget',
    'timeout',
];
const agentRunSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    agent_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** The model id the agent ran on (after alias resolution). */
    model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(agentStatuses),
    turns: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    tool_uses: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().default(0),
    usage: usageSchema,
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nonnegative().default(0),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nonnegative(),
    worktree: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    branch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /**
     * The agent's last text when it reported no findings with ReportFindings: what it wrote is
     * kept (publishers show it under the agent's name), never dropped.
     */
    unreported_text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** Killed by a TaskStop the lead chose: the run does not count it as unfinished. */
    stopped_by_lead: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
    /** The agent's todo list as its last TodoWrite left it. */
    todos: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_tools_todo_write_tool_js__WEBPACK_IMPORTED_MODULE_0__/* .todoItemSchema */ .z).optional(),
    /** When the agent started and ended (ISO 8601): the run's timeline (a Mermaid gantt chart). */
    started_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    ended_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** When it waited at the end of a turn for input: the lead, for its background agents. */
    waits: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ started_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), duration_ms: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nonnegative() }))
        .optional(),
});
const changeSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    agent: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    branch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    files: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    conflict: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
});
/**
 * One agent that did not finish its work, and why, in one line: the agents that make a run
 * `partial` (or worse). A TaskStop the lead chose is not listed.
 */
const incompleteAgentSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    agent_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n([...agentStatuses, 'not_started', 'not_merged']),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const runResultSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(RUN_RESULT_VERSION),
    conclusion: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(conclusions),
    /** Unique per run (re-runs of one workflow run get new ids); names the results branch. */
    run_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().default(''),
    started_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nonnegative(),
    /** The lead's final answer. */
    final_text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().default(''),
    /** The lead's answer as JSON matching `--json-schema` (input `json_schema`), when one was given. */
    structured_output: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
    /** The session (an earlier run's run_id) this run resumed with `--resume` / `--continue`. */
    resumed_from: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    agents: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(agentRunSchema),
    findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .findingSchema */ .$f),
    changes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(changeSchema),
    /** The agents that did not finish, one line each; non-empty makes the run at least `partial`. */
    incomplete: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(incompleteAgentSchema).default([]),
    /** The branch holding every agent's merged changes (flotilla/results-<run_id>), if any. */
    results_branch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    usage: usageSchema,
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nonnegative(),
    review: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ url: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), id: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() }).optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});


/***/ }),

/***/ 75440:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uO: () => (/* binding */ defineTool),
/* harmony export */   z$: () => (/* binding */ toolDeclaration)
/* harmony export */ });
/* unused harmony export toolInputJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98439);

function defineTool(tool) {
    return tool;
}
const jsonSchemas = new WeakMap();
const declarations = new WeakMap();
/**
 * How a tool is declared in a request: a server tool's own declaration, else name, description
 * and schema. One object per tool: the agents of a run share their file and shell tools, and
 * what is measured of a declaration (its length, for the cache breakpoints) is measured once.
 */
function toolDeclaration(tool) {
    let declaration = declarations.get(tool);
    if (!declaration) {
        declaration = tool.serverTool ?? {
            name: tool.name,
            description: tool.description,
            input_schema: toolInputJsonSchema(tool),
        };
        declarations.set(tool, declaration);
    }
    return declaration;
}
/** The JSON Schema sent to the model for a tool's input; made once per schema (zod's conversion is slow). */
function toolInputJsonSchema(tool) {
    if (tool.inputJsonSchema)
        return tool.inputJsonSchema;
    const cached = jsonSchemas.get(tool.inputSchema);
    if (cached)
        return cached;
    const schema = zod__WEBPACK_IMPORTED_MODULE_0__/* .toJSONSchema */ .bl(tool.inputSchema, { target: 'draft-7', io: 'input' });
    delete schema.$schema;
    const result = { ...schema, type: 'object' };
    jsonSchemas.set(tool.inputSchema, result);
    return result;
}


/***/ }),

/***/ 80259:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ todoWriteTool),
/* harmony export */   z: () => (/* binding */ todoItemSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41514);
/* harmony import */ var _define_tool_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75440);


/** One item of an agent's todo list, with Claude Code's field names. */
const todoItemSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    content: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('What is to be done, in the imperative ("Run the tests")'),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['pending', 'in_progress', 'completed']),
    activeForm: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .min(1)
        .describe('The same while it is under way, shown in progress ("Running the tests")'),
});
const todoWriteInput = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    todos: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(todoItemSchema).describe('The updated todo list (it replaces the whole list)'),
});
/**
 * Claude Code's TodoWrite: the agent keeps a list of its steps. Each call replaces the list; the
 * run shows it in the progress display and keeps the last one in the transcript and RunResult.
 */
const todoWriteTool = (0,_define_tool_js__WEBPACK_IMPORTED_MODULE_0__/* .defineTool */ .uO)({
    name: 'TodoWrite',
    kind: 'coordination',
    description: [
        'Keeps your todo list for this task: pass the whole updated list each time (it replaces the previous one).',
        '- Use it for work of three or more steps; skip it for a single simple step.',
        '- Mark an item in_progress before starting it (one at a time) and completed as soon as it is done.',
        "- The list is shown in the run's progress and kept in its result.",
    ].join('\n'),
    inputSchema: todoWriteInput,
    run(input, context) {
        context.onTodos?.(input.todos);
        const done = input.todos.filter((todo) => todo.status === 'completed').length;
        return Promise.resolve(`Todo list updated (${done} of ${input.todos.length} completed). Keep it current as you work: mark each item completed when done and proceed with the next.`);
    },
});


/***/ })

};
