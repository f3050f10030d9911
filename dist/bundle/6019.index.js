export const id = 6019;
export const ids = [6019];
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

/***/ 27950:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XM: () => (/* binding */ readLinkedGitDir),
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   lD: () => (/* binding */ createGit)
/* harmony export */ });
/* unused harmony exports defaultGitIdentity, gitEnvironment, parseStatus, parseWorktreeList */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75841);





const defaultGitIdentity = {
    name: 'flotilla[bot]',
    email: 'flotilla@users.noreply.github.com',
};
/**
 * A git command failed: an environment problem (exit 6), not a bug. Carries the exit code,
 * git's own message, the directory it ran in, and a hint saying what to do.
 */
class GitError extends _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .EnvironmentError */ .eG {
    args;
    gitExitCode;
    stderr;
    constructor(args, 
    /** git's exit status (-1: it could not start). */
    gitExitCode, stderr, options) {
        const detail = stderr.trim() || '(no message)';
        const where = options?.cwd ? ` in ${options.cwd}` : '';
        super(`git ${args.join(' ')} failed${where} (exit ${gitExitCode}): ${detail}`, gitHint(gitExitCode, stderr, options?.cwd), options?.cause === undefined ? undefined : { cause: options.cause });
        this.args = args;
        this.gitExitCode = gitExitCode;
        this.stderr = stderr;
    }
}
function gitHint(exitCode, stderr, cwd) {
    const place = cwd ?? 'the repository';
    if (exitCode === -1)
        return 'Install git and make sure it is on PATH, then run again.';
    if (/not a git repository/i.test(stderr))
        return `Run Flotilla in a git repository (give --repo a directory made by git init or git clone); ${place} is not one.`;
    if (/index\.lock|\.lock': File exists|Unable to create .*\.lock/i.test(stderr))
        return `Another git process holds a lock in ${place}. Wait for it, or if none is running delete the .lock file git names.`;
    if (/tell me who you are|empty ident/i.test(stderr))
        return 'Set a git identity: git config user.name "…" and git config user.email "…".';
    if (/no space left/i.test(stderr))
        return 'Free disk space and run again.';
    return `Run the same git command in ${place} to see the problem, fix the repository's state, and run again.`;
}
/**
 * Variables passed through from the caller's environment. Everything else is dropped: tokens,
 * GIT_DIR / GIT_WORK_TREE / GIT_INDEX_FILE from an enclosing git process, editor and pager hooks.
 */
const passedNames = new Set([
    'PATH Path PATHEXT HOME USERPROFILE HOMEDRIVE HOMEPATH SYSTEMROOT SystemRoot WINDIR COMSPEC',
    'TMPDIR TEMP TMP LANG LANGUAGE TZ USER LOGNAME XDG_CONFIG_HOME',
    'GIT_CONFIG_GLOBAL GIT_CONFIG_SYSTEM GIT_CONFIG_NOSYSTEM GIT_SSL_CAINFO GIT_SSL_CAPATH',
    'HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy',
    'GIT_TRACE GIT_TRACE2 GIT_TRACE2_EVENT',
    // Our own fetches (deepening a shallow clone) may go over SSH with the user's agent.
    'SSH_AUTH_SOCK GIT_SSH GIT_SSH_COMMAND',
].flatMap((names) => names.split(' ')));
function gitEnvironment(base, identity) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && (passedNames.has(name) || name.startsWith('LC_')))
            env[name] = value;
    }
    return {
        ...env,
        GIT_TERMINAL_PROMPT: '0',
        GIT_ASKPASS: '',
        SSH_ASKPASS: '',
        GIT_EDITOR: ':',
        GIT_LFS_SKIP_SMUDGE: '1',
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
    };
}
const hermeticConfig = {
    'core.hooksPath': '/dev/null',
    // A file-system monitor is a command git runs on status and add: never one from the tree.
    'core.fsmonitor': 'false',
};
const pinNames = ['GIT_DIR', 'GIT_COMMON_DIR', 'GIT_WORK_TREE'];
/**
 * The git directory of a linked worktree, read from the `gitdir:` line of its `.git` file rather
 * than by a `git rev-parse` process (one process per worktree is what creating many at once costs
 * most). Undefined when the file is not that of a worktree of `commonDir` (`<common>/worktrees/*`),
 * so the caller can ask git instead.
 */
