export { default } from './routes';
export { languageOfLocale, sendInvitation, type InvitationContext } from './invitations';
