import type { Language } from '../locale';
import type { ErrorCode } from './error-codes';
import { ERROR_TEXTS as en } from './texts/en';
import { ERROR_TEXTS as es } from './texts/es';
import { ERROR_TEXTS as pt } from './texts/pt';

/**
 * The words users read for each catalogue code, in every interface language. Written one file per
 * language (./texts): a screen's messages load the person's language alone (`@platform/i18n`).
 */
export const ERROR_MESSAGES = Object.fromEntries(
  (Object.keys(pt) as ErrorCode[]).map((code) => [code, { pt: pt[code], en: en[code], es: es[code] }]),
) as Record<ErrorCode, Record<Language, string>>;

/** The user-facing text for a catalogue code; unknown codes read as an unexpected error. */
export function errorMessage(code: string | undefined, language: Language): string {
  const entry = code && code in ERROR_MESSAGES ? ERROR_MESSAGES[code as ErrorCode] : ERROR_MESSAGES.UNEXPECTED_ERROR;
  return entry[language];
}
