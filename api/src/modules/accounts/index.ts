// The accounts module's public face: its routes, and the one-time links and mails other modules reuse.
export { default } from './routes';
export { consumeLink, issueLink, peekLink } from './account-links';
export { requestPasswordReset } from './account-mail';
