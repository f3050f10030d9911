export const id = 2006;
export const ids = [2006];
export const modules = {

/***/ 65538:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ proxyFromEnvironment),
/* harmony export */   i: () => (/* binding */ proxiedFetch)
/* harmony export */ });
/** The proxy variables of an environment the entry point read, or undefined when none is set. */
function proxyFromEnvironment(env) {
    const pick = (name) => env[name]?.trim() || env[name.toLowerCase()]?.trim() || undefined;
    const httpProxy = pick('HTTP_PROXY');
    const httpsProxy = pick('HTTPS_PROXY');
    const noProxy = pick('NO_PROXY');
    if (!httpProxy && !httpsProxy)
        return undefined;
    return {
        ...(httpProxy ? { httpProxy } : {}),
        ...(httpsProxy ? { httpsProxy } : {}),
        ...(noProxy ? { noProxy } : {}),
    };
}
/**
 * A fetch that sends its requests through the proxy (NO_PROXY hosts directly). An https proxy
 * setting alone serves http requests too, as @actions/http-client does. undici (about 0.9 MB of
 * code) loads on the first request, so a run without a proxy never compiles it.
 */
function proxiedFetch(settings) {
    let proxied;
    const load = async () => {
        const undici = await __webpack_require__.e(/* import() */ 6752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19));
        const dispatcher = new undici.EnvHttpProxyAgent({
            ...((settings.httpProxy ?? settings.httpsProxy)
                ? { httpProxy: settings.httpProxy ?? settings.httpsProxy }
                : {}),
            ...(settings.httpsProxy ? { httpsProxy: settings.httpsProxy } : {}),
            // '' rather than absent: absent would make undici read NO_PROXY from process.env itself.
            noProxy: settings.noProxy ?? '',
        });
        return { dispatcher, send: undici.fetch };
    };
    return (async (input, init) => {
        const { dispatcher, send } = await (proxied ??= load());
        return send(input, { ...init, dispatcher });
    });
}


/***/ }),

/***/ 13025:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L4: () => (/* binding */ incompleteLine),
/* harmony export */   kl: () => (/* binding */ renderIncompleteSection),
/* harmony export */   uE: () => (/* binding */ renderUnreportedSection),
/* harmony export */   zu: () => (/* binding */ renderAgentNotes)
/* harmony export */ });
/* unused harmony export MAX_UNREPORTED_CHARS */
/* harmony import */ var _results_one_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31920);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79843);


/**
 * What the publishers say about agents beyond their findings: the agents that did not finish
 * (one line each: agent — status — reason) and the final text of agents that reported nothing
 * with ReportFindings, under each agent's name, so neither is ever dropped.
 */
