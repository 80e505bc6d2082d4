export { localeFromPath, resolveLocale, withLanguage, type LocaleSources } from './locale-path';
export {
  CURRENCY_OF_COUNTRY,
  currencyOf,
  formatCurrency,
  formatDate,
  formatPercent,
  formatPostalCode,
  formatRetention,
  formatTaxId,
  languageOfTag,
  localeTag,
  type DateStyle,
} from './formatters';
export { defineMessagesFor, missingKeys, type Messages } from './messages';
export { platformMessages, errorCatalogueMessages, type PlatformMessageId } from './platform-messages';
export {
  PlatformIntlProvider,
  reportIntlError,
  type IntlError,
  type PlatformIntlProviderProps,
} from './platform-intl-provider';
