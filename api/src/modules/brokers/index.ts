export { default } from './routes';
export { decideBroker, findBroker } from './decision';
