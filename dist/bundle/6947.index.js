export const id = 6947;
export const ids = [6947];
export const modules = {

/***/ 92760:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ isOutcomeUnknown),
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   P4: () => (/* binding */ isUnprocessable)
/* harmony export */ });
/* unused harmony exports repositoryRoles, GitHubApiError, hintFor */
/* harmony import */ var _octokit_rest__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25051);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(643);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75841);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65538);





/** Repository roles, most privileged first. */
const repositoryRoles = ['admin', 'maintain', 'write', 'triage', 'read', 'none'];
class GitHubApiError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FlotillaError */ .wD {
    details;
    hint;
    exitCode;
    constructor(message, details, hint) {
        super(message);
        this.details = details;
        this.hint = hint;
        const configurationProblem = details.status === 401 || details.status === 403;
        this.exitCode = configurationProblem ? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.usage : _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.model;
    }
}
/** True when a write may or may not have landed: re-list before trying again. */
function isOutcomeUnknown(error) {
    return error instanceof GitHubApiError && error.details.outcome === 'unknown';
}
function isUnprocessable(error) {
    return error instanceof GitHubApiError && error.details.status === 422;
}
const readMethods = new Set(['GET', 'HEAD']);
function createGitHubClient(options) {
    const { token, repository } = options;
    if (!token) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo('No GitHub token was given.', 'Pass github_token (in a workflow: ${{ secrets.GITHUB_TOKEN }}) or set GITHUB_TOKEN for the CLI.');
    }
    if (!repository.owner || !repository.repo) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Invalid repository '${repository.owner}/${repository.repo}'. Expected format {owner}/{repo}.`);
    }
    const settings = {
        minWriteIntervalMs: options.minWriteIntervalMs ?? 1000,
        minReviewIntervalMs: options.minReviewIntervalMs ?? 3000,
        maxRetries: options.maxRetries ?? 3,
        retryBaseDelayMs: options.retryBaseDelayMs ?? 1000,
        maxRateLimitWaitMs: options.maxRateLimitWaitMs ?? 120_000,
        defaultRateLimitWaitMs: options.defaultRateLimitWaitMs ?? 60_000,
        requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
    };
    const clock = options.clock ?? {
        now: () => node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now(),
        sleep: (ms) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms).then(() => undefined),
    };
    const scrub = (text) => text.split(token).join('***');
    const log = (line) => options.log?.(scrub(line));
    const octokit = new _octokit_rest__WEBPACK_IMPORTED_MODULE_3__/* .Octokit */ .E({
        auth: token,
        baseUrl: options.apiUrl.replace(/\/+$/, ''),
        userAgent: 'flotilla',
        log: { debug: () => { }, info: () => { }, warn: log, error: log },
        ...(options.proxy ? { request: { fetch: (0,_proxy_js__WEBPACK_IMPORTED_MODULE_4__/* .proxiedFetch */ .i)(options.proxy) } } : {}),
    });
    let writeQueue = Promise.resolve();
    let lastWriteAt = Number.NEGATIVE_INFINITY;
    let lastReviewAt = Number.NEGATIVE_INFINITY;
    async function waitForPacing(isReviewPost) {
        // Loop: a timer may fire a fraction of a millisecond early.
        for (;;) {
            const now = clock.now();
            const due = Math.max(lastWriteAt + settings.minWriteIntervalMs, isReviewPost ? lastReviewAt + settings.minReviewIntervalMs : Number.NEGATIVE_INFINITY);
            if (now >= due)
                return;
            await clock.sleep(Math.ceil(due - now));
        }
    }
    octokit.hook.wrap('request', async (request, endpoint) => {
        const opts = endpoint;
        const method = (opts.method ?? 'GET').toUpperCase();
        const route = String(opts.url ?? '');
        const isWrite = !readMethods.has(method);
        const isReviewPost = method === 'POST' && /\/pulls\/\{pull_number\}\/reviews$/.test(route);
        const attempt = async () => {
            if (isWrite)
                await waitForPacing(isReviewPost);
            try {
                return await request({
                    ...endpoint,
                    request: { ...endpoint.request, signal: AbortSignal.timeout(settings.requestTimeoutMs) },
                });
            }
            finally {
                if (isWrite) {
                    lastWriteAt = clock.now();
                    if (isReviewPost)
                        lastReviewAt = lastWriteAt;
                }
            }
        };
        const send = async () => {
            for (let attemptNumber = 0;; attemptNumber++) {
                try {
                    return await attempt();
                }
                catch (error) {
                    const failure = error;
                    const response = failure.response;
                    const rateLimitWait = response ? rateLimitWaitMs(failure, settings) : undefined;
                    if (rateLimitWait !== undefined) {
                        // GitHub rejected the request before processing it: safe to send again, POST included.
                        if (attemptNumber >= settings.maxRetries ||
                            rateLimitWait > settings.maxRateLimitWaitMs) {
                            throw toApiError(failure, method, route, 'rejected', scrub);
                        }
                        log(`GitHub rate limit on ${method} ${route}: waiting ${Math.ceil(rateLimitWait / 1000)} s before retrying`);
                        await clock.sleep(rateLimitWait);
                        continue;
                    }
                    const status = response ? failure.status : undefined;
                    const uncertain = status === undefined || status >= 500;
                    if (!uncertain)
                        throw toApiError(failure, method, route, 'rejected', scrub);
                    if (method === 'POST' || attemptNumber >= settings.maxRetries) {
                        throw toApiError(failure, method, route, 'unknown', scrub);
                    }
                    log(`GitHub ${method} ${route} failed (${describeStatus(status)}); retrying`);
                    await clock.sleep(settings.retryBaseDelayMs * 2 ** attemptNumber);
                }
            }
        };
        if (!isWrite)
            return send();
        const queued = writeQueue.then(send);
        writeQueue = queued.catch(() => undefined);
        return queued;
    });
    const repo = { owner: repository.owner, repo: repository.repo };
    return {
        repository: { ...repository },
        async getPullRequest(pullNumber) {
            const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: pullNumber });
            return toPullRequest(data);
        },
        async listPullRequestFiles(pullNumber) {
            const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
                ...repo,
                pull_number: pullNumber,
                per_page: 100,
            });
            return files.map((file) => ({
                path: file.filename,
                status: file.status,
                additions: file.additions,
                deletions: file.deletions,
                ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
                ...(file.patch !== undefined ? { patch: file.patch } : {}),
            }));
        },
        async listReviews(pullNumber) {
            const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
                ...repo,
                pull_number: pullNumber,
                per_page: 100,
            });
            return reviews.map(toReview);
        },
        async listReviewComments(pullNumber) {
            const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
                ...repo,
                pull_number: pullNumber,
                per_page: 100,
            });
            return comments.map((comment) => ({
                id: comment.id,
                reviewId: comment.pull_request_review_id ?? null,
                path: comment.path,
                line: comment.line ?? null,
                startLine: comment.start_line ?? null,
                side: comment.side ?? null,
                body: comment.body,
                commitId: comment.commit_id,
                url: comment.html_url,
            }));
        },
        async createReview(input) {
            const { data } = await octokit.rest.pulls.createReview({
                ...repo,
                pull_number: input.pullNumber,
                commit_id: input.commitId,
                body: scrub(input.body),
                event: input.event,
                comments: input.comments.map((comment) => ({
                    path: comment.path,
                    body: scrub(comment.body),
                    line: comment.line,
                    side: comment.side,
                    ...(comment.startLine !== undefined
                        ? { start_line: comment.startLine, start_side: comment.startSide ?? comment.side }
                        : {}),
                })),
            });
            return toReview(data);
        },
        async listIssueComments(issueNumber) {
            const comments = await octokit.paginate(octokit.rest.issues.listComments, {
                ...repo,
                issue_number: issueNumber,
                per_page: 100,
            });
            return comments.map(toIssueComment);
        },
        async createIssueComment(issueNumber, body) {
            const { data } = await octokit.rest.issues.createComment({
                ...repo,
                issue_number: issueNumber,
                body: scrub(body),
            });
            return toIssueComment(data);
        },
        async updateIssueComment(commentId, body) {
            const { data } = await octokit.rest.issues.updateComment({
                ...repo,
                comment_id: commentId,
                body: scrub(body),
            });
            return toIssueComment(data);
        },
        async listIssues(query) {
            const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
                ...repo,
                state: query.state ?? 'open',
                ...(query.labels?.length ? { labels: query.labels.join(',') } : {}),
                per_page: 100,
            });
            return issues.filter((issue) => !issue.pull_request).map(toIssue);
        },
        async createIssue(input) {
            const { data } = await octokit.rest.issues.create({
                ...repo,
                title: scrub(input.title),
                body: scrub(input.body),
                ...(input.labels ? { labels: input.labels } : {}),
            });
            return toIssue(data);
        },
        async updateIssue(issueNumber, input) {
            const { data } = await octokit.rest.issues.update({
                ...repo,
                issue_number: issueNumber,
                ...(input.title !== undefined ? { title: scrub(input.title) } : {}),
                ...(input.body !== undefined ? { body: scrub(input.body) } : {}),
                ...(input.state !== undefined ? { state: input.state } : {}),
                ...(input.labels !== undefined ? { labels: input.labels } : {}),
            });
            return toIssue(data);
        },
        async listPullRequests(query) {
            const pulls = await octokit.paginate(octokit.rest.pulls.list, {
                ...repo,
                state: query.state ?? 'open',
                ...(query.head ? { head: query.head } : {}),
                ...(query.base ? { base: query.base } : {}),
                per_page: 100,
            });
            return pulls.map(toPullRequest);
        },
        async createPullRequest(input) {
            const { data } = await octokit.rest.pulls.create({
                ...repo,
                head: input.head,
                base: input.base,
                title: scrub(input.title),
                body: scrub(input.body),
                ...(input.draft !== undefined ? { draft: input.draft } : {}),
            });
            return toPullRequest(data);
        },
        async getRef(ref) {
            try {
                const { data } = await octokit.rest.git.getRef({ ...repo, ref });
                return { ref: data.ref, sha: data.object.sha };
            }
            catch (error) {
                if (error instanceof GitHubApiError && error.details.status === 404)
                    return undefined;
                throw error;
            }
        },
        async createRef(ref, sha) {
            const { data } = await octokit.rest.git.createRef({ ...repo, ref: `refs/${ref}`, sha });
            return { ref: data.ref, sha: data.object.sha };
        },
        async getCollaboratorPermission(login) {
            try {
                const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
                    ...repo,
                    username: login,
                });
                // role_name distinguishes maintain and triage, which `permission` folds into write and read.
                const role = (data.role_name || data.permission);
                return repositoryRoles.includes(role) ? role : 'none';
            }
            catch (error) {
                if (error instanceof GitHubApiError && error.details.status === 404)
                    return 'none';
                throw error;
            }
        },
        async getPullRequestDiff(pullNumber) {
            const { data } = await octokit.rest.pulls.get({
                ...repo,
                pull_number: pullNumber,
                mediaType: { format: 'diff' },
            });
            return String(data);
        },
        async listWorkflowRunJobs(runId) {
            const jobs = await octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, {
                ...repo,
                run_id: runId,
                filter: 'latest',
                per_page: 100,
            });
            return jobs.map((job) => ({
                id: job.id,
                name: job.name,
                status: job.status,
                conclusion: job.conclusion ?? null,
                url: job.html_url ?? null,
                steps: (job.steps ?? []).map((step) => ({
                    number: step.number,
                    name: step.name,
                    conclusion: step.conclusion ?? null,
                })),
            }));
        },
        async getJobLog(jobId) {
            const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({
                ...repo,
                job_id: jobId,
            });
            return typeof data === 'string' ? data : String(data);
        },
        async listCheckRuns(ref) {
            const runs = await octokit.paginate(octokit.rest.checks.listForRef, {
                ...repo,
                ref,
                per_page: 100,
            });
            return runs.map((run) => ({
                id: run.id,
                name: run.name,
                status: run.status,
                conclusion: run.conclusion ?? null,
                url: run.html_url ?? null,
                title: run.output?.title ?? null,
                summary: run.output?.summary ?? null,
                text: run.output?.text ?? null,
            }));
        },
        async addReaction(target, content) {
            if (target.kind === 'issue')
                await octokit.rest.reactions.createForIssueComment({
                    ...repo,
                    comment_id: target.id,
                    content,
                });
            else
                await octokit.rest.reactions.createForPullRequestReviewComment({
                    ...repo,
                    comment_id: target.id,
                    content,
                });
        },
        async createBlob(content) {
            const { data } = await octokit.rest.git.createBlob({
                ...repo,
                content: content.toString('base64'),
                encoding: 'base64',
            });
            return data.sha;
        },
        async createTree(baseTree, entries) {
            const { data } = await octokit.rest.git.createTree({
                ...repo,
                base_tree: baseTree,
                tree: entries.map((entry) => entry.content !== undefined
                    ? { path: entry.path, mode: entry.mode, type: 'blob', content: entry.content }
                    : { path: entry.path, mode: entry.mode, type: 'blob', sha: entry.sha }),
            });
            return data.sha;
        },
        async createCommit(input) {
            const { data } = await octokit.rest.git.createCommit({
                ...repo,
                message: scrub(input.message),
                tree: input.tree,
                parents: input.parents,
            });
            return {
                sha: data.sha,
                tree: data.tree.sha,
                verified: data.verification?.verified ?? false,
                url: data.html_url,
            };
        },
        async getCommit(sha) {
            const { data } = await octokit.rest.git.getCommit({ ...repo, commit_sha: sha });
            return {
                sha: data.sha,
                tree: data.tree.sha,
                verified: data.verification?.verified ?? false,
                url: data.html_url,
            };
        },
        async updateRef(ref, sha, force = false) {
            const { data } = await octokit.rest.git.updateRef({ ...repo, ref, sha, force });
            return { ref: data.ref, sha: data.object.sha };
        },
    };
}
function rateLimitWaitMs(failure, settings) {
    if (failure.status !== 403 && failure.status !== 429)
        return undefined;
    const headers = failure.response?.headers ?? {};
    const retryAfter = Number(headers['retry-after']);
    if (headers['retry-after'] !== undefined && Number.isFinite(retryAfter)) {
        return Math.max(0, retryAfter * 1000);
    }
    if (String(headers['x-ratelimit-remaining']) === '0' &&
        headers['x-ratelimit-reset'] !== undefined) {
        const resetAtMs = Number(headers['x-ratelimit-reset']) * 1000;
        // The reset header is wall-clock epoch seconds (the pacing clock may be monotonic).
        return Math.max(0, resetAtMs - Date.now()) + 1000;
    }
    // 429 always means "too many requests"; a 403 only when GitHub's message says so.
    if (failure.status === 429 ||
        /rate limit/i.test(messageOf(failure.response?.data) ?? failure.message ?? '')) {
        return settings.defaultRateLimitWaitMs;
    }
    return undefined;
}
function messageOf(data) {
    if (data && typeof data === 'object' && 'message' in data) {
        const message = data.message;
        return typeof message === 'string' ? message : undefined;
    }
    return typeof data === 'string' ? data : undefined;
}
function errorsOf(data) {
    if (!data || typeof data !== 'object' || !('errors' in data))
        return [];
    const errors = data.errors;
    if (!Array.isArray(errors))
        return [];
    return errors.map((entry) => {
        if (typeof entry === 'string')
            return entry;
        const message = messageOf(entry);
        return message ?? JSON.stringify(entry);
    });
}
function describeStatus(status) {
    return status === undefined ? 'no response' : `HTTP ${status}`;
}
/**
 * What to do about a failed request, by status and route: a 403 names the permission the
 * route needs, so the workflow's `permissions:` block can be fixed without guessing.
 */
function hintFor(status, method, route) {
    switch (status) {
        case 401:
            return 'GitHub rejected the token. Check the github_token input (or GITHUB_TOKEN / GH_TOKEN for the CLI).';
        case 403: {
            const permission = permissionFor(method, route);
            return `The token lacks the \`${permission}\` permission (or the repository's settings forbid this). In the workflow add \`permissions: { ${permission} }\`; for a personal token grant the same scope.`;
        }
        case 404:
            return 'Check the repository (owner/repo), the pull request or issue number, and that the token can see the repository.';
        case 422:
            return 'GitHub refused the content (see the errors listed): for a review, a comment line outside the diff or a stale commit; for a pull request, one may already exist or the branch may be missing.';
        default:
            return undefined;
    }
}
/** The `permissions:` entry a route needs (writes need write, reads read). */
function permissionFor(method, route) {
    const access = readMethods.has(method) ? 'read' : 'write';
    if (/\/pulls(\/|$)/.test(route))
        return `pull-requests: ${access}`;
    if (/\/issues(\/|$)/.test(route))
        return `issues: ${access}`;
    if (/\/(git|contents|branches|commits)(\/|$)/.test(route))
        return `contents: ${access}`;
    if (/\/check-runs|\/check-suites/.test(route))
        return `checks: ${access}`;
    return `contents: ${access}`;
}
function toApiError(failure, method, route, outcome, scrub) {
    const status = failure.response ? failure.status : undefined;
    const headers = failure.response?.headers ?? {};
    const requestId = headers['x-github-request-id'];
    const data = failure.response?.data;
    const errors = errorsOf(data).map(scrub);
    const base = scrub(messageOf(data) ?? failure.message ?? 'no response');
    const detail = errors.length ? `${base}: ${errors.join('; ')}` : base;
    const where = `GitHub API ${method} ${route}`;
    const message = outcome === 'unknown' && method === 'POST'
        ? `${where} failed (${describeStatus(status)}: ${detail}); it may or may not have been applied.`
        : `${where} failed (${describeStatus(status)}): ${detail}`;
    return new GitHubApiError(requestId ? `${message} (request id ${String(requestId)})` : message, {
        ...(status !== undefined ? { status } : {}),
        ...(requestId !== undefined ? { requestId: String(requestId) } : {}),
        method,
        route,
        outcome,
        errors,
    }, hintFor(status, method, route));
}
function toPullRequest(data) {
    return {
        number: data.number,
        url: data.html_url,
        title: data.title,
        body: data.body ?? '',
        author: data.user?.login ?? '',
        state: data.state === 'closed' ? 'closed' : 'open',
        draft: data.draft ?? false,
        headSha: data.head.sha,
        headRef: data.head.ref,
        headRepoFullName: data.head.repo?.full_name ?? null,
        baseRef: data.base.ref,
        baseSha: data.base.sha,
        baseRepoFullName: data.base.repo.full_name,
    };
}
function toReview(data) {
    return {
        id: data.id,
        body: data.body ?? '',
        commitId: data.commit_id,
        state: data.state,
        url: data.html_url,
        user: data.user?.login ?? null,
    };
}
function toIssueComment(data) {
    return { id: data.id, body: data.body ?? '', url: data.html_url, user: data.user?.login ?? null };
}
function toIssue(data) {
    return {
        number: data.number,
        title: data.title,
        body: data.body ?? '',
        state: data.state === 'closed' ? 'closed' : 'open',
        url: data.html_url,
        labels: data.labels
            .map((label) => (typeof label === 'string' ? label : (label.name ?? '')))
            .filter(Boolean),
    };
}


