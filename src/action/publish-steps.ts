import { rmSync } from 'node:fs';
import type { Cancellation } from '../app/cancellation.js';
import { errorMessage } from '../errors.js';
import { stopGitHubRequestsOn } from '../platform/github.js';
import { renderAnnotations } from '../publish/annotations.js';
import { renderJobSummary } from '../publish/job-summary.js';
import { renderKeptBranches } from '../publish/kept-branches.js';
import type { PublishContext, PublishedLinks } from '../publish/publish-result.js';
import type { Redactor } from '../publish/redact.js';
import { changesDisposition, setAsideText } from '../publish/unfinished-changes.js';
import type { RunResult } from '../results/run-result.js';
import type { ActionPorts } from './run-action.js';
import { actionOutputs } from './outputs.js';

/**
 * The Action's record of a run around publishing it. Publishing can wait minutes (rate limits)
 * and GitHub cancels a job with SIGINT, then SIGTERM about 7.5 s later: so the job summary, the
 * step outputs and the annotations are written before anything is posted (and written again
 * with the links afterwards), publishing stops on the cancel, and a cancelled run posts nothing.
 */

/**
 * Writes the result's job summary, step outputs and annotations (no links yet), and, while
 * publishing, has a forced exit (a second signal) remove the transcripts. Returns that
 * clean-up's removal. `resultFile` undefined: the result file could not be written, and the
 * `result_file` output is empty.
 */
export async function recordBeforePublishing(
  ports: Pick<ActionPorts, 'appendSummary' | 'setOutput' | 'command' | 'onForcedExit'>,
  result: RunResult,
  resultFile: string | undefined,
  redact: Redactor,
  transcriptsToRemove: string | undefined,
): Promise<() => void> {
  await ports.appendSummary(renderJobSummary(result, { redact, finalText: true }));
  for (const [name, value] of Object.entries(
    actionOutputs(result, { resultFile: resultFile ?? '' }),
  ))
    ports.setOutput(name, redact(value));
  for (const line of renderAnnotations(result.findings)) ports.command(redact(line));
  const forget = transcriptsToRemove
    ? ports.onForcedExit?.(() => rmSync(transcriptsToRemove, { recursive: true, force: true }))
    : undefined;
  return () => forget?.();
}

/**
 * Runs `publish` so that it stops when the job is cancelled (throwing the cancel's reason); a
 * run cancelled before it posts nothing (its partial result is in the job summary, the outputs
 * and the result files).
 */
export async function publishUnlessCancelled(
  cancellation: Cancellation | undefined,
  log: (line: string) => void,
  publish: (context: PublishContext) => Promise<PublishedLinks>,
  context: PublishContext,
): Promise<PublishedLinks> {
  if (!cancellation) return publish(context);
  if (cancellation.signal.aborted) {
    if (context.target === 'none') return {};
    log(
      `The run was cancelled: nothing is posted (post: ${context.target}); the partial result is in the job summary, the step outputs and the result files.`,
    );
    throw cancellation.signal.reason;
  }
  return stopGitHubRequestsOn(cancellation.signal, () => publish(context));
}

/**
 * After publishing: a job cancelled once its agents were done is a cancelled run (what was posted
 * before the cancel stays), whether the cancel stopped a post or came when nothing more was to be
 * posted (post: none, or an answer kept for the tracking comment). A publish error once the job
 * is cancelled is no failure to publish. Returns the result to report, the error still to report,
 * and the job summary's note on publishing (the note on a cancel only when it stopped a post).
 */
export function afterPublishing(
  result: RunResult,
  links: PublishedLinks,
  publishError: unknown,
  cancellation: Cancellation | undefined,
  post: string,
): { result: RunResult; publishError: unknown; note: string } {
  const cancelled = cancellation?.signal.aborted === true;
  // Where the branches left for a human went (or that they could not be pushed).
  const kept = links.keptBranches?.length ? `\n${renderKeptBranches(links.keptBranches)}` : '';
  // error outranks cancelled; everything else becomes cancelled.
  const reported: RunResult =
    cancelled && result.conclusion !== 'error' ? { ...result, conclusion: 'cancelled' } : result;
  if (publishError !== undefined && cancelled) {
    const posted = [
      links.reviewUrl,
      links.commentUrl,
      links.issueUrl,
      links.prUrl,
      links.branch && !links.prUrl ? `the branch ${links.branch}` : undefined,
    ].filter(Boolean);
    // The stop's own reason (or an error wrapping it) says nothing new; another error (a refusal
    // just before) does.
    const reason: unknown = cancellation.signal.reason;
    const stoppedByCancel =
      publishError === reason || (publishError instanceof Error && publishError.cause === reason);
    const why = stoppedByCancel ? '' : ` (${errorMessage(publishError)})`;
    return {
      result: reported,
      publishError: undefined,
      note: `\n### Publishing stopped\n\nThe job was cancelled before publishing was done (post: ${post}): nothing more was posted${posted.length ? ` after ${posted.join(', ')}` : ''}${why}.\n${kept}`,
    };
  }
  const setAside =
    links.branch && changesDisposition(result.conclusion) === 'set-aside'
      ? `\n### Unfinished changes\n\n${setAsideText(result.conclusion, links.branch)}\n`
      : '';
  return { result: reported, publishError, note: setAside + kept };
}
