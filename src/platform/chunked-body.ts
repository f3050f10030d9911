/**
 * Bytes held by more than one request body: encoded once, written as they are by Flotilla's
 * fetch (src/platform/http-fetch.ts), and referenced, not copied, by each body that holds them.
 */
export interface SharedBytes {
  readonly bytes: readonly Buffer[];
  /** The same bytes as a Blob, made when first asked for: only a fetch other than ours needs it. */
  readonly blob: Blob;
}

export function sharedBytes(parts: readonly (string | SharedBytes)[]): SharedBytes {
  const pieces = parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part));
  const bytes = pieces.flatMap((piece) => (Buffer.isBuffer(piece) ? [piece] : piece.bytes));
  let blob: Blob | undefined;
  return {
    bytes,
    get blob() {
      // A Blob copies a Buffer given to it but references a Blob: what is shared stays shared.
      blob ??= new Blob(pieces.map((piece) => (Buffer.isBuffer(piece) ? piece : piece.blob)));
      return blob;
    },
  };
}

/**
 * A request body made of its own text and bytes it shares with other bodies. Flotilla's fetch
 * writes its chunks one after another instead of joining them; any other fetch gets `toBlob()`.
 * It is an iterable of those chunks, which is a body `fetch` accepts.
 */
export class ChunkedBody implements Iterable<Buffer> {
  /** Its own text, encoded, and the shared bytes it holds (the same objects every holder has). */
  readonly parts: readonly (Buffer | SharedBytes)[];
  readonly size: number;

  constructor(parts: readonly (string | SharedBytes)[]) {
    this.parts = parts
      .filter((part) => part !== '')
      .map((part) => (typeof part === 'string' ? Buffer.from(part) : part));
    let size = 0;
    for (const chunk of this) size += chunk.length;
    this.size = size;
  }

  /** Its bytes in order, chunk by chunk, as they are written. */
  *[Symbol.iterator](): Iterator<Buffer> {
    for (const part of this.parts) {
      if (Buffer.isBuffer(part)) yield part;
      else yield* part.bytes;
    }
  }

  /** The body as a Blob that references, not copies, the bytes it shares. */
  toBlob(): Blob {
    return new Blob(this.parts.map((part) => (Buffer.isBuffer(part) ? part : part.blob)));
  }
}
