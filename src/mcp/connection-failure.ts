/**
 * Network errors that mean an HTTP (streamable or SSE) MCP server cannot be reached at all, as
 * opposed to one that answered with an error: its process is gone, its port closed, its host
 * unknown, or the connection was cut.
 */
const unreachableCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
]);

/**
 * Why the server could not be reached ("ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:8080"), or
 * undefined when the error is of another kind (an error the server answered with, whatever its
 * text says). fetch hides the code in `cause`.
 */
export function connectionFailure(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && unreachableCodes.has(code)) {
      return current.message.includes(code) ? current.message : `${code}: ${current.message}`;
    }
    current = current.cause;
  }
  return undefined;
}
