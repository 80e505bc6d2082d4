export { default } from './routes';
export { languageOfLocale, sendInvitation, type InvitationContext } from './invitations';
export { alreadyRegistered, invitee } from './invitee';
