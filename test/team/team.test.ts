import { mkdir, mkdtemp, readFile, readdir, rename, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { createInboxes } from '../../src/team/inbox.js';
import { createLockedStore, type LockedStore } from '../../src/team/locked-store.js';
import {
  encodeStructuredMessage,
  parseStructuredMessage,
} from '../../src/team/structured-message.js';
import { createTaskList } from '../../src/team/task-list.js';
import { createTeamDirectory, teamColors } from '../../src/team/team-config.js';

let stateDir: string;
let store: LockedStore;

beforeEach(async () => {
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-team-'));
  store = createLockedStore({ root: stateDir });
});

afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

async function readJson(relative: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(stateDir, relative), 'utf8'));
}

describe('team config', () => {
  it('creates a team with its lead, in the Claude Code layout', async () => {
    const teams = createTeamDirectory(store, () => 1_700_000_000_000);
    await teams.create({
      name: 'review',
      description: 'PR review',
      lead: { cwd: '/repo', model: 'opus' },
    });

    expect(await readJson('teams/review/config.json')).toMatchObject({
      name: 'review',
      description: 'PR review',
      createdAt: 1_700_000_000_000,
      leadAgentId: 'team-lead@review',
      members: [
        { agentId: 'team-lead@review', name: 'team-lead', agentType: 'team-lead', cwd: '/repo' },
      ],
    });
    await expect(teams.create({ name: 'review', lead: { cwd: '/repo' } })).rejects.toThrow(
      /already exists/,
    );
  });

  it('colours teammates by join order over 8 colours, the lead having none', async () => {
    const teams = createTeamDirectory(store);
    await teams.create({ name: 'crew', lead: { cwd: '/repo' } });
    const colors: (string | undefined)[] = [];
    for (let index = 0; index < 9; index++) {
      const member = await teams.join('crew', {
        name: `worker-${index}`,
        agentType: 'Explore',
        cwd: '/repo',
      });
      colors.push(member.color);
      expect(member.agentId).toBe(`worker-${index}@crew`);
    }
    expect(colors).toEqual([...teamColors, 'blue']);
    const config = await teams.read('crew');
    expect(config?.members[0]?.color).toBeUndefined();

    // A member who leaves keeps the colour sequence going (no two current members share blue).
    await teams.leave('crew', 'worker-3');
    const late = await teams.join('crew', { name: 'late', agentType: 'Plan', cwd: '/repo' });
    expect(late.color).toBe('green');
  });

  it('keeps every member when many join at once', async () => {
    const teams = createTeamDirectory(store);
    await teams.create({ name: 'crowd', lead: { cwd: '/repo' } });
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        teams.join('crowd', { name: `m-${index}`, agentType: 'general-purpose', cwd: '/repo' }),
      ),
    );
    const config = await teams.read('crowd');
    expect(config?.members).toHaveLength(25);
    const colors = config?.members.slice(1).map((member) => member.color) ?? [];
    for (const color of teamColors) expect(colors.filter((c) => c === color)).toHaveLength(3);
  });

  it('marks activity, removes members and teams, and rejects bad names with the rule', async () => {
    const teams = createTeamDirectory(store);
    await teams.create({ name: 'small', lead: { cwd: '/repo' } });
    await teams.join('small', { name: 'solo', agentType: 'Explore', cwd: '/repo' });
    expect((await teams.setActive('small', 'solo', false)).isActive).toBe(false);
    await expect(teams.setActive('small', 'nobody', true)).rejects.toThrow(
      /Members: team-lead, solo/,
    );
    await expect(
      teams.join('small', { name: 'solo', agentType: 'Explore', cwd: '/' }),
    ).rejects.toThrow(/already has a member named "solo"/);
    await expect(
      teams.join('ghost-team', { name: 'x', agentType: 'Explore', cwd: '/' }),
    ).rejects.toThrow(/There is no team "ghost-team"/);

    for (const bad of ['../etc', 'a b', 'x@y', '', '.hidden']) {
      const error = await teams
        .create({ name: bad, lead: { cwd: '/' } })
        .catch((caught: unknown) => caught);
      expect(error, bad).toBeInstanceOf(UserError);
    }

    await teams.remove('small');
    expect(await readdir(path.join(stateDir, 'teams'))).toEqual([]);
  });
});

