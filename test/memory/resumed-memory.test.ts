import { describe, expect, it } from 'vitest';
import type { MemoryFile } from '../../src/memory/memory-file.js';
import { resumedMemoryText, startupMemoryText } from '../../src/memory/memory-reminder.js';

const project: MemoryFile = { path: '/repo/CLAUDE.md', kind: 'project', text: '# Rules v1' };
const local: MemoryFile = { path: '/repo/CLAUDE.local.md', kind: 'local', text: 'Mine.' };

describe('resumedMemoryText', () => {
  const shown = startupMemoryText([project, local])!;

  it('adds nothing when every file is as the conversation shows it', () => {
    expect(resumedMemoryText([project, local], shown)).toBeUndefined();
  });

  it('names only the changed file, with its new text', () => {
    const text = resumedMemoryText([{ ...project, text: '# Rules v2' }, local], shown)!;
    expect(text).toContain('Memory file /repo/CLAUDE.md (');
    expect(text).toContain('# Rules v2');
    expect(text).not.toContain('CLAUDE.local.md');
  });

  it('says which file shown before is gone', () => {
    const text = resumedMemoryText([project], shown)!;
    expect(text).toContain(
      'Memory file /repo/CLAUDE.local.md no longer exists: its earlier instructions no longer apply.',
    );
    expect(text).not.toContain('# Rules v1');
  });
});