/***/ }),

/***/ 36947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ publishResult),
  s: () => (/* binding */ publishTargets)
});

// EXTERNAL MODULE: ./build/tsc/src/errors.js
var errors = __webpack_require__(75841);
// EXTERNAL MODULE: ./build/tsc/src/results/dedupe-findings.js
var dedupe_findings = __webpack_require__(73285);
// EXTERNAL MODULE: ./build/tsc/src/publish/markdown.js
var markdown = __webpack_require__(79843);
// EXTERNAL MODULE: ./build/tsc/src/publish/agent-notes.js
var agent_notes = __webpack_require__(13025);
// EXTERNAL MODULE: ./build/tsc/src/publish/markers.js
var markers = __webpack_require__(60707);
// EXTERNAL MODULE: ./build/tsc/src/publish/redact.js
var publish_redact = __webpack_require__(20391);
// EXTERNAL MODULE: ./build/tsc/src/results/one-line.js
var one_line = __webpack_require__(31920);
;// CONCATENATED MODULE: ./build/tsc/src/publish/review-body.js





const entryLevels = ['full', 'short', 'line'];
const fullBodyMax = 6000;
const shortBodyMax = 300;
function renderInlineComment(finding, pointer) {
    const title = (0,markdown/* neutralizeComments */.g9)((0,one_line/* oneLine */.T)(finding.title));
    const head = `${(0,markers/* findingMarker */.iY)((0,markers/* findingKey */.fl)(finding))}\n**${(0,markdown/* severityLabel */.yi)(finding.severity)} · ${title}**\n\n`;
    const footer = finding.agent
        ? `\n\n<sub>Reported by ${(0,markdown/* neutralizeComments */.g9)(finding.agent)}</sub>`
        : '';
    let suggestion = '';
    if (finding.suggestion !== undefined) {
        // GitHub applies suggestion blocks to lines start_line..line of the new file only.
        suggestion =
            (finding.side ?? 'RIGHT') === 'RIGHT'
                ? `\n\n${(0,markdown/* codeBlock */.DV)(finding.suggestion, 'suggestion')}`
                : `\n\nSuggested replacement:\n${(0,markdown/* codeBlock */.DV)(finding.suggestion)}`;
        if (head.length + suggestion.length + footer.length + 500 > markdown/* MAX_BODY_LENGTH */.tr) {
            suggestion = `\n\n_The suggested change is too long to show here; see ${pointer}._`;
        }
    }
    const room = markdown/* MAX_BODY_LENGTH */.tr - head.length - suggestion.length - footer.length;
    const body = (0,markdown/* truncate */.xv)((0,markdown/* neutralizeComments */.g9)(finding.body), room, `\n\n… (truncated; see ${pointer})`);
    return `${head}${body}${suggestion}${footer}`;
}
function indent(text) {
    return text
        .split('\n')
        .map((line) => (line ? `  ${line}` : line))
        .join('\n');
}
function renderEntry(finding, level) {
    const flat = (0,one_line/* oneLine */.T)(finding.title);
    const title = (0,markdown/* neutralizeComments */.g9)(level === 'line' ? (0,markdown/* truncate */.xv)(flat, 200, '…') : flat);
    const agent = finding.agent
        ? ` _(${(0,markdown/* neutralizeComments */.g9)((0,markdown/* truncate */.xv)(finding.agent, 100, '…'))})_`
        : '';
    const location = (0,markdown/* inlineCode */.ti)((0,markdown/* truncate */.xv)((0,markdown/* formatLocation */.j$)(finding), 300, '…'));
    const headline = `- ${(0,markdown/* severityLabel */.yi)(finding.severity)} **${title}** — ${location}${agent}`;
    if (level === 'line')
        return headline;
    const max = level === 'full' ? fullBodyMax : shortBodyMax;
    const body = (0,markdown/* truncate */.xv)((0,markdown/* neutralizeComments */.g9)(finding.body).trim(), max, ' … (truncated)');
    let text = body ? `${headline}\n\n${indent(body)}` : headline;
    if (level === 'full' && finding.suggestion !== undefined) {
        text += `\n\n${indent(`Suggested replacement:\n${(0,markdown/* codeBlock */.DV)((0,markdown/* truncate */.xv)(finding.suggestion, fullBodyMax, '\n… (truncated)'))}`)}`;
    }
    return text;
}
/**
 * Lists as many findings as fit in `budget` characters, at the most detailed level that fits them
 * all; when even one line each does not fit, the rest come back as `overflow`.
 */
