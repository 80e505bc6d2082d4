export { localeFromPath, resolveLocale, withLanguage, type LocaleSources } from './locale-path';
export * from './formatters';
export { defineMessagesFor, missingKeys, type Messages } from './messages';
export { commonMessages, type PlatformMessageId } from './common-messages';
export { loadErrorTexts, type ErrorTexts } from './error-texts';
export {
  PlatformIntlProvider,
  reportIntlError,
  type IntlError,
  type PlatformIntlProviderProps,
} from './platform-intl-provider';
export { useText, type TextValues } from './use-text';
export { revenueBandText } from './revenue-band';
