/**
 * Binary (blob) contents of MCP resources, saved to files as Claude Code 2.1.332 saves them
 * (observed): the model is told the path, the MIME type and the size, and reads the file with
 * its Read tool; base64 never enters the conversation.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { writeFileAtomically } from '../platform/atomic-write.js';
import { claudeProjectDirectory } from '../settings/claude-project-directory.js';

/** Where a run's saved resources go (see `toolResultsDirectory`). */
export interface ToolResultsPlace {
  /** The user's home; without one, the run's state directory is used. */
  homeDir?: string;
  repoRoot: string;
  /** The run (and session) id. */
  runId: string;
  stateDir: string;
}

/**
 * Claude Code's place, `<its project directory>/<session id>/tool-results/`; without a home (the
 * Action), the run's state directory's `tool-results/`.
 */
export function toolResultsDirectory(place: ToolResultsPlace): string {
  if (place.homeDir === undefined) return path.join(place.stateDir, 'tool-results');
  const project = claudeProjectDirectory(place.homeDir, place.repoRoot);
  return path.join(project, place.runId, 'tool-results');
}

/** The file name endings Claude Code 2.1.332 gives (observed); any other type is `.bin`. */
const extensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/json': 'json',
  'application/zip': 'zip',
  'text/csv': 'csv',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/markdown': 'md',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
};

export interface SavedBlob {
  uri: string;
  mimeType?: string;
  blobSavedTo: string;
  text: string;
}

/**
 * Saves one blob content (`index`: its place in the resource's contents) in `directory`, and
 * says so in Claude Code's words: `[Resource from <server> at <uri>] Binary content (<type>,
 * <n> bytes) saved to <path>`.
 */
export async function saveResourceBlob(
  directory: string,
  server: string,
  content: { uri: string; mimeType?: string | undefined; blob: string },
  index: number,
): Promise<SavedBlob> {
  const saved = await saveBinary(directory, `mcp-resource-${Date.now()}-${index}`, content);
  return {
    uri: content.uri,
    ...(content.mimeType !== undefined ? { mimeType: content.mimeType } : {}),
    blobSavedTo: saved.file,
    text: `[Resource from ${server} at ${content.uri}] ${saved.text}`,
  };
}

/** A binary content saved to a file, and the words that tell the model where. */
export interface SavedBinary {
  file: string;
  bytes: Buffer;
  /** `Binary content (<type>, <n> bytes) saved to <path>`, as Claude Code 2.1.332 says it. */
  text: string;
}

/**
 * Saves base64 data in `directory` as `<prefix>-<random id>.<ending by MIME type>`; the caller's
 * prefix says what it is (Claude Code 2.1.332 names a tool result's `mcp-<server>-blob-<ms>`, a
 * resource read's `mcp-resource-<ms>-<index>`).
 */
export async function saveBinary(
  directory: string,
  prefix: string,
  content: { mimeType?: string | undefined; blob: string },
): Promise<SavedBinary> {
  const bytes = Buffer.from(content.blob, 'base64');
  const ending = extensions[content.mimeType?.toLowerCase() ?? ''] ?? 'bin';
  const unique = randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6);
  const file = path.join(directory, `${prefix}-${unique}.${ending}`);
  await writeFileAtomically(file, bytes);
  return {
    file,
    bytes,
    text: `Binary content (${content.mimeType ?? 'unknown type'}, ${bytes.length} bytes) saved to ${file}`,
  };
}
