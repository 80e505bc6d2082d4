export { default } from './routes';
export { startForm } from './start-form';
export { toFormSummary } from './form-view';
