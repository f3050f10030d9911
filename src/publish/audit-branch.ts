/**
 * The branch an audit's changes are pushed to: `flotilla/<audit name>-<run id>`, the name with
 * every run of characters outside letters, digits, `.`, `_` and `-` as one `-`.
 */
export function auditBranchName(auditName: string, runId: string): string {
  return `flotilla/${auditName.replace(/[^A-Za-z0-9._-]+/g, '-')}-${runId}`;
}

/**
 * Why git refuses `ref` as a reference name (the rules of `git check-ref-format`), or undefined
 * when it accepts it.
 */
export function refFormatProblem(ref: string): string | undefined {
  if (ref === '' || ref === '@') return `'${ref}' is not a name`;
  if (ref.includes('..')) return "it contains '..'";
  if (ref.includes('@{')) return "it contains '@{'";
  // eslint-disable-next-line no-control-regex
  const forbidden = /[\x00-\x20\x7f~^:?*[\\]/.exec(ref);
  if (forbidden) return `it contains ${JSON.stringify(forbidden[0])}`;
  if (ref.startsWith('/') || ref.endsWith('/') || ref.includes('//'))
    return "it has an empty part between '/'";
  if (ref.endsWith('.')) return "it ends with '.'";
  for (const part of ref.split('/')) {
    if (part.startsWith('.')) return `its part '${part}' starts with '.'`;
    if (part.endsWith('.lock')) return `its part '${part}' ends with '.lock'`;
  }
  return undefined;
}
