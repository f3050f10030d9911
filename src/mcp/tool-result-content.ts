/**
 * An MCP tool result as the content the model gets, as Claude Code 2.1.332 gives it (observed):
 * text as text; an image the API takes as an image; every binary part the API would not take
 * (audio, an embedded PDF, a BMP, an image over the API's limits) saved to a file in the run's
 * tool-results directory, the model told the path, type and size; a result too large for the
 * conversation saved whole to a file, the model given its path and a preview. Nothing a server
 * sends is dropped, and no base64 enters the text.
 */
import path from 'node:path';
import type { ContentBlockParam } from '../model/types.js';
import type { ToolOutput } from '../tools/define-tool.js';
import { isImageMediaType } from '../model/image-tokens.js';
import { imageForApi, smallerCopy } from '../tools/read-image.js';
import { writeFileAtomically } from '../platform/atomic-write.js';
import { saveBinary } from './resource-files.js';
import { normalizedServerName } from './server-config.js';

/** Where a server's binary parts are saved, and what the model is told they came from. */
export interface McpContentPlace {
  /** The server's name, as the model is told it. */
  server: string;
  /** The run's tool-results directory (src/mcp/resource-files.ts), made when first needed. */
  directory: () => Promise<string>;
}

/** Where one call's saved parts go. */
export interface ToolResultPlace extends McpContentPlace {
  /** The tool_use the result answers: a large result's file is named after it. */
  toolUseId: string;
}

/**
 * A text-only result longer than this is saved to a file instead of inlined: Claude Code 2.1.332
 * inlined 40,000 characters and saved 50,001 (observed).
 */
export const maxInlineMcpChars = 50_000;
/** The start of a saved result the model sees, as in Claude Code ("Preview (first 2KB)"). */
const previewChars = 2_000;
/**
 * The text a result that also has images may put in the conversation, in characters (about
 * Claude Code's 25,000-token limit on MCP output); the whole text is saved to a file as well.
 */
export const maxMcpOutputChars = 100_000;

interface McpContent {
  type: string;
  text?: string;
  data?: string;
  mimeType?: string;
  uri?: string;
  name?: string;
  description?: string;
  resource?: { uri: string; text?: string; blob?: string; mimeType?: string };
}

/** An MCP tool result as the model gets it: its content, fitted to the conversation. */
export async function mcpToolResultOutput(
  result: { content?: unknown; structuredContent?: unknown; toolResult?: unknown },
  place: ToolResultPlace,
): Promise<ToolOutput> {
  return fittedMcpOutput(await mcpToolResultContent(result, place), place);
}

/**
 * An MCP tool result's content, whole: its text as text (not yet saved to a file however long),
 * its binary parts saved. What a PostToolUse hook gets, before fittedMcpOutput.
 */
export async function mcpToolResultContent(
  result: { content?: unknown; structuredContent?: unknown; toolResult?: unknown },
  place: McpContentPlace,
): Promise<ToolOutput> {
  const content = Array.isArray(result.content) ? (result.content as McpContent[]) : [];
  if (content.length === 0) {
    const value = result.structuredContent ?? result.toolResult;
    return value === undefined ? '(no output)' : JSON.stringify(value);
  }
  const blocks: ContentBlockParam[] = [];
  for (const item of content) blocks.push(...(await contentBlocks(item, place, 'image')));
  return blocks.every((block) => block.type === 'text') ? textOf(blocks) : blocks;
}

/**
 * What of an MCP tool's content the conversation takes: a text too long saved whole to a file and
 * the model given its path and a preview; the text beside images capped (and saved).
 */
export function fittedMcpOutput(output: ToolOutput, place: ToolResultPlace): Promise<ToolOutput> {
  return typeof output === 'string' ? inlineOrSaved(output, place) : cappedBlocks(output, place);
}

/**
 * One content of an MCP prompt's message as text, as Claude Code 2.1.332 renders it (an embedded
 * text resource as `[Resource from <server> at <uri>] <text>`); a prompt here is text, so an
 * image is saved to a file like any other binary part, and the model told its path.
 */
export async function mcpContentText(content: unknown, place: McpContentPlace): Promise<string> {
  return textOf(await contentBlocks(content as McpContent, place, 'file'));
}

/** The text of blocks (an image as `[image]`), one per line. */
export function textOf(blocks: readonly ContentBlockParam[]): string {
  return blocks.map((block) => (block.type === 'text' ? block.text : `[${block.type}]`)).join('\n');
}

/** Where an image the API takes goes: into the content as an image, or to a file. */
type ImagesAs = 'image' | 'file';

