import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadGitHubEvent, parseGitHubEvent } from '../../src/action/context.js';
import type { GitHubEvent } from '../../src/action/context.js';
import { UserError } from '../../src/errors.js';
import { loadFixture } from '../support/event-fixtures.js';
import { fuzzParameters, fuzzSeed } from './fuzz-parameters.js';

/**
 * Webhook payloads are written by GitHub, but their contents (titles, bodies, branch names,
 * logins) come from whoever opened the pull request or wrote the comment, and the Action also
 * runs on payloads simulated by hand. For every event name, any JSON must give a parsed event or
 * a UserError naming the field at fault, never another exception.
 */

const kindOf: Record<string, GitHubEvent['kind']> = {
  pull_request: 'pull_request',
  pull_request_target: 'pull_request',
  issue_comment: 'issue_comment',
  pull_request_review_comment: 'pull_request_review_comment',
  schedule: 'schedule',
  workflow_dispatch: 'workflow_dispatch',
  push: 'push',
  workflow_run: 'workflow_run',
};
const otherNames = ['release', 'issues', 'check_run', '', '__proto__', 'constructor', 'toString'];
const eventNames = [...Object.keys(kindOf), ...otherNames];

const workflowRun = {
  action: 'completed',
  workflow_run: {
    event: 'pull_request',
    head_sha: 'a'.repeat(40),
    head_branch: 'feature',
    actor: { login: 'ada-keel', type: 'User' },
    triggering_actor: { login: 'ada-keel', type: 'User' },
  },
  sender: { login: 'ada-keel', type: 'User' },
};

/** A valid payload per event name (fixtures written for the repository's Action tests). */
const validPayloads: [string, unknown][] = [
  ['pull_request', loadFixture('pull_request/opened.payload.json')],
  ['pull_request', loadFixture('pull_request/opened.with-null-body.json')],
  ['pull_request_target', loadFixture('pull_request/synchronize.payload.json')],
  ['issue_comment', loadFixture('issue_comment/created.payload.json')],
  ['pull_request_review_comment', loadFixture('pull_request_review_comment/created.payload.json')],
  ['push', loadFixture('push/payload.json')],
  ['push', loadFixture('push/deleted-branch.payload.json')],
  ['schedule', loadFixture('schedule/payload.json')],
  ['workflow_dispatch', loadFixture('workflow_dispatch/payload.json')],
  ['workflow_run', workflowRun],
  ['release', { action: 'published', sender: { login: 'ada-keel' } }],
];

/** Keys a payload generator should hit: the ones the schemas read, and prototype names. */
const key = fc.oneof(
  fc.constantFrom(
    'action',
    'sender',
    'login',
    'type',
    'number',
    'title',
    'body',
    'user',
    'head',
    'base',
    'repo',
    'sha',
    'ref',
    'full_name',
    'inputs',
    'comment',
    'issue',
    'pull_request',
    '__proto__',
    'constructor',
    'toString',
  ),
  fc.string({ maxLength: 6 }),
);

/** JSON text, built as text so that keys like `__proto__` reach JSON.parse as written. */
const { jsonText } = fc.letrec<{ jsonText: string }>((tie) => ({
  jsonText: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }).map((value) => JSON.stringify(value)),
    fc
      .array(fc.tuple(key, tie('jsonText')), { maxLength: 5 })
      .map(
        (pairs) =>
          `{${pairs.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`,
      ),
    fc.array(tie('jsonText'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
  ),
}));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Every path in a JSON value (as keys), the root excluded. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (!isObject(value)) return [];
  return Object.keys(value).flatMap((name) => [
    [...prefix, name],
    ...pathsOf(value[name], [...prefix, name]),
  ]);
}

/** A copy of `payload` with the value at `path` replaced (or removed, for undefined). */
function mutate(payload: unknown, path: readonly string[], value: Json | undefined): unknown {
  const copy: unknown = structuredClone(payload);
  let target = copy;
  for (const name of path.slice(0, -1)) target = (target as Record<string, unknown>)[name];
  const last = path.at(-1) ?? '';
  if (!isObject(target)) return copy;
  if (value === undefined) delete target[last];
  else Object.defineProperty(target, last, { value, enumerable: true, writable: true });
  return copy;
}

