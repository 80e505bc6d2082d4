export { default } from './routes';
export { languageOfLocale } from './invitations';
