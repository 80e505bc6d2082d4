// Checkout of a selected quote (docs/checkout.md).
export { default } from './routes';
