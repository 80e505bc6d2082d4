/**
 * One ICU message formatted with the browser's own Intl (PluralRules, NumberFormat), for the
 * screens drawn before the full shell (the homes' first screens, issue 25): react-intl and its
 * message parser are 13.6 KB gzip that such a screen waits for. It reads what the first screens'
 * words use: `{name}`, `{n, plural, =0 {…} one {# …} other {…}}`, `{x, select, a {…} other {…}}`
 * and ICU's apostrophes; anything else (number or date skeletons, offsets) is refused, not drawn
 * wrong. The full shell keeps react-intl; a unit test holds both to the same output.
 */

/** As react-intl takes them: a missing name is an error, a null or undefined value draws nothing. */
export type MessageValues = Readonly<Record<string, string | number | null | undefined>>;

interface Reading {
  message: string;
  values: MessageValues;
  locale: string;
  at: number;
}

const fail = (reading: Reading, why: string): never => {
  throw new Error(`formatMessage: ${why} at ${reading.at} in "${reading.message}"`);
};

const formatNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

/** Text until the end, or until the `}` closing a branch (`inBranch`); `#` is `count` in a plural's branch. */
function readText(reading: Reading, count: number | null, inBranch: boolean): string {
  const { message } = reading;
  let text = '';
  while (reading.at < message.length) {
    const char = message[reading.at]!;
    if (char === "'") text += readApostrophe(reading, count !== null);
    else if (char === '{') text += readArgument(reading);
    else if (char === '}') {
      if (!inBranch) fail(reading, 'an unopened }');
      return text;
    } else {
      text += char === '#' && count !== null ? formatNumber(count, reading.locale) : char;
      reading.at += 1;
    }
  }
  if (inBranch) fail(reading, 'an unclosed branch');
  return text;
}

/** ICU's apostrophe: `''` is one; `'` before a brace (or `#` in a plural) quotes until the next `'`; else itself. */
function readApostrophe(reading: Reading, inPlural: boolean): string {
  const { message } = reading;
  const next = message[reading.at + 1];
  if (next === "'") {
    reading.at += 2;
    return "'";
  }
  if (next !== '{' && next !== '}' && !(inPlural && next === '#')) {
    reading.at += 1;
    return "'";
  }
  let quoted = '';
  reading.at += 1;
  while (reading.at < message.length) {
    if (message[reading.at] === "'" && message[reading.at + 1] === "'") {
      quoted += "'";
      reading.at += 2;
    } else if (message[reading.at] === "'") {
      reading.at += 1;
      return quoted;
    } else {
      quoted += message[reading.at];
      reading.at += 1;
    }
  }
  return quoted;
}

const WORD = /\s*([^\s,{}]+)\s*/y;

function readWord(reading: Reading): string {
  WORD.lastIndex = reading.at;
  const found = WORD.exec(reading.message);
  if (!found) return fail(reading, 'a name expected');
  reading.at = WORD.lastIndex;
  return found[1]!;
}

function expect(reading: Reading, char: string) {
  if (reading.message[reading.at] !== char) fail(reading, `${char} expected`);
  reading.at += 1;
}

/** `{name}`, or a plural or select with its branches; the reading is on the `{`. */
function readArgument(reading: Reading): string {
  reading.at += 1;
  const name = readWord(reading);
  if (!(name in reading.values)) fail(reading, `no value for ${name}`);
  const value = reading.values[name];
  if (reading.message[reading.at] === '}') {
    reading.at += 1;
    return typeof value === 'number' ? formatNumber(value, reading.locale) : (value ?? '');
  }
  expect(reading, ',');
  const kind = readWord(reading);
  if (kind !== 'plural' && kind !== 'select') return fail(reading, `"${kind}" is not read here`);
  expect(reading, ',');
  const count = kind === 'plural' ? Number(value) : null;
  const branches = new Map<string, string>();
  for (;;) {
    while (/\s/.test(reading.message[reading.at] ?? '')) reading.at += 1;
    if (reading.message[reading.at] === '}') break;
    const selector = readWord(reading);
    expect(reading, '{');
    branches.set(selector, readText(reading, count, true));
    expect(reading, '}');
  }
  reading.at += 1;
  const chosen =
    count === null
      ? (branches.get(String(value)) ?? branches.get('other'))
      : (branches.get(`=${count}`) ??
        branches.get(new Intl.PluralRules(reading.locale).select(count)) ??
        branches.get('other'));
  return chosen ?? fail(reading, `no branch for ${String(value)}`);
}

/** `message` with `values` in place, in `locale` (a BCP 47 tag: `pt-BR`). */
export function formatMessage(message: string, values: MessageValues, locale: string): string {
  return readText({ message, values, locale, at: 0 }, null, false);
}
