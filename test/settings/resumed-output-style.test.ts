import { describe, expect, it } from 'vitest';
import {
  outputStyleReminder,
  resumedOutputStyleReminder,
  type OutputStyle,
} from '../../src/settings/output-style.js';

const ninja: OutputStyle = {
  name: 'Ninja',
  instructions: 'NINJA-STYLE: answer tersely.',
  file: '/repo/.claude/output-styles/ninja.md',
  keepCodingInstructions: false,
  forceForPlugin: false,
};

describe('resumedOutputStyleReminder', () => {
  it("names what changed since the session's run, and says nothing for a session that recorded no style", () => {
    expect(resumedOutputStyleReminder('Pirate', ninja)).toContain(
      '# Output Style: Ninja\nNINJA-STYLE: answer tersely.',
    );
    expect(resumedOutputStyleReminder('default', ninja)).toContain('# Output Style: Ninja');
    expect(resumedOutputStyleReminder('Ninja', ninja)).toBe(outputStyleReminder(ninja));
    expect(resumedOutputStyleReminder('Ninja', undefined)).toMatch(
      /default again from here on, in place of "Ninja"/,
    );
    expect(resumedOutputStyleReminder('default', undefined)).toBeUndefined();
    // An older Flotilla's session: which style its conversation had is unknown.
    expect(resumedOutputStyleReminder(undefined, ninja)).toBeUndefined();
  });
});