async function readLinkedGitDir(worktreePath, commonDir) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(worktreePath, '.git'), 'utf8').catch(() => undefined);
    const match = text === undefined ? null : /^gitdir: (.+)$/m.exec(text);
    if (!match)
        return undefined;
    const gitDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(worktreePath, match[1].trim())).catch(() => undefined);
    if (gitDir === undefined)
        return undefined;
    const worktreesDir = node_path__WEBPACK_IMPORTED_MODULE_3__.join(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(commonDir).catch(() => commonDir), 'worktrees');
    return node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(gitDir) === worktreesDir ? gitDir : undefined;
}
function unpinned(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !pinNames.includes(name)));
}
function createGit(cwd, options) {
    const env = gitEnvironment(options.env, options.identity ?? defaultGitIdentity);
    const configArgs = Object.entries({ ...hermeticConfig, ...options.config }).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
    return new CommandGit(node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(cwd), options.binary ?? 'git', env, configArgs);
}
class CommandGit {
    cwd;
    binary;
    env;
    configArgs;
    constructor(cwd, binary, env, configArgs) {
        this.cwd = cwd;
        this.binary = binary;
        this.env = env;
        this.configArgs = configArgs;
    }
    at(cwd) {
        return new CommandGit(node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(cwd), this.binary, unpinned(this.env), this.configArgs);
    }
    pinned(layout) {
        return new CommandGit(node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(layout.workTree), this.binary, {
            ...unpinned(this.env),
            GIT_DIR: layout.gitDir,
            GIT_COMMON_DIR: layout.commonDir,
            GIT_WORK_TREE: layout.workTree,
        }, this.configArgs);
    }
    async pin() {
        const plain = this.at(this.cwd);
        const [workTree, gitDir, commonDir] = (await plain.raw(['rev-parse', '--show-toplevel', '--absolute-git-dir', '--git-common-dir']))
            .trim()
            .split('\n');
        if (!workTree || !gitDir || !commonDir)
            throw new GitError(['rev-parse'], 0, 'could not resolve the repository layout', {
                cwd: this.cwd,
            });
        const common = node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(this.cwd, commonDir);
        // Only a linked worktree's git directory (<common>/worktrees/<name>) has a commondir file; a
        // main repository's that has one was redirected (to another repository's config).
        const linked = node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(gitDir)) === node_path__WEBPACK_IMPORTED_MODULE_3__.join(common, 'worktrees');
        if (!linked && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(gitDir, 'commondir'))) {
            throw new GitError(['rev-parse'], 0, `${node_path__WEBPACK_IMPORTED_MODULE_3__.join(gitDir, 'commondir')} exists: a main repository's git directory never has one, so something redirected it. Remove it after checking what it points to.`, { cwd: this.cwd });
        }
        return this.pinned({ workTree, gitDir, commonDir: common });
    }
    /** Also gives stdout as bytes (a blob need not be text). */
    async run(args, options = {}) {
        const result = await execute(this.binary, [...this.configArgs, ...args], {
            cwd: this.cwd,
            env: options.env ? { ...this.env, ...options.env } : this.env,
        });
        const ok = options.okExitCodes ?? [0];
        if (!ok.includes(result.exitCode))
            throw new GitError(args, result.exitCode, result.stderr, { cwd: this.cwd });
        return result;
    }
    async raw(args, options) {
        return (await this.run(args, options)).stdout;
    }
    async readBlob(object) {
        return (await this.run(['cat-file', 'blob', object])).bytes;
    }
    rawSync(args) {
        const result = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(this.binary, [...this.configArgs, ...args], {
            cwd: this.cwd,
            env: { ...this.env },
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        const exitCode = result.status ?? 1;
        if (exitCode !== 0)
            throw new GitError(args, exitCode, result.stderr ?? '', { cwd: this.cwd });
        return result.stdout ?? '';
    }
    async revParse(ref) {
        return (await this.raw(['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`])).trim();
    }
    async tryRevParse(ref) {
        const result = await this.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], { okExitCodes: [0, 1, 128] });
        return result.exitCode === 0 ? result.stdout.trim() : undefined;
    }
    async topLevel() {
        return (await this.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    async commonDir() {
        // A pinned Git names its common directory itself (pinned()): no process needed.
        const pinnedCommonDir = this.env.GIT_COMMON_DIR;
        if (pinnedCommonDir)
            return node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(this.cwd, pinnedCommonDir);
        return node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(this.cwd, (await this.raw(['rev-parse', '--git-common-dir'])).trim());
    }
    async headAndCommonDir() {
        const result = await this.run(['rev-parse', '--git-common-dir', '--verify', '--quiet', '--end-of-options', 'HEAD^{commit}'], { okExitCodes: [0, 1, 128] });
        const [commonDir, head] = result.stdout.trim().split('\n');
        if (result.exitCode !== 0 || !commonDir || !head)
            return undefined;
        return { head, commonDir: node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(this.cwd, commonDir) };
    }
    async gitDir() {
        return node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(this.cwd, (await this.raw(['rev-parse', '--git-dir'])).trim());
    }
    async status(options = {}) {
        const args = ['status', '--porcelain=v1', '-z', '--untracked-files=all'];
        if (options.pathspecs?.length)
            args.push('--', ...options.pathspecs);
        // A read-only look: do not take the index lock to refresh stat information.
        const output = await this.raw(args, { env: { GIT_OPTIONAL_LOCKS: '0' } });
        return parseStatus(output);
    }
    async worktreeAdd(options) {
        const args = ['worktree', 'add'];
        if (options.noCheckout)
            args.push('--no-checkout');
        if (options.lockReason !== undefined)
            args.push('--lock', '--reason', options.lockReason);
        if (options.newBranch !== undefined)
            args.push('--no-track', '-b', options.newBranch);
        args.push('--', options.path, options.commitish);
        await this.raw(args);
    }
    async worktreeRemove(worktreePath, options = {}) {
        const force = options.force === 'locked' ? ['-f', '-f'] : options.force ? ['-f'] : [];
        await this.raw(['worktree', 'remove', ...force, '--', worktreePath]);
    }
    async worktreePrune() {
        await this.raw(['worktree', 'prune']);
    }
    async worktreeList() {
        return parseWorktreeList(await this.raw(['worktree', 'list', '--porcelain', '-z']));
    }
    async worktreeLock(worktreePath, reason) {
        await this.raw(['worktree', 'lock', '--reason', reason, '--', worktreePath]);
    }
    async worktreeUnlock(worktreePath) {
        await this.raw(['worktree', 'unlock', '--', worktreePath]);
    }
    async branchCreate(name, startSha) {
        await this.raw(['branch', '--no-track', '--', name, startSha]);
    }
    async branchDelete(name, options = {}) {
        await this.raw(['branch', options.force ? '-D' : '-d', '--', name]);
    }
    async branchList(prefix) {
        // for-each-ref matches whole path components only; filter by plain prefix here instead.
        const output = await this.raw([
            'for-each-ref',
            '--format=%(objectname) %(refname)',
            'refs/heads/',
        ]);
        const branches = [];
        for (const line of output.split('\n')) {
            const space = line.indexOf(' ');
            if (space < 0)
                continue;
            const ref = line.slice(space + 1);
            if (!ref.startsWith(`refs/heads/${prefix}`))
                continue;
            branches.push({ sha: line.slice(0, space), name: ref.slice('refs/heads/'.length) });
        }
        return branches;
    }
    async commitAll(options) {
        const pathspecs = options.pathspecs?.length ? options.pathspecs : ['.'];
        await this.raw(['add', '-A', '--', ...pathspecs]);
        const staged = await this.run(['diff', '--cached', '--quiet'], { okExitCodes: [0, 1] });
        if (staged.exitCode === 0)
            return undefined;
        await this.raw(['commit', '--no-verify', '--no-gpg-sign', '-q', '-m', options.message]);
        return this.revParse('HEAD');
    }
    async diffNameOnly(from, to) {
        const output = await this.raw(['diff', '--name-only', '-z', '--no-renames', from, to, '--']);
        return output.split('\0').filter((name) => name !== '');
    }
    async diffStat(from, to) {
        return (await this.raw(['diff', '--stat', '--no-color', from, to, '--'])).trimEnd();
    }
    async mergeBase(a, b) {
        const result = await this.run(['merge-base', a, b], { okExitCodes: [0, 1] });
        return result.exitCode === 0 ? result.stdout.trim() : undefined;
    }
    async isAncestor(ancestor, descendant) {
        const result = await this.run(['merge-base', '--is-ancestor', ancestor, descendant], {
            okExitCodes: [0, 1],
        });
        return result.exitCode === 0;
    }
    async mergeTree(ours, theirs) {
        const args = ['merge-tree', '--write-tree', '--name-only', '-z', ours, theirs];
        const result = await this.run(args, { okExitCodes: [0, 1, 128] });
        if (result.exitCode === 128) {
            if (/unrelated histories/i.test(result.stderr)) {
                return { clean: false, unrelated: true, conflicts: [], messages: result.stderr.trim() };
            }
            throw new GitError(args, result.exitCode, result.stderr, { cwd: this.cwd });
        }
        return parseMergeTree(result.stdout, result.exitCode === 0);
    }
    async commitTree(options) {
        const parents = options.parents.flatMap((parent) => ['-p', parent]);
        const args = ['commit-tree', '--no-gpg-sign', ...parents, '-m', options.message, options.tree];
        return (await this.raw(args)).trim();
    }
    async updateRef(ref, newSha, expectedOld) {
        const old = expectedOld === '' ? '0'.repeat(newSha.length) : expectedOld;
        await this.raw(['update-ref', ref, newSha, ...(old === undefined ? [] : [old])]);
    }
    async uniqueCommitCount(tip, excludeBranches) {
        const output = await this.raw([
            'rev-list',
            '--count',
            tip,
            '--not',
            `--exclude=${excludeBranches}`,
            '--branches',
            '--tags',
            '--remotes',
            'HEAD',
        ]);
        return Number.parseInt(output.trim(), 10);
    }
    async isShallow() {
        return (await this.raw(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
    }
    async remotes() {
        return (await this.raw(['remote'])).split('\n').filter((name) => name !== '');
    }
    async fetchDeepen(remote, depth) {
        await this.raw(['fetch', '--quiet', '--no-tags', `--deepen=${depth}`, remote]);
    }
    async fetchUnshallow(remote) {
        await this.raw(['fetch', '--quiet', '--no-tags', '--unshallow', remote]);
    }
    async ignoredPaths() {
        const output = await this.raw([
            'ls-files',
            '--others',
            '--ignored',
            '--exclude-standard',
            '--directory',
            '-z',
        ]);
        return output.split('\0').filter((entry) => entry !== '');
    }
    async checkoutHead() {
        await this.raw(['reset', '--hard', '--quiet', 'HEAD']);
    }
    async submoduleUpdate() {
        await this.raw(['submodule', 'update', '--init', '--recursive', '--quiet']);
    }
}
function execute(binary, args, options) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(binary, args, {
            cwd: options.cwd,
            env: options.env,
            stdio: ['ignore', 'pipe', 'pipe'],
            windowsHide: true,
        });
        const stdout = [];
        const stderr = [];
        child.stdout.on('data', (chunk) => stdout.push(chunk));
        child.stderr.on('data', (chunk) => stderr.push(chunk));
        child.on('error', (error) => {
            reject(new GitError(args, -1, `could not start '${binary}': ${error.message}`, {
                cause: error,
                cwd: options.cwd,
            }));
        });
        child.on('close', (code, signal) => {
            const bytes = Buffer.concat(stdout);
            resolve({
                bytes,
                stdout: bytes.toString('utf8'),
                stderr: Buffer.concat(stderr).toString('utf8') + (signal ? `\n(killed by ${signal})` : ''),
                exitCode: code ?? -1,
            });
        });
    });
}
function parseStatus(output) {
    const fields = output.split('\0');
    const entries = [];
    for (let index = 0; index < fields.length; index++) {
        const field = fields[index];
        if (field === undefined || field.length < 4)
            continue;
        const entry = {
            index: field.charAt(0),
            workingTree: field.charAt(1),
            path: field.slice(3),
        };
        // Renames and copies are followed by their original path as the next field.
        if (entry.index === 'R' || entry.index === 'C') {
            const original = fields[++index];
            if (original !== undefined)
                entry.originalPath = original;
        }
        entries.push(entry);
    }
    return entries;
}
function parseWorktreeList(output) {
    const entries = [];
    let current;
    for (const field of output.split('\0')) {
        if (field === '') {
            if (current)
                entries.push(current);
            current = undefined;
            continue;
        }
        const space = field.indexOf(' ');
        const key = space < 0 ? field : field.slice(0, space);
        const value = space < 0 ? '' : field.slice(space + 1);
        if (key === 'worktree') {
            if (current)
                entries.push(current);
            current = { path: value, bare: false, detached: false };
            continue;
        }
        if (!current)
            continue;
        if (key === 'HEAD')
            current.head = value;
        else if (key === 'branch')
            current.branch = value;
        else if (key === 'bare')
            current.bare = true;
        else if (key === 'detached')
            current.detached = true;
        else if (key === 'locked')
            current.locked = value;
        else if (key === 'prunable')
            current.prunable = value;
    }
    if (current)
        entries.push(current);
    return entries;
}
function parseMergeTree(output, clean) {
    // -z --name-only: <tree> NUL <file> NUL ... NUL NUL <informational messages>
    const fields = output.split('\0');
    const tree = (fields[0] ?? '').trim();
    if (clean)
        return { clean: true, tree };
    const conflicts = new Set();
    let index = 1;
    for (; index < fields.length; index++) {
        const field = fields[index];
        if (field === undefined || field === '')
            break;
        conflicts.add(field);
    }
    // Each message: <path count> NUL <path>... NUL <conflict type> NUL <message> NUL
    const messages = [];
    index++;
    while (index < fields.length) {
        const count = Number.parseInt(fields[index] ?? '', 10);
        if (!Number.isInteger(count) || count < 0)
            break;
        const message = fields[index + count + 2];
        if (message !== undefined && message.trim() !== '')
            messages.push(message.trim());
        index += count + 3;
    }
    return { clean: false, tree, conflicts: [...conflicts].sort(), messages: messages.join('\n') };
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
