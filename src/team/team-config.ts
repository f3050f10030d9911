import { z } from 'zod';
import { UserError } from '../errors.js';
import type { LockedStore } from './locked-store.js';

/**
 * `teams/<team>/config.json`: the team and its members, in Claude Code's format. Joins, leaves and
 * activity changes are locked read-modify-writes, so members joining at the same moment are all
 * kept (Claude Code loses some: its config write is unlocked).
 */

/** Member colours, assigned by join order (the lead has none). */
export const teamColors = [
  'blue',
  'green',
  'yellow',
  'purple',
  'orange',
  'pink',
  'cyan',
  'red',
] as const;
export type TeamColor = (typeof teamColors)[number];

export const leadName = 'team-lead';

// The team's schemas are built on first use (z.lazy): a run that forms no team never needs them.
export const teamMemberSchema = z.lazy(() =>
  z.looseObject({
    /** `<name>@<team>` */
    agentId: z.string(),
    name: z.string(),
    agentType: z.string(),
    model: z.string().optional(),
    prompt: z.string().optional(),
    color: z.string().optional(),
    planModeRequired: z.boolean().optional(),
    joinedAt: z.number(),
    tmuxPaneId: z.string().optional(),
    cwd: z.string(),
    subscriptions: z.array(z.unknown()).default([]),
    backendType: z.string().optional(),
    isActive: z.boolean().optional(),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamConfigSchema = z.lazy(() =>
  z.looseObject({
    name: z.string(),
    description: z.string().optional(),
    createdAt: z.number(),
    leadAgentId: z.string(),
    leadSessionId: z.string().optional(),
    members: z.array(teamMemberSchema),
    /** Teammates that ever joined: the next colour index (members who left keep theirs). */
    joinCount: z.number().int().nonnegative().optional(),
  }),
);
export type TeamConfig = z.infer<typeof teamConfigSchema>;

const namePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Team and member names become file names and agent ids (`name@team`). */
export function assertTeamName(kind: 'team' | 'member', name: string): void {
  if (!namePattern.test(name) || name.endsWith('.json')) {
    throw new UserError(
      `Invalid ${kind} name "${name}".`,
      'Use 1–64 letters, digits, ".", "_" or "-", starting with a letter or digit (no "@", "/" or spaces), for example "review-team" or "worker-1".',
    );
  }
}

export function agentIdOf(name: string, team: string): string {
  return `${name}@${team}`;
}

export function teamConfigPath(team: string): string {
  return `teams/${team}/config.json`;
}

export interface CreateTeamInput {
  name: string;
  description?: string;
  leadSessionId?: string;
  lead: { agentType?: string; model?: string; cwd: string };
}

export interface JoinInput {
  name: string;
  agentType: string;
  cwd: string;
  model?: string;
  prompt?: string;
  planModeRequired?: boolean;
  backendType?: string;
}

export interface TeamDirectory {
  /** Creates the team with its lead; throws UserError when it exists. */
  create(input: CreateTeamInput): Promise<TeamConfig>;
  read(team: string): Promise<TeamConfig | undefined>;
  /** Adds a teammate with the next colour; throws UserError for an unknown team or a taken name. */
  join(team: string, input: JoinInput): Promise<TeamMember>;
  setActive(team: string, name: string, isActive: boolean): Promise<TeamMember>;
  /** Removes a member (Claude Code removes ended agents rather than marking them). */
  leave(team: string, name: string): Promise<void>;
  /** Deletes the team's config, inboxes and tasks. */
  remove(team: string): Promise<void>;
}

export function createTeamDirectory(
  store: LockedStore,
  now: () => number = Date.now,
): TeamDirectory {
  const requireTeam = (team: string, config: TeamConfig | undefined): TeamConfig => {
    if (config === undefined) {
      throw new UserError(`There is no team "${team}".`, 'Create the team first (TeamCreate).');
    }
    return config;
  };
  const requireMember = (config: TeamConfig, name: string): TeamMember => {
    const member = config.members.find((candidate) => candidate.name === name);
    if (member === undefined) {
      const known = config.members.map((candidate) => candidate.name).join(', ');
      throw new UserError(`"${name}" is not a member of team "${config.name}". Members: ${known}.`);
    }
    return member;
  };
  const missing = (): TeamConfig | undefined => undefined;
  /** Checked before locking, so that a typo does not leave an empty team directory behind. */
  const assertExists = async (team: string): Promise<void> => {
    assertTeamName('team', team);
    requireTeam(team, await store.read(teamConfigPath(team), teamConfigSchema));
  };

  return {
    async create(input) {
      assertTeamName('team', input.name);
      const createdAt = now();
      const config = await store.update(
        teamConfigPath(input.name),
        teamConfigSchema.optional(),
        missing,
        (current) => {
          if (current !== undefined) {
            throw new UserError(
              `A team named "${input.name}" already exists.`,
              'Choose another name, or delete the old team first.',
            );
          }
          const leadId = agentIdOf(leadName, input.name);
          return {
            name: input.name,
            ...(input.description !== undefined ? { description: input.description } : {}),
            createdAt,
            leadAgentId: leadId,
            ...(input.leadSessionId !== undefined ? { leadSessionId: input.leadSessionId } : {}),
            members: [
              {
                agentId: leadId,
                name: leadName,
                agentType: input.lead.agentType ?? leadName,
                ...(input.lead.model !== undefined ? { model: input.lead.model } : {}),
                joinedAt: createdAt,
                tmuxPaneId: '',
                cwd: input.lead.cwd,
                subscriptions: [],
              },
            ],
            joinCount: 0,
          };
        },
      );
      return requireTeam(input.name, config);
    },

    read: (team) => {
      assertTeamName('team', team);
      return store.read(teamConfigPath(team), teamConfigSchema);
    },

    async join(team, input) {
      assertTeamName('member', input.name);
      await assertExists(team);
      let joined: TeamMember | undefined;
      await store.update(teamConfigPath(team), teamConfigSchema.optional(), missing, (current) => {
        const config = requireTeam(team, current);
        if (config.members.some((member) => member.name === input.name)) {
          throw new UserError(
            `Team "${team}" already has a member named "${input.name}".`,
            'Give the new teammate another name.',
          );
        }
        const order = config.joinCount ?? config.members.filter((m) => m.name !== leadName).length;
        joined = {
          agentId: agentIdOf(input.name, team),
          name: input.name,
          agentType: input.agentType,
          ...(input.model !== undefined ? { model: input.model } : {}),
          ...(input.prompt !== undefined ? { prompt: input.prompt } : {}),
          color: teamColors[order % teamColors.length],
          planModeRequired: input.planModeRequired ?? false,
          joinedAt: now(),
          tmuxPaneId:
            input.backendType === 'in-process' || input.backendType === undefined
              ? 'in-process'
              : '',
          cwd: input.cwd,
          subscriptions: [],
          backendType: input.backendType ?? 'in-process',
          isActive: true,
        };
        return { ...config, members: [...config.members, joined], joinCount: order + 1 };
      });
      return joined as TeamMember;
    },

    async setActive(team, name, isActive) {
      await assertExists(team);
      let changed: TeamMember | undefined;
      await store.update(teamConfigPath(team), teamConfigSchema.optional(), missing, (current) => {
        const config = requireTeam(team, current);
        changed = { ...requireMember(config, name), isActive };
        return {
          ...config,
          members: config.members.map((member) =>
            member.name === name ? (changed as TeamMember) : member,
          ),
        };
      });
      return changed as TeamMember;
    },

    async leave(team, name) {
      await assertExists(team);
      await store.update(teamConfigPath(team), teamConfigSchema.optional(), missing, (current) => {
        const config = requireTeam(team, current);
        requireMember(config, name);
        return { ...config, members: config.members.filter((member) => member.name !== name) };
      });
    },

    async remove(team) {
      assertTeamName('team', team);
      await store.removeDirectory(`teams/${team}`);
      await store.removeDirectory(`tasks/${team}`);
    },
  };
}
