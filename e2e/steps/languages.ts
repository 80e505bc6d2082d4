// The interface language each journey runs in. A journey runs in ONE language, not in all three:
// that every text exists in pt, en and es is proven by each remote's messages.test.ts (and the
// error catalogue's own test), and this table keeps each language driving several whole journeys
// (issue 25: a journey per language, not every journey three times). A new journey adds its row,
// choosing the language with the fewest. `E2E_ALL_LANGUAGES=1` runs every journey in all three,
// as before a release or after a change to how the language is chosen.
import type { Language } from '../../shared/domain/src/locale';

export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

const JOURNEY_LANGUAGE = {
  payments: 'pt',
  'broker-earnings': 'pt',
  'pay-invoice': 'en',
  'underwriting-desk': 'pt',
  'policy-documents': 'pt',
  'broker-team': 'en',
  renewal: 'es',
  'broker-signup': 'en',
  cyber: 'en',
  questionnaire: 'en',
  'team-members': 'en',
  'broker-book': 'es',
  claims: 'es',
  quotes: 'es',
  'sign-up': 'es',
  'broker-chain': 'pt',
} as const satisfies Record<string, Language>;

/** The languages `journey` runs in: its own, or all three under E2E_ALL_LANGUAGES. */
export function languagesOf(journey: keyof typeof JOURNEY_LANGUAGE): readonly Language[] {
  return process.env.E2E_ALL_LANGUAGES ? LANGUAGES : [JOURNEY_LANGUAGE[journey]];
}
