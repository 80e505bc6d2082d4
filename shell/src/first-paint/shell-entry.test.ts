import { afterEach, describe, expect, it } from 'vitest';
import { holdEntryScript, startShellEntry } from './shell-entry';

afterEach(() => document.head.replaceChildren());

describe('the shell’s entry, held by the build and started by the first paint', () => {
  it('holds each script the bundler adds as a meta naming it, and leaves the other tags', () => {
    expect(holdEntryScript({ tag: 'script', attrs: { defer: true, src: '/static/js/index.1.js' } })).toEqual({
      tag: 'meta',
      attrs: { name: 'shell-entry', content: '/static/js/index.1.js' },
    });
    const stylesheet = { tag: 'link', attrs: { rel: 'stylesheet', href: '/static/css/index.1.css' } };
    expect(holdEntryScript(stylesheet)).toBe(stylesheet);
    const inline = { tag: 'script', attrs: {}, children: 'paint()' };
    expect(holdEntryScript(inline)).toBe(inline);
  });

  it('adds the held scripts once, in their order, run in that order', () => {
    document.head.innerHTML =
      '<meta name="shell-entry" content="/static/js/lib.1.js"><meta name="shell-entry" content="/static/js/index.1.js">';

    expect(startShellEntry(document)).toEqual(['/static/js/lib.1.js', '/static/js/index.1.js']);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => [script.getAttribute('src'), script.async])).toEqual([
      ['/static/js/lib.1.js', false],
      ['/static/js/index.1.js', false],
    ]);
    expect(startShellEntry(document)).toEqual([]);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });
});