function fitFindings(findings, budget) {
    for (const level of entryLevels) {
        const entries = findings.map((finding) => renderEntry(finding, level));
        const text = entries.join('\n\n');
        if (text.length <= budget)
            return { text, overflow: [] };
    }
    const lines = [];
    let used = 0;
    let index = 0;
    for (; index < findings.length; index++) {
        const finding = findings[index];
        if (!finding)
            break;
        const line = renderEntry(finding, 'line');
        const cost = line.length + (lines.length ? 1 : 0);
        if (used + cost > budget)
            break;
        lines.push(line);
        used += cost;
    }
    return { text: lines.join('\n'), overflow: findings.slice(index) };
}
function renderSummary(result, findings) {
    const turns = result.agents.reduce((total, agent) => total + agent.turns, 0);
    const tokens = result.usage.input_tokens + result.usage.output_tokens;
    const agents = result.agents.map((agent) => agent.name).join(', ') || 'none';
    const noun = findings.length === 1 ? 'finding' : 'findings';
    return [
        `**${findings.length} ${noun}** — ${(0,markdown/* severitySummary */.qh)(findings)}`,
        `Conclusion: ${(0,markdown/* inlineCode */.ti)(result.conclusion)} · agents: ${(0,markdown/* neutralizeComments */.g9)(agents)} · ${turns} turns · ${(0,markdown/* formatCount */.B4)(tokens)} tokens · ${(0,markdown/* formatUsd */.UK)(result.cost_usd)}`,
    ].join('\n\n');
}
function renderReviewBody(input) {
    const parts = [
        (0,markers/* reviewMarker */.vU)(input.headSha),
        '### Flotilla review',
        '',
        renderSummary(input.result, input.findings),
    ];
    if (input.requestChanges && input.requestChangesAt) {
        parts.push('', `Changes requested: at least one finding is ${input.requestChangesAt} or worse.`);
    }
    if (input.currentHeadSha) {
        parts.push('', `The pull request moved on to ${input.currentHeadSha.slice(0, 12)} after this run analysed ${input.headSha.slice(0, 12)}, so the findings are listed here instead of inline.`);
    }
    const notes = [];
    if (input.inline)
        notes.push(`${input.inline} ${input.inline === 1 ? 'finding is an inline comment' : 'findings are inline comments'} below.`);
    if (input.alreadyPosted) {
        notes.push(`${input.alreadyPosted} ${input.alreadyPosted === 1 ? 'finding was' : 'findings were'} already commented on in an earlier review and ${input.alreadyPosted === 1 ? 'is' : 'are'} not repeated.`);
    }
    if (notes.length)
        parts.push('', notes.join(' '));
    const agentNotes = (0,agent_notes/* renderAgentNotes */.zu)(input.result, input.pointer);
    if (agentNotes)
        parts.push('', agentNotes);
    let body = parts.join('\n');
    if (input.inBody.length) {
        const heading = `\n\n#### ${input.currentHeadSha ? 'Findings' : 'Findings outside the diff'} (${input.inBody.length})\n\n`;
        const reserve = 300 + input.pointer.length;
        const { text, overflow } = fitFindings(input.inBody, markdown/* MAX_BODY_LENGTH */.tr - body.length - heading.length - reserve);
        body += heading + text;
        if (overflow.length) {
            body += `\n\n…and ${overflow.length} more ${overflow.length === 1 ? 'finding' : 'findings'}: see ${input.pointer}.`;
        }
    }
    return (0,markdown/* truncate */.xv)(body, markdown/* MAX_BODY_LENGTH */.tr, `\n\n… (truncated; see ${input.pointer})`);
}
/**
 * When GitHub refused the review, every finding goes into bodies without anchors: the first is the
 * review (or comment) body, the others are continuation comments, each within the size limit.
 */
