import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { looksBinary } from '../tools/text-file.js';

/**
 * The text of a memory file (CLAUDE.md or a file one imports), or why it is left out. It is
 * pasted into every agent's first message, so only text of a sensible size goes in.
 */
export type MemoryText = { text: string } | { skipped: string };

/**
 * Claude Code 2.1.332 pasted a 3.2 MB text import whole (about 800k tokens, more than most
 * context windows, so every request of the run failed); it has no cap. Ours: 512 KiB, about
 * 128k tokens, already more than any instructions file needs; a bigger file is left out with a
 * notice rather than cut at an arbitrary line.
 */
export const maxMemoryFileBytes = 512 * 1024;

/**
 * Extensions Claude Code 2.1.332 does not read as memory whatever the file holds (observed with
 * @imports of each): images (SVG too), documents, archives and packages, executables, object
 * and byte code, audio and video, fonts, databases, data-science formats, keys and
 * certificates, source maps and notebooks. Compared lower-case, as it ignores case (`.PNG`).
 */
const skippedExtensions = new Set(
  [
    // images
    'png jpg jpeg gif bmp ico webp tiff tif svg svgz psd heic avif',
    // documents
    'pdf doc docx xls xlsx ppt pptx odt rtf epub mobi pages numbers sketch fig ai eps indd',
    // archives, disk images and packages
    'zip tar gz tgz bz2 xz 7z rar jar war iso dmg img deb rpm apk',
    // executables, object and byte code, data blobs
    'exe dll so dylib bin dat o a obj class pyc pyo wasm node lockb',
    // audio and video
    'mp3 mp4 wav ogg flac aac aiff mid midi avi mov mkv webm m4a m4v wmv flv 3gp',
    // fonts
    'ttf otf woff woff2 eot',
    // databases and data-science formats
    'sqlite sqlite3 db parquet avro pkl npy npz h5 onnx pt safetensors gguf',
    // 3D models and drawings
    'blend fbx stl glb gltf usdz dwg',
    // keys, certificates and key stores
    'pem key crt der p12 pfx jks keystore gpg asc kdbx',
    // generated or mostly-not-prose text
    'map ipynb',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Reads a memory file: undefined when it is not a regular readable file (the common case: no
 * CLAUDE.md here), `skipped` with the reason for a binary type, a file holding NUL bytes in its
 * first 8 KiB (git's rule for binary) or one over maxMemoryFileBytes.
 */
export async function readMemoryText(file: string): Promise<MemoryText | undefined> {
  try {
    // stat first: opening a FIFO named CLAUDE.md would wait for a writer.
    const stats = await stat(file);
    if (!stats.isFile()) return undefined;
    const extension = path.extname(file).slice(1).toLowerCase();
    if (skippedExtensions.has(extension)) {
      return { skipped: `.${extension} files are not read as instructions (a binary type)` };
    }
    if (stats.size > maxMemoryFileBytes) {
      return {
        skipped: `it is ${kibibytes(stats.size)}, over the ${kibibytes(maxMemoryFileBytes)} limit for a memory file`,
      };
    }
    const buffer = await readFile(file);
    if (looksBinary(buffer)) return { skipped: 'it is a binary file (it holds NUL bytes)' };
    return { text: buffer.toString('utf8') };
  } catch {
    // A memory file that is not there is the common case, not an error.
    return undefined;
  }
}

function kibibytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024)} KiB`;
}
