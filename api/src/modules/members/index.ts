export { default } from './routes';
export { presentMember } from './queries';
export { Member } from './schemas';
