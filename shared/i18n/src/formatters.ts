// The remotes' entry to the one formatter of money, percentages, dates and tax ids. It lives in
// @platform/domain because the API's documents (PDFs, mails) may use shared domain code only, and
// a figure must read the same on the screen and on the signed paper.
export {
  currencyOf,
  formatCountry,
  formatCurrency,
  formatDate,
  formatMonth,
  formatPercent,
  formatPostalCode,
  formatRetention,
  languageOfTag,
  localeTag,
  type DateStyle,
} from '@platform/domain/formatting';
export { formatTaxId } from '@platform/domain/tax-id';