function renderFallbackBodies(input) {
    const header = [
        (0,markers/* reviewMarker */.vU)(input.headSha),
        '### Flotilla review',
        '',
        renderSummary(input.result, input.findings),
        '',
        'GitHub did not accept these findings as inline comments, so every finding is listed here.',
    ];
    if (input.requestChanges && input.requestChangesAt) {
        header.push('', `Changes requested: at least one finding is ${input.requestChangesAt} or worse.`);
    }
    const agentNotes = (0,agent_notes/* renderAgentNotes */.zu)(input.result, input.pointer);
    if (agentNotes)
        header.push('', agentNotes);
    const bodies = [];
    let remaining = [...input.findings];
    let prefix = header.join('\n');
    const reserve = 200;
    for (let part = 1;; part++) {
        if (remaining.length === 0) {
            bodies.push(prefix);
            break;
        }
        const lead = `${prefix}\n\n`;
        const { text, overflow } = fitFindings(remaining, markdown/* MAX_BODY_LENGTH */.tr - lead.length - reserve);
        // One line per finding is at most ~600 characters, so an empty part always takes one.
        if (!text)
            throw new errors/* InternalError */.Gd('a finding does not fit in an empty review body');
        const more = overflow.length
            ? `\n\n(continued in the next comment: ${overflow.length} more)`
            : '';
        bodies.push(`${lead}${text}${more}`);
        if (!overflow.length)
            break;
        remaining = overflow;
        prefix = `${(0,markers/* reviewPartMarker */.iD)(input.headSha, part + 1)}\n### Flotilla review (continued, part ${part + 1})`;
    }
    return bodies;
}

// EXTERNAL MODULE: ./build/tsc/src/publish/write-once.js
var write_once = __webpack_require__(20177);
;// CONCATENATED MODULE: ./build/tsc/src/publish/audit-issue.js








/**
 * Scheduled audits keep ONE issue per audit name (hidden marker + label), created on the first run
 * and updated in place afterwards. A closed audit issue is reopened when the audit finds something
 * again; when it finds nothing, the issue is updated and its state left as it is.
 */
const AUDIT_LABEL = 'flotilla-audit';
async function publishAuditIssue(options) {
    const { github } = options;
    const redact = options.redact ?? (0,publish_redact/* createRedactor */.lY)([]);
    // Redacted before it goes into the marker, so the marker we look for is the one we wrote.
    const name = redact(options.auditName.trim());
    if (!name) {
        throw new errors/* UserError */.yo("The audit needs a name (e.g. 'nightly-security') to find its issue again.");
    }
    const label = options.label ?? AUDIT_LABEL;
    const findings = (0,dedupe_findings/* dedupeFindings */._4)((0,publish_redact/* redactDeep */.KL)(options.result.findings, redact));
    const result = (0,publish_redact/* redactDeep */.KL)({ ...options.result, findings }, redact);
    const marker = (0,markers/* auditMarker */.yD)(name);
    const title = redact(`Flotilla audit: ${name} — ${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}`);
    const body = redact(renderAuditBody({
        marker,
        name,
        result,
        findings,
        pointer: (0,markdown/* pointerTo */.xH)(options.artifactUrl),
        when: options.when ?? result.started_at,
        ...(options.runUrl ? { runUrl: options.runUrl } : {}),
    }));
    const findOurs = async () => {
        const issues = (await github.listIssues({ labels: [label], state: 'all' })).filter((issue) => (0,markers/* startsWithMarker */.Ox)(issue.body, marker));
        return issues.find((issue) => issue.state === 'open') ?? issues[0];
    };
    const existing = await findOurs();
    if (existing) {
        const reopen = existing.state === 'closed' && findings.length > 0;
        const updated = await github.updateIssue(existing.number, {
            title,
            body,
            ...(reopen ? { state: 'open' } : {}),
        });
        return { number: updated.number, url: updated.url, action: reopen ? 'reopened' : 'updated' };
    }
    const created = await (0,write_once/* createOnce */.U)({
        create: () => github.createIssue({ title, body, labels: [label] }),
        findExisting: findOurs,
        ...(options.reconcileDelayMs !== undefined
            ? { reconcileDelayMs: options.reconcileDelayMs }
            : {}),
    });
    return { number: created.number, url: created.url, action: 'created' };
}
function renderAuditBody(input) {
    const agentNotes = (0,agent_notes/* renderAgentNotes */.zu)(input.result, input.pointer);
    const head = [
        input.marker,
        `### Flotilla audit: ${(0,markdown/* neutralizeComments */.g9)(input.name)}`,
        '',
        `Last run: ${input.when}${input.runUrl ? ` · [workflow run](${input.runUrl})` : ''}`,
        '',
        renderSummary(input.result, input.findings),
    ]
        .concat(agentNotes ? ['', agentNotes] : [])
        .join('\n');
    if (!input.findings.length)
        return `${head}\n\nNo findings in the last run.`;
    const note = `\n\n… (truncated; the full list is in ${input.pointer})`;
    const table = [
        '| Severity | Location | Title | Agent |',
        '| --- | --- | --- | --- |',
        ...input.findings.map((finding) => `| ${(0,markdown/* severityLabel */.yi)(finding.severity)} | ${(0,markdown/* inlineCode */.ti)((0,markdown/* tableCell */.xR)((0,markdown/* formatLocation */.j$)(finding), 150))} | ${(0,markdown/* tableCell */.xR)((0,markdown/* neutralizeComments */.g9)(finding.title))} | ${(0,markdown/* tableCell */.xR)(finding.agent, 60)} |`),
    ].join('\n');
    let body = `${head}\n\n${table}`;
    const details = input.findings.map((finding) => renderEntry(finding, 'full')).join('\n\n');
    const withDetails = `${body}\n\n<details><summary>Details</summary>\n\n${details}\n\n</details>`;
    if (withDetails.length <= markdown/* MAX_BODY_LENGTH */.tr)
        return withDetails;
    body = (0,markdown/* truncate */.xv)(body, markdown/* MAX_BODY_LENGTH */.tr, note);
    return body;
}

;// CONCATENATED MODULE: ./build/tsc/src/publish/commit.js

