export const id = 7115;
export const ids = [7115];
export const modules = {

/***/ 47115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  StdioServerProcess: () => (/* binding */ StdioServerProcess)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
;// CONCATENATED MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js

const STDIO_DEFAULT_MAX_BUFFER_SIZE = 10 * 1024 * 1024;
/**
 * Buffers a continuous stdio stream into discrete JSON-RPC messages.
 */
class ReadBuffer {
    constructor(options) {
        this._maxBufferSize = options?.maxBufferSize ?? STDIO_DEFAULT_MAX_BUFFER_SIZE;
    }
    append(chunk) {
        const newSize = (this._buffer?.length ?? 0) + chunk.length;
        if (newSize > this._maxBufferSize) {
            this.clear();
            throw new Error(`ReadBuffer exceeded maximum size of ${this._maxBufferSize} bytes`);
        }
        this._buffer = this._buffer ? Buffer.concat([this._buffer, chunk]) : chunk;
    }
    readMessage() {
        if (!this._buffer) {
            return null;
        }
        const index = this._buffer.indexOf('\n');
        if (index === -1) {
            return null;
        }
        const line = this._buffer.toString('utf8', 0, index).replace(/\r$/, '');
        this._buffer = this._buffer.subarray(index + 1);
        return deserializeMessage(line);
    }
    clear() {
        this._buffer = undefined;
    }
}
function deserializeMessage(line) {
    return types/* JSONRPCMessageSchema */.OR.parse(JSON.parse(line));
}
function serializeMessage(message) {
    return JSON.stringify(message) + '\n';
}
//# sourceMappingURL=stdio.js.map
;// CONCATENATED MODULE: ./build/tsc/src/platform/stdio-server-process.js


/** The last characters of a server's stderr kept, to explain a failed start. */
const stderrTailChars = 2_000;
/** Process groups still alive, killed synchronously if Flotilla exits without closing them. */
const liveGroups = new Set();
let exitHookInstalled = false;
function killGroup(pid, signal) {
    try {
        process.kill(-pid, signal);
    }
    catch {
        // the group is gone already
    }
}
function installExitHook() {
    if (exitHookInstalled)
        return;
    exitHookInstalled = true;
    process.on('exit', () => {
        for (const pid of liveGroups)
            killGroup(pid, 'SIGKILL');
    });
}
class StdioServerProcess {
    options;
    onclose;
    onerror;
    onmessage;
    child;
    buffer = new ReadBuffer();
    stderr = '';
    exited = Promise.resolve();
    constructor(options) {
        this.options = options;
    }
    /** The server's process id (and process group id) once started. */
    get pid() {
        return this.child?.pid;
    }
    /** The end of what the server wrote to stderr, to explain a failure. */
    stderrTail() {
        return this.stderr.trim();
    }
    start() {
        return new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.spawn)(this.options.command, [...this.options.args], {
                cwd: this.options.cwd,
                env: { ...this.options.env },
                stdio: ['pipe', 'pipe', 'pipe'],
                detached: true,
                windowsHide: true,
            });
            this.child = child;
            this.exited = new Promise((done) => child.once('close', () => done()));
            child.once('error', (error) => {
                if (child.pid !== undefined)
                    liveGroups.delete(child.pid);
                reject(error);
                this.onerror?.(error);
            });
            child.once('spawn', () => {
                if (child.pid !== undefined)
                    liveGroups.add(child.pid);
                installExitHook();
                resolve();
            });
            child.once('exit', () => {
                if (child.pid !== undefined) {
                    // The server is gone; whatever it started in its group goes with it.
                    killGroup(child.pid, 'SIGKILL');
                    liveGroups.delete(child.pid);
                }
            });
            child.once('close', () => {
                this.child = undefined;
                this.onclose?.();
            });
            child.stdout?.on('data', (chunk) => {
                this.buffer.append(chunk);
                for (;;) {
                    let message;
                    try {
                        message = this.buffer.readMessage();
                    }
                    catch (error) {
                        this.onerror?.(error);
                        continue;
                    }
                    if (message === null)
                        break;
                    this.onmessage?.(message);
                }
            });
            child.stderr?.on('data', (chunk) => {
                this.stderr = (this.stderr + chunk.toString('utf8')).slice(-stderrTailChars);
            });
            child.stdin?.on('error', (error) => this.onerror?.(error));
        });
    }
    send(message) {
        const stdin = this.child?.stdin;
        if (!stdin || stdin.destroyed)
            return Promise.reject(new Error('the server is not running'));
        return new Promise((resolve) => {
            if (stdin.write(serializeMessage(message)))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    /** Ends the server and its process group: SIGTERM, then SIGKILL after the grace period. */
    async close() {
        const child = this.child;
        if (!child?.pid)
            return;
        const pid = child.pid;
        child.stdin?.end();
        killGroup(pid, 'SIGTERM');
        const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), this.options.killGraceMs ?? 2_000);
        await this.exited;
        clearTimeout(timer);
        killGroup(pid, 'SIGKILL');
        liveGroups.delete(pid);
        this.buffer.clear();
    }
}


/***/ })

};
