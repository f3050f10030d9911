/** The read-only GitHub tools the Action gives agents (src/tools/github-tools.ts). */
export const gitHubToolNames = [
  'GitHubPullRequestDiff',
  'GitHubPullRequestFiles',
  'GitHubComments',
  'GitHubCheckRuns',
  'GitHubJobLogs',
] as const;