/**
 * Where agent changes go (DESIGN §8): onto the pull request's own branch when it lives in this
 * repository, otherwise onto a new branch with its own pull request. Pushing is git's job (the
 * caller's); this decides the target and writes the pull-request text.
 */
/** Same-repository pull requests only: a fork's branch cannot be pushed with the workflow token. */
function canPushToPullRequest(pr) {
    if (pr.state !== 'open' || pr.headRepoFullName === null)
        return false;
    return pr.headRepoFullName.toLowerCase() === pr.baseRepoFullName.toLowerCase();
}
function chooseCommitTarget(options) {
    const { pullRequest } = options;
    if (pullRequest && canPushToPullRequest(pullRequest)) {
        return {
            kind: 'pull-request-branch',
            branch: pullRequest.headRef,
            pullNumber: pullRequest.number,
        };
    }
    // For a fork's pull request the fixes go to a branch of this repository, based on the PR's base.
    return {
        kind: 'new-branch',
        branch: options.newBranch,
        base: pullRequest?.baseRef ?? options.defaultBase,
    };
}
function describeChange(change) {
    const files = change.files.length
        ? change.files.map((file) => `  - ${(0,markdown/* inlineCode */.ti)(file)}`).join('\n')
        : '  - (no files)';
    const conflict = change.conflict ? ' — **conflicts: left for a human to merge**' : '';
    return `- ${(0,markdown/* neutralizeComments */.g9)(change.agent)}: ${(0,markdown/* inlineCode */.ti)(change.commit.slice(0, 12))} on ${(0,markdown/* inlineCode */.ti)(change.branch)}${conflict}\n${files}`;
}
/** The body of a pull request that carries agent changes. */
function renderChangesBody(result, options = {}) {
    const parts = ['### Changes made by Flotilla agents', ''];
    if (options.closesIssue !== undefined)
        parts.push(`Closes #${options.closesIssue}.`, '');
    parts.push(result.changes.length ? result.changes.map(describeChange).join('\n') : 'No changes.');
    const conflicts = result.changes.filter((change) => change.conflict);
    if (conflicts.length) {
        parts.push('', `${conflicts.length} agent branch(es) conflicted and are not included; merge them by hand.`);
    }
    if (result.final_text.trim())
        parts.push('', '#### Summary', '', (0,markdown/* neutralizeComments */.g9)(result.final_text.trim()));
    if (options.runUrl)
        parts.push('', `[Workflow run](${options.runUrl})`);
    return (0,markdown/* truncate */.xv)(parts.join('\n'), markdown/* MAX_BODY_LENGTH */.tr, '\n\n… (truncated)');
}

// EXTERNAL MODULE: ./build/tsc/src/publish/job-summary.js + 1 modules
var job_summary = __webpack_require__(52415);
// EXTERNAL MODULE: ./build/tsc/src/platform/github.js
var platform_github = __webpack_require__(92760);
// EXTERNAL MODULE: ./build/tsc/src/results/finding.js
var finding = __webpack_require__(2668);
;// CONCATENATED MODULE: ./build/tsc/src/publish/diff-lines.js
const hunkHeader = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function parsePatch(patch) {
    const hunks = [];
    let current;
    let oldRemaining = 0;
    let newRemaining = 0;
    for (const raw of patch.split('\n')) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        const header = hunkHeader.exec(line);
        if (header) {
            const left = new Set();
            const right = new Set();
            const hunk = {
                oldStart: Number(header[1]),
                oldLines: header[2] === undefined ? 1 : Number(header[2]),
                newStart: Number(header[3]),
                newLines: header[4] === undefined ? 1 : Number(header[4]),
                left,
                right,
            };
            hunks.push(hunk);
            current = { hunk, left, right, oldLine: hunk.oldStart, newLine: hunk.newStart };
            oldRemaining = hunk.oldLines;
            newRemaining = hunk.newLines;
            continue;
        }
        if (!current || (oldRemaining <= 0 && newRemaining <= 0))
            continue;
        const marker = line[0];
        if (marker === '\\')
            continue; // "\ No newline at end of file"
        const isContext = marker === ' ' || line === '';
        if (marker !== '+' && marker !== '-' && !isContext)
            continue;
        // More lines on a side than the header counts: the patch is damaged, and lines past the
        // header's range are not in the diff GitHub knows. The rest of this hunk is not trusted.
        if ((marker !== '+' && oldRemaining <= 0) || (marker !== '-' && newRemaining <= 0)) {
            current = undefined;
            continue;
        }
        if (marker !== '+') {
            // An empty line is a context line whose leading space was trimmed by some tool.
            current.left.add(current.oldLine++);
            oldRemaining--;
        }
        if (marker !== '-') {
            current.right.add(current.newLine++);
            newRemaining--;
        }
    }
    return hunks;
}
function createDiffIndex(files) {
    const byPath = new Map();
    const renamedFrom = new Map();
    for (const file of files) {
        byPath.set(file.path, file.patch ? parsePatch(file.patch) : []);
        if (file.previousPath && file.previousPath !== file.path) {
            renamedFrom.set(file.previousPath, file.path);
        }
    }
    const fits = (hunks, line, startLine, side) => hunks.some((hunk) => {
        const lines = side === 'LEFT' ? hunk.left : hunk.right;
        return lines.has(line) && (startLine === undefined || lines.has(startLine));
    });
    const resolve = (location) => {
        const side = location.side ?? 'RIGHT';
        const { line } = location;
        if (!Number.isInteger(line) || line < 1)
            return undefined;
        let startLine = location.start_line;
        if (startLine !== undefined) {
            if (!Number.isInteger(startLine) || startLine < 1 || startLine > line)
                return undefined;
            if (startLine === line)
                startLine = undefined; // GitHub wants start_line < line
        }
        // On the LEFT side a renamed file may be named by its old path.
        const path = byPath.has(location.path) || side === 'RIGHT'
            ? location.path
            : (renamedFrom.get(location.path) ?? location.path);
        const hunks = byPath.get(path);
        if (!hunks || !fits(hunks, line, startLine, side))
            return undefined;
        return { path, line, side, ...(startLine !== undefined ? { startLine } : {}) };
    };
    return {
        resolve,
        canAnchor: (path, line, startLine, side = 'RIGHT') => resolve({ path, line, start_line: startLine, side }) !== undefined,
        hunks: (path) => byPath.get(path) ?? [],
    };
}
/** Splits `git diff` output into files with their hunks (for local runs without the API). */
function parseUnifiedDiff(diff) {
    const files = [];
    let file;
    const finish = () => {
        if (!file?.path)
            return;
        const patch = file.lines.join('\n');
        files.push({
            path: file.path,
            ...(file.previousPath && file.previousPath !== file.path
                ? { previousPath: file.previousPath }
                : {}),
            ...(patch ? { patch } : {}),
        });
    };
    let inHunks = false;
    let oldRemaining = 0;
    let newRemaining = 0;
    for (const raw of diff.split('\n')) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        const hunkDone = oldRemaining <= 0 && newRemaining <= 0;
        if (inHunks && hunkDone && line.startsWith('--- ')) {
            // A diff without `diff --git` headers: the next file starts.
            finish();
            file = undefined;
            inHunks = false;
        }
        if (line.startsWith('diff --git ')) {
            finish();
            const names = splitGitHeaderPaths(line.slice('diff --git '.length));
            file = {
                lines: [],
                ...(names ? { previousPath: names[0], path: names[1] } : {}),
            };
            inHunks = false;
            continue;
        }
        if (!file) {
            if (line.startsWith('--- '))
                file = { lines: [] };
            else
                continue;
        }
        if (!inHunks) {
            if (line.startsWith('--- ')) {
                const name = stripPrefix(line.slice(4));
                if (name !== undefined)
                    file.previousPath = name;
            }
            else if (line.startsWith('+++ ')) {
                const name = stripPrefix(line.slice(4));
                file.path = name ?? file.previousPath ?? file.path;
            }
            else if (line.startsWith('rename from ')) {
                file.previousPath = unquote(line.slice('rename from '.length));
            }
            else if (line.startsWith('rename to ')) {
                file.path = unquote(line.slice('rename to '.length));
            }
            else if (line.startsWith('@@')) {
                inHunks = true;
            }
        }
        if (!inHunks)
            continue;
        const header = hunkHeader.exec(line);
        if (header) {
            oldRemaining = header[2] === undefined ? 1 : Number(header[2]);
            newRemaining = header[4] === undefined ? 1 : Number(header[4]);
        }
        else if (line.startsWith('-'))
            oldRemaining--;
        else if (line.startsWith('+'))
            newRemaining--;
        else if (line.startsWith(' ') || line === '') {
            oldRemaining--;
            newRemaining--;
        }
        file.lines.push(line);
    }
    finish();
    return files;
}
/**
 * `a/x b/y` → [x, y]. A name with spaces splits only when it is the same on both sides (as git
 * reads it); otherwise undefined, and the ---/+++ or rename lines decide. A binary file or a
 * mode change has neither, so without this it would be lost.
 */
