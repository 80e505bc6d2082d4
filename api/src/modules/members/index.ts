export { default } from './routes';
export { Member, presentMember } from './routes';