/** Longest unreported text shown in a published body; the rest is in the RunResult file. */
const MAX_UNREPORTED_CHARS = 4000;
/** `agent — status — reason` for one incomplete agent, flattened to a single line. */
function incompleteLine(agent) {
    const name = agent.name === agent.agent_id ? agent.name : `${agent.name} (${agent.agent_id})`;
    return `${name} — ${agent.status} — ${(0,_results_one_line_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(agent.reason)}`;
}
/** A Markdown section listing the agents that did not finish, or '' when all did. */
function renderIncompleteSection(result, heading = '###') {
    if (!result.incomplete.length)
        return '';
    const lines = result.incomplete.map((agent) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeComments */ .g9)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(incompleteLine(agent), 500, '…'))}`);
    return [`${heading} Agents that did not finish (${result.incomplete.length})`, '', ...lines].join('\n');
}
/**
 * A Markdown section with each agent's unreported final text in a fence (so it cannot inject
 * markup), cut at `maxChars` with a pointer to where the whole text is; '' when there is none.
 */
function renderUnreportedSection(result, options) {
    const agents = result.agents.filter((agent) => agent.unreported_text?.trim());
    if (!agents.length)
        return '';
    const max = options.maxChars ?? MAX_UNREPORTED_CHARS;
    const heading = options.heading ?? '###';
    const parts = [`${heading} What agents said without reporting findings`];
    for (const agent of agents) {
        const whole = agent.unreported_text.trim();
        const cut = whole.length > max;
        const block = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeBlock */ .DV)(cut ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(whole, max, '\n…') : whole, 'text');
        const note = cut
            ? `\n\n_Cut at ${max} of ${whole.length} characters; the whole text is in ${options.pointer}._`
            : '';
        parts.push(`**${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inlineCode */ .ti)(agent.name)}**\n\n${block}${note}`);
    }
    return parts.join('\n\n');
}
/** Both sections, for the bodies posted to GitHub (review, fallback, audit issue). */
function renderAgentNotes(result, pointer) {
    return [
        renderIncompleteSection(result, '####'),
        renderUnreportedSection(result, { pointer, heading: '####' }),
    ]
        .filter(Boolean)
        .join('\n\n');
}


/***/ }),

/***/ 52415:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ renderJobSummary)
});

// EXTERNAL MODULE: ./build/tsc/src/results/finding.js
var finding = __webpack_require__(2668);
// EXTERNAL MODULE: ./build/tsc/src/results/dedupe-findings.js
var dedupe_findings = __webpack_require__(73285);
// EXTERNAL MODULE: ./build/tsc/src/publish/agent-notes.js
var agent_notes = __webpack_require__(13025);
;// CONCATENATED MODULE: ./build/tsc/src/publish/run-timeline.js
/** More bars than this and a chart stops being read at a glance: the rest are counted. */
const maxAgents = 40;
/**
 * The run as a Mermaid gantt chart (GitHub renders Mermaid in job summaries and Markdown files):
 * one section per agent with its run as a bar (turns in the label; done, or crit when it did not
 * complete) and the times it waited for input at the end of a turn (the lead waiting for its
 * background agents) as `active` bars. Times are Unix milliseconds (`dateFormat x`): the axis
 * shows the wall clock in the reader's time zone. Undefined when no agent has a recorded start.
 */
function renderRunTimeline(result) {
    const timed = result.agents.filter((agent) => agent.started_at !== undefined && agent.ended_at !== undefined);
    if (timed.length === 0)
        return undefined;
    const at = (iso) => Date.parse(iso);
    const lines = ['```mermaid', 'gantt', '  dateFormat x', '  axisFormat %H:%M:%S'];
    timed.slice(0, maxAgents).forEach((agent, index) => {
        const start = at(agent.started_at);
        const end = Math.max(start + 1, at(agent.ended_at));
        const tag = agent.status === 'completed' ? 'done' : 'crit';
        const turns = `${agent.turns} turn${agent.turns === 1 ? '' : 's'}`;
        lines.push(`  section ${label(agent.name)}`);
        lines.push(`  ${label(`${agent.status}, ${turns}`)} :${tag}, a${index}, ${start}, ${end}`);
        (agent.waits ?? []).forEach((wait, waitIndex) => {
            const waitStart = at(wait.started_at);
            const waitEnd = Math.max(waitStart + 1, waitStart + Math.round(wait.duration_ms));
            lines.push(`  waiting :active, a${index}w${waitIndex}, ${waitStart}, ${waitEnd}`);
        });
    });
    lines.push('```');
    const more = timed.length - maxAgents;
    if (more > 0)
        lines.push('', `…and ${more} more agents in the result file.`);
    return lines.join('\n');
}
/** Text Mermaid reads as part of a gantt line (`:` ends a label, `#` and `;` start others). */
function label(text) {
    const flat = text
        .replace(/[\r\n:#;`]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return (flat || 'agent').slice(0, 60);
}

// EXTERNAL MODULE: ./build/tsc/src/publish/redact.js
var publish_redact = __webpack_require__(20391);
// EXTERNAL MODULE: ./build/tsc/src/publish/markdown.js
var markdown = __webpack_require__(79843);
;// CONCATENATED MODULE: ./build/tsc/src/publish/job-summary.js






/**
 * The job summary ($GITHUB_STEP_SUMMARY): one row per agent, findings by severity, the conclusion.
 * A pure function; the text is redacted (default: token shapes) before it is returned.
 */
/** GitHub accepts up to 1 MiB per step summary; stay well below with the findings list. */
const maxFindingRows = 200;
const conclusionText = {
    success: '✅ success',
    findings: '⚠️ findings',
    partial: '⚠️ partial: some agents did not finish',
    cancelled: '⛔ cancelled',
    max_turns: '⛔ stopped: turn limit reached',
    budget: '⛔ stopped: budget reached',
    timeout: '⛔ stopped: time limit reached',
    error: '❌ error',
};
function renderJobSummary(result, options = {}) {
    const lines = [`## ${options.title ?? 'Flotilla'}`, ''];
    lines.push(`**Conclusion:** ${conclusionText[result.conclusion]}`);
    if (result.error)
        lines.push('', `**Error:** ${(0,markdown/* tableCell */.xR)(result.error, 1000)}`);
    if (result.review)
        lines.push('', `**Review:** ${result.review.url}`);
    const incomplete = (0,agent_notes/* renderIncompleteSection */.kl)(result);
    if (incomplete)
        lines.push('', incomplete);
    lines.push('', '### Agents', '');
    lines.push('| Agent | Status | Findings | Turns | Tokens (in / out / cache read) | Cost | Duration |');
    lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
    for (const agent of result.agents) {
        const findings = result.findings.filter((finding) => (0,dedupe_findings/* splitAgents */.n9)(finding.agent).includes(agent.name)).length;
        const tokens = `${(0,markdown/* formatCount */.B4)(agent.usage.input_tokens)} / ${(0,markdown/* formatCount */.B4)(agent.usage.output_tokens)} / ${(0,markdown/* formatCount */.B4)(agent.usage.cache_read_input_tokens)}`;
        const status = agent.error ? `${agent.status}: ${(0,markdown/* tableCell */.xR)(agent.error, 120)}` : agent.status;
        lines.push(`| ${(0,markdown/* tableCell */.xR)(agent.name, 80)} | ${status} | ${findings} | ${agent.turns} | ${tokens} | ${(0,markdown/* formatUsd */.UK)(agent.cost_usd)} | ${(0,markdown/* formatDuration */.a3)(agent.duration_ms)} |`);
    }
    const usage = result.usage;
    const turns = result.agents.reduce((total, agent) => total + agent.turns, 0);
    lines.push(`| **Total** | ${result.conclusion} | ${result.findings.length} | ${turns} | ${(0,markdown/* formatCount */.B4)(usage.input_tokens)} / ${(0,markdown/* formatCount */.B4)(usage.output_tokens)} / ${(0,markdown/* formatCount */.B4)(usage.cache_read_input_tokens)} | ${(0,markdown/* formatUsd */.UK)(result.cost_usd)} | ${(0,markdown/* formatDuration */.a3)(result.duration_ms)} |`);
    const timeline = renderRunTimeline(result);
    if (timeline)
        lines.push('', '### Timeline', '', timeline);
    const counts = (0,markdown/* countBySeverity */.Ot)(result.findings);
    lines.push('', '### Findings by severity', '', '| Severity | Count |', '| --- | ---: |');
    for (const severity of finding/* severities */.gO)
        lines.push(`| ${(0,markdown/* severityLabel */.yi)(severity)} | ${counts[severity]} |`);
    if (result.findings.length) {
        lines.push('', '### Findings', '', '| Severity | Location | Title | Agent |', '| --- | --- | --- | --- |');
        for (const finding of result.findings.slice(0, maxFindingRows)) {
            lines.push(`| ${(0,markdown/* severityLabel */.yi)(finding.severity)} | ${(0,markdown/* inlineCode */.ti)((0,markdown/* tableCell */.xR)((0,markdown/* formatLocation */.j$)(finding), 150))} | ${(0,markdown/* tableCell */.xR)(finding.title)} | ${(0,markdown/* tableCell */.xR)(finding.agent, 60)} |`);
        }
        const more = result.findings.length - maxFindingRows;
        if (more > 0)
            lines.push('', `…and ${more} more in the result file.`);
    }
    if (result.changes.length) {
        lines.push('', '### Changes', '', '| Agent | Branch | Commit | Files |', '| --- | --- | --- | ---: |');
        for (const change of result.changes) {
            const conflict = change.conflict ? ' (conflict)' : '';
            lines.push(`| ${(0,markdown/* tableCell */.xR)(change.agent, 80)} | ${(0,markdown/* inlineCode */.ti)((0,markdown/* tableCell */.xR)(change.branch, 120))}${conflict} | ${(0,markdown/* inlineCode */.ti)(change.commit.slice(0, 12))} | ${change.files.length} |`);
        }
    }
    const run = [
        result.run_id ? `Run id: ${(0,markdown/* inlineCode */.ti)(result.run_id)}` : '',
        result.results_branch ? `results branch: ${(0,markdown/* inlineCode */.ti)(result.results_branch)}` : '',
    ].filter(Boolean);
    if (run.length)
        lines.push('', run.join(' · '));
    const redact = options.redact ?? (0,publish_redact/* createRedactor */.lY)([]);
    return redact(`${lines.join('\n')}\n`);
}


/***/ }),

