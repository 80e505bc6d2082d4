// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { platformMessages } from '@platform/i18n/platform-messages';
import { messages } from './messages';
import { teamMembersMessages } from './features/team-members/messages';

// The team list loads only its own texts (onboarding-routes.tsx), not every screen's: each text it
// shows must be in those, in the remote's first chunk (messages.ts) or in the platform's.
const folder = path.join(import.meta.dirname, 'features/team-members');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry) && !entry.includes('.test.') ? [file] : [];
  });
const code = sources(folder)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('the team list texts', () => {
  const ids = [...code.matchAll(/id(?:: |=)['"]([a-zA-Z]+\.[\w.]+)['"]/g)].map((match) => match[1]!);
  const prefixes = [...code.matchAll(/id: `([a-zA-Z]+\.[\w.]*)\$\{/g)].map((match) => match[1]!);

  it('finds the texts the screen uses', () => {
    expect(ids.length).toBeGreaterThan(20);
    expect(prefixes).toEqual(expect.arrayContaining(['team.status.', 'team.role.', 'error.']));
  });

  it.each(['pt', 'en', 'es'] as const)('has each of them in %s among what the screen loads', (language) => {
    const loaded = { ...platformMessages[language], ...messages[language], ...teamMembersMessages[language] };
    expect(ids.filter((id) => !(id in loaded))).toEqual([]);
    for (const prefix of prefixes)
      expect(Object.keys(loaded).some((key) => key.startsWith(prefix) && key.length > prefix.length)).toBe(true);
  });
});
