/**
 * Bytes held by more than one request body: encoded once, written as they are by Flotilla's
 * fetch (src/platform/http-fetch.ts), and referenced, not copied, by each body's Blob.
 */
export interface SharedBytes {
  readonly bytes: readonly Buffer[];
  readonly blob: Blob;
}

export function sharedBytes(parts: readonly (string | SharedBytes)[]): SharedBytes {
  const bytes: Buffer[] = [];
  for (const part of parts) {
    if (typeof part === 'string') bytes.push(Buffer.from(part));
    else bytes.push(...part.bytes);
  }
  return {
    bytes,
    blob: new Blob(parts.map((part) => (typeof part === 'string' ? part : part.blob))),
  };
}

/**
 * A request body made of its own text and bytes it shares with other bodies. It is a Blob, so
 * any fetch sends it whole; Flotilla's writes its parts one after another instead of joining them.
 */
export class ChunkedBody extends Blob {
  readonly parts: readonly (string | SharedBytes)[];

  constructor(parts: readonly (string | SharedBytes)[]) {
    const own = parts.filter((part) => part !== '');
    super(own.map((part) => (typeof part === 'string' ? part : part.blob)));
    this.parts = own;
  }
}