/***/ 79843:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Ot: () => (/* binding */ countBySeverity),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   g9: () => (/* binding */ neutralizeComments),
/* harmony export */   j$: () => (/* binding */ formatLocation),
/* harmony export */   qh: () => (/* binding */ severitySummary),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   tr: () => (/* binding */ MAX_BODY_LENGTH),
/* harmony export */   xH: () => (/* binding */ pointerTo),
/* harmony export */   xR: () => (/* binding */ tableCell),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   yi: () => (/* binding */ severityLabel)
/* harmony export */ });
/* harmony import */ var _results_one_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31920);
/* harmony import */ var _results_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2668);


/** Small Markdown helpers shared by the publishers. */
/** GitHub's limit for review, comment and issue bodies (characters). */
const MAX_BODY_LENGTH = 65_536;
const severityIcons = {
    critical: '🔴',
    high: '🟠',
    medium: '🟡',
    low: '🔵',
    info: '⚪',
};
function severityLabel(severity) {
    return `${severityIcons[severity]} ${severity}`;
}
function countBySeverity(findings) {
    const counts = Object.fromEntries(_results_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .severities */ .gO.map((severity) => [severity, 0]));
    for (const finding of findings)
        counts[finding.severity]++;
    return counts;
}
/** "1 critical · 2 high" (only severities that occur), or "none". */
function severitySummary(findings) {
    const counts = countBySeverity(findings);
    const parts = _results_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .severities */ .gO
        .filter((severity) => counts[severity] > 0)
        .map((severity) => `${severityIcons[severity]} ${counts[severity]} ${severity}`);
    return parts.length ? parts.join(' · ') : 'none';
}
/** `src/a.ts:10-12`; LEFT-side findings say they refer to the old version. */
function formatLocation(finding) {
    const range = finding.start_line !== undefined && finding.start_line !== finding.line
        ? `${finding.start_line}-${finding.line}`
        : `${finding.line}`;
    return `${finding.path}:${range}${finding.side === 'LEFT' ? ' (old)' : ''}`;
}
function inlineCode(text) {
    const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
    const fence = '`'.repeat(longest + 1);
    return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}
