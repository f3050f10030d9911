import { describe, expect, it } from 'vitest';
import { matrixOf } from '../../src/app/agent-matrix.js';

/** Characters @actions/artifact refuses in an artifact name (validateArtifactName). */
const refusedInArtifactNames = /[":<>|*?\r\n\\/]/;

describe('matrixOf', () => {
  it('gives every agent an artifact name upload-artifact accepts, one per agent', () => {
    const agents = ['reviewer', 'revplug:checker', 'revplug-checker', 'Docs Bot', 'a/b', ':::'];
    const matrix = matrixOf(agents);
    expect(matrix.agent).toEqual(agents);
    expect(matrix.include.map((entry) => entry.agent)).toEqual(agents);
    const artifacts = matrix.include.map((entry) => entry.artifact);
    expect(artifacts).toEqual([
      'reviewer',
      'revplug-checker',
      'revplug-checker-2',
      'Docs-Bot',
      'a-b',
      'agent',
    ]);
    for (const artifact of artifacts) expect(artifact).not.toMatch(refusedInArtifactNames);
  });

  it('is empty for no agents', () => {
    expect(matrixOf([])).toEqual({ agent: [], include: [] });
  });
});
