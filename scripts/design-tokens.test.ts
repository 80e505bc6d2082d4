// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssProblems, designTokenProblems, inlineStyleProblems } from './design-tokens.mjs';

describe('the design tokens are the only source of colour, type size and spacing (issue 22)', () => {
  it('finds raw colours, font sizes and spacing in a stylesheet, and lets tokens, zero and auto pass', () => {
    const css = `
      .a { color: #fff; background: rgb(0 0 0 / 0.1); border-color: hsl(0 0% 50%); }
      .b { font-size: 1.1rem; padding: 0.5rem 1rem; margin-top: 12px; gap: 1em; }
      /* color: #000 in a comment is no rule */
      .c { color: var(--ui-color-text); font-size: var(--ui-font-size-lg); padding: var(--ui-space-2) 0; }
      .d { margin: 0 auto; gap: 0; width: 40rem; border: 1px solid var(--ui-color-border); }`;
    expect(cssProblems(css)).toEqual([
      '2 color: #fff (raw colour)',
      '2 background: rgb(0 0 0 / 0.1) (raw colour)',
      '2 border-color: hsl(0 0% 50%) (raw colour)',
      '3 font-size: 1.1rem (raw font size)',
      '3 padding: 0.5rem 1rem (raw spacing)',
      '3 margin-top: 12px (raw spacing)',
      '3 gap: 1em (raw spacing)',
    ]);
  });

  it('finds the same in an inline style, where a bare number is pixels', () => {
    const source = `
      <p style={{ whiteSpace: 'pre-wrap' }} />
      <div style={{ display: 'flex', gap: '0.5rem', color: '#333' }} />
      <div style={{ padding: 8, margin: 0, fontSize: 14 }} />`;
    expect(inlineStyleProblems(source)).toEqual([
      '3 gap: 0.5rem (raw spacing)',
      '3 color: #333 (raw colour)',
      '4 padding: 8 (raw spacing)',
      '4 fontSize: 14 (raw font size)',
    ]);
  });

  it('finds none in the CSS and inline styles of the shell and the remotes', () => {
    expect(designTokenProblems(join(import.meta.dirname, '..'))).toEqual([]);
  });
});
