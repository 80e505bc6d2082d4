import type { ErrorCode } from '../errors/error-codes';

// A host name of labels (letters, digits, inner hyphens) with at least one dot and a final label
// of letters: "demo.com.br", "xn--caf-dma.example". IP addresses and "localhost" are not company sites.
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * A website as people type it ("demo.com.br", "https://demo.com.br/contato") made into an absolute
 * http(s) address, or null when it is not one. Without a scheme, https is assumed.
 */
export function normalizeUrl(value: string): string | null {
  const text = value.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !HOST.test(url.hostname)) return null;
  return url.href.replace(/\/$/, '');
}

/** The catalogue code for a URL field, or null when it is acceptable. Used by the browser and the API. */
export function urlProblem(value: string): 'REQUIRED' | Extract<ErrorCode, 'INVALID_URL'> | null {
  if (!value.trim()) return 'REQUIRED';
  return normalizeUrl(value) ? null : 'INVALID_URL';
}

/** A bare domain ("demo.com.br"), also taken from a pasted address; null when there is none. */
export function normalizeDomain(value: string): string | null {
  const url = normalizeUrl(value);
  return url ? new URL(url).hostname.toLowerCase() : null;
}