describe('inboxes', () => {
  it('delivers each message once, in order, and marks it read in the file', async () => {
    const inboxes = createInboxes(store, 'crew', { now: () => new Date('2026-01-02T03:04:05Z') });
    await inboxes.send('worker', { from: 'team-lead', text: 'start on task 1', summary: 'start' });
    await inboxes.send('worker', { from: 'helper', text: 'ping', color: 'green' });

    expect(await inboxes.peekUnread('worker')).toHaveLength(2);
    const taken = await inboxes.takeUnread('worker');
    expect(taken).toEqual([
      {
        from: 'team-lead',
        text: 'start on task 1',
        summary: 'start',
        timestamp: '2026-01-02T03:04:05.000Z',
        read: true,
      },
      {
        from: 'helper',
        text: 'ping',
        color: 'green',
        timestamp: '2026-01-02T03:04:05.000Z',
        read: true,
      },
    ]);
    expect(await inboxes.takeUnread('worker')).toEqual([]);
    expect(await readJson('teams/crew/inboxes/worker.json')).toEqual(taken);
  });

  it('tells what reached a member since a time: its unread messages, and those sent then or after', async () => {
    let clock = Date.parse('2026-01-02T03:04:05Z');
    const inboxes = createInboxes(store, 'crew', { now: () => new Date(clock) });
    await inboxes.send('worker', { from: 'team-lead', text: 'early, read' });
    await inboxes.takeUnread('worker');
    await inboxes.send('worker', { from: 'helper', text: 'early, unread' });
    const idleAt = (clock += 1_000);
    expect((await inboxes.reachedSince('worker', idleAt)).map((m) => m.text)).toEqual([
      'early, unread',
    ]);
    await inboxes.takeUnread('worker');
    expect(await inboxes.reachedSince('worker', idleAt)).toEqual([]);
    // Sent in the very millisecond of `since`: it may not have been seen, so it counts.
    await inboxes.send('worker', { from: 'helper', text: 'same millisecond' });
    await inboxes.takeUnread('worker');
    clock += 5;
    await inboxes.send('worker', { from: 'team-lead', text: 'later' });
    expect((await inboxes.reachedSince('worker', idleAt)).map((m) => m.text)).toEqual([
      'same millisecond',
      'later',
    ]);
    expect(await inboxes.reachedSince('nobody', idleAt)).toEqual([]);
  });

  it('moves old read messages to a history file and still returns everything', async () => {
    const inboxes = createInboxes(store, 'crew', { keepRead: 3 });
    for (let index = 0; index < 10; index++) {
      await inboxes.send('lead', { from: 'w', text: `m${index}` });
      if (index % 4 === 3) await inboxes.takeUnread('lead');
    }
    await inboxes.takeUnread('lead');

    const inFile = (await readJson('teams/crew/inboxes/lead.json')) as unknown[];
    expect(inFile).toHaveLength(3);
    expect((await inboxes.all('lead')).map((message) => message.text)).toEqual(
      Array.from({ length: 10 }, (_, index) => `m${index}`),
    );
  });

  it('never writes an inbox through a directory linked out of the state directory', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'flotilla-outside-'));
    try {
      const inboxes = createInboxes(store, 'crew');
      await inboxes.send('lead', { from: 'w', text: 'first' });
      // An agent replaces the team's directory (the state directory can be in the repository).
      await rename(path.join(stateDir, 'teams/crew'), path.join(stateDir, 'teams/crew.moved'));
      await mkdir(path.join(outside, 'inboxes'));
      await symlink(outside, path.join(stateDir, 'teams/crew'));
      const link = `${path.join(stateDir, 'teams', 'crew')} is a symbolic link to ${outside}`;
      await expect(inboxes.send('settings', { from: 'w', text: 'x' })).rejects.toThrow(link);
      await expect(inboxes.send('lead', { from: 'w', text: 'x' })).rejects.toThrow(link);
      expect(await readdir(path.join(outside, 'inboxes'))).toEqual([]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('carries structured messages as JSON strings', async () => {
    const text = encodeStructuredMessage({
      type: 'shutdown_request',
      requestId: 'shutdown-1@worker',
      from: 'team-lead',
      reason: 'done',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    const inboxes = createInboxes(store, 'crew');
    await inboxes.send('worker', { from: 'team-lead', text });
    const [message] = await inboxes.takeUnread('worker');
    expect(parseStructuredMessage(message?.text ?? '')).toMatchObject({
      type: 'shutdown_request',
      reason: 'done',
    });
    expect(parseStructuredMessage('plain words')).toBeUndefined();
    expect(parseStructuredMessage('{"type":"unknown_kind"}')).toBeUndefined();
    expect(() =>
      encodeStructuredMessage({ type: 'idle_notification' } as unknown as Parameters<
        typeof encodeStructuredMessage
      >[0]),
    ).toThrow();
  });
});

describe('task list', () => {
  it('numbers tasks from 1 and never reuses an id', async () => {
    const tasks = createTaskList(store, 'crew');
    const first = await tasks.create({
      subject: 'Review auth',
      description: 'app/auth',
      activeForm: 'Reviewing auth',
    });
    const second = await tasks.create({ subject: 'Write tests' });
    expect([first.id, second.id]).toEqual(['1', '2']);
    expect(await readJson('tasks/crew/1.json')).toMatchObject({
      id: '1',
      subject: 'Review auth',
      description: 'app/auth',
      activeForm: 'Reviewing auth',
      status: 'pending',
      blocks: [],
      blockedBy: [],
    });
    await tasks.update('2', { status: 'deleted' });
    await rm(path.join(stateDir, 'tasks/crew/2.json'));
    expect((await tasks.create({ subject: 'Third' })).id).toBe('3');
    expect((await tasks.list()).map((task) => task.id)).toEqual(['1', '3']);
  });

  it('claims: one owner, not while blocked, not twice', async () => {
    const tasks = createTaskList(store, 'crew');
    await tasks.create({ subject: 'first' });
    await tasks.create({ subject: 'second', blockedBy: ['1'] });

    expect(await tasks.claim('2', 'alice')).toMatchObject({
      claimed: false,
      reason: 'blocked',
      blockedBy: ['1'],
    });
    expect(await tasks.claim('1', 'alice')).toMatchObject({
      claimed: true,
      task: { owner: 'alice', status: 'in_progress' },
    });
    expect(await tasks.claim('1', 'bob')).toMatchObject({
      claimed: false,
      reason: 'already_owned',
    });
    expect(await tasks.claim('1', 'alice')).toMatchObject({ claimed: true });
    expect(await tasks.claim('9', 'bob')).toMatchObject({ claimed: false, reason: 'not_found' });
    expect(await tasks.claimNext('bob')).toBeUndefined();
  });

  it('completing a task unblocks its dependents', async () => {
    const tasks = createTaskList(store, 'crew');
    await tasks.create({ subject: 'a' });
    await tasks.create({ subject: 'b' });
    await tasks.create({ subject: 'c', blockedBy: ['1'] });
    await tasks.update('3', { addBlockedBy: ['2'] });
    expect(await tasks.get('1')).toMatchObject({ blocks: ['3'] });
    expect(await tasks.get('2')).toMatchObject({ blocks: ['3'] });
    expect(await tasks.get('3')).toMatchObject({ blockedBy: ['1', '2'] });

    expect((await tasks.update('1', { status: 'completed' })).unblocked).toEqual([]);
    expect(await tasks.get('3')).toMatchObject({ blockedBy: ['2'] });
    const done = await tasks.update('2', { status: 'completed' });
    expect(done.unblocked.map((task) => task.id)).toEqual(['3']);
    expect(await tasks.claimNext('carol')).toMatchObject({ id: '3', owner: 'carol' });
  });

  it('a task given back (pending again, with no owner) is available again; one still blocked or kept is not', async () => {
    const tasks = createTaskList(store, 'crew');
    await tasks.create({ subject: 'a' });
    await tasks.create({ subject: 'b' });
    await tasks.create({ subject: 'c', blockedBy: ['2'] });
    await tasks.claim('1', 'alice');
    // Still in progress without an owner, or pending with one: nobody can take it.
    expect((await tasks.update('1', { owner: null })).unblocked).toEqual([]);
    expect((await tasks.update('1', { owner: 'alice', status: 'pending' })).unblocked).toEqual([]);
    const given = await tasks.update('1', { owner: null });
    expect(given.unblocked.map((task) => task.id)).toEqual(['1']);
    // A task nobody took, edited: nothing new to take.
    expect((await tasks.update('2', { description: 'more' })).unblocked).toEqual([]);
    // Given back while still blocked: not available yet.
    await tasks.claim('2', 'bob');
    await tasks.update('3', { owner: 'carol' });
    expect((await tasks.update('3', { owner: null })).unblocked).toEqual([]);
    expect(await tasks.claimNext('dave')).toMatchObject({ id: '1', owner: 'dave' });
  });

  it('merges metadata, clears owners, and names the known ids for an unknown one', async () => {
    const tasks = createTaskList(store, 'crew');
    await tasks.create({ subject: 'a', owner: 'dave', metadata: { priority: 'high', keep: 1 } });
    const { task } = await tasks.update('1', {
      owner: null,
      metadata: { priority: null, note: 'x' },
    });
    expect(task.owner).toBeUndefined();
    expect(task.metadata).toEqual({ keep: 1, note: 'x' });
    await expect(tasks.update('7', { status: 'completed' })).rejects.toThrow(
      /Task "7" does not exist.*Task ids: 1/,
    );
    await expect(tasks.update('1', { addBlocks: ['1'] })).rejects.toThrow(/cannot block itself/);
  });
});