/** The field a UserError names: `… expected shape: <path>: <problem>.` */
function namedField(error: UserError): string {
  const match = /does not have the expected shape: (.*?): /s.exec(error.message);
  expect(match, error.message).not.toBeNull();
  expect(error.hint).toBeTruthy();
  return match?.[1] ?? '';
}

/** Whether `field` (dot-joined keys) is a place in `payload`: every key before the last exists. */
function isPlaceIn(payload: unknown, field: string): boolean {
  if (field === '(top level)') return true;
  let target = payload;
  let rest = field;
  while (rest !== '') {
    if (!isObject(target)) return false;
    const keys = Object.keys(target)
      .filter((name) => rest === name || rest.startsWith(`${name}.`))
      .sort((a, b) => b.length - a.length);
    const name = keys[0];
    // The last key may be missing (that is often the problem being named).
    if (name === undefined) return !rest.includes('.') || Array.isArray(target);
    target = target[name];
    rest = rest.slice(name.length + 1);
  }
  return true;
}

function parseOrError(eventName: string, payload: unknown): GitHubEvent | UserError {
  try {
    return parseGitHubEvent(eventName, payload);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
}

function expectEventOrNamedField(eventName: string, payload: unknown): GitHubEvent | UserError {
  const result = parseOrError(eventName, payload);
  if (result instanceof UserError) {
    const field = namedField(result);
    expect(isPlaceIn(payload, field), `${field} in ${JSON.stringify(payload)}`).toBe(true);
    return result;
  }
  expect(result.kind).toBe(Object.hasOwn(kindOf, eventName) ? kindOf[eventName] : 'other');
  expect(result.name).toBe(eventName);
  return result;
}

describe(`webhook payloads, fuzzed (seed ${fuzzSeed})`, () => {
  it('the valid payloads parse', () => {
    for (const [eventName, payload] of validPayloads) {
      expect(parseOrError(eventName, payload)).not.toBeInstanceOf(UserError);
    }
  });

  it('any JSON, for every event name, gives an event or a UserError naming a field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...eventNames), jsonText, (eventName, text) => {
        expectEventOrNamedField(eventName, JSON.parse(text));
      }),
      fuzzParameters(2500),
    );
  });

  it('a valid payload with one field changed fails, if at all, on that field or inside it', () => {
    // The payload is named by its index, so that a counterexample prints short.
    const mutation = fc.integer({ min: 0, max: validPayloads.length - 1 }).chain((index) =>
      fc.tuple(
        fc.constant(index),
        fc.constantFrom(...pathsOf(validPayloads[index]?.[1])),
        fc.option(
          jsonText.map((text) => JSON.parse(text) as Json),
          { nil: undefined },
        ),
      ),
    );
    fc.assert(
      fc.property(mutation, ([index, path, value]) => {
        const [eventName, payload] = validPayloads[index] ?? expect.fail('no payload');
        const result = expectEventOrNamedField(eventName, mutate(payload, path, value));
        if (result instanceof UserError) {
          const field = namedField(result);
          expect(
            `${field}.`.startsWith(`${path.join('.')}.`),
            `${field} vs ${path.join('.')}`,
          ).toBe(true);
        }
      }),
      fuzzParameters(2500),
    );
  });

  it('any payload file text gives an event or a UserError', () => {
    const fileText = fc.oneof(
      jsonText,
      fc.string({ unit: 'binary', maxLength: 50 }),
      // Valid payloads cut short, as a truncated write would leave them.
      fc.tuple(fc.constantFrom(...validPayloads), fc.nat()).map(([[, payload], cut]) => {
        const text = JSON.stringify(payload);
        return text.slice(0, cut % text.length);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...eventNames), fileText, (eventName, text) => {
        try {
          const event = loadGitHubEvent({ eventName, eventPath: '/event.json' }, () => text);
          expect(event.name).toBe(eventName);
        } catch (error) {
          expect(error).toBeInstanceOf(UserError);
        }
      }),
      fuzzParameters(1500),
    );
  });
});
