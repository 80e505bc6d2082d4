// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom lays nothing out, so these read the rules that decide the layout (issue 22's rough edges).
const css = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8');

/** The at-rule blocks of a stylesheet (`@media …`, `@container …`) with the text each wraps. */
const atRuleBlocks = (source: string) =>
  [...source.matchAll(/@(media|container)[^{]*\{([\s\S]*?)\n\}/g)].map(([, kind, body = '']) => ({ kind, body }));

describe('the layout follows the room it has, not only the viewport', () => {
  it('stacks a description list by the width of its own box, never by the viewport', () => {
    const content = css('content.css');
    expect(content).toMatch(/\.ui-details \{[^}]*container-type: inline-size/);
    const blocks = atRuleBlocks(content).filter(({ body }) => body.includes('.ui-details'));
    expect(blocks.map(({ kind }) => kind)).not.toContain('media');
    expect(blocks.some(({ body }) => /\.ui-details > div \{\s*grid-template-columns: 1fr/.test(body))).toBe(true);
  });

  it('lets the large price shrink on a phone, from the largest size down to the 2xl size', () => {
    expect(css('structure.css')).toMatch(
      /\.ui-price--lg \.ui-price__amount \{\s*font-size: var\(--ui-font-size-display\)/,
    );
    expect(css('../tokens.css')).toMatch(
      /--ui-font-size-display: clamp\(var\(--ui-font-size-2xl\), \d+vw, var\(--ui-font-size-4xl\)\)/,
    );
  });
});

describe('a phone table row, a labelled card', () => {
  const phone = css('small-screens.css');

  it('never lets a value column grow past its share over its label', () => {
    expect(phone).toMatch(/\.ui-table td \{[^}]*grid-template-columns: minmax\(0, \d+fr\) minmax\(0, \d+fr\)/);
  });

  it('wraps a badge inside its cell', () => {
    expect(phone).toMatch(/\.ui-table td \.ui-badge \{[^}]*white-space: normal/);
  });
});
