export { default } from './routes';
export { issueCheckout, issuedPolicyStatus } from './issue-policy';
export { ISSUE_POLICY_JOB, signedWithoutPolicy, startPolicies } from './policy-jobs';
export { createInvoices, invoiceNumber } from './invoices';
export { recordPayment } from './record-payment';
export { SYNC_PAYMENTS_JOB, syncPayments } from './payments-sync';
export { settlePolicies, settlePolicy } from './settle-policy';
export { manualPaymentProvider, paymentProvider, type PaymentProvider } from './payment-provider';
export { DEV_SIGNATURE_HEADER, signWebhook } from './dev-payment-provider';