function splitGitHeaderPaths(rest) {
    if (rest.startsWith('"')) {
        const match = /^("(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*"|\S+)$/.exec(rest);
        if (!match?.[1] || !match[2])
            return undefined;
        return [unquote(match[1]).replace(/^a\//, ''), unquote(match[2]).replace(/^b\//, '')];
    }
    const parts = rest.split(' ');
    if (parts.length === 2 && parts[0] && parts[1]) {
        return [parts[0].replace(/^a\//, ''), unquote(parts[1]).replace(/^b\//, '')];
    }
    const nameLength = (rest.length - 'a/ b/'.length) / 2;
    const name = rest.slice('a/'.length, 'a/'.length + nameLength);
    if (rest.startsWith('a/') && nameLength > 0 && rest === `a/${name} b/${name}`) {
        return [name, name];
    }
    return undefined;
}
/** `a/path` → `path`; `/dev/null` → undefined. */
function stripPrefix(name) {
    const clean = unquote(name.replace(/\t.*$/, ''));
    if (clean === '/dev/null')
        return undefined;
    return clean.replace(/^[ab]\//, '');
}
/** Git quotes names with special characters C-style: "a/caf\303\251.txt". */
function unquote(name) {
    if (!name.startsWith('"') || !name.endsWith('"'))
        return name;
    const bytes = [];
    const body = name.slice(1, -1);
    const simple = {
        n: 10,
        t: 9,
        r: 13,
        '"': 34,
        '\\': 92,
        a: 7,
        b: 8,
        f: 12,
        v: 11,
    };
    for (let index = 0; index < body.length; index++) {
        const char = body[index] ?? '';
        if (char !== '\\') {
            bytes.push(...Buffer.from(char));
            continue;
        }
        const next = body[index + 1] ?? '';
        const octal = /^[0-7]{3}/.exec(body.slice(index + 1));
        if (octal) {
            bytes.push(parseInt(octal[0], 8));
            index += 3;
        }
        else {
            bytes.push(simple[next] ?? next.charCodeAt(0));
            index += 1;
        }
    }
    return Buffer.from(bytes).toString('utf8');
}

;// CONCATENATED MODULE: ./build/tsc/src/publish/pr-review.js










async function publishReview(options) {
    const { github, pullNumber } = options;
    const redact = options.redact ?? (0,publish_redact/* createRedactor */.lY)([]);
    const findings = (0,dedupe_findings/* dedupeFindings */._4)((0,publish_redact/* redactDeep */.KL)(options.result.findings, redact));
    const result = (0,publish_redact/* redactDeep */.KL)({ ...options.result, findings }, redact);
    const pointer = redact((0,markdown/* pointerTo */.xH)(options.artifactUrl));
    const reconcileDelayMs = options.reconcileDelayMs ?? 1000;
    const pull = await github.getPullRequest(pullNumber);
    const headSha = options.headSha ?? pull.headSha;
    const marker = (0,markers/* reviewMarker */.vU)(headSha);
    const findOurs = async () => {
        const review = (await github.listReviews(pullNumber)).find((item) => (0,markers/* startsWithMarker */.Ox)(item.body, marker));
        if (review)
            return { id: review.id, url: review.url, kind: 'review' };
        const comment = (await github.listIssueComments(pullNumber)).find((item) => (0,markers/* startsWithMarker */.Ox)(item.body, marker));
        return comment ? { id: comment.id, url: comment.url, kind: 'issue-comment' } : undefined;
    };
    const threshold = options.policy?.requestChangesAt;
    const requestChanges = threshold !== undefined && (0,finding/* reachesSeverity */.$U)(findings, threshold);
    const event = requestChanges ? 'REQUEST_CHANGES' : 'COMMENT';
    const existing = await findOurs();
    if (existing) {
        return {
            status: 'existing',
            ...existing,
            event,
            headSha,
            inline: 0,
            inBody: 0,
            skipped: findings.length,
        };
    }
    // Inline comments are anchored to the diff of the current head only.
    const movedOn = headSha !== pull.headSha;
    const index = createDiffIndex(movedOn ? [] : await github.listPullRequestFiles(pullNumber));
    const postedKeys = new Set();
    if (!movedOn) {
        for (const comment of await github.listReviewComments(pullNumber)) {
            const key = (0,markers/* findingKeyOf */.QH)(comment.body);
            if (key)
                postedKeys.add(key);
        }
    }
    const comments = [];
    const inBody = [];
    let alreadyPosted = 0;
    const keysThisReview = new Set();
    for (const finding of findings) {
        const anchor = index.resolve(finding);
        if (!anchor) {
            inBody.push(finding);
            continue;
        }
        const key = (0,markers/* findingKey */.fl)(finding);
        if (postedKeys.has(key) || keysThisReview.has(key)) {
            alreadyPosted++;
            continue;
        }
        keysThisReview.add(key);
        comments.push({
            path: anchor.path,
            line: anchor.line,
            side: anchor.side,
            ...(anchor.startLine !== undefined
                ? { startLine: anchor.startLine, startSide: anchor.side }
                : {}),
            body: redact(renderInlineComment(finding, pointer)),
        });
    }
    const body = redact(renderReviewBody({
        headSha,
        result,
        findings,
        inline: comments.length,
        inBody,
        alreadyPosted,
        requestChangesAt: threshold,
        requestChanges,
        pointer,
        currentHeadSha: movedOn ? pull.headSha : undefined,
    }));
    const findReview = async () => {
        const found = await findOurs();
        return found?.kind === 'review' ? { id: found.id, url: found.url } : undefined;
    };
    try {
        const review = await (0,write_once/* createOnce */.U)({
            create: () => github.createReview({ pullNumber, commitId: headSha, body, event, comments }),
            findExisting: findReview,
            reconcileDelayMs,
        });
        return {
            status: 'created',
            kind: 'review',
            id: review.id,
            url: review.url,
            event,
            headSha,
            inline: comments.length,
            inBody: inBody.length,
            skipped: alreadyPosted,
        };
    }
    catch (error) {
        if (!(0,platform_github/* isUnprocessable */.P4)(error))
            throw error;
    }
    // GitHub refused the review (an anchor it would not accept, REQUEST_CHANGES on one's own pull
    // request, a locked conversation…): keep every finding, without anchors.
    const bodies = renderFallbackBodies({
        headSha,
        result,
        findings,
        pointer,
        requestChangesAt: threshold,
        requestChanges,
    }).map(redact);
    const [first, ...rest] = bodies;
    if (first === undefined)
        throw new errors/* InternalError */.Gd('the fallback review has no body');
    const posted = await postFallback({
        github,
        pullNumber,
        headSha,
        body: first,
        findOurs,
        reconcileDelayMs,
    });
    for (const part of rest) {
        const partMarker = (0,markers/* firstLine */.TM)(part);
        await (0,write_once/* createOnce */.U)({
            create: () => github.createIssueComment(pullNumber, part),
            findExisting: async () => (await github.listIssueComments(pullNumber)).find((comment) => (0,markers/* startsWithMarker */.Ox)(comment.body, partMarker)),
            reconcileDelayMs,
        });
    }
    return {
        status: 'fallback',
        ...posted,
        event: 'COMMENT',
        headSha,
        inline: 0,
        inBody: findings.length,
        skipped: 0,
    };
}
async function postFallback(options) {
    const { github, pullNumber, headSha, body, findOurs, reconcileDelayMs } = options;
    try {
        return await (0,write_once/* createOnce */.U)({
            create: async () => {
                const review = await github.createReview({
                    pullNumber,
                    commitId: headSha,
                    body,
                    event: 'COMMENT',
                    comments: [],
                });
                return { id: review.id, url: review.url, kind: 'review' };
            },
            findExisting: findOurs,
            reconcileDelayMs,
        });
    }
    catch (error) {
        if (!(0,platform_github/* isUnprocessable */.P4)(error))
            throw error;
    }
    return (0,write_once/* createOnce */.U)({
        create: async () => {
            const comment = await github.createIssueComment(pullNumber, body);
            return { id: comment.id, url: comment.url, kind: 'issue-comment' };
        },
        findExisting: findOurs,
        reconcileDelayMs,
    });
}

;// CONCATENATED MODULE: ./build/tsc/src/publish/pull-request.js






async function openPullRequest(options) {
    const { github } = options;
    if (!options.head || !options.base) {
        throw new errors/* UserError */.yo(`Cannot open a pull request from '${options.head}' into '${options.base}'. Expected a pushed branch name and a base branch name.`);
    }
    const redact = options.redact ?? (0,publish_redact/* createRedactor */.lY)([]);
    const qualifiedHead = options.head.includes(':')
        ? options.head
        : `${github.repository.owner}:${options.head}`;
    const findOpen = async () => (await github.listPullRequests({ head: qualifiedHead, state: 'open' }))[0];
    const existing = await findOpen();
    if (existing)
        return { number: existing.number, url: existing.url, created: false, pullRequest: existing };
    const title = (0,markdown/* truncate */.xv)((0,one_line/* oneLine */.T)(redact(options.title)), 256, '…');
    const body = (0,markdown/* truncate */.xv)(redact(options.body), markdown/* MAX_BODY_LENGTH */.tr, '\n\n… (truncated)');
    try {
        const pullRequest = await (0,write_once/* createOnce */.U)({
            create: () => github.createPullRequest({
                head: options.head,
                base: options.base,
                title,
                body,
                ...(options.draft !== undefined ? { draft: options.draft } : {}),
            }),
            findExisting: findOpen,
            ...(options.reconcileDelayMs !== undefined
                ? { reconcileDelayMs: options.reconcileDelayMs }
                : {}),
        });
        return { number: pullRequest.number, url: pullRequest.url, created: true, pullRequest };
    }
    catch (error) {
        // "A pull request already exists for owner:branch": someone (a parallel job) was first.
        if ((0,platform_github/* isUnprocessable */.P4)(error)) {
            const raced = await findOpen();
            if (raced)
                return { number: raced.number, url: raced.url, created: false, pullRequest: raced };
        }
        throw error;
    }
}

;// CONCATENATED MODULE: ./build/tsc/src/publish/signed-commit.js

/**
 * `use_commit_signing`: the agents' changes reach GitHub as one commit made through the Git data
 * API (blobs, trees, a commit, a ref update) instead of `git push`. GitHub signs commits it
 * creates for a token without a custom author, so they show as verified and satisfy branch
 * protection that requires signed commits. The API has limits a push does not: a blob is at
 * most 100 MB and a request should stay small, so each file is its own blob and the tree is
 * built in chunks, each chunk a tree on top of the previous one.
 */
/** GitHub refuses blobs over 100 MB through the API. */
const maximumBlobBytes = 100 * 1024 * 1024;
/** Tree entries sent in one createTree request. */
const defaultTreeChunkEntries = 100;
/** Inline content sent in one createTree request. */
const treeChunkBytes = 1024 * 1024;
/** Larger text files go as blobs of their own. */
const inlineMaximumBytes = 256 * 1024;
/** What changed between `parent` and `head`, as tree entries (renames as delete + add). */
async function changedEntries(git, parent, head) {
    const output = await git.raw(['diff-tree', '-r', '-z', '--no-renames', parent, head]);
    const fields = output.split('\0');
    const changed = [];
    for (let index = 0; index + 1 < fields.length; index += 2) {
        const meta = fields[index] ?? '';
        const path = fields[index + 1] ?? '';
        // ":100644 100644 <old sha> <new sha> M"
        const match = /^:(\d{6}) (\d{6}) [0-9a-f]+ ([0-9a-f]+) ([A-Z])/.exec(meta);
        if (!match)
            continue;
        const [, , newMode = '', newSha = '', status] = match;
        if (status === 'D') {
            changed.push({ path, mode: null, blob: null });
            continue;
        }
        if (newMode === '160000')
            throw new errors/* UserError */.yo(`The agents changed the submodule ${path}; a signed commit through the GitHub API cannot record submodule changes.`, 'Set use_commit_signing: false for this run, or leave submodules unchanged.');
        if (newMode !== '100644' && newMode !== '100755' && newMode !== '120000')
            continue;
        changed.push({ path, mode: newMode, blob: newSha });
    }
    return changed;
}
/** Creates the commit on GitHub; its parent is `parent`, its tree that of `head`. */
async function createSignedCommit(options) {
    const { github, git } = options;
    const chunkSize = Math.max(1, options.treeChunkEntries ?? defaultTreeChunkEntries);
    const changed = await changedEntries(git, options.parent, options.head);
    const entries = [];
    for (const change of changed) {
        if (change.mode === null || change.blob === null) {
            entries.push({ path: change.path, mode: '100644', sha: null });
            continue;
        }
        const bytes = await git.readBlob(change.blob);
        if (bytes.length > maximumBlobBytes)
            throw new errors/* UserError */.yo(`${change.path} is ${bytes.length} bytes; the GitHub API takes files of at most 100 MB, so it cannot be part of a signed commit.`, 'Set use_commit_signing: false (git push) for changes with files that large.');
        const text = inlineText(bytes);
        if (text !== undefined)
            entries.push({ path: change.path, mode: change.mode, sha: null, content: text });
        else
            entries.push({ path: change.path, mode: change.mode, sha: await github.createBlob(bytes) });
    }
    let tree = await github.getCommit(options.parent).then((commit) => commit.tree);
    const chunks = chunkEntries(entries, chunkSize, treeChunkBytes);
    for (const chunk of chunks)
        tree = await github.createTree(tree, chunk);
    const expected = (await git.raw(['rev-parse', `${options.head}^{tree}`])).trim();
    if (tree !== expected)
        throw new errors/* UserError */.yo(`The tree GitHub built (${tree.slice(0, 12)}) differs from the agents' tree (${expected.slice(0, 12)}); nothing was committed.`, 'This happens when the branch on GitHub is not the commit the agents started from; run again on the current head.');
    const commit = await github.createCommit({
        message: options.message,
        tree,
        parents: [options.parent],
    });
    options.log?.(`Created commit ${commit.sha.slice(0, 12)} through the GitHub API (${entries.length} file(s) in ${chunks.length} tree request(s))${commit.verified ? ', signed by GitHub' : ''}.`);
    return commit;
}
/** The bytes as text when they survive a round trip through UTF-8 and hold no NUL; else undefined. */
function inlineText(bytes) {
    if (bytes.length > inlineMaximumBytes || bytes.includes(0))
        return undefined;
    const text = bytes.toString('utf8');
    return Buffer.from(text, 'utf8').equals(bytes) ? text : undefined;
}
/** Consecutive chunks of at most `maxEntries` entries and (beyond one entry) `maxBytes` inline bytes. */
function chunkEntries(entries, maxEntries, maxBytes) {
    const chunks = [];
    let current = [];
    let bytes = 0;
    for (const entry of entries) {
        const size = entry.content === undefined ? 0 : Buffer.byteLength(entry.content);
        if (current.length > 0 && (current.length >= maxEntries || bytes + size > maxBytes)) {
            chunks.push(current);
            current = [];
            bytes = 0;
        }
        current.push(entry);
        bytes += size;
    }
    if (current.length > 0)
        chunks.push(current);
    return chunks;
}

// EXTERNAL MODULE: ./build/tsc/src/publish/sticky-comment.js
var sticky_comment = __webpack_require__(67425);
;// CONCATENATED MODULE: ./build/tsc/src/publish/publish-result.js








/**
 * The one way a RunResult reaches GitHub, for the Action and `flotilla publish` alike: the same
 * bodies, the sticky summary after a review, and the agents' changes pushed (commit) or proposed
 * in a pull request (pr).
 */
const publishTargets = ['review', 'comment', 'commit', 'pr', 'issue', 'none'];
async function publishResult(context) {
    const { github, result, redact } = context;
    const artifactUrl = context.runUrl;
    switch (context.target) {
        case 'none':
            return {};
        case 'review': {
            const pullNumber = required(context.pullNumber, 'review', 'a pull request');
            const review = await publishReview({
                github,
                pullNumber,
                result,
                redact,
                ...(context.headSha ? { headSha: context.headSha } : {}),
                ...(context.requestChangesOn
                    ? { policy: { requestChangesAt: context.requestChangesOn } }
                    : {}),
                ...(artifactUrl ? { artifactUrl } : {}),
            });
            context.log(review.status === 'existing'
                ? `A review for ${review.headSha.slice(0, 12)} was already posted (${review.url}); nothing new posted.`
                : `Posted review ${review.url}: ${review.inline} inline comment(s), ${review.inBody} in the body.`);
            const summary = await (0,sticky_comment/* upsertStickyComment */.q)({
                github,
                issueNumber: pullNumber,
                body: (0,job_summary/* renderJobSummary */.q)(result, { title: 'Flotilla summary', redact }),
                redact,
            });
            context.log(`Summary comment ${summary.action}: ${summary.url}`);
            return { reviewUrl: review.url };
        }
        case 'comment': {
            const thread = required(context.threadNumber, 'comment', 'a pull request or issue');
            const body = [
                result.final_text.trim(),
                (0,job_summary/* renderJobSummary */.q)(result, { title: 'Flotilla', redact }),
            ]
                .filter(Boolean)
                .join('\n\n');
            const comment = await (0,sticky_comment/* upsertStickyComment */.q)({
                github,
                issueNumber: thread,
                body,
                key: `run-${result.run_id || 'local'}`,
                redact,
            });
            context.log(`Comment ${comment.action}: ${comment.url}`);
            return { commentUrl: comment.url };
        }
        case 'issue': {
            const issue = await publishAuditIssue({
                github,
                auditName: context.auditName,
                result,
                redact,
                ...(artifactUrl ? { artifactUrl } : {}),
                ...(context.runUrl ? { runUrl: context.runUrl } : {}),
            });
            context.log(`Audit issue ${issue.action}: ${issue.url}`);
            return { issueUrl: issue.url };
        }
        case 'commit':
        case 'pr':
            return publishChanges(context);
    }
}
async function publishChanges(context) {
    const { github, git, result } = context;
    const resultsBranch = result.results_branch;
    if (!resultsBranch) {
        context.log('The agents changed no files: nothing to push.');
        return {};
    }
    if (!git)
        throw new errors/* UserError */.yo(`Publishing to ${context.target} needs the git checkout that holds ${resultsBranch}.`);
    const pullRequest = context.pullNumber === undefined ? undefined : await github.getPullRequest(context.pullNumber);
    const defaultBase = (await git.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], { okExitCodes: [0, 1] })).stdout.trim() || 'main';
    const runId = result.run_id || String(Date.now());
    const target = context.target === 'commit'
        ? chooseCommitTarget({
            ...(pullRequest ? { pullRequest } : {}),
            newBranch: `flotilla/changes-${runId}`,
            defaultBase,
        })
        : {
            kind: 'new-branch',
            branch: `flotilla/${context.auditName.replace(/[^A-Za-z0-9._-]+/g, '-')}-${runId}`,
            base: pullRequest?.baseRef ?? defaultBase,
        };
    if (target.kind === 'pull-request-branch' && pullRequest) {
        const branchSha = await git.revParse(resultsBranch);
        if (!(await git.isAncestor(pullRequest.headSha, branchSha))) {
            throw new errors/* UserError */.yo(`The agents' changes are not based on the pull request's head (${pullRequest.headSha.slice(0, 12)}), so they cannot be pushed to ${pullRequest.headRef}.`, 'Check out the pull request head (in a workflow: actions/checkout with ref: the head branch), or publish to pr instead.');
        }
    }
    const agents = result.changes.map((change) => change.agent).join(', ') || 'its agents';
    if (context.signCommits) {
        // The commit goes on what GitHub has: the pull request's head, or the commit the agents
        // started from (the checkout), on a new branch.
        const parent = target.kind === 'pull-request-branch' && pullRequest
            ? pullRequest.headSha
            : ((await git.mergeBase(resultsBranch, 'HEAD')) ?? (await git.revParse('HEAD')));
        const commit = await createSignedCommit({
            github,
            git,
            parent,
            head: resultsBranch,
            message: `Flotilla: changes from ${agents}\n\n${result.changes
                .map((change) => `- ${change.agent}: ${change.files.length} file(s)`)
                .join('\n')}`,
            log: context.log,
        });
        const ref = `heads/${target.branch}`;
        if (target.kind === 'pull-request-branch')
            await github.updateRef(ref, commit.sha, false);
        else if (await github.getRef(ref))
            await github.updateRef(ref, commit.sha, true);
        else
            await github.createRef(ref, commit.sha);
        context.log(`Committed the agents' changes to ${target.branch} through the GitHub API.`);
    }
    else {
        await git.raw([
            'push',
            '--no-verify',
            'origin',
            `refs/heads/${resultsBranch}:refs/heads/${target.branch}`,
        ]);
        context.log(`Pushed the agents' changes to ${target.branch}.`);
    }
    if (target.kind === 'pull-request-branch')
        return { branch: target.branch };
    const opened = await openPullRequest({
        github,
        head: target.branch,
        base: target.base,
        title: `Flotilla: changes from ${agents}`,
        body: renderChangesBody(result, {
            ...(context.runUrl ? { runUrl: context.runUrl } : {}),
            ...(context.closesIssue !== undefined ? { closesIssue: context.closesIssue } : {}),
        }),
        redact: context.redact,
    });
    context.log(`${opened.created ? 'Opened' : 'Found open'} pull request ${opened.url}.`);
    return { branch: target.branch, prUrl: opened.url };
}
function required(value, target, what) {
    if (value === undefined)
        throw new errors/* UserError */.yo(`Publishing to ${target} needs ${what}, and none was given.`, 'In the Action the event names it; with flotilla publish give --pr N or --issue N.');
    return value;
}


/***/ }),

/***/ 67425:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ stickyCommentBody),
/* harmony export */   q: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75841);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79843);
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60707);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20391);
/* harmony import */ var _write_once_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20177);





