import type { ErrorCode } from '../errors/error-codes';

/**
 * A website as people type it: `https://x.com`, `x.com.br/page`. A missing scheme is accepted and
 * read as https; anything that still does not parse as an http(s) address with a dotted host is not.
 */
export function normalizeUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The catalogue code for a URL field, or null when it is acceptable (an empty optional field included). */
export function urlProblem(
  value: string,
  { required = false } = {},
): 'REQUIRED' | Extract<ErrorCode, 'INVALID_URL'> | null {
  if (!value.trim()) return required ? 'REQUIRED' : null;
  return normalizeUrl(value) ? null : 'INVALID_URL';
}