async function contentBlocks(
  item: McpContent,
  place: McpContentPlace,
  images: ImagesAs,
): Promise<ContentBlockParam[]> {
  const { server } = place;
  switch (item.type) {
    case 'text':
      return [text(item.text ?? '')];
    case 'image':
      if (item.data === undefined) break;
      return imageBlocks(`[Image from ${server}]`, item.data, item.mimeType, place, images, false);
    case 'audio':
      if (item.data === undefined) break;
      return [text(`[Audio from ${server}] ${await savedText(item.data, item.mimeType, place)}`)];
    case 'resource_link':
      if (item.uri === undefined) break;
      return [
        text(
          `[Resource link: ${item.name ?? item.uri}] ${item.uri}${item.description ? ` (${item.description})` : ''}`,
        ),
      ];
    case 'resource': {
      if (!item.resource) break;
      const { uri, text: body, blob, mimeType } = item.resource;
      const label = `[Resource from ${server} at ${uri}]`;
      if (body !== undefined) return [text(`${label} ${body}`)];
      if (blob === undefined) return [text(label)];
      return imageBlocks(label, blob, mimeType, place, images, true);
    }
  }
  return [text(JSON.stringify(item))];
}

/**
 * Base64 data that may be an image: one the API takes as an image block (after `label`, for an
 * embedded resource); any other saved to a file, and the model told where and, for an image the
 * API would refuse, why it is not shown.
 */
async function imageBlocks(
  label: string,
  data: string,
  mimeType: string | undefined,
  place: McpContentPlace,
  images: ImagesAs,
  labelled: boolean,
): Promise<ContentBlockParam[]> {
  // An image type the API does not take is saved to a file, as in Claude Code.
  if (images === 'file' || !isImageMediaType(mimeType?.toLowerCase())) {
    return [text(`${label} ${await savedText(data, mimeType, place)}`)];
  }
  const checked = imageForApi(Buffer.from(data, 'base64'));
  if ('image' in checked) return labelled ? [text(label), checked.image] : [checked.image];
  const saved = await save(data, checked.mediaType ?? mimeType, place);
  const pixels = checked.pixels ? `${checked.pixels.width}x${checked.pixels.height} pixels, ` : '';
  return [
    text(
      `${label} Not shown, as the API would refuse it: it ${checked.refused}. Saved to ${saved.file} (${checked.mediaType ?? mimeType}, ${pixels}${saved.bytes.length} bytes). ${smallerCopy}`,
    ),
  ];
}

async function savedText(
  data: string,
  mimeType: string | undefined,
  place: McpContentPlace,
): Promise<string> {
  return (await save(data, mimeType, place)).text;
}

async function save(data: string, mimeType: string | undefined, place: McpContentPlace) {
  const prefix = `mcp-${normalizedServerName(place.server)}-blob-${Date.now()}`;
  return saveBinary(await place.directory(), prefix, { mimeType, blob: data });
}

/**
 * A text result: inlined up to maxInlineMcpChars; longer, saved whole to
 * `<tool-results>/<tool_use id>.txt` and the model given Claude Code's notice (its path, size
 * and first 2,000 characters). Claude Code saves the result's JSON content blocks; the text
 * itself keeps its lines, so Read (offset, limit) and Grep work on it.
 */
async function inlineOrSaved(output: string, place: ToolResultPlace): Promise<string> {
  if (output.length <= maxInlineMcpChars) return output;
  const file = await saveText(output, place);
  const kilobytes = (Buffer.byteLength(output) / 1024).toFixed(1);
  return [
    '<persisted-output>',
    `Output too large (${kilobytes}KB). Full output saved to: ${file}`,
    '',
    'Preview (first 2KB):',
    output.slice(0, previewChars),
    '...',
    '</persisted-output>',
  ].join('\n');
}

async function saveText(output: string, place: ToolResultPlace): Promise<string> {
  const name = place.toolUseId.replace(/[^A-Za-z0-9_-]/g, '_');
  const file = path.join(await place.directory(), `${name}.txt`);
  await writeFileAtomically(file, output);
  return file;
}

/**
 * A result with images as well: its text blocks together get maxMcpOutputChars (the images
 * stay), so an image beside it never lets unlimited text into the conversation; the whole text
 * is saved to a file, and the model told where.
 */
async function cappedBlocks(
  blocks: readonly ContentBlockParam[],
  place: ToolResultPlace,
): Promise<ContentBlockParam[]> {
  let room = maxMcpOutputChars;
  let leftOut = 0;
  const kept: ContentBlockParam[] = [];
  for (const block of blocks) {
    if (block.type !== 'text') kept.push(block);
    else if (block.text.length <= room) {
      kept.push(block);
      room -= block.text.length;
    } else {
      if (room > 0) kept.push(text(block.text.slice(0, room)));
      leftOut += block.text.length - room;
      room = 0;
    }
  }
  if (leftOut === 0) return kept;
  const texts = blocks.flatMap((block) => (block.type === 'text' ? [block] : []));
  const file = await saveText(textOf(texts), place);
  kept.push(
    text(
      `[MCP output cut: ${leftOut} more characters of text are not shown. The whole text is saved to ${file}; read it with Read (offset, limit) or Grep.]`,
    ),
  );
  return kept;
}

function text(value: string): ContentBlockParam {
  return { type: 'text', text: value };
}