/** A sticky comment's whole body: its marker, then `body` redacted and cut to GitHub's limit. */
function stickyCommentBody(key, body, redact) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(`${(0,_markers_js__WEBPACK_IMPORTED_MODULE_2__/* .stickyMarker */ .YL)(key)}\n${redact(body)}`, _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_BODY_LENGTH */ .tr, '\n\n… (truncated)');
}
async function upsertStickyComment(options) {
    const key = options.key ?? 'summary';
    if (!/^[a-z0-9][a-z0-9._-]*$/i.test(key)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`Invalid sticky comment key '${key}'. Expected letters, digits, '.', '_' or '-', e.g. 'summary'.`);
    }
    const { github, issueNumber } = options;
    const marker = (0,_markers_js__WEBPACK_IMPORTED_MODULE_2__/* .stickyMarker */ .YL)(key);
    const body = stickyCommentBody(key, options.body, options.redact ?? (0,_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .createRedactor */ .lY)([]));
    const findOurs = async () => (await github.listIssueComments(issueNumber)).find((comment) => (0,_markers_js__WEBPACK_IMPORTED_MODULE_2__/* .startsWithMarker */ .Ox)(comment.body, marker));
    const existing = await findOurs();
    if (existing) {
        if (existing.body === body)
            return { id: existing.id, url: existing.url, action: 'unchanged' };
        const updated = await github.updateIssueComment(existing.id, body);
        return { id: updated.id, url: updated.url, action: 'updated' };
    }
    const created = await (0,_write_once_js__WEBPACK_IMPORTED_MODULE_3__/* .createOnce */ .U)({
        create: () => github.createIssueComment(issueNumber, body),
        findExisting: findOurs,
        ...(options.reconcileDelayMs !== undefined
            ? { reconcileDelayMs: options.reconcileDelayMs }
            : {}),
    });
    return { id: created.id, url: created.url, action: 'created' };
}


/***/ }),

/***/ 20177:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ createOnce)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var _platform_github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92760);


/**
 * A create (POST) that must not be duplicated. When GitHub's answer leaves the outcome unknown
 * (5xx, timeout, dropped connection), we look for what we tried to create before trying again:
 * a POST is retried only once a re-list has shown that it did not land.
 */
async function createOnce(options) {
    const attempts = options.attempts ?? 3;
    const delay = options.reconcileDelayMs ?? 1000;
    for (let attempt = 1;; attempt++) {
        try {
            return await options.create();
        }
        catch (error) {
            if (!(0,_platform_github_js__WEBPACK_IMPORTED_MODULE_1__/* .isOutcomeUnknown */ .B1)(error))
                throw error;
            if (delay > 0)
                await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(delay);
            const existing = await options.findExisting();
            if (existing !== undefined)
                return existing;
            if (attempt >= attempts)
                throw error;
        }
    }
}


/***/ })

};
