export { default } from './routes';
export { issueCheckout, issuedPolicyStatus } from './issue-policy';
export { ISSUE_POLICY_JOB, signedWithoutPolicy, startPolicies } from './policy-jobs';
