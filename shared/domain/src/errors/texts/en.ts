import type { ErrorCode } from '../error-codes';

/** The catalogue's texts in English (ERROR_MESSAGES reads all three; the screens load one language at a time). */
export const ERROR_TEXTS: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are invalid. Please review and try again.',
  AUTH_REQUIRED: 'Please sign in to continue.',
  TOKEN_INVALID: 'Your session has expired. Please sign in again.',
  INVALID_CREDENTIALS: 'Incorrect email or password.',
  FORBIDDEN: 'You do not have permission to access this data.',
  NOT_FOUND: 'We could not find what you are looking for.',
  STALE_VERSION: 'Someone else changed this data. Reload to see the current version.',
  RATE_LIMITED: 'Too many attempts. Wait a moment and try again.',
  SIGN_IN_DELAYED:
    'Too many failed attempts on this account. Try again in a few minutes, or use the link we e-mailed you to reset your password.',
  INTERNAL_ERROR: 'There is an unexpected error. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is unavailable right now. Please try again shortly.',
  UNEXPECTED_ERROR: 'There is an unexpected error',
  INTERACTION_EXPIRED: 'Your sign-in attempt expired. Please start again.',
  INVALID_JSON: 'We could not read the data sent. Please try again.',
  INVALID_CHARACTERS: 'The text contains characters that are not allowed. Remove them and try again.',
  REQUEST_TOO_LARGE: 'The data sent is too large.',
  URI_TOO_LONG: 'The address is too long.',
  UNSUPPORTED_MEDIA_TYPE: 'This data format is not accepted.',
  HEADERS_TOO_LARGE: 'The request headers are too large. Clear your cookies and try again.',
  EMAIL_ALREADY_REGISTERED: 'The email already has an account, try another email.',
  BROKER_TAX_ID_IN_USE: 'The broker tax id provided is already in use.',
  BROKER_EMAIL_IN_USE: 'The broker email provided is already in use.',
  EMAIL_NOT_ASSOCIATED: 'Email not associated with an account. Ask the administrator for access or create an account.',
  COMPANY_REGISTERED_WITH_OTHER_BROKER:
    'Company already registered under another broker. Contact that broker, or support if this is an error.',
  ACCOUNT_CREATION_FAILED: 'Account creation error. Our team will contact you.',
  ACCOUNT_NOT_ACTIVE: 'Your account is not active yet. Please confirm your email.',
  BROKER_PENDING_APPROVAL: 'Your broker account is pending approval (about 10 days).',
  PASSWORD_RESET_REQUIRED: 'Password reset required due to authentication migration.',
  INVALID_TAX_ID: 'Invalid tax identification.',
  INVALID_URL: 'Invalid URL.',
  INVALID_EMAIL: 'The email format is invalid.',
  INVALID_EMAIL_LIST: 'The format of some emails is incorrect and the mail could not be sent.',
  LINK_INVALID: 'This link is invalid or has expired. Ask for a new one.',
  FILE_TOO_LARGE: 'The file is larger than the 5 MB limit.',
  FILE_TYPE_NOT_ALLOWED: 'File type not allowed. Send a PDF, PNG or JPEG.',
  PASSWORD_TOO_WEAK: 'The password must have at least 8 characters, with letters and numbers.',
  ACCOUNT_ALREADY_EXISTS: 'An account with this tax id already exists. Ask its administrator for access.',
  QUOTE_DENIED:
    'Quote denied for not meeting the acceptance policy. You may resubmit after 3 months or contact support.',
  QUOTE_EXPIRED: 'This quote has expired and can no longer be selected. Ask for a new quote.',
  QUOTE_NOT_SELECTABLE: 'This quote cannot be selected in its current status.',
  POLICY_ACCESS_DENIED: 'The insurance company has denied access to this policy.',
  NEW_VERSION_AVAILABLE: 'A new version is available, reload.',
  ANSWER_INVALID: 'This answer is not valid. Please review it.',
  PERCENTAGES_OVER_100: "The sum can't exceed 100%.",
  QUESTIONS_PENDING: 'There are still unanswered questions. Answer them to finish the questionnaire.',
  TRANSITION_NOT_ALLOWED: 'This action is not available in the questionnaire’s current status.',
  SHARE_LINK_INVALID: 'This questionnaire link does not exist, has expired or was revoked.',
  FORM_IN_PROGRESS: 'A questionnaire is already in progress. Continue it, or confirm that you want to replace it.',
  DOMAIN_NOT_VERIFIED:
    'We could not find the proof that you control the domain yet. Publish the TXT record or the file and try again in a few minutes.',
  CYBER_STEP_NOT_ALLOWED: 'This action is not available in the assessment’s current status.',
  CYBER_REQUEST_OPEN: 'There is already an assessment request in progress for this domain.',
  QUOTE_WITHDRAWN: 'This option was withdrawn: another option of this product was chosen and its policy issued.',
  QUOTE_NOT_SELECTED: 'Select this quote before going on to checkout.',
  START_DATE_INVALID: 'The start date must be between today and the quote’s expiry.',
  CHECKOUT_LOCKED: 'The policy is already being issued; the checkout can no longer be changed.',
  SUBJECTIVITIES_OPEN: 'Send the documents the pre-bind conditions ask for before sending for signature.',
  SIGNATURE_LINK_INVALID:
    'This signing link does not exist, has expired or was replaced. Ask whoever sent it for a new one.',
  SIGNATURE_CODE_INVALID: 'Wrong code. Check the code we sent by e-mail.',
  SIGNATURE_CODE_EXPIRED: 'This code has expired or was blocked after too many attempts. Ask for a new code.',
  SIGNATURE_CODE_LIMIT: 'Too many codes were requested for this link. Ask whoever sent it for a new link.',
  SIGNATURE_NAME_MISMATCH: 'Type your full name as it appears above.',
  CLAIM_TYPE_NOT_COVERED: 'This policy’s product does not cover this type of claim. Choose one of the listed types.',
  EARLIER_INSTALMENT_OPEN:
    'An earlier instalment of this policy is still open. Record the instalments in order, starting with the oldest.',
  NOTHING_TO_STATE:
    'There is no commission to put on a statement for this month: everything due is already on another statement.',
  STATEMENT_LOCKED:
    'A fiscal note was already sent for this statement, so it can no longer change. Issue a correcting statement.',
  STATEMENT_STEP_NOT_ALLOWED: 'This action is not available in the statement’s or fiscal note’s current status.',
  FISCAL_NOTE_UNREADABLE:
    'We could not read this file as a national-standard NFS-e. Send the NFS-e XML as issued, or its PDF (DANFSe).',
  FISCAL_NOTE_MISMATCH:
    'The fiscal note does not match the statement: its service value must be the statement’s amount and its issuer your brokerage’s CNPJ.',
  RENEWAL_NOT_OPEN:
    'This policy cannot be renewed now: the renewal opens 90 days before the policy ends and closes when it ends.',
  ONLINE_PAYMENT_UNAVAILABLE:
    'This invoice cannot be paid here: it is already paid or its country’s payment methods are not collected online. Pay as agreed with the insurer.',
  WEBHOOK_SIGNATURE_INVALID: 'The payment notice’s signature does not match.',
  CHARGE_NOT_IN_COUNTRY:
    'This charge does not exist in the customer’s country (surplus-lines tax and stamping fee are US only).',
  PAYMENT_METHOD_NOT_OFFERED:
    'This invoice cannot be paid this way: it is not one of the payment methods of the invoice’s country.',
  INSTALMENTS_BEYOND_PLAN: 'This country’s instalment plan does not offer that many instalments.',
};