/** A fenced block that cannot be closed early by backticks inside `text`. */
function codeBlock(text, info = '') {
    const longest = Math.max(0, ...[...text.matchAll(/`{3,}/g)].map((match) => match[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
}
/** One table cell: no line breaks, pipes escaped, at most `max` characters. */
function tableCell(text, max = 200) {
    const flat = (0,_results_one_line_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(text);
    const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    return short.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}
/** Cuts `text` to at most `max` characters, ending with `note` when it had to cut. */
function truncate(text, max, note) {
    if (text.length <= max)
        return text;
    const room = Math.max(0, max - note.length);
    // Do not split a surrogate pair.
    let end = room;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return `${text.slice(0, end)}${note}`.slice(0, max);
}
/** Where the reader finds what did not fit. */
function pointerTo(artifactUrl) {
    return artifactUrl
        ? `[the full results](${artifactUrl})`
        : 'the RunResult file of this run (JSON, Markdown or SARIF output)';
}
/**
 * Text written by agents (so possibly steered by untrusted input) must not smuggle hidden HTML
 * comments, which could hide content or forge our markers. Code blocks are left alone.
 */
function neutralizeComments(text) {
    return text.replace(/<!--/g, '&lt;!--');
}
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const seconds = ms / 1000;
    if (seconds < 60)
        return `${seconds.toFixed(1)} s`;
    const minutes = Math.floor(seconds / 60);
    return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}
function formatUsd(value) {
    return `$${value < 1 ? value.toFixed(4) : value.toFixed(2)}`;
}
/**
 * 12,345: thousands grouped as en-US does, by hand. The first toLocaleString of a process loads
 * ICU's locale data (about 7 ms of a run's start, measured in the bench's CPU profile).
 */
function formatCount(value) {
    return String(value).replace(/^-?\d+/, (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ','));
}


/***/ }),

/***/ 60707:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ox: () => (/* binding */ startsWithMarker),
/* harmony export */   QH: () => (/* binding */ findingKeyOf),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   YL: () => (/* binding */ stickyMarker),
/* harmony export */   fl: () => (/* binding */ findingKey),
/* harmony export */   iD: () => (/* binding */ reviewPartMarker),
/* harmony export */   iY: () => (/* binding */ findingMarker),
/* harmony export */   vU: () => (/* binding */ reviewMarker),
/* harmony export */   yD: () => (/* binding */ auditMarker)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _results_dedupe_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73285);


/**
 * Hidden markers that make publishing idempotent: every body Flotilla posts starts with one HTML
 * comment on its first line saying what it is. Only the first line counts, so text quoted inside
 * a body (a finding, a suggestion) can never forge a marker.
 */
function reviewMarker(headSha) {
    return `<!-- flotilla:review sha=${headSha} -->`;
}
function findingMarker(key) {
    return `<!-- flotilla:finding key=${key} -->`;
}
function stickyMarker(key) {
    return `<!-- flotilla:sticky key=${key} -->`;
}
function auditMarker(name) {
    return `<!-- flotilla:audit name=${encodeURIComponent(name)} -->`;
}
function reviewPartMarker(headSha, part) {
    return `<!-- flotilla:review-part sha=${headSha} part=${part} -->`;
}
function firstLine(body) {
    const end = body.indexOf('\n');
    return (end === -1 ? body : body.slice(0, end)).trim();
}
function startsWithMarker(body, marker) {
    return firstLine(body) === marker;
}
/** Same side, path, line and normalised title → same key, across runs and head commits. */
function findingKey(finding) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(`${finding.side ?? 'RIGHT'}\n${finding.path}\n${finding.line}\n${(0,_results_dedupe_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeTitle */ .sA)(finding.title)}`)
        .digest('hex')
        .slice(0, 16);
}
/** The finding key of a comment we posted, or undefined for anyone else's comment. */
function findingKeyOf(body) {
    return /^<!-- flotilla:finding key=([0-9a-f]{16}) -->$/.exec(firstLine(body))?.[1];
}


/***/ }),

/***/ 20391:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_SECRET_LENGTH */
/**
 * Secret redaction for everything Flotilla publishes (review bodies, comments, issues, PR text,
 * summaries, outputs, files). Known secret values are replaced wherever they occur, together with
 * their common encodings, and so are well-known token shapes even when their value is unknown.
 */
const REDACTED = '***';
/** Values shorter than this are not redacted: replacing "ab" everywhere would destroy the text. */
const MIN_SECRET_LENGTH = 4;
const tokenShapes = [
    /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g, // GitHub classic, OAuth, user-to-server, server-to-server, refresh
    /\bgithub_pat_[A-Za-z0-9_]{20,}/g, // GitHub fine-grained personal access token
    /\bsk-ant-[A-Za-z0-9_-]{16,}/g, // Anthropic API keys (api03, admin01, oat01…)
    /\bAKIA[0-9A-Z]{16}\b/g, // AWS access key id
    /\bxox[abprs]-[A-Za-z0-9-]{10,}/g, // Slack tokens
    /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
];
function createRedactor(secretValues) {
    const literals = new Set();
    for (const secret of secretValues) {
        if (typeof secret !== 'string')
            continue;
        const trimmed = secret.trim();
        for (const value of [secret, trimmed]) {
            if (value.length < MIN_SECRET_LENGTH)
                continue;
            literals.add(value);
            literals.add(encodeURIComponent(value));
            literals.add(Buffer.from(value).toString('base64'));
            // Git's HTTP basic auth with a token: base64("x-access-token:<token>").
            literals.add(Buffer.from(`x-access-token:${value}`).toString('base64'));
            literals.add(JSON.stringify(value).slice(1, -1));
        }
    }
    // Longest first, so a secret that contains another is replaced whole.
    const ordered = [...literals].filter((value) => value.length >= MIN_SECRET_LENGTH);
    ordered.sort((a, b) => b.length - a.length);
    const literalPattern = ordered.length
        ? new RegExp(ordered.map(escapeRegExp).join('|'), 'g')
        : undefined;
    return (text) => {
        if (!text)
            return text;
        let result = literalPattern ? text.replace(literalPattern, REDACTED) : text;
        for (const shape of tokenShapes)
            result = result.replace(shape, REDACTED);
        return result;
    };
}
/** Redacts every string inside a JSON-like value (for findings, results and outputs). */
function redactDeep(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactDeep(item, redact));
    if (value && typeof value === 'object') {
        const copy = {};
        for (const [key, item] of Object.entries(value))
            copy[key] = redactDeep(item, redact);
        return copy;
    }
    return value;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


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

/***/ 31920:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ oneLine)
/* harmony export */ });
/** Text on one line (every run of white space one space), cut to `maxLength` with an ellipsis. */
function oneLine(text, maxLength = Number.POSITIVE_INFINITY) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > maxLength ? `${line.slice(0, maxLength - 3)}...` : line;
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


/***/ })

};
