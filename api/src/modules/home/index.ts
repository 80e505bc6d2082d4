export { default } from './routes';
