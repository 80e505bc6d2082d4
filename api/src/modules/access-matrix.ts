// Who may call what: one row per API operation (its operationId), one answer per kind of caller.
// api/test/authorization-matrix.test.ts calls every operation of the OpenAPI document as every
// caller and checks the answer; an operation without a row here fails that test, so a new route
// is covered the day it is added. Add the row with the route.

/** The callers the matrix plays (demo users and fixtures of the test). */
export const CALLERS = [
  'anonymous',
  'member',
  'admin',
  'otherAdmin',
  'brokerOfRecord',
  'otherBroker',
  'pendingBroker',
  'operations',
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * - `allowed`: authorization lets the call through (the answer may still refuse the input, 4xx but 401/403);
 * - `unauthenticated`: 401, sign in first;
 * - `forbidden`: 403, this kind of caller never may;
 * - `hidden`: 404, the record belongs to someone else and its existence is not revealed.
 */
export type Answer = 'allowed' | 'unauthenticated' | 'forbidden' | 'hidden';
export type Access = Record<Caller, Answer>;

const everyone = (answer: Answer): Access => Object.fromEntries(CALLERS.map((caller) => [caller, answer])) as Access;

/** Public entry points (sign-up, sign-in, links mailed to people). */
const PUBLIC = everyone('allowed');
/** Anyone signed in, about themselves. */
const SIGNED_IN: Access = { ...everyone('allowed'), anonymous: 'unauthenticated' };
/** The customer's own lists: every customer sees their own account's; brokers and operations are not customers. */
const CUSTOMER: Access = {
  ...everyone('forbidden'),
  anonymous: 'unauthenticated',
  member: 'allowed',
  admin: 'allowed',
  otherAdmin: 'allowed',
};
/** One record (or account) of the demo customer: another tenant is told it does not exist. */
const CUSTOMER_RECORD: Access = { ...CUSTOMER, otherAdmin: 'hidden' };
/** Changes only the account administrator makes. */
const ACCOUNT_ADMIN: Access = { ...CUSTOMER_RECORD, member: 'forbidden' };
/** An approved broker's back office. */
const BROKER: Access = {
  ...everyone('forbidden'),
  anonymous: 'unauthenticated',
  brokerOfRecord: 'allowed',
  otherBroker: 'allowed',
};
/** A company of the broker of record: another broker is told it does not exist. */
const BROKER_RECORD: Access = { ...BROKER, otherBroker: 'hidden' };
/** The broker's own registration: also while it waits for approval. */
const BROKER_USER: Access = { ...BROKER, pendingBroker: 'allowed' };
/** Changing the registration: only while it waits for approval (after it, the broker profile). */
const PENDING_BROKER: Access = { ...BROKER_USER, brokerOfRecord: 'forbidden', otherBroker: 'forbidden' };
/**
 * A questionnaire (and its guests' e-mails): its account's people and broker of record. Operations
 * are refused on every customer route; they read the answers on the underwriting desk, through
 * their own routes, each read audited (docs/accounts-and-roles.md).
 */
const FORM_READ: Access = {
  ...CUSTOMER_RECORD,
  brokerOfRecord: 'hidden',
  otherBroker: 'hidden',
  pendingBroker: 'forbidden',
};
/** Changing a questionnaire: only those who apply (operations decide on it through underwriting). */
const FORM_EDIT: Access = { ...FORM_READ };
/** Revoking a guest link: the account's administrators and the broker of record. */
const FORM_REVOKE: Access = { ...FORM_EDIT, member: 'forbidden' };
/**
 * A quote's checkout (docs/checkout.md): its account's people and its broker of record; other
 * tenants and brokers are told it does not exist; operations are refused.
 */
const CHECKOUT_READ: Access = { ...FORM_READ };
/** Filling in a checkout and sending it for signature: the account administrator and the broker of record. */
const CHECKOUT_EDIT: Access = { ...CHECKOUT_READ, member: 'forbidden' };
/**
 * One quote: its account's people and its broker of record (the demo quote's account is not the
 * demo broker's, so the matrix sees "hidden" for both brokers); the desk has routes of its own.
 */
const QUOTE_READ: Access = { ...CUSTOMER_RECORD, brokerOfRecord: 'hidden', otherBroker: 'hidden' };
/** Selecting an option: the account administrator and the broker of record, not a team member. */
const QUOTE_SELECT: Access = { ...QUOTE_READ, member: 'forbidden' };
/**
 * A policy's invoices (docs/payments.md): its account's people and its broker of record (the demo
 * policy's account is not the demo broker's, so the matrix sees "hidden" for both brokers);
 * operations have their own queue.
 */
const POLICY_INVOICES: Access = { ...CUSTOMER_RECORD, brokerOfRecord: 'hidden', otherBroker: 'hidden' };
/**
 * Sharing a policy (a certificate, a statement): its account's administrators and members; the
 * broker of record reads the wording and the certificates but is refused sharing (403, in
 * policy-documents.test.ts: the demo policy's account is not the demo broker's, so here both
 * brokers see "hidden").
 */
const POLICY_SHARE: Access = { ...POLICY_INVOICES };
const OPERATIONS: Access = { ...everyone('forbidden'), anonymous: 'unauthenticated', operations: 'allowed' };

export const ACCESS: Record<string, Access> = {
  getHealth: PUBLIC,
  getOpenApiDocument: PUBLIC,
  getInteraction: PUBLIC,
  submitLogin: PUBLIC,
  getMe: SIGNED_IN,
  streamLiveUpdates: SIGNED_IN,
  listPolicies: CUSTOMER,
  getPolicy: CUSTOMER_RECORD,
  getPolicyRenewal: CUSTOMER_RECORD,
  startPolicyRenewal: CUSTOMER_RECORD,
  listPolicyInvoices: POLICY_INVOICES,
  downloadInvoice: POLICY_INVOICES,
  listOperationsInvoices: OPERATIONS,
  recordInvoicePayment: OPERATIONS,
  // Paying an invoice yourself: who reads the invoices; the provider's webhook has no user, its
  // signature is the credential, so without one every caller is 401 (docs/payments.md).
  openInvoiceCharge: POLICY_INVOICES,
  receivePaymentEvent: everyone('unauthenticated'),
  listQuotes: CUSTOMER,
  getQuote: QUOTE_READ,
  downloadQuoteProposal: QUOTE_READ,
  selectQuote: QUOTE_SELECT,
  uploadQuoteEvidence: QUOTE_READ,
  listClaims: CUSTOMER,
  getClaim: CUSTOMER_RECORD,
  reportClaim: CUSTOMER,
  addClaimInformation: CUSTOMER_RECORD,
  uploadClaimFile: CUSTOMER_RECORD,
  downloadClaimFile: CUSTOMER_RECORD,
  listOperationsClaims: OPERATIONS,
  // Operations read a claim and its documents to decide on it, each read audited (operations_reads).
  getOperationsClaim: OPERATIONS,
  downloadOperationsClaimFile: OPERATIONS,
  moveClaim: OPERATIONS,
  listApplicationForms: CUSTOMER,
  startApplicationForm: CUSTOMER,
  getApplicationForm: FORM_READ,
  saveApplicationForm: FORM_EDIT,
  finishApplicationForm: FORM_EDIT,
  listFormShares: FORM_READ,
  shareApplicationForm: FORM_EDIT,
  revokeFormShare: FORM_REVOKE,
  // The link's token is the credential: without a valid one the form is SHARE_LINK_INVALID (404) for everyone.
  getSharedForm: PUBLIC,
  saveSharedForm: PUBLIC,
  listCyberReports: CUSTOMER,
  getCyberReport: CUSTOMER_RECORD,
  downloadCyberReport: CUSTOMER_RECORD,
  disputeCyberFinding: CUSTOMER_RECORD,
  listCyberRequests: CUSTOMER,
  requestCyberAssessment: CUSTOMER,
  getCyberRequest: CUSTOMER_RECORD,
  verifyCyberDomain: CUSTOMER_RECORD,
  cancelCyberRequest: CUSTOMER_RECORD,
  listAccountMembers: CUSTOMER_RECORD,
  getCompanyProfile: CUSTOMER_RECORD,
  updateCompanyProfile: ACCOUNT_ADMIN,
  updateBillingEmail: ACCOUNT_ADMIN,
  inviteTeamMember: ACCOUNT_ADMIN,
  resendTeamInvitation: ACCOUNT_ADMIN,
  removeTeamMember: ACCOUNT_ADMIN,
  getInvitation: PUBLIC,
  acceptInvitation: PUBLIC,
  getSignUpOptions: PUBLIC,
  signUp: PUBLIC,
  checkSignUpTaxId: PUBLIC,
  confirmEmail: PUBLIC,
  resendEmailConfirmation: PUBLIC,
  requestPasswordReset: PUBLIC,
  resetPassword: PUBLIC,
  listBrokerCompanies: BROKER,
  exportBrokerCompanies: BROKER,
  // A broker brings a customer in; the company is in its book once the administrator accepts.
  addBrokerCompany: BROKER,
  // The broker of record starts its customer's questionnaire (the customer's own form).
  startBrokerCompanyApplicationForm: BROKER_RECORD,
  getBrokerCompany: BROKER_RECORD,
  // The broker of record reads its companies' claims and cyber assessments (docs/broker-book.md).
  listBrokerCompanyClaims: BROKER_RECORD,
  getBrokerCompanyClaim: BROKER_RECORD,
  downloadBrokerCompanyClaimFile: BROKER_RECORD,
  listBrokerCompanyCyberReports: BROKER_RECORD,
  getBrokerCompanyCyberReport: BROKER_RECORD,
  listBrokerCompanyCyberRequests: BROKER_RECORD,
  // The broker of record reads its companies' quotes and policies (docs/broker-book.md).
  listBrokerCompanyQuotes: BROKER_RECORD,
  listBrokerCompanyPolicies: BROKER_RECORD,
  getBrokerPolicy: BROKER_RECORD,
  signUpBroker: PUBLIC,
  getBrokerRegistration: BROKER_USER,
  saveBrokerRegistration: PENDING_BROKER,
  submitBrokerRegistration: PENDING_BROKER,
  uploadBrokerFile: BROKER_USER,
  // Operations read the documents to decide on a registration.
  downloadBrokerFile: { ...BROKER_USER, operations: 'allowed' },
  getBrokerProfile: BROKER,
  saveBrokerProfile: BROKER,
  listOperationsBrokers: OPERATIONS,
  getOperationsBroker: OPERATIONS,
  approveBroker: OPERATIONS,
  refuseBroker: OPERATIONS,
  // Negotiated commission rates: operations set them; a broker reads its own.
  getBrokerCommissionRates: OPERATIONS,
  setBrokerCommissionRate: OPERATIONS,
  getOwnCommissionRates: BROKER,
  // Earnings, commission statements and fiscal notes (docs/broker-earnings.md): the brokerage's
  // administrator (invited broker users are refused: api/test/modules/earnings), operations on theirs.
  getBrokerEarnings: BROKER,
  listOwnCommissionStatements: BROKER,
  sendFiscalNote: BROKER,
  listCommissionStatements: OPERATIONS,
  issueCommissionStatement: OPERATIONS,
  decideFiscalNote: OPERATIONS,
  payCommissionStatement: OPERATIONS,
  downloadFiscalNote: OPERATIONS,
  // KAM (issue 23 item 6): operations assign one; the brokerage reads its own (another broker: 404).
  getBrokerKam: BROKER_RECORD,
  listKams: OPERATIONS,
  getBrokerKamAssignment: OPERATIONS,
  assignBrokerKam: OPERATIONS,
  // broker/users/list (spec section 6): the brokerage reads its people; its administrator invites,
  // resends and removes (an invited colleague: 403, tested in broker-users.test.ts).
  listBrokerUsers: BROKER,
  inviteBrokerUser: BROKER,
  resendBrokerInvitation: BROKER_RECORD,
  removeBrokerUser: BROKER_RECORD,
  listUnderwritingCases: OPERATIONS,
  publishQuoteOptions: OPERATIONS,
  declineReferredProduct: OPERATIONS,
  getUnderwritingCase: OPERATIONS,
  listOperationsCyberRequests: OPERATIONS,
  getOperationsCyberRequest: OPERATIONS,
  getOperationsCyberReport: OPERATIONS,
  confirmCyberDomain: OPERATIONS,
  publishCyberReport: OPERATIONS,
  ruleCyberDispute: OPERATIONS,
  getQuoteCheckout: CHECKOUT_READ,
  createCheckout: CHECKOUT_EDIT,
  updateCheckout: CHECKOUT_EDIT,
  sendCheckoutForSignature: CHECKOUT_EDIT,
  downloadSignedProposal: CHECKOUT_READ,
  // The signing link's token is the credential (no account): without a valid one, SIGNATURE_LINK_INVALID (404) for everyone.
  getSignatureRequest: PUBLIC,
  downloadSignatureDocument: PUBLIC,
  sendSignatureCode: PUBLIC,
  signProposal: PUBLIC,
  // The homes (issue 22): the account's tasks, the broker's book's, the operations queues.
  listHomeTasks: CUSTOMER,
  listBrokerHomeTasks: BROKER,
  listOperationsHomeQueues: OPERATIONS,
  // Development mode only, and this machine or operations only (dev-mode.test.ts); the matrix calls from this machine.
  listDevMailbox: PUBLIC,
  // A policy's documents (issue 24): the wording and certificates, and sharing them.
  getPolicyWording: POLICY_INVOICES,
  listPolicyCertificates: POLICY_INVOICES,
  createPolicyCertificate: POLICY_SHARE,
  revokePolicyCertificate: POLICY_SHARE,
  sendPolicyStatement: POLICY_SHARE,
  // The certificate's random code is the credential (no account), rate-limited per address: unknown is NOT_FOUND for everyone.
  getPublicCertificate: PUBLIC,
  downloadPublicCertificate: PUBLIC,
};
