export { default } from './routes';
export { issueCheckout, issuedPolicyStatus } from './issue-policy';
