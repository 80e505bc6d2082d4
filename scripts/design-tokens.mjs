// Finds the colours, font sizes and spacing a stylesheet or an inline style decides for itself
// instead of reading them from @platform/ui's tokens (shared/ui/src/tokens.css), so that every
// screen keeps the one design language (issue 22).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
const LENGTH = /-?\d*\.?\d+(?:px|rem|em)\b/;
const SPACING =
  /^(?:margin|padding|gap|row-gap|column-gap)(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?$/;

const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Why a declaration breaks the design language, or undefined when it reads only tokens. */
export function problemOf(property, value) {
  const name = kebab(property.trim());
  const text = String(value).trim();
  if (RAW_COLOUR.test(text)) return 'raw colour';
  if (name === 'font-size' && !/^(?:var\(--ui-font-size[\w-]*\)|inherit|100%)$/.test(text)) return 'raw font size';
  if (SPACING.test(name) && (LENGTH.test(text) || /^-?[1-9]\d*$/.test(text))) return 'raw spacing';
  return undefined;
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** The offending declarations of a stylesheet, as `line property: value (why)`. */
export function cssProblems(css) {
  const blanked = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found = [];
  for (const match of blanked.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)[;}]/gi)) {
    const problem = problemOf(match[1], match[2]);
    if (problem) found.push(`${lineAt(blanked, match.index)} ${match[1]}: ${match[2].trim()} (${problem})`);
  }
  return found;
}

/** The offending declarations of the inline styles (`style={{ … }}`) of a component. */
export function inlineStyleProblems(source) {
  const found = [];
  for (const block of source.matchAll(/style=\{\{([^}]*)\}\}/g)) {
    for (const pair of block[1].matchAll(/([A-Za-z]+)\s*:\s*('[^']*'|"[^"]*"|`[^`]*`|[^,]+)/g)) {
      const value = pair[2].replace(/^['"`]|['"`]$/g, '');
      const problem = problemOf(pair[1], value);
      if (problem) found.push(`${lineAt(source, block.index)} ${pair[1]}: ${value.trim()} (${problem})`);
    }
  }
  return found;
}

const SKIPPED = new Set(['node_modules', 'dist', 'catalogue', 'build']);

function filesUnder(root, folder) {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        !relative(root, entry.parentPath)
          .split('/')
          .some((part) => SKIPPED.has(part)),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every offence in the shell and the remotes, as `path:line property: value (why)`. */
export function designTokenProblems(root) {
  const folders = [
    'shell',
    ...readdirSync(root)
      .filter((name) => name.startsWith('mfe-'))
      .map((name) => `${name}/src`),
  ];
  return folders.flatMap((folder) =>
    filesUnder(root, folder).flatMap((path) => {
      if (path.endsWith('.css')) return cssProblems(readFileSync(join(root, path), 'utf8')).map((p) => `${path}:${p}`);
      if (/\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
        return inlineStyleProblems(readFileSync(join(root, path), 'utf8')).map((p) => `${path}:${p}`);
      return [];
    }),
  );
}
