// A policy's documents (issue 24): the full wording, certificates anyone can verify, statements by e-mail.
export { default } from './routes';
export { newPublicCode } from './certificates';
