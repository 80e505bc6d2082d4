import { COUNTRIES } from '@platform/domain/locale';
import { COUNTRY_RULES, type CountryRules } from '@platform/domain/country-rules';

/** A quote is in its country's currency: the rules of the country whose currency it is (Brazil's by default). */
export const rulesOfCurrency = (currency: string | undefined): CountryRules =>
  COUNTRY_RULES[COUNTRIES.find((country) => COUNTRY_RULES[country].currency === currency) ?? 'br'];
