// Generated from the API OpenAPI document by scripts/generate.mjs. Do not edit.
export interface paths {
    "/v3/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service and database health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/interactions/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-in attempt the provider sent the browser with */
        get: operations["getInteraction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/auth/interactions/{uid}/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks e-mail and password; answers where to resume sign-in */
        post: operations["submitLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, their accounts and broker */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: `update` events `{ topic, id, version? }` for what the caller may read
         * @description text/event-stream. Comment heartbeats every 25 s; `retry: 3000`; the stream ends when the access token expires.
         */
        get: operations["streamLiveUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A policy's invoices, one per instalment, the first first */
        get: operations["listPolicyInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies/{id}/invoices/{invoiceId}/document.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice of the policy as a PDF, in the language asked for or the user’s */
        get: operations["downloadInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every open invoice, the earliest due first (PENDING also lists IN_QUEUE, LATE also DELAYED) */
        get: operations["listOperationsInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/invoices/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a payment received for the invoice at the version read: another version is 409 STALE_VERSION (two records of one version: one wins), an earlier instalment still open is 409 EARLIER_INSTALMENT_OPEN, a paid invoice at its current version answers as it is; the first instalment activates the policy */
        post: operations["recordInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies/{id}/invoices/{invoiceId}/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The invoice's charge in its country's methods (Pix and boleto, SPEI, PSE, ACH), made by the payment provider the first time and the same after; a paid invoice, or one whose country's methods the provider does not collect, is 409 ONLINE_PAYMENT_UNAVAILABLE */
        put: operations["openInvoiceCharge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment provider's event, signed in x-signature (sha256=<hex HMAC-SHA256 of the raw body>): a bad signature is 401; the same event id again changes nothing (REPLAYED); an event that would move a paid invoice back is IGNORED */
        post: operations["receivePaymentEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Policies of one customer company of the caller’s broker, newest effective date first */
        get: operations["listBrokerCompanyPolicies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One policy of a customer company of the caller’s broker (its account_id names the company) */
        get: operations["getBrokerPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Policies of the current account */
        get: operations["listPolicies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One policy of the current account */
        get: operations["getPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/certificates/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A certificate as anyone with its address reads it, with whether the policy is in force today */
        get: operations["getPublicCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/public/certificates/{code}/document.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The certificate as a PDF with its QR code; a revoked or unknown one is NOT_FOUND */
        get: operations["downloadPublicCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies/{id}/wording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The policy’s full wording: the terms it was bound on and the proposal its signatory signed */
        get: operations["getPolicyWording"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies/{id}/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The certificates made of the policy, the oldest first, revoked ones included */
        get: operations["listPolicyCertificates"];
        put?: never;
        /** Makes a certificate for a named holder, at a new unguessable public address */
        post: operations["createPolicyCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies/{id}/certificates/{certificateId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes a certificate: its public page then says so and shows nothing else */
        post: operations["revokePolicyCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies/{id}/statement-mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails the policy’s statement to several addresses separated by commas; any malformed one and nothing is sent (INVALID_EMAIL_LIST, naming them) */
        post: operations["sendPolicyStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quotes of one customer company of the caller’s broker, and the products underwriting declined (as the customer reads them) */
        get: operations["listBrokerCompanyQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quotes of the current account, and the products underwriting declined */
        get: operations["listQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One quote option: its account people and broker of record */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/quotes/{id}/proposal.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quote's proposal as a PDF, in the language asked for or the user's */
        get: operations["downloadQuoteProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/quotes/{id}/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Selects this option for checkout (idempotent); another selected option of the same product and form goes back to available */
        post: operations["selectQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/quotes/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads evidence for one subjectivity of the quote (raw body, PDF/PNG/JPEG, 5 MB at most); answers the quote */
        post: operations["uploadQuoteEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Claims of the current account, last updated first (optionally by status) */
        get: operations["listClaims"];
        put?: never;
        /** Reports a claim on one of the account’s policies; the same request_key again answers the same claim */
        post: operations["reportClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One claim of the current account, with its timeline and documents */
        get: operations["getClaim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/claims/{id}/information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer adds information (answers what operations asked for) */
        post: operations["addClaimInformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/claims/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a document to an undecided claim of the account (raw body, PDF/PNG/JPEG, 5 MB at most) */
        post: operations["uploadClaimFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/claims/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document of a claim of the account (operations read it through their own route) */
        get: operations["downloadClaimFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Claims of one customer company of the caller’s broker, last updated first */
        get: operations["listBrokerCompanyClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}/claims/{claimId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One claim of a customer company of the caller’s broker, with its timeline and documents (read only) */
        get: operations["getBrokerCompanyClaim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}/claims/{claimId}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document of a claim of a customer company of the caller’s broker */
        get: operations["downloadBrokerCompanyClaimFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account’s claims, the nearest legal deadline first (optionally by status) */
        get: operations["listOperationsClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One claim with its timeline, documents and the moves operations may make now */
        get: operations["getOperationsClaim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/claims/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document of any account’s claim, to decide on it (the read is written to the audit log) */
        get: operations["downloadOperationsClaimFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/claims/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves a claim along its state machine (TRANSITION_NOT_ALLOWED otherwise); the contact and the broker of record are mailed */
        post: operations["moveClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/application-forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Application forms of the current account */
        get: operations["listApplicationForms"];
        put?: never;
        /** Starts a questionnaire, prefilled from the company profile; 409 FORM_IN_PROGRESS unless `replace` */
        post: operations["startApplicationForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}/application-forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The broker of record starts a questionnaire for its customer company (the customer’s own form, which both then fill); 409 FORM_IN_PROGRESS with the open one unless `replace` */
        post: operations["startBrokerCompanyApplicationForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/application-forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One questionnaire with its answers and what is still pending */
        get: operations["getApplicationForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Saves changed answers; a stale version is merged per question, 409 only for questions both changed */
        patch: operations["saveApplicationForm"];
        trace?: never;
    };
    "/v3/application-forms/{id}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finishes the questionnaire and hands it to underwriting; 422 QUESTIONS_PENDING names what is missing */
        post: operations["finishApplicationForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/application-forms/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Links that open this form to guests */
        get: operations["listFormShares"];
        put?: never;
        /** Mails a guest a link to fill this form without an account */
        post: operations["shareApplicationForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/application-forms/{id}/shares/{shareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a guest link (account administrators and the broker of record) */
        delete: operations["revokeFormShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/shared-forms/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The form a guest link opens; 404 SHARE_LINK_INVALID for an unknown, expired or revoked link */
        get: operations["getSharedForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** A guest saves answers, merged like anyone else’s */
        patch: operations["saveSharedForm"];
        trace?: never;
    };
    "/v3/cyber/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cyber assessment reports of the current account, newest first */
        get: operations["listCyberReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cyber/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report of the current account with its findings and their disputes */
        get: operations["getCyberReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cyber/reports/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report as a PDF, in the language asked for (default the reader’s) */
        get: operations["downloadCyberReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cyber/reports/{id}/findings/{findingId}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a finding as a false positive, with the reason; operations accept or reject it */
        post: operations["disputeCyberFinding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cyber/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Assessment requests of the current account, newest first */
        get: operations["listCyberRequests"];
        put?: never;
        /** Asks for an assessment (plan, domain, activity, employees, revenue band); answers how to prove the domain */
        post: operations["requestCyberAssessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cyber/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One assessment request of the current account with its domain proof and reports */
        get: operations["getCyberRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cyber/requests/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks the DNS TXT record or the .well-known file now; a proven domain schedules the first assessment */
        post: operations["verifyCyberDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/cyber/requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an assessment request: no further assessments are scheduled */
        post: operations["cancelCyberRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/cyber/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every assessment request: waiting for a domain first, then by the next assessment due */
        get: operations["listOperationsCyberRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/cyber/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One assessment request with its domain proof, schedule and reports */
        get: operations["getOperationsCyberRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/cyber/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report with its findings and the disputes waiting for a ruling */
        get: operations["getOperationsCyberReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/cyber/requests/{id}/confirm-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms by hand that the company controls the domain; the first assessment is due at once */
        post: operations["confirmCyberDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/cyber/requests/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes an assessment report (score, risk level, findings) and schedules the next by plan */
        post: operations["publishCyberReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/cyber/findings/{id}/ruling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts or rejects a finding disputed as a false positive; the customer is told by mail */
        post: operations["ruleCyberDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}/cyber/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published cyber assessment reports of a customer company of the caller’s broker, newest first */
        get: operations["listBrokerCompanyCyberReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}/cyber/reports/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published report of a customer company of the caller’s broker, with its findings (read only) */
        get: operations["getBrokerCompanyCyberReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}/cyber/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cyber assessment requests of a customer company of the caller’s broker, newest first */
        get: operations["listBrokerCompanyCyberRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/{accountId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members and pending invitations of one of the caller’s accounts */
        get: operations["listAccountMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/{accountId}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company profile and billing e-mail (any member of the account) */
        get: operations["getCompanyProfile"];
        /**
         * Change the company profile (account administrator only)
         * @description Field problems answer 400 with `details: [{field, code}]` (INVALID_URL for websites and main domain, VALIDATION_FAILED otherwise); a stale `version` answers 409 STALE_VERSION with the profile as it is now in `current`.
         */
        put: operations["updateCompanyProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/{accountId}/billing-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or clear the billing e-mail (account administrator only)
         * @description Without a billing e-mail, only the policyholder gets payment e-mails. A malformed address answers 400 INVALID_EMAIL with details; a stale `version` answers 409 STALE_VERSION with the profile as it is now in `current`.
         */
        put: operations["updateBillingEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/sign-up/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the public account screens offer (Google sign-in when a Google client is configured) */
        get: operations["getSignUpOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a user, its account (administrator) and sends the confirmation mail */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/sign-up/tax-id-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The guest's pre-application: whether a tax id may open an account (ACCOUNT_ALREADY_EXISTS, COMPANY_REGISTERED_WITH_OTHER_BROKER) */
        post: operations["checkSignUpTaxId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/email-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uses an e-mail confirmation link: the user becomes active */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/email-confirmation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the confirmation mail again; same answer whether the e-mail is known or not */
        post: operations["resendEmailConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a password reset link; same answer whether the e-mail is known or not */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uses a password reset link to set a new password */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/{accountId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a team member (account administrator only)
         * @description Creates a PENDING membership and mails a single-use INVITATION link to `/auth/register?token=`. A new e-mail becomes a user without a password; an existing customer user is added. Field problems: 400 with details (name VALIDATION_FAILED, email INVALID_EMAIL/VALIDATION_FAILED). Already a member or invited, or a broker/operations/disabled user: 409 EMAIL_ALREADY_REGISTERED.
         */
        post: operations["inviteTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/{accountId}/members/{memberId}/resend-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a pending invitation again; the earlier link stops working (account administrator only) */
        post: operations["resendTeamInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/accounts/{accountId}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member or a pending invitation (account administrator only; never the administrator) */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who an invitation is for and which account it opens (public; the token is the key)
         * @description Unknown, used, expired or withdrawn invitations answer 400 LINK_INVALID.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: the membership becomes ENABLED; a new person sets name and password
         * @description Name and password are required when the preview says `needs_password` (password rule: PASSWORD_TOO_WEAK). The link works once: LINK_INVALID afterwards.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brokerage’s people: its administrator, colleagues and pending invitations */
        get: operations["listBrokerUsers"];
        put?: never;
        /**
         * Invite a colleague (broker administrator only)
         * @description Creates a PENDING broker user and mails a single-use link to `/auth/register?token=`. Field problems: 400 with details (name VALIDATION_FAILED, email INVALID_EMAIL/VALIDATION_FAILED). Someone already in a brokerage or an account, operations or disabled: 409 EMAIL_ALREADY_REGISTERED.
         */
        post: operations["inviteBrokerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/users/{brokerUserId}/resend-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a pending invitation again; the earlier link stops working (broker administrator only) */
        post: operations["resendBrokerInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/users/{brokerUserId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a colleague or a pending invitation (broker administrator only; never the administrator) */
        delete: operations["removeBrokerUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the caller’s book: customer companies with their broker-side status per product */
        get: operations["listBrokerCompanies"];
        put?: never;
        /**
         * Bring a company into the book: its administrator is invited; accepting makes this brokerage its broker of record
         * @description Field problems: 400 (tax_id INVALID_TAX_ID, administrator_email INVALID_EMAIL, others VALIDATION_FAILED). A company under another broker: 409 COMPANY_REGISTERED_WITH_OTHER_BROKER, nothing changes. A company with an account of its own and no broker: 409 ACCOUNT_ALREADY_EXISTS. An administrator e-mail of a broker, operations or disabled user: 409 EMAIL_ALREADY_REGISTERED.
         */
        post: operations["addBrokerCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The book’s companies that match the search and filters, as a CSV attachment */
        get: operations["exportBrokerCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer company of the caller’s broker */
        get: operations["getBrokerCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/brokers/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates the broker user and the brokerage (pending approval); the person then signs in */
        post: operations["signUpBroker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s brokerage registration and progress */
        get: operations["getBrokerRegistration"];
        /** Saves the register steps sent (each section is one step); allowed while pending approval */
        put: operations["saveBrokerRegistration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/registration/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the finished registration to operations for approval */
        post: operations["submitBrokerRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/registration/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads one registration document (raw body, PDF/PNG/JPEG, 5 MB at most); replaces an earlier one of the same kind */
        post: operations["uploadBrokerFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/registration/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One registration document: its own broker or operations */
        get: operations["downloadBrokerFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bank details and taxation data of the caller’s brokerage */
        get: operations["getBrokerProfile"];
        /**
         * Changes bank details and/or taxation data
         * @description A stale `version` answers 409 STALE_VERSION with the profile as it is now in `current`.
         */
        put: operations["saveBrokerProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/brokers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brokerages, optionally by status (PENDING_APPROVAL: the approval queue) */
        get: operations["listOperationsBrokers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/brokers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A brokerage’s full registration with its documents */
        get: operations["getOperationsBroker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/brokers/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a brokerage pending approval and mails its broker */
        post: operations["approveBroker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/brokers/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuses a brokerage pending approval, with the reason mailed to its broker */
        post: operations["refuseBroker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/brokers/{id}/commission-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brokerage’s negotiated commission rate per product, the default and the bounds */
        get: operations["getBrokerCommissionRates"];
        /** Records the brokerage’s commission rate for a product (versioned: a stale one is 409) */
        put: operations["setBrokerCommissionRate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/commission-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s brokerage commission rate per product (what its customers’ checkouts disclose) */
        get: operations["getOwnCommissionRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/kams/{kamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s brokerage’s key account manager (another KAM’s id: 404 NOT_FOUND) */
        get: operations["getBrokerKam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/kams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key account managers operations assign to brokerages */
        get: operations["listKams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/brokers/{id}/kam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The KAM assigned to a brokerage, with the assignment’s version */
        get: operations["getBrokerKamAssignment"];
        /**
         * Assigns a KAM to a brokerage (null withdraws it)
         * @description An unknown KAM: 400 VALIDATION_FAILED on `kam_id`. A stale `version`: 409 STALE_VERSION with the assignment as it is now in `current`.
         */
        put: operations["assignBrokerKam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/underwriting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cases on the underwriting desk, oldest first, with the reasons and the legal deadline: referred ones by default, or decided ones */
        get: operations["listUnderwritingCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/underwriting/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One case: the answers, the reasons, the engine’s suggested pricing, the published options and the decision history */
        get: operations["getUnderwritingCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/underwriting/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes up to three quote options for a referred product (a stale or repeated submit is a 409) */
        post: operations["publishQuoteOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/underwriting/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines a referred product with a catalogue reason and the words the customer reads */
        post: operations["declineReferredProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/quotes/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote option with its checkout (null before one is created) and the broker of record */
        get: operations["getQuoteCheckout"];
        put?: never;
        /** Creates the checkout of a SELECTED quote (replacing an open one of the same product); asking again for the same quote answers the open checkout */
        post: operations["createCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/checkouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a checkout at its version (409 STALE_VERSION otherwise); after sending or signing, voids the signature */
        patch: operations["updateCheckout"];
        trace?: never;
    };
    "/v3/checkouts/{id}/signature-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails the legal signatory a signing link (an earlier link stops working); the checkout is pending signature. With an Idempotency-Key, sending again answers the checkout as sent, without a second link */
        post: operations["sendCheckoutForSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/checkouts/{id}/signed-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed proposal with its evidence page (PDF) */
        get: operations["downloadSignedProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/signatures/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The proposal a signing link asks the signatory to sign; SIGNATURE_LINK_INVALID when unknown, expired or replaced */
        get: operations["getSignatureRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/signatures/{token}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The proposal as a PDF; once signed, the signed document with its evidence page */
        get: operations["downloadSignatureDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/signatures/{token}/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails the signatory a one-time code (valid 10 minutes, 5 tries; 5 codes per link) */
        post: operations["sendSignatureCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/signatures/{token}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs with the mailed code, consent and the typed name; the policy is issued at once. Signing again answers the same signature */
        post: operations["signProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/home/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What needs the current account now: quotes to choose, signatures, invoices, renewals, claims; late first */
        get: operations["listHomeTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/home/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same tasks across the customer companies of the caller’s broker (broker of record); late first */
        get: operations["listBrokerHomeTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/home/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each operations queue with its count, the late items and the earliest deadline; late queues first */
        get: operations["listOperationsHomeQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Commission per policy and instalment, expected vs paid, by month, with totals, overdue and clawbacks */
        get: operations["getBrokerEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/earnings/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brokerage’s commission statements with their fiscal note status (newest month first) */
        get: operations["listOwnCommissionStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/broker/earnings/statements/{id}/fiscal-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the NFS-e for a statement (raw body: the national-layout XML, checked against the statement, or the PDF; 5 MB at most) */
        post: operations["sendFiscalNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/commission-statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every brokerage’s commission statements, optionally by fiscal note status */
        get: operations["listCommissionStatements"];
        put?: never;
        /** Issues the brokerage’s statements of a month, one per currency (each recomputed while no note was sent for it; after that, a correction) */
        post: operations["issueCommissionStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/commission-statements/{id}/fiscal-note-decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves the fiscal note sent for a statement, or asks the brokerage to act on it (with a reason) */
        post: operations["decideFiscalNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/commission-statements/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records that the statement (its note approved) was paid to the brokerage */
        post: operations["payCommissionStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/operations/commission-statements/{id}/fiscal-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest fiscal note file sent for a statement */
        get: operations["downloadFiscalNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/policies/{id}/renewal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the policy's renewal stands: state, questionnaire, start date, retroactive date, notices */
        get: operations["getPolicyRenewal"];
        put?: never;
        /** Starts (or continues) the renewal questionnaire, pre-filled from last year's; 409 RENEWAL_NOT_OPEN outside the window, FORM_IN_PROGRESS unless `replace` */
        post: operations["startPolicyRenewal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/dev/mailbox/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail queued in the outbox, newest first (development only) */
        get: operations["listDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ApiError
         * @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures.
         */
        ApiError: {
            /** @enum {unknown} */
            code: "VALIDATION_FAILED" | "AUTH_REQUIRED" | "TOKEN_INVALID" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "STALE_VERSION" | "RATE_LIMITED" | "SIGN_IN_DELAYED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "UNEXPECTED_ERROR" | "INTERACTION_EXPIRED" | "INVALID_JSON" | "INVALID_CHARACTERS" | "REQUEST_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "HEADERS_TOO_LARGE" | "EMAIL_ALREADY_REGISTERED" | "BROKER_TAX_ID_IN_USE" | "BROKER_EMAIL_IN_USE" | "EMAIL_NOT_ASSOCIATED" | "COMPANY_REGISTERED_WITH_OTHER_BROKER" | "ACCOUNT_CREATION_FAILED" | "ACCOUNT_NOT_ACTIVE" | "BROKER_PENDING_APPROVAL" | "PASSWORD_RESET_REQUIRED" | "INVALID_TAX_ID" | "INVALID_URL" | "INVALID_EMAIL" | "INVALID_EMAIL_LIST" | "LINK_INVALID" | "FILE_TOO_LARGE" | "FILE_TYPE_NOT_ALLOWED" | "PASSWORD_TOO_WEAK" | "ACCOUNT_ALREADY_EXISTS" | "ANSWER_INVALID" | "PERCENTAGES_OVER_100" | "QUESTIONS_PENDING" | "TRANSITION_NOT_ALLOWED" | "FORM_IN_PROGRESS" | "SHARE_LINK_INVALID" | "QUOTE_DENIED" | "QUOTE_EXPIRED" | "QUOTE_NOT_SELECTABLE" | "QUOTE_WITHDRAWN" | "POLICY_ACCESS_DENIED" | "NEW_VERSION_AVAILABLE" | "DOMAIN_NOT_VERIFIED" | "CYBER_STEP_NOT_ALLOWED" | "CYBER_REQUEST_OPEN" | "QUOTE_NOT_SELECTED" | "START_DATE_INVALID" | "CHECKOUT_LOCKED" | "SUBJECTIVITIES_OPEN" | "SIGNATURE_LINK_INVALID" | "SIGNATURE_CODE_INVALID" | "SIGNATURE_CODE_EXPIRED" | "SIGNATURE_CODE_LIMIT" | "SIGNATURE_NAME_MISMATCH" | "CLAIM_TYPE_NOT_COVERED" | "EARLIER_INSTALMENT_OPEN" | "NOTHING_TO_STATE" | "STATEMENT_LOCKED" | "STATEMENT_STEP_NOT_ALLOWED" | "FISCAL_NOTE_UNREADABLE" | "FISCAL_NOTE_MISMATCH" | "RENEWAL_NOT_OPEN" | "ONLINE_PAYMENT_UNAVAILABLE" | "WEBHOOK_SIGNATURE_INVALID" | "CHARGE_NOT_IN_COUNTRY" | "PAYMENT_METHOD_NOT_OFFERED" | "INSTALMENTS_BEYOND_PLAN";
            message: string;
            details?: {
                field?: string;
                code?: string;
                message?: string;
            }[];
            /** @description With STALE_VERSION: the resource as it is now (same shape as the operation’s 200 answer), version included. */
            current?: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "ok";
                        version: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getInteraction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uid: string;
                        /** @description What the provider needs: "login" for the sign-in form. */
                        prompt: string;
                        clientId: string;
                        uiLocales: string | null;
                        loginHint: string | null;
                        /** @description Whether "Continue with Google" is offered (a Google client is configured). */
                        googleSignIn: boolean;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    submitLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Where the browser goes next to finish sign-in */
                        redirectTo: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            locale: string;
                        };
                        role: ("ACCOUNT_ADMIN" | "TEAM_MEMBER" | "BROKER" | "BROKER_INVITED" | "BROKER_CUSTOMER" | "GUEST" | "OPERATIONS") | null;
                        accounts: {
                            id: string;
                            legal_name: string;
                            /** @enum {unknown} */
                            kind: "company" | "individual";
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            tax_id_type: string;
                            tax_id: string;
                            /** @enum {unknown} */
                            role: "ACCOUNT_ADMIN" | "TEAM_MEMBER" | "BROKER_CUSTOMER";
                            website: string | null;
                            billing_email: string | null;
                            owner_email: string | null;
                            user_kam: string | null;
                        }[];
                        broker: {
                            id: string;
                            legal_name: string;
                            name: string;
                            tax_id: string;
                            email: string;
                            owner_email: string | null;
                            /** @enum {unknown} */
                            status: "PENDING_APPROVAL" | "APPROVED" | "REFUSED";
                            /** @enum {unknown} */
                            role: "BROKER" | "BROKER_INVITED";
                            kam_id: string | null;
                            city: string | null;
                            address: string | null;
                            address_number: string | null;
                            postal_code: string | null;
                            phone: string | null;
                            website: string | null;
                            needs_bank_info: boolean;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    streamLiveUpdates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Refused */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPolicyInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            policy_id: string;
                            account_id: string;
                            /** @description 1 for the first instalment */
                            instalment: number;
                            /** @description The invoice number: the policy number and the instalment */
                            number: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            due_date: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            iof: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            tax: string;
                            currency: string;
                            /**
                             * @description IN_QUEUE is shown as pending
                             * @enum {unknown}
                             */
                            status: "PAID" | "PENDING" | "LATE" | "DELAYED" | "IN_QUEUE";
                            paid_at: string | null;
                            payment_method: ("BOLETO" | "CARD" | "DEBIT" | "PIX" | "SPEI" | "PSE" | "ACH") | null;
                            /** @description Send it back when recording a payment; a stale one is refused with 409. */
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadInvoice: {
        parameters: {
            query?: {
                language?: "pt" | "en" | "es";
            };
            header?: never;
            path: {
                id: string;
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOperationsInvoices: {
        parameters: {
            query?: {
                status?: "PENDING" | "LATE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            policy_id: string;
                            account_id: string;
                            /** @description 1 for the first instalment */
                            instalment: number;
                            /** @description The invoice number: the policy number and the instalment */
                            number: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            due_date: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            iof: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            tax: string;
                            currency: string;
                            /**
                             * @description IN_QUEUE is shown as pending
                             * @enum {unknown}
                             */
                            status: "PAID" | "PENDING" | "LATE" | "DELAYED" | "IN_QUEUE";
                            paid_at: string | null;
                            payment_method: ("BOLETO" | "CARD" | "DEBIT" | "PIX" | "SPEI" | "PSE" | "ACH") | null;
                            /** @description Send it back when recording a payment; a stale one is refused with 409. */
                            version: number;
                            policy_number: string;
                            /** @enum {unknown} */
                            policy_status: "ACTIVE" | "CREATED" | "EXPIRED" | "PENDING_INITIAL_PAYMENT";
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            company_name: string;
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recordInvoicePayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry (on another instance too): the same key again answers the first result instead of writing twice. Keys are per user. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                    /** @enum {unknown} */
                    method: "BOLETO" | "CARD" | "DEBIT" | "PIX" | "SPEI" | "PSE" | "ACH";
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    paid_on?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        policy_id: string;
                        account_id: string;
                        /** @description 1 for the first instalment */
                        instalment: number;
                        /** @description The invoice number: the policy number and the instalment */
                        number: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        due_date: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        amount: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        iof: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        tax: string;
                        currency: string;
                        /**
                         * @description IN_QUEUE is shown as pending
                         * @enum {unknown}
                         */
                        status: "PAID" | "PENDING" | "LATE" | "DELAYED" | "IN_QUEUE";
                        paid_at: string | null;
                        payment_method: ("BOLETO" | "CARD" | "DEBIT" | "PIX" | "SPEI" | "PSE" | "ACH") | null;
                        /** @description Send it back when recording a payment; a stale one is refused with 409. */
                        version: number;
                        policy_number: string;
                        /** @enum {unknown} */
                        policy_status: "ACTIVE" | "CREATED" | "EXPIRED" | "PENDING_INITIAL_PAYMENT";
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        company_name: string;
                        /** @enum {unknown} */
                        country: "br" | "mx" | "co" | "us";
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    openInvoiceCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoice_id: string;
                        provider: string;
                        /** @description The charge's transaction id (the Pix code's field 62) */
                        txid: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        amount: string;
                        currency: string;
                        /** @description The invoice's country's methods this charge is paid by */
                        methods: ("PIX" | "BOLETO" | "SPEI" | "PSE" | "ACH")[];
                        pix_code: string | null;
                        pix_qr_svg: string | null;
                        boleto_line: string | null;
                        transfer: ({
                            /** @enum {string} */
                            method: "SPEI";
                            beneficiary: string;
                            bank: string;
                            /** @description The 18-digit CLABE to transfer to */
                            clabe: string;
                            /** @description SPEI's numeric reference of this invoice (up to 7 digits) */
                            reference: string;
                            /** @description SPEI's payment concept to type */
                            concept: string;
                        } | {
                            /** @enum {string} */
                            method: "ACH";
                            beneficiary: string;
                            bank: string;
                            /** @description The 9-digit ABA routing number */
                            routing_number: string;
                            account_number: string;
                            /** @description What the transfer's description carries: the invoice number */
                            reference: string;
                        } | {
                            /** @enum {string} */
                            method: "PSE";
                            /** @description Where PSE takes the customer to choose their bank and pay */
                            bank_url: string;
                        }) | null;
                        pay_url: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    receivePaymentEvent: {
        parameters: {
            query?: never;
            header?: {
                "x-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The provider's event id: sent again, it changes nothing */
                    id: string;
                    /** @enum {unknown} */
                    type: "charge.processing" | "charge.paid";
                    /** @description The charge's txid (the Pix code's field 62) */
                    txid: string;
                    /** @enum {unknown} */
                    method: "PIX" | "BOLETO" | "SPEI" | "PSE" | "ACH";
                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                    amount: string;
                    /** Format: date-time */
                    occurred_at: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        outcome: "PAID" | "QUEUED" | "IGNORED" | "REPLAYED";
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBrokerCompanyPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            insurer: string;
                            policy_number: string;
                            /** @enum {unknown} */
                            status: "ACTIVE" | "CREATED" | "EXPIRED" | "PENDING_INITIAL_PAYMENT";
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            effective_date: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            expiry_date: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            coverage_limit: string;
                            currency: string;
                            /** Format: date-time */
                            created_at: string;
                            quote_id: string | null;
                            checkout_id: string | null;
                            retention: string | null;
                            gross_premium: string | null;
                            total_premium: string | null;
                            instalments: {
                                number: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                due_date: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                iof: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                tax: string;
                            }[];
                            issued_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        insurer: string;
                        policy_number: string;
                        /** @enum {unknown} */
                        status: "ACTIVE" | "CREATED" | "EXPIRED" | "PENDING_INITIAL_PAYMENT";
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        effective_date: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        expiry_date: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        coverage_limit: string;
                        currency: string;
                        /** Format: date-time */
                        created_at: string;
                        quote_id: string | null;
                        checkout_id: string | null;
                        retention: string | null;
                        gross_premium: string | null;
                        total_premium: string | null;
                        instalments: {
                            number: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            due_date: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            iof: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            tax: string;
                        }[];
                        issued_at: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPolicies: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            insurer: string;
                            policy_number: string;
                            /** @enum {unknown} */
                            status: "ACTIVE" | "CREATED" | "EXPIRED" | "PENDING_INITIAL_PAYMENT";
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            effective_date: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            expiry_date: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            coverage_limit: string;
                            currency: string;
                            /** Format: date-time */
                            created_at: string;
                            quote_id: string | null;
                            checkout_id: string | null;
                            retention: string | null;
                            gross_premium: string | null;
                            total_premium: string | null;
                            instalments: {
                                number: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                due_date: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                iof: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                tax: string;
                            }[];
                            issued_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        insurer: string;
                        policy_number: string;
                        /** @enum {unknown} */
                        status: "ACTIVE" | "CREATED" | "EXPIRED" | "PENDING_INITIAL_PAYMENT";
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        effective_date: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        expiry_date: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        coverage_limit: string;
                        currency: string;
                        /** Format: date-time */
                        created_at: string;
                        quote_id: string | null;
                        checkout_id: string | null;
                        retention: string | null;
                        gross_premium: string | null;
                        total_premium: string | null;
                        instalments: {
                            number: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            due_date: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            iof: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            tax: string;
                        }[];
                        issued_at: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPublicCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "VALID" | "REVOKED";
                        revoked_at: string | null;
                        certificate: {
                            holder_name: string;
                            /** Format: date-time */
                            issued_at: string;
                            insured_name: string;
                            /** @description Formatted as its country writes it */
                            tax_id: string;
                            tax_id_type: string;
                            country: string;
                            insurer: string;
                            broker: string | null;
                            policy_number: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            effective_date: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            expiry_date: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            coverage_limit: string;
                            currency: string;
                            retention: string | null;
                            claims_made: boolean;
                            retroactive_date: string | null;
                            in_force: boolean;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            checked_on: string;
                            qr_code: string;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadPublicCertificate: {
        parameters: {
            query?: {
                language?: "pt" | "en" | "es";
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPolicyWording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        policy_number: string;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        /** @enum {unknown} */
                        status: "ACTIVE" | "CREATED" | "EXPIRED" | "PENDING_INITIAL_PAYMENT";
                        insurer: string;
                        insured_name: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        effective_date: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        expiry_date: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        coverage_limit: string;
                        currency: string;
                        retention: string | null;
                        terms: {
                            coverages: ("DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION")[];
                            sublimits: {
                                /** @enum {unknown} */
                                coverage: "DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION";
                                share: number;
                                amount: string | null;
                            }[];
                            exclusions: ("WAR_AND_TERRORISM" | "PRIOR_KNOWN_CIRCUMSTANCES" | "INFRASTRUCTURE_FAILURE" | "FINES_NOT_INSURABLE" | "DISHONEST_ACTS" | "BODILY_INJURY" | "CONTRACTUAL_LIABILITY")[];
                            subjectivities: {
                                /** @enum {unknown} */
                                code: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                                /** @enum {unknown} */
                                due: "BEFORE_BINDING" | "AFTER_BINDING";
                            }[];
                            territorial_scope: ("BRAZIL" | "WORLDWIDE_EXCEPT_US_CANADA" | "WORLDWIDE") | null;
                            retroactive_date: string | null;
                            insurance_code: string | null;
                        } | null;
                        signed_proposal: {
                            checkout_id: string;
                            /** Format: date-time */
                            signed_at: string;
                            signed_name: string;
                            document_sha256: string;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listPolicyCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            policy_id: string;
                            holder_name: string;
                            /** @enum {unknown} */
                            status: "VALID" | "REVOKED";
                            public_url: string;
                            /** Format: date-time */
                            created_at: string;
                            revoked_at: string | null;
                            /** @description Send it back to revoke; a stale one is refused with 409. */
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createPolicyCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holder_name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        policy_id: string;
                        holder_name: string;
                        /** @enum {unknown} */
                        status: "VALID" | "REVOKED";
                        public_url: string;
                        /** Format: date-time */
                        created_at: string;
                        revoked_at: string | null;
                        /** @description Send it back to revoke; a stale one is refused with 409. */
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokePolicyCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        policy_id: string;
                        holder_name: string;
                        /** @enum {unknown} */
                        status: "VALID" | "REVOKED";
                        public_url: string;
                        /** Format: date-time */
                        created_at: string;
                        revoked_at: string | null;
                        /** @description Send it back to revoke; a stale one is refused with 409. */
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendPolicyStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Several e-mails separated by commas */
                    emails: string;
                    /** @enum {unknown} */
                    language?: "pt" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recipients: string[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBrokerCompanyQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            application_form_id: string | null;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            insurer: string | null;
                            coverage_limit: string | null;
                            gross_premium: string | null;
                            retention: string | null;
                            currency: string;
                            charges: {
                                code: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                            }[];
                            /** @enum {unknown} */
                            status: "SEARCHING" | "AVAILABLE" | "SELECTED" | "BEING_ISSUED" | "ISSUED" | "EXPIRED" | "WITHDRAWN";
                            group: ("searching" | "available" | "being-issued" | "expired") | null;
                            recommended: boolean;
                            expires_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            selected_at: string | null;
                            config_version: string | null;
                            coverages: ("DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION")[];
                            sublimits: {
                                /** @enum {unknown} */
                                coverage: "DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION";
                                share: number;
                                amount: string | null;
                            }[];
                            exclusions: ("WAR_AND_TERRORISM" | "PRIOR_KNOWN_CIRCUMSTANCES" | "INFRASTRUCTURE_FAILURE" | "FINES_NOT_INSURABLE" | "DISHONEST_ACTS" | "BODILY_INJURY" | "CONTRACTUAL_LIABILITY")[];
                            subjectivities: {
                                /** @enum {unknown} */
                                code: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                                /** @enum {unknown} */
                                due: "BEFORE_BINDING" | "AFTER_BINDING";
                                open: boolean;
                                evidence: {
                                    id: string;
                                    /** @enum {unknown} */
                                    subjectivity: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                                    file_name: string;
                                    content_type: string;
                                    size: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            }[];
                            open_pre_bind_subjectivities: number;
                            territorial_scope: ("BRAZIL" | "WORLDWIDE_EXCEPT_US_CANADA" | "WORLDWIDE") | null;
                            retroactive_date: string | null;
                            insurance_code: string | null;
                        }[];
                        declined: {
                            application_form_id: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            reasons: ("HIGH_RISK_ACTIVITY" | "NO_MFA_ON_EMAIL" | "GOING_CONCERN" | "ACTIVITY_NEEDS_REVIEW" | "PRIOR_INCIDENTS" | "PRIOR_CLAIMS" | "PRIOR_PROCEEDINGS" | "KNOWN_CIRCUMSTANCES" | "DECLINED_BEFORE" | "HIGH_LIMIT" | "NO_BACKUPS" | "HEALTH_DATA" | "US_EXPOSURE" | "PUBLIC_COMPANY" | "NO_WRITTEN_CONTRACTS" | "NO_RATES_FOR_COUNTRY")[];
                            /** Format: date-time */
                            decided_at: string;
                            /** Format: date-time */
                            resubmit_from: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listQuotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            application_form_id: string | null;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            insurer: string | null;
                            coverage_limit: string | null;
                            gross_premium: string | null;
                            retention: string | null;
                            currency: string;
                            charges: {
                                code: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                            }[];
                            /** @enum {unknown} */
                            status: "SEARCHING" | "AVAILABLE" | "SELECTED" | "BEING_ISSUED" | "ISSUED" | "EXPIRED" | "WITHDRAWN";
                            group: ("searching" | "available" | "being-issued" | "expired") | null;
                            recommended: boolean;
                            expires_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            selected_at: string | null;
                            config_version: string | null;
                            coverages: ("DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION")[];
                            sublimits: {
                                /** @enum {unknown} */
                                coverage: "DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION";
                                share: number;
                                amount: string | null;
                            }[];
                            exclusions: ("WAR_AND_TERRORISM" | "PRIOR_KNOWN_CIRCUMSTANCES" | "INFRASTRUCTURE_FAILURE" | "FINES_NOT_INSURABLE" | "DISHONEST_ACTS" | "BODILY_INJURY" | "CONTRACTUAL_LIABILITY")[];
                            subjectivities: {
                                /** @enum {unknown} */
                                code: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                                /** @enum {unknown} */
                                due: "BEFORE_BINDING" | "AFTER_BINDING";
                                open: boolean;
                                evidence: {
                                    id: string;
                                    /** @enum {unknown} */
                                    subjectivity: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                                    file_name: string;
                                    content_type: string;
                                    size: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            }[];
                            open_pre_bind_subjectivities: number;
                            territorial_scope: ("BRAZIL" | "WORLDWIDE_EXCEPT_US_CANADA" | "WORLDWIDE") | null;
                            retroactive_date: string | null;
                            insurance_code: string | null;
                        }[];
                        declined: {
                            application_form_id: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            reasons: ("HIGH_RISK_ACTIVITY" | "NO_MFA_ON_EMAIL" | "GOING_CONCERN" | "ACTIVITY_NEEDS_REVIEW" | "PRIOR_INCIDENTS" | "PRIOR_CLAIMS" | "PRIOR_PROCEEDINGS" | "KNOWN_CIRCUMSTANCES" | "DECLINED_BEFORE" | "HIGH_LIMIT" | "NO_BACKUPS" | "HEALTH_DATA" | "US_EXPOSURE" | "PUBLIC_COMPANY" | "NO_WRITTEN_CONTRACTS" | "NO_RATES_FOR_COUNTRY")[];
                            /** Format: date-time */
                            decided_at: string;
                            /** Format: date-time */
                            resubmit_from: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        application_form_id: string | null;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        insurer: string | null;
                        coverage_limit: string | null;
                        gross_premium: string | null;
                        retention: string | null;
                        currency: string;
                        charges: {
                            code: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                        }[];
                        /** @enum {unknown} */
                        status: "SEARCHING" | "AVAILABLE" | "SELECTED" | "BEING_ISSUED" | "ISSUED" | "EXPIRED" | "WITHDRAWN";
                        group: ("searching" | "available" | "being-issued" | "expired") | null;
                        recommended: boolean;
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        selected_at: string | null;
                        config_version: string | null;
                        coverages: ("DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION")[];
                        sublimits: {
                            /** @enum {unknown} */
                            coverage: "DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION";
                            share: number;
                            amount: string | null;
                        }[];
                        exclusions: ("WAR_AND_TERRORISM" | "PRIOR_KNOWN_CIRCUMSTANCES" | "INFRASTRUCTURE_FAILURE" | "FINES_NOT_INSURABLE" | "DISHONEST_ACTS" | "BODILY_INJURY" | "CONTRACTUAL_LIABILITY")[];
                        subjectivities: {
                            /** @enum {unknown} */
                            code: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                            /** @enum {unknown} */
                            due: "BEFORE_BINDING" | "AFTER_BINDING";
                            open: boolean;
                            evidence: {
                                id: string;
                                /** @enum {unknown} */
                                subjectivity: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                                file_name: string;
                                content_type: string;
                                size: number;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        }[];
                        open_pre_bind_subjectivities: number;
                        territorial_scope: ("BRAZIL" | "WORLDWIDE_EXCEPT_US_CANADA" | "WORLDWIDE") | null;
                        retroactive_date: string | null;
                        insurance_code: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadQuoteProposal: {
        parameters: {
            query?: {
                language?: "pt" | "en" | "es";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    selectQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        application_form_id: string | null;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        insurer: string | null;
                        coverage_limit: string | null;
                        gross_premium: string | null;
                        retention: string | null;
                        currency: string;
                        charges: {
                            code: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                        }[];
                        /** @enum {unknown} */
                        status: "SEARCHING" | "AVAILABLE" | "SELECTED" | "BEING_ISSUED" | "ISSUED" | "EXPIRED" | "WITHDRAWN";
                        group: ("searching" | "available" | "being-issued" | "expired") | null;
                        recommended: boolean;
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        selected_at: string | null;
                        config_version: string | null;
                        coverages: ("DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION")[];
                        sublimits: {
                            /** @enum {unknown} */
                            coverage: "DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION";
                            share: number;
                            amount: string | null;
                        }[];
                        exclusions: ("WAR_AND_TERRORISM" | "PRIOR_KNOWN_CIRCUMSTANCES" | "INFRASTRUCTURE_FAILURE" | "FINES_NOT_INSURABLE" | "DISHONEST_ACTS" | "BODILY_INJURY" | "CONTRACTUAL_LIABILITY")[];
                        subjectivities: {
                            /** @enum {unknown} */
                            code: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                            /** @enum {unknown} */
                            due: "BEFORE_BINDING" | "AFTER_BINDING";
                            open: boolean;
                            evidence: {
                                id: string;
                                /** @enum {unknown} */
                                subjectivity: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                                file_name: string;
                                content_type: string;
                                size: number;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        }[];
                        open_pre_bind_subjectivities: number;
                        territorial_scope: ("BRAZIL" | "WORLDWIDE_EXCEPT_US_CANADA" | "WORLDWIDE") | null;
                        retroactive_date: string | null;
                        insurance_code: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadQuoteEvidence: {
        parameters: {
            query: {
                subjectivity: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                file_name: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        application_form_id: string | null;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        insurer: string | null;
                        coverage_limit: string | null;
                        gross_premium: string | null;
                        retention: string | null;
                        currency: string;
                        charges: {
                            code: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                        }[];
                        /** @enum {unknown} */
                        status: "SEARCHING" | "AVAILABLE" | "SELECTED" | "BEING_ISSUED" | "ISSUED" | "EXPIRED" | "WITHDRAWN";
                        group: ("searching" | "available" | "being-issued" | "expired") | null;
                        recommended: boolean;
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        selected_at: string | null;
                        config_version: string | null;
                        coverages: ("DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION")[];
                        sublimits: {
                            /** @enum {unknown} */
                            coverage: "DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION";
                            share: number;
                            amount: string | null;
                        }[];
                        exclusions: ("WAR_AND_TERRORISM" | "PRIOR_KNOWN_CIRCUMSTANCES" | "INFRASTRUCTURE_FAILURE" | "FINES_NOT_INSURABLE" | "DISHONEST_ACTS" | "BODILY_INJURY" | "CONTRACTUAL_LIABILITY")[];
                        subjectivities: {
                            /** @enum {unknown} */
                            code: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                            /** @enum {unknown} */
                            due: "BEFORE_BINDING" | "AFTER_BINDING";
                            open: boolean;
                            evidence: {
                                id: string;
                                /** @enum {unknown} */
                                subjectivity: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                                file_name: string;
                                content_type: string;
                                size: number;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        }[];
                        open_pre_bind_subjectivities: number;
                        territorial_scope: ("BRAZIL" | "WORLDWIDE_EXCEPT_US_CANADA" | "WORLDWIDE") | null;
                        retroactive_date: string | null;
                        insurance_code: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listClaims: {
        parameters: {
            query?: {
                status?: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
            };
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            policy_id: string | null;
                            product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                            policy_number: string | null;
                            protocol_number: string;
                            type: string;
                            /** @enum {unknown} */
                            status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                            description: string;
                            information_requested: boolean;
                            decision_due_on: string | null;
                            days_left: number | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    reportClaim: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    request_key: string;
                    /** Format: uuid */
                    policy_id: string;
                    /** @enum {unknown} */
                    type: "THIRD_PARTY_CLAIM" | "REGULATORY_INVESTIGATION" | "DATA_BREACH" | "RANSOMWARE" | "BUSINESS_INTERRUPTION" | "PROFESSIONAL_ERROR" | "OTHER";
                    description: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    occurred_on: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    learned_on: string;
                    contact_name: string;
                    contact_email: string;
                    contact_phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        policy_id: string | null;
                        product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                        policy_number: string | null;
                        protocol_number: string;
                        type: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                        description: string;
                        information_requested: boolean;
                        decision_due_on: string | null;
                        days_left: number | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        company_name: string;
                        occurred_on: string | null;
                        learned_on: string | null;
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string;
                        claims_made_window: ("WITHIN_PERIOD" | "WITHIN_EXTENDED_REPORTING" | "OUTSIDE") | null;
                        information_requested_at: string | null;
                        decision: string | null;
                        decided_at: string | null;
                        allowed_events: ("START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT")[];
                        timeline: {
                            id: string;
                            /** @enum {unknown} */
                            event: "REPORTED" | "START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT";
                            /** @enum {unknown} */
                            status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            message: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        files: {
                            id: string;
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getClaim: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        policy_id: string | null;
                        product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                        policy_number: string | null;
                        protocol_number: string;
                        type: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                        description: string;
                        information_requested: boolean;
                        decision_due_on: string | null;
                        days_left: number | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        company_name: string;
                        occurred_on: string | null;
                        learned_on: string | null;
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string;
                        claims_made_window: ("WITHIN_PERIOD" | "WITHIN_EXTENDED_REPORTING" | "OUTSIDE") | null;
                        information_requested_at: string | null;
                        decision: string | null;
                        decided_at: string | null;
                        allowed_events: ("START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT")[];
                        timeline: {
                            id: string;
                            /** @enum {unknown} */
                            event: "REPORTED" | "START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT";
                            /** @enum {unknown} */
                            status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            message: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        files: {
                            id: string;
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addClaimInformation: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        policy_id: string | null;
                        product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                        policy_number: string | null;
                        protocol_number: string;
                        type: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                        description: string;
                        information_requested: boolean;
                        decision_due_on: string | null;
                        days_left: number | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        company_name: string;
                        occurred_on: string | null;
                        learned_on: string | null;
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string;
                        claims_made_window: ("WITHIN_PERIOD" | "WITHIN_EXTENDED_REPORTING" | "OUTSIDE") | null;
                        information_requested_at: string | null;
                        decision: string | null;
                        decided_at: string | null;
                        allowed_events: ("START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT")[];
                        timeline: {
                            id: string;
                            /** @enum {unknown} */
                            event: "REPORTED" | "START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT";
                            /** @enum {unknown} */
                            status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            message: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        files: {
                            id: string;
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadClaimFile: {
        parameters: {
            query: {
                file_name: string;
            };
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        file_name: string;
                        /** @enum {unknown} */
                        content_type: "application/pdf" | "image/png" | "image/jpeg";
                        size: number;
                        /** @enum {unknown} */
                        actor: "CUSTOMER" | "OPERATIONS";
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadClaimFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBrokerCompanyClaims: {
        parameters: {
            query?: {
                status?: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            policy_id: string | null;
                            product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                            policy_number: string | null;
                            protocol_number: string;
                            type: string;
                            /** @enum {unknown} */
                            status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                            description: string;
                            information_requested: boolean;
                            decision_due_on: string | null;
                            days_left: number | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerCompanyClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                claimId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        policy_id: string | null;
                        product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                        policy_number: string | null;
                        protocol_number: string;
                        type: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                        description: string;
                        information_requested: boolean;
                        decision_due_on: string | null;
                        days_left: number | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        company_name: string;
                        occurred_on: string | null;
                        learned_on: string | null;
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string;
                        claims_made_window: ("WITHIN_PERIOD" | "WITHIN_EXTENDED_REPORTING" | "OUTSIDE") | null;
                        information_requested_at: string | null;
                        decision: string | null;
                        decided_at: string | null;
                        allowed_events: ("START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT")[];
                        timeline: {
                            id: string;
                            /** @enum {unknown} */
                            event: "REPORTED" | "START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT";
                            /** @enum {unknown} */
                            status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            message: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        files: {
                            id: string;
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadBrokerCompanyClaimFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                claimId: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOperationsClaims: {
        parameters: {
            query?: {
                status?: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            policy_id: string | null;
                            product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                            policy_number: string | null;
                            protocol_number: string;
                            type: string;
                            /** @enum {unknown} */
                            status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                            description: string;
                            information_requested: boolean;
                            decision_due_on: string | null;
                            days_left: number | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            company_name: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOperationsClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        policy_id: string | null;
                        product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                        policy_number: string | null;
                        protocol_number: string;
                        type: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                        description: string;
                        information_requested: boolean;
                        decision_due_on: string | null;
                        days_left: number | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        company_name: string;
                        occurred_on: string | null;
                        learned_on: string | null;
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string;
                        claims_made_window: ("WITHIN_PERIOD" | "WITHIN_EXTENDED_REPORTING" | "OUTSIDE") | null;
                        information_requested_at: string | null;
                        decision: string | null;
                        decided_at: string | null;
                        allowed_events: ("START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT")[];
                        timeline: {
                            id: string;
                            /** @enum {unknown} */
                            event: "REPORTED" | "START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT";
                            /** @enum {unknown} */
                            status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            message: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        files: {
                            id: string;
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadOperationsClaimFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    moveClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    event: "START_ANALYSIS" | "REQUEST_INFORMATION" | "APPROVE" | "REJECT";
                    message: string;
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        policy_id: string | null;
                        product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                        policy_number: string | null;
                        protocol_number: string;
                        type: string;
                        /** @enum {unknown} */
                        status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                        description: string;
                        information_requested: boolean;
                        decision_due_on: string | null;
                        days_left: number | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        company_name: string;
                        occurred_on: string | null;
                        learned_on: string | null;
                        contact_name: string;
                        contact_email: string;
                        contact_phone: string;
                        claims_made_window: ("WITHIN_PERIOD" | "WITHIN_EXTENDED_REPORTING" | "OUTSIDE") | null;
                        information_requested_at: string | null;
                        decision: string | null;
                        decided_at: string | null;
                        allowed_events: ("START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT")[];
                        timeline: {
                            id: string;
                            /** @enum {unknown} */
                            event: "REPORTED" | "START_ANALYSIS" | "REQUEST_INFORMATION" | "ADD_INFORMATION" | "APPROVE" | "REJECT";
                            /** @enum {unknown} */
                            status: "PENDING" | "IN_PROGRESS" | "REJECTED" | "APPROVED";
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            message: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        files: {
                            id: string;
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** @enum {unknown} */
                            actor: "CUSTOMER" | "OPERATIONS";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listApplicationForms: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            /** @enum {unknown} */
                            status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                            products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                            /** @description Send it back on writes; a stale one is refused with 409 STALE_VERSION. */
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startApplicationForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                    /** @description Close the questionnaire in progress and start this one (asked for confirmation). */
                    replace?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                        products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                        /** @description Send it back on writes; a stale one is refused with 409 STALE_VERSION. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    } & {
                        answers: {
                            [key: string]: unknown;
                        };
                        definition_versions: {
                            [key: string]: number;
                        };
                        /** @description Required questions still unanswered, in order. */
                        pending: string[];
                        progress: number;
                        finished_at: string | null;
                        tax_id_type: string | null;
                        prefilled_from: {
                            id: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startBrokerCompanyApplicationForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                    /** @description Close the questionnaire in progress and start this one (asked for confirmation). */
                    replace?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                        products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                        /** @description Send it back on writes; a stale one is refused with 409 STALE_VERSION. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    } & {
                        answers: {
                            [key: string]: unknown;
                        };
                        definition_versions: {
                            [key: string]: number;
                        };
                        /** @description Required questions still unanswered, in order. */
                        pending: string[];
                        progress: number;
                        finished_at: string | null;
                        tax_id_type: string | null;
                        prefilled_from: {
                            id: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getApplicationForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                        products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                        /** @description Send it back on writes; a stale one is refused with 409 STALE_VERSION. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    } & {
                        answers: {
                            [key: string]: unknown;
                        };
                        definition_versions: {
                            [key: string]: number;
                        };
                        /** @description Required questions still unanswered, in order. */
                        pending: string[];
                        progress: number;
                        finished_at: string | null;
                        tax_id_type: string | null;
                        prefilled_from: {
                            id: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveApplicationForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Only the answers changed since `version`; others’ changes since then are merged per question. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                    /** @description Answers by question id (the definitions in @platform/domain); null clears an answer. */
                    answers?: {
                        [key: string]: string | number | boolean | null | (string | {
                            [key: string]: string | number | boolean | null;
                        })[];
                    };
                    products?: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                        products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                        /** @description Send it back on writes; a stale one is refused with 409 STALE_VERSION. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    } & {
                        answers: {
                            [key: string]: unknown;
                        };
                        definition_versions: {
                            [key: string]: number;
                        };
                        /** @description Required questions still unanswered, in order. */
                        pending: string[];
                        progress: number;
                        finished_at: string | null;
                        tax_id_type: string | null;
                        prefilled_from: {
                            id: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    finishApplicationForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                    /**
                     * @description The language of the confirmation mail.
                     * @enum {unknown}
                     */
                    language?: "pt" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                        products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                        /** @description Send it back on writes; a stale one is refused with 409 STALE_VERSION. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    } & {
                        answers: {
                            [key: string]: unknown;
                        };
                        definition_versions: {
                            [key: string]: number;
                        };
                        /** @description Required questions still unanswered, in order. */
                        pending: string[];
                        progress: number;
                        finished_at: string | null;
                        tax_id_type: string | null;
                        prefilled_from: {
                            id: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listFormShares: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            email: string;
                            /** Format: date-time */
                            expires_at: string;
                            revoked_at: string | null;
                            last_used_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    shareApplicationForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {unknown} */
                    language?: "pt" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** Format: date-time */
                        expires_at: string;
                        revoked_at: string | null;
                        last_used_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokeFormShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                shareId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** Format: date-time */
                        expires_at: string;
                        revoked_at: string | null;
                        last_used_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSharedForm: {
        parameters: {
            query?: never;
            header: {
                /** @description The token of the shared link. */
                "x-share-token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                        products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                        /** @description Send it back on writes; a stale one is refused with 409 STALE_VERSION. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    } & {
                        answers: {
                            [key: string]: unknown;
                        };
                        definition_versions: {
                            [key: string]: number;
                        };
                        /** @description Required questions still unanswered, in order. */
                        pending: string[];
                        progress: number;
                        finished_at: string | null;
                        tax_id_type: string | null;
                        prefilled_from: {
                            id: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveSharedForm: {
        parameters: {
            query?: never;
            header: {
                /** @description The token of the shared link. */
                "x-share-token": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Only the answers changed since `version`; others’ changes since then are merged per question. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                    /** @description Answers by question id (the definitions in @platform/domain); null clears an answer. */
                    answers?: {
                        [key: string]: string | number | boolean | null | (string | {
                            [key: string]: string | number | boolean | null;
                        })[];
                    };
                    products?: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                        products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                        /** @description Send it back on writes; a stale one is refused with 409 STALE_VERSION. */
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    } & {
                        answers: {
                            [key: string]: unknown;
                        };
                        definition_versions: {
                            [key: string]: number;
                        };
                        /** @description Required questions still unanswered, in order. */
                        pending: string[];
                        progress: number;
                        finished_at: string | null;
                        tax_id_type: string | null;
                        prefilled_from: {
                            id: string;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCyberReports: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            request_id: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            report_date: string;
                            score: number;
                            vulnerability_count: number;
                            /** @enum {unknown} */
                            risk_level: "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {unknown} */
                            status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCyberReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        request_id: string | null;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        report_date: string;
                        score: number;
                        vulnerability_count: number;
                        /** @enum {unknown} */
                        risk_level: "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {unknown} */
                        status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                        /** Format: date-time */
                        created_at: string;
                        summary: string;
                        /** @enum {unknown} */
                        language: "pt" | "en" | "es";
                        main_domain: string | null;
                        findings: {
                            id: string;
                            position: number;
                            /** @enum {unknown} */
                            severity: "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";
                            port: number | null;
                            service: string;
                            title: string;
                            advice: string;
                            /** @enum {unknown} */
                            dispute_status: "NONE" | "DISPUTED" | "ACCEPTED" | "REJECTED";
                            dispute_reason: string | null;
                            disputed_at: string | null;
                            ruling_note: string | null;
                            ruled_at: string | null;
                            version: number;
                        }[];
                        /** @description The account holds an active cyber policy: the score bears on its renewal. */
                        has_cyber_insurance: boolean;
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadCyberReport: {
        parameters: {
            query?: {
                language?: "pt" | "en" | "es";
            };
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    disputeCyberFinding: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
                findingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        position: number;
                        /** @enum {unknown} */
                        severity: "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";
                        port: number | null;
                        service: string;
                        title: string;
                        advice: string;
                        /** @enum {unknown} */
                        dispute_status: "NONE" | "DISPUTED" | "ACCEPTED" | "REJECTED";
                        dispute_reason: string | null;
                        disputed_at: string | null;
                        ruling_note: string | null;
                        ruled_at: string | null;
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCyberRequests: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            company: string;
                            /**
                             * @description The company's country: its revenue band is in that country's currency.
                             * @enum {unknown}
                             */
                            country: "br" | "mx" | "co" | "us";
                            /** @enum {unknown} */
                            plan: "LITE" | "PLUS";
                            main_domain: string;
                            /** @enum {unknown} */
                            activity: "HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER";
                            employees: number;
                            /** @enum {unknown} */
                            revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M";
                            /** @enum {unknown} */
                            status: "PENDING_VERIFICATION" | "SCHEDULED" | "CANCELLED";
                            domain_proof: ("DNS" | "FILE" | "OPERATIONS") | null;
                            domain_verified_at: string | null;
                            last_check_at: string | null;
                            next_assessment_at: string | null;
                            proof: {
                                txt_record: string;
                                file_url: string;
                                file_content: string;
                            };
                            reports: {
                                id: string;
                                account_id: string;
                                request_id: string | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                report_date: string;
                                score: number;
                                vulnerability_count: number;
                                /** @enum {unknown} */
                                risk_level: "LOW" | "MEDIUM" | "HIGH";
                                /** @enum {unknown} */
                                status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            open_disputes: number;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestCyberAssessment: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    plan: "LITE" | "PLUS";
                    main_domain: string;
                    activity: ("HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER") | "" | null;
                    employees: number | null;
                    revenue_band: ("UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M") | "" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        company: string;
                        /**
                         * @description The company's country: its revenue band is in that country's currency.
                         * @enum {unknown}
                         */
                        country: "br" | "mx" | "co" | "us";
                        /** @enum {unknown} */
                        plan: "LITE" | "PLUS";
                        main_domain: string;
                        /** @enum {unknown} */
                        activity: "HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER";
                        employees: number;
                        /** @enum {unknown} */
                        revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M";
                        /** @enum {unknown} */
                        status: "PENDING_VERIFICATION" | "SCHEDULED" | "CANCELLED";
                        domain_proof: ("DNS" | "FILE" | "OPERATIONS") | null;
                        domain_verified_at: string | null;
                        last_check_at: string | null;
                        next_assessment_at: string | null;
                        proof: {
                            txt_record: string;
                            file_url: string;
                            file_content: string;
                        };
                        reports: {
                            id: string;
                            account_id: string;
                            request_id: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            report_date: string;
                            score: number;
                            vulnerability_count: number;
                            /** @enum {unknown} */
                            risk_level: "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {unknown} */
                            status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        open_disputes: number;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCyberRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        company: string;
                        /**
                         * @description The company's country: its revenue band is in that country's currency.
                         * @enum {unknown}
                         */
                        country: "br" | "mx" | "co" | "us";
                        /** @enum {unknown} */
                        plan: "LITE" | "PLUS";
                        main_domain: string;
                        /** @enum {unknown} */
                        activity: "HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER";
                        employees: number;
                        /** @enum {unknown} */
                        revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M";
                        /** @enum {unknown} */
                        status: "PENDING_VERIFICATION" | "SCHEDULED" | "CANCELLED";
                        domain_proof: ("DNS" | "FILE" | "OPERATIONS") | null;
                        domain_verified_at: string | null;
                        last_check_at: string | null;
                        next_assessment_at: string | null;
                        proof: {
                            txt_record: string;
                            file_url: string;
                            file_content: string;
                        };
                        reports: {
                            id: string;
                            account_id: string;
                            request_id: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            report_date: string;
                            score: number;
                            vulnerability_count: number;
                            /** @enum {unknown} */
                            risk_level: "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {unknown} */
                            status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        open_disputes: number;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    verifyCyberDomain: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        verified: boolean;
                        /** CyberRequest */
                        request: {
                            id: string;
                            account_id: string;
                            company: string;
                            /**
                             * @description The company's country: its revenue band is in that country's currency.
                             * @enum {unknown}
                             */
                            country: "br" | "mx" | "co" | "us";
                            /** @enum {unknown} */
                            plan: "LITE" | "PLUS";
                            main_domain: string;
                            /** @enum {unknown} */
                            activity: "HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER";
                            employees: number;
                            /** @enum {unknown} */
                            revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M";
                            /** @enum {unknown} */
                            status: "PENDING_VERIFICATION" | "SCHEDULED" | "CANCELLED";
                            domain_proof: ("DNS" | "FILE" | "OPERATIONS") | null;
                            domain_verified_at: string | null;
                            last_check_at: string | null;
                            next_assessment_at: string | null;
                            proof: {
                                txt_record: string;
                                file_url: string;
                                file_content: string;
                            };
                            reports: {
                                id: string;
                                account_id: string;
                                request_id: string | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                report_date: string;
                                score: number;
                                vulnerability_count: number;
                                /** @enum {unknown} */
                                risk_level: "LOW" | "MEDIUM" | "HIGH";
                                /** @enum {unknown} */
                                status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            open_disputes: number;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelCyberRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        company: string;
                        /**
                         * @description The company's country: its revenue band is in that country's currency.
                         * @enum {unknown}
                         */
                        country: "br" | "mx" | "co" | "us";
                        /** @enum {unknown} */
                        plan: "LITE" | "PLUS";
                        main_domain: string;
                        /** @enum {unknown} */
                        activity: "HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER";
                        employees: number;
                        /** @enum {unknown} */
                        revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M";
                        /** @enum {unknown} */
                        status: "PENDING_VERIFICATION" | "SCHEDULED" | "CANCELLED";
                        domain_proof: ("DNS" | "FILE" | "OPERATIONS") | null;
                        domain_verified_at: string | null;
                        last_check_at: string | null;
                        next_assessment_at: string | null;
                        proof: {
                            txt_record: string;
                            file_url: string;
                            file_content: string;
                        };
                        reports: {
                            id: string;
                            account_id: string;
                            request_id: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            report_date: string;
                            score: number;
                            vulnerability_count: number;
                            /** @enum {unknown} */
                            risk_level: "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {unknown} */
                            status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        open_disputes: number;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOperationsCyberRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            company: string;
                            /**
                             * @description The company's country: its revenue band is in that country's currency.
                             * @enum {unknown}
                             */
                            country: "br" | "mx" | "co" | "us";
                            /** @enum {unknown} */
                            plan: "LITE" | "PLUS";
                            main_domain: string;
                            /** @enum {unknown} */
                            activity: "HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER";
                            employees: number;
                            /** @enum {unknown} */
                            revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M";
                            /** @enum {unknown} */
                            status: "PENDING_VERIFICATION" | "SCHEDULED" | "CANCELLED";
                            domain_proof: ("DNS" | "FILE" | "OPERATIONS") | null;
                            domain_verified_at: string | null;
                            last_check_at: string | null;
                            next_assessment_at: string | null;
                            proof: {
                                txt_record: string;
                                file_url: string;
                                file_content: string;
                            };
                            reports: {
                                id: string;
                                account_id: string;
                                request_id: string | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                report_date: string;
                                score: number;
                                vulnerability_count: number;
                                /** @enum {unknown} */
                                risk_level: "LOW" | "MEDIUM" | "HIGH";
                                /** @enum {unknown} */
                                status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            open_disputes: number;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOperationsCyberRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        company: string;
                        /**
                         * @description The company's country: its revenue band is in that country's currency.
                         * @enum {unknown}
                         */
                        country: "br" | "mx" | "co" | "us";
                        /** @enum {unknown} */
                        plan: "LITE" | "PLUS";
                        main_domain: string;
                        /** @enum {unknown} */
                        activity: "HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER";
                        employees: number;
                        /** @enum {unknown} */
                        revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M";
                        /** @enum {unknown} */
                        status: "PENDING_VERIFICATION" | "SCHEDULED" | "CANCELLED";
                        domain_proof: ("DNS" | "FILE" | "OPERATIONS") | null;
                        domain_verified_at: string | null;
                        last_check_at: string | null;
                        next_assessment_at: string | null;
                        proof: {
                            txt_record: string;
                            file_url: string;
                            file_content: string;
                        };
                        reports: {
                            id: string;
                            account_id: string;
                            request_id: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            report_date: string;
                            score: number;
                            vulnerability_count: number;
                            /** @enum {unknown} */
                            risk_level: "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {unknown} */
                            status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        open_disputes: number;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOperationsCyberReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        request_id: string | null;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        report_date: string;
                        score: number;
                        vulnerability_count: number;
                        /** @enum {unknown} */
                        risk_level: "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {unknown} */
                        status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                        /** Format: date-time */
                        created_at: string;
                        summary: string;
                        /** @enum {unknown} */
                        language: "pt" | "en" | "es";
                        main_domain: string | null;
                        findings: {
                            id: string;
                            position: number;
                            /** @enum {unknown} */
                            severity: "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";
                            port: number | null;
                            service: string;
                            title: string;
                            advice: string;
                            /** @enum {unknown} */
                            dispute_status: "NONE" | "DISPUTED" | "ACCEPTED" | "REJECTED";
                            dispute_reason: string | null;
                            disputed_at: string | null;
                            ruling_note: string | null;
                            ruled_at: string | null;
                            version: number;
                        }[];
                        /** @description The account holds an active cyber policy: the score bears on its renewal. */
                        has_cyber_insurance: boolean;
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmCyberDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        company: string;
                        /**
                         * @description The company's country: its revenue band is in that country's currency.
                         * @enum {unknown}
                         */
                        country: "br" | "mx" | "co" | "us";
                        /** @enum {unknown} */
                        plan: "LITE" | "PLUS";
                        main_domain: string;
                        /** @enum {unknown} */
                        activity: "HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER";
                        employees: number;
                        /** @enum {unknown} */
                        revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M";
                        /** @enum {unknown} */
                        status: "PENDING_VERIFICATION" | "SCHEDULED" | "CANCELLED";
                        domain_proof: ("DNS" | "FILE" | "OPERATIONS") | null;
                        domain_verified_at: string | null;
                        last_check_at: string | null;
                        next_assessment_at: string | null;
                        proof: {
                            txt_record: string;
                            file_url: string;
                            file_content: string;
                        };
                        reports: {
                            id: string;
                            account_id: string;
                            request_id: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            report_date: string;
                            score: number;
                            vulnerability_count: number;
                            /** @enum {unknown} */
                            risk_level: "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {unknown} */
                            status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        open_disputes: number;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    publishCyberReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                    score: number;
                    /** @enum {unknown} */
                    risk_level?: "LOW" | "MEDIUM" | "HIGH";
                    summary?: string;
                    findings: {
                        /** @enum {unknown} */
                        severity: "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";
                        port: null | number;
                        service: string;
                        title: string;
                        advice: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        request_id: string | null;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        report_date: string;
                        score: number;
                        vulnerability_count: number;
                        /** @enum {unknown} */
                        risk_level: "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {unknown} */
                        status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                        /** Format: date-time */
                        created_at: string;
                        summary: string;
                        /** @enum {unknown} */
                        language: "pt" | "en" | "es";
                        main_domain: string | null;
                        findings: {
                            id: string;
                            position: number;
                            /** @enum {unknown} */
                            severity: "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";
                            port: number | null;
                            service: string;
                            title: string;
                            advice: string;
                            /** @enum {unknown} */
                            dispute_status: "NONE" | "DISPUTED" | "ACCEPTED" | "REJECTED";
                            dispute_reason: string | null;
                            disputed_at: string | null;
                            ruling_note: string | null;
                            ruled_at: string | null;
                            version: number;
                        }[];
                        /** @description The account holds an active cyber policy: the score bears on its renewal. */
                        has_cyber_insurance: boolean;
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ruleCyberDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                    /** @enum {unknown} */
                    decision: "ACCEPT" | "REJECT";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        position: number;
                        /** @enum {unknown} */
                        severity: "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";
                        port: number | null;
                        service: string;
                        title: string;
                        advice: string;
                        /** @enum {unknown} */
                        dispute_status: "NONE" | "DISPUTED" | "ACCEPTED" | "REJECTED";
                        dispute_reason: string | null;
                        disputed_at: string | null;
                        ruling_note: string | null;
                        ruled_at: string | null;
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBrokerCompanyCyberReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            request_id: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            report_date: string;
                            score: number;
                            vulnerability_count: number;
                            /** @enum {unknown} */
                            risk_level: "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {unknown} */
                            status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerCompanyCyberReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                reportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        account_id: string;
                        request_id: string | null;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        report_date: string;
                        score: number;
                        vulnerability_count: number;
                        /** @enum {unknown} */
                        risk_level: "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {unknown} */
                        status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                        /** Format: date-time */
                        created_at: string;
                        summary: string;
                        /** @enum {unknown} */
                        language: "pt" | "en" | "es";
                        main_domain: string | null;
                        findings: {
                            id: string;
                            position: number;
                            /** @enum {unknown} */
                            severity: "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";
                            port: number | null;
                            service: string;
                            title: string;
                            advice: string;
                            /** @enum {unknown} */
                            dispute_status: "NONE" | "DISPUTED" | "ACCEPTED" | "REJECTED";
                            dispute_reason: string | null;
                            disputed_at: string | null;
                            ruling_note: string | null;
                            ruled_at: string | null;
                            version: number;
                        }[];
                        /** @description The account holds an active cyber policy: the score bears on its renewal. */
                        has_cyber_insurance: boolean;
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBrokerCompanyCyberRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            account_id: string;
                            company: string;
                            /**
                             * @description The company's country: its revenue band is in that country's currency.
                             * @enum {unknown}
                             */
                            country: "br" | "mx" | "co" | "us";
                            /** @enum {unknown} */
                            plan: "LITE" | "PLUS";
                            main_domain: string;
                            /** @enum {unknown} */
                            activity: "HEALTH" | "FINANCIAL_SERVICES" | "MANUFACTURING" | "OTHER";
                            employees: number;
                            /** @enum {unknown} */
                            revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M";
                            /** @enum {unknown} */
                            status: "PENDING_VERIFICATION" | "SCHEDULED" | "CANCELLED";
                            domain_proof: ("DNS" | "FILE" | "OPERATIONS") | null;
                            domain_verified_at: string | null;
                            last_check_at: string | null;
                            next_assessment_at: string | null;
                            proof: {
                                txt_record: string;
                                file_url: string;
                                file_content: string;
                            };
                            reports: {
                                id: string;
                                account_id: string;
                                request_id: string | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                report_date: string;
                                score: number;
                                vulnerability_count: number;
                                /** @enum {unknown} */
                                risk_level: "LOW" | "MEDIUM" | "HIGH";
                                /** @enum {unknown} */
                                status: "DRAFT" | "PUBLISHED" | "UNDER_REVIEW";
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            open_disputes: number;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAccountMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description The membership id */
                            id: string;
                            user_id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            full_name: string;
                            /** @enum {unknown} */
                            role: "ACCOUNT_ADMIN" | "TEAM_MEMBER" | "BROKER_CUSTOMER";
                            /** @enum {unknown} */
                            status: "PENDING" | "ENABLED" | "DISABLED";
                            /** Format: date-time */
                            created_at: string;
                            invited_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCompanyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account_id: string;
                        /** @enum {unknown} */
                        kind: "company" | "individual";
                        /** @enum {unknown} */
                        country: "br" | "mx" | "co" | "us";
                        tax_id_type: string;
                        /** @description Normalised; shown read-only, masked with maskTaxId. */
                        tax_id: string;
                        name: string;
                        legal_name: string;
                        websites: string[];
                        no_website: boolean;
                        total_employees: number | null;
                        capital_raised: string | null;
                        financing_obtained: boolean | null;
                        annual_revenue_band: ("UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M") | null;
                        activity: ("DATA_PROCESSING" | "SOFTWARE_DEVELOPMENT_INTERNAL" | "SOFTWARE_DEVELOPMENT_THIRD_PARTY" | "CONSULTING_PLANNING" | "SYSTEM_INSTALLATION_MAINTENANCE" | "WEBSITE_DEVELOPMENT" | "WEB_HOSTING" | "E_COMMERCE" | "TRAINING_EDUCATION" | "PAYMENT_PROCESSING" | "HARDWARE_DEVELOPMENT" | "HARDWARE_MAINTENANCE" | "OTHERS") | null;
                        main_domain: string | null;
                        start_of_operations: string | null;
                        /** CompanyAddress */
                        address: {
                            street: string;
                            number: string;
                            detail: string;
                            neighborhood: string;
                            city: string;
                            state: string;
                            zip_code: string;
                        };
                        billing_email: string | null;
                        owner_email: string | null;
                        /** @description Version of the company fields and address; send it back with updateCompanyProfile. */
                        version: number;
                        /** @description Version of the billing e-mail; send it back with updateBillingEmail. */
                        billing_email_version: number;
                        /** @description True for the account administrator; others only read. */
                        can_edit: boolean;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateCompanyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    legal_name: string;
                    websites: string[];
                    no_website: boolean;
                    total_employees: number | null;
                    capital_raised: string | null;
                    financing_obtained: boolean | null;
                    /** @enum {string|null} */
                    annual_revenue_band: "UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M" | null;
                    /** @enum {string|null} */
                    activity: "DATA_PROCESSING" | "SOFTWARE_DEVELOPMENT_INTERNAL" | "SOFTWARE_DEVELOPMENT_THIRD_PARTY" | "CONSULTING_PLANNING" | "SYSTEM_INSTALLATION_MAINTENANCE" | "WEBSITE_DEVELOPMENT" | "WEB_HOSTING" | "E_COMMERCE" | "TRAINING_EDUCATION" | "PAYMENT_PROCESSING" | "HARDWARE_DEVELOPMENT" | "HARDWARE_MAINTENANCE" | "OTHERS" | null;
                    main_domain: string | null;
                    start_of_operations: string | null;
                    /** CompanyAddress */
                    address: {
                        street: string;
                        number: string;
                        detail: string;
                        neighborhood: string;
                        city: string;
                        state: string;
                        zip_code: string;
                    };
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account_id: string;
                        /** @enum {unknown} */
                        kind: "company" | "individual";
                        /** @enum {unknown} */
                        country: "br" | "mx" | "co" | "us";
                        tax_id_type: string;
                        /** @description Normalised; shown read-only, masked with maskTaxId. */
                        tax_id: string;
                        name: string;
                        legal_name: string;
                        websites: string[];
                        no_website: boolean;
                        total_employees: number | null;
                        capital_raised: string | null;
                        financing_obtained: boolean | null;
                        annual_revenue_band: ("UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M") | null;
                        activity: ("DATA_PROCESSING" | "SOFTWARE_DEVELOPMENT_INTERNAL" | "SOFTWARE_DEVELOPMENT_THIRD_PARTY" | "CONSULTING_PLANNING" | "SYSTEM_INSTALLATION_MAINTENANCE" | "WEBSITE_DEVELOPMENT" | "WEB_HOSTING" | "E_COMMERCE" | "TRAINING_EDUCATION" | "PAYMENT_PROCESSING" | "HARDWARE_DEVELOPMENT" | "HARDWARE_MAINTENANCE" | "OTHERS") | null;
                        main_domain: string | null;
                        start_of_operations: string | null;
                        /** CompanyAddress */
                        address: {
                            street: string;
                            number: string;
                            detail: string;
                            neighborhood: string;
                            city: string;
                            state: string;
                            zip_code: string;
                        };
                        billing_email: string | null;
                        owner_email: string | null;
                        /** @description Version of the company fields and address; send it back with updateCompanyProfile. */
                        version: number;
                        /** @description Version of the billing e-mail; send it back with updateBillingEmail. */
                        billing_email_version: number;
                        /** @description True for the account administrator; others only read. */
                        can_edit: boolean;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateBillingEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Empty or null clears it. */
                    billing_email: string | null;
                    /** @description The `billing_email_version` the form was loaded with; a stale one is refused with STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account_id: string;
                        /** @enum {unknown} */
                        kind: "company" | "individual";
                        /** @enum {unknown} */
                        country: "br" | "mx" | "co" | "us";
                        tax_id_type: string;
                        /** @description Normalised; shown read-only, masked with maskTaxId. */
                        tax_id: string;
                        name: string;
                        legal_name: string;
                        websites: string[];
                        no_website: boolean;
                        total_employees: number | null;
                        capital_raised: string | null;
                        financing_obtained: boolean | null;
                        annual_revenue_band: ("UNDER_250K" | "FROM_250K_TO_1M" | "FROM_1M_TO_5M" | "OVER_5M") | null;
                        activity: ("DATA_PROCESSING" | "SOFTWARE_DEVELOPMENT_INTERNAL" | "SOFTWARE_DEVELOPMENT_THIRD_PARTY" | "CONSULTING_PLANNING" | "SYSTEM_INSTALLATION_MAINTENANCE" | "WEBSITE_DEVELOPMENT" | "WEB_HOSTING" | "E_COMMERCE" | "TRAINING_EDUCATION" | "PAYMENT_PROCESSING" | "HARDWARE_DEVELOPMENT" | "HARDWARE_MAINTENANCE" | "OTHERS") | null;
                        main_domain: string | null;
                        start_of_operations: string | null;
                        /** CompanyAddress */
                        address: {
                            street: string;
                            number: string;
                            detail: string;
                            neighborhood: string;
                            city: string;
                            state: string;
                            zip_code: string;
                        };
                        billing_email: string | null;
                        owner_email: string | null;
                        /** @description Version of the company fields and address; send it back with updateCompanyProfile. */
                        version: number;
                        /** @description Version of the billing e-mail; send it back with updateBillingEmail. */
                        billing_email_version: number;
                        /** @description True for the account administrator; others only read. */
                        can_edit: boolean;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSignUpOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        googleSignIn: boolean;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kind: "company" | "individual";
                    country: "br" | "mx" | "co" | "us";
                    language: "pt" | "en" | "es";
                    name: string;
                    email: string;
                    organisation?: string;
                    taxIdType: string;
                    taxId: string;
                    password: string;
                    termsAccepted: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        status: "PENDING_CONFIRMATION";
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    checkSignUpTaxId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country: "br" | "mx" | "co" | "us";
                    taxIdType: string;
                    taxId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        accepted: true;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendEmailConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    language: "pt" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        accepted: true;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    language: "pt" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        accepted: true;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    inviteTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /**
                     * @description The language of the invitation mail; default the administrator’s own.
                     * @enum {unknown}
                     */
                    language?: "pt" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The membership id */
                        id: string;
                        user_id: string;
                        email: string;
                        first_name: string;
                        last_name: string;
                        full_name: string;
                        /** @enum {unknown} */
                        role: "ACCOUNT_ADMIN" | "TEAM_MEMBER" | "BROKER_CUSTOMER";
                        /** @enum {unknown} */
                        status: "PENDING" | "ENABLED" | "DISABLED";
                        /** Format: date-time */
                        created_at: string;
                        invited_at: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendTeamInvitation: {
        parameters: {
            query?: {
                /** @description The language of the mail; default the administrator’s own. */
                language?: "pt" | "en" | "es";
            };
            header?: never;
            path: {
                accountId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The membership id */
                        id: string;
                        user_id: string;
                        email: string;
                        first_name: string;
                        last_name: string;
                        full_name: string;
                        /** @enum {unknown} */
                        role: "ACCOUNT_ADMIN" | "TEAM_MEMBER" | "BROKER_CUSTOMER";
                        /** @enum {unknown} */
                        status: "PENDING" | "ENABLED" | "DISABLED";
                        /** Format: date-time */
                        created_at: string;
                        invited_at: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removeTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account_name: string;
                        email: string;
                        first_name: string;
                        last_name: string;
                        /** @description False when the person already has a password: accepting needs only the token. */
                        needs_password: boolean;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    name?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBrokerUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            email: string;
                            /** @enum {unknown} */
                            role: "BROKER" | "BROKER_INVITED";
                            /** @enum {unknown} */
                            status: "PENDING" | "ENABLED" | "DISABLED";
                            invited_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    inviteBrokerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /**
                     * @description The language of the mail; default the administrator’s own.
                     * @enum {unknown}
                     */
                    language?: "pt" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {unknown} */
                        role: "BROKER" | "BROKER_INVITED";
                        /** @enum {unknown} */
                        status: "PENDING" | "ENABLED" | "DISABLED";
                        invited_at: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendBrokerInvitation: {
        parameters: {
            query?: {
                /** @description The language of the mail; default the administrator’s own. */
                language?: "pt" | "en" | "es";
            };
            header?: never;
            path: {
                brokerUserId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {unknown} */
                        role: "BROKER" | "BROKER_INVITED";
                        /** @enum {unknown} */
                        status: "PENDING" | "ENABLED" | "DISABLED";
                        invited_at: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removeBrokerUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brokerUserId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBrokerCompanies: {
        parameters: {
            query?: {
                /** @description Part of the company name, or the start of its tax id */
                q?: string;
                status?: "POLICY_ISSUED" | "FORM_IN_PROGRESS" | "FORM_EXPIRED" | "WORKING_ON_QUOTE" | "QUOTE_AWAITING_SELECTION" | "QUOTE_EXPIRED" | "QUOTE_REJECTED" | "ISSUING_POLICY" | "POLICY_EXPIRED" | "POLICY_PENDING_PAYMENT" | "POLICY_TO_RENEW" | "POLICY_PENDING_SIGNATURE";
                product?: "D_AND_O" | "E_AND_O" | "CYBER";
                sort?: "name" | "tax_id" | "added";
                order?: "asc" | "desc";
                /** @description next_cursor of the previous page */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            company_id: string;
                            company_name: string;
                            /** @enum {unknown} */
                            kind: "company" | "individual";
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            tax_id_type: string;
                            tax_id: string;
                            email: string | null;
                            customer_name: string | null;
                            products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                            /** @description The broker-side status of each product under way */
                            statuses: {
                                /** @enum {unknown} */
                                product: "D_AND_O" | "E_AND_O" | "CYBER";
                                /** @enum {unknown} */
                                status: "POLICY_ISSUED" | "FORM_IN_PROGRESS" | "FORM_EXPIRED" | "WORKING_ON_QUOTE" | "QUOTE_AWAITING_SELECTION" | "QUOTE_EXPIRED" | "QUOTE_REJECTED" | "ISSUING_POLICY" | "POLICY_EXPIRED" | "POLICY_PENDING_PAYMENT" | "POLICY_TO_RENEW" | "POLICY_PENDING_SIGNATURE";
                            }[];
                            /** @enum {unknown} */
                            assessment_status: "NO_ASSESSMENT" | "IN_PROGRESS" | "COMPLETED";
                            forms_info: {
                                forms_completed: number;
                                total_forms: number;
                                /** @enum {unknown} */
                                ipaf_status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                                expiration_date: string | null;
                                is_expiring_soon: boolean;
                            };
                        }[];
                        /** @description Companies matching the search and filters */
                        total: number;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addBrokerCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The company’s CNPJ, with or without punctuation */
                    tax_id: string;
                    company_name: string;
                    administrator_name: string;
                    administrator_email: string;
                    /**
                     * @description The language of the invitation mail; default the broker’s own.
                     * @enum {unknown}
                     */
                    language?: "pt" | "en" | "es";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description INVITED: the administrator was mailed (again); IN_BOOK: the company is already in this book
                         * @enum {unknown}
                         */
                        outcome: "INVITED" | "IN_BOOK";
                        company_id: string;
                        administrator_email: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportBrokerCompanies: {
        parameters: {
            query?: {
                /** @description Part of the company name, or the start of its tax id */
                q?: string;
                status?: "POLICY_ISSUED" | "FORM_IN_PROGRESS" | "FORM_EXPIRED" | "WORKING_ON_QUOTE" | "QUOTE_AWAITING_SELECTION" | "QUOTE_EXPIRED" | "QUOTE_REJECTED" | "ISSUING_POLICY" | "POLICY_EXPIRED" | "POLICY_PENDING_PAYMENT" | "POLICY_TO_RENEW" | "POLICY_PENDING_SIGNATURE";
                product?: "D_AND_O" | "E_AND_O" | "CYBER";
                sort?: "name" | "tax_id" | "added";
                order?: "asc" | "desc";
                /** @description The texts’ language (default: the user’s) */
                language?: "pt" | "en" | "es";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_id: string;
                        company_name: string;
                        /** @enum {unknown} */
                        kind: "company" | "individual";
                        /** @enum {unknown} */
                        country: "br" | "mx" | "co" | "us";
                        tax_id_type: string;
                        tax_id: string;
                        cnpj: string | null;
                        email: string | null;
                        customer_name: string | null;
                        products: ("D_AND_O" | "E_AND_O" | "CYBER")[];
                        /** @enum {unknown} */
                        assessment_status: "NO_ASSESSMENT" | "IN_PROGRESS" | "COMPLETED";
                        forms_info: {
                            forms_completed: number;
                            total_forms: number;
                            /** @enum {unknown} */
                            ipaf_status: "INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY";
                        };
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signUpBroker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    country: "br" | "mx" | "co" | "us";
                    /** @enum {unknown} */
                    language: "pt" | "en" | "es";
                    first_name: string;
                    last_name: string;
                    email: string;
                    password: string;
                    accept_terms: boolean;
                    legal_name: string;
                    trade_name: string;
                    tax_id: string;
                    phone: string;
                    website: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        broker_id: string;
                        email: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        status: "PENDING_APPROVAL" | "APPROVED" | "REFUSED";
                        general_info: {
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            tax_id_type: string;
                            tax_id: string;
                            legal_name: string;
                            trade_name: string;
                            email: string;
                            phone: string | null;
                            website: string | null;
                        };
                        /** BrokerTaxRegistry */
                        tax_registry: {
                            tax_regime: ("SIMPLES_NACIONAL" | "LUCRO_PRESUMIDO" | "LUCRO_REAL" | "MEI") | null;
                            municipal_registration: string | null;
                            iss_withheld: boolean | null;
                        };
                        regulator_registry: {
                            regulator_registration: string | null;
                            regulator_status: ("ACTIVE" | "SUSPENDED" | "CANCELLED") | null;
                        };
                        address: {
                            postal_code: string | null;
                            street: string | null;
                            number: string | null;
                            detail: string | null;
                            neighborhood: string | null;
                            city: string | null;
                            state: string | null;
                        };
                        bank_data: {
                            bank_code: string;
                            branch: string;
                            account_number: string;
                            /** @enum {unknown} */
                            account_type: "CHECKING" | "SAVINGS";
                            holder_name: string;
                            holder_tax_id: string;
                        } | null;
                        files: {
                            id: string;
                            /** @enum {unknown} */
                            kind: "REGULATOR_CERTIFICATE" | "PROOF_OF_ADDRESS" | "BANK_PROOF";
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        completed_steps: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files")[];
                        next_step: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files") | null;
                        submitted_at: string | null;
                        decided_at: string | null;
                        decision_reason: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveBrokerRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** BrokerTaxRegistryInput */
                    tax_registry?: {
                        tax_regime: string;
                        municipal_registration: string;
                        iss_withheld: boolean | null;
                    };
                    /** BrokerRegulatorRegistryInput */
                    regulator_registry?: {
                        regulator_registration: string;
                        regulator_status: string;
                    };
                    /** BrokerAddressInput */
                    address?: {
                        postal_code: string;
                        street: string;
                        number: string;
                        detail: string;
                        neighborhood: string;
                        city: string;
                        state: string;
                    };
                    /** BrokerBankDataInput */
                    bank_data?: {
                        bank_code: string;
                        branch: string;
                        account_number: string;
                        account_type: string;
                        holder_name: string;
                        holder_tax_id: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        status: "PENDING_APPROVAL" | "APPROVED" | "REFUSED";
                        general_info: {
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            tax_id_type: string;
                            tax_id: string;
                            legal_name: string;
                            trade_name: string;
                            email: string;
                            phone: string | null;
                            website: string | null;
                        };
                        /** BrokerTaxRegistry */
                        tax_registry: {
                            tax_regime: ("SIMPLES_NACIONAL" | "LUCRO_PRESUMIDO" | "LUCRO_REAL" | "MEI") | null;
                            municipal_registration: string | null;
                            iss_withheld: boolean | null;
                        };
                        regulator_registry: {
                            regulator_registration: string | null;
                            regulator_status: ("ACTIVE" | "SUSPENDED" | "CANCELLED") | null;
                        };
                        address: {
                            postal_code: string | null;
                            street: string | null;
                            number: string | null;
                            detail: string | null;
                            neighborhood: string | null;
                            city: string | null;
                            state: string | null;
                        };
                        bank_data: {
                            bank_code: string;
                            branch: string;
                            account_number: string;
                            /** @enum {unknown} */
                            account_type: "CHECKING" | "SAVINGS";
                            holder_name: string;
                            holder_tax_id: string;
                        } | null;
                        files: {
                            id: string;
                            /** @enum {unknown} */
                            kind: "REGULATOR_CERTIFICATE" | "PROOF_OF_ADDRESS" | "BANK_PROOF";
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        completed_steps: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files")[];
                        next_step: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files") | null;
                        submitted_at: string | null;
                        decided_at: string | null;
                        decision_reason: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    submitBrokerRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        status: "PENDING_APPROVAL" | "APPROVED" | "REFUSED";
                        general_info: {
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            tax_id_type: string;
                            tax_id: string;
                            legal_name: string;
                            trade_name: string;
                            email: string;
                            phone: string | null;
                            website: string | null;
                        };
                        /** BrokerTaxRegistry */
                        tax_registry: {
                            tax_regime: ("SIMPLES_NACIONAL" | "LUCRO_PRESUMIDO" | "LUCRO_REAL" | "MEI") | null;
                            municipal_registration: string | null;
                            iss_withheld: boolean | null;
                        };
                        regulator_registry: {
                            regulator_registration: string | null;
                            regulator_status: ("ACTIVE" | "SUSPENDED" | "CANCELLED") | null;
                        };
                        address: {
                            postal_code: string | null;
                            street: string | null;
                            number: string | null;
                            detail: string | null;
                            neighborhood: string | null;
                            city: string | null;
                            state: string | null;
                        };
                        bank_data: {
                            bank_code: string;
                            branch: string;
                            account_number: string;
                            /** @enum {unknown} */
                            account_type: "CHECKING" | "SAVINGS";
                            holder_name: string;
                            holder_tax_id: string;
                        } | null;
                        files: {
                            id: string;
                            /** @enum {unknown} */
                            kind: "REGULATOR_CERTIFICATE" | "PROOF_OF_ADDRESS" | "BANK_PROOF";
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        completed_steps: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files")[];
                        next_step: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files") | null;
                        submitted_at: string | null;
                        decided_at: string | null;
                        decision_reason: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadBrokerFile: {
        parameters: {
            query: {
                kind: "REGULATOR_CERTIFICATE" | "PROOF_OF_ADDRESS" | "BANK_PROOF";
                file_name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        kind: "REGULATOR_CERTIFICATE" | "PROOF_OF_ADDRESS" | "BANK_PROOF";
                        file_name: string;
                        /** @enum {unknown} */
                        content_type: "application/pdf" | "image/png" | "image/jpeg";
                        size: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadBrokerFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bank_data: {
                            bank_code: string;
                            branch: string;
                            account_number: string;
                            /** @enum {unknown} */
                            account_type: "CHECKING" | "SAVINGS";
                            holder_name: string;
                            holder_tax_id: string;
                        } | null;
                        /** BrokerTaxRegistry */
                        tax_registry: {
                            tax_regime: ("SIMPLES_NACIONAL" | "LUCRO_PRESUMIDO" | "LUCRO_REAL" | "MEI") | null;
                            municipal_registration: string | null;
                            iss_withheld: boolean | null;
                        };
                        /** @description Send it back on saveBrokerProfile; a stale one is refused with 409 STALE_VERSION. */
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveBrokerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** BrokerBankDataInput */
                    bank_data?: {
                        bank_code: string;
                        branch: string;
                        account_number: string;
                        account_type: string;
                        holder_name: string;
                        holder_tax_id: string;
                    };
                    /** BrokerTaxRegistryInput */
                    tax_registry?: {
                        tax_regime: string;
                        municipal_registration: string;
                        iss_withheld: boolean | null;
                    };
                    /** @description The version the form was loaded with. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bank_data: {
                            bank_code: string;
                            branch: string;
                            account_number: string;
                            /** @enum {unknown} */
                            account_type: "CHECKING" | "SAVINGS";
                            holder_name: string;
                            holder_tax_id: string;
                        } | null;
                        /** BrokerTaxRegistry */
                        tax_registry: {
                            tax_regime: ("SIMPLES_NACIONAL" | "LUCRO_PRESUMIDO" | "LUCRO_REAL" | "MEI") | null;
                            municipal_registration: string | null;
                            iss_withheld: boolean | null;
                        };
                        /** @description Send it back on saveBrokerProfile; a stale one is refused with 409 STALE_VERSION. */
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOperationsBrokers: {
        parameters: {
            query?: {
                status?: "PENDING_APPROVAL" | "APPROVED" | "REFUSED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            legal_name: string;
                            trade_name: string;
                            /** @description CNPJ, RFC, NIT, EIN...: how the tax id is written (formatTaxId) */
                            tax_id_type: string;
                            tax_id: string;
                            email: string;
                            /** @enum {unknown} */
                            status: "PENDING_APPROVAL" | "APPROVED" | "REFUSED";
                            /** Format: date-time */
                            created_at: string;
                            submitted_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOperationsBroker: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        status: "PENDING_APPROVAL" | "APPROVED" | "REFUSED";
                        general_info: {
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            tax_id_type: string;
                            tax_id: string;
                            legal_name: string;
                            trade_name: string;
                            email: string;
                            phone: string | null;
                            website: string | null;
                        };
                        /** BrokerTaxRegistry */
                        tax_registry: {
                            tax_regime: ("SIMPLES_NACIONAL" | "LUCRO_PRESUMIDO" | "LUCRO_REAL" | "MEI") | null;
                            municipal_registration: string | null;
                            iss_withheld: boolean | null;
                        };
                        regulator_registry: {
                            regulator_registration: string | null;
                            regulator_status: ("ACTIVE" | "SUSPENDED" | "CANCELLED") | null;
                        };
                        address: {
                            postal_code: string | null;
                            street: string | null;
                            number: string | null;
                            detail: string | null;
                            neighborhood: string | null;
                            city: string | null;
                            state: string | null;
                        };
                        bank_data: {
                            bank_code: string;
                            branch: string;
                            account_number: string;
                            /** @enum {unknown} */
                            account_type: "CHECKING" | "SAVINGS";
                            holder_name: string;
                            holder_tax_id: string;
                        } | null;
                        files: {
                            id: string;
                            /** @enum {unknown} */
                            kind: "REGULATOR_CERTIFICATE" | "PROOF_OF_ADDRESS" | "BANK_PROOF";
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        completed_steps: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files")[];
                        next_step: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files") | null;
                        submitted_at: string | null;
                        decided_at: string | null;
                        decision_reason: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveBroker: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        status: "PENDING_APPROVAL" | "APPROVED" | "REFUSED";
                        general_info: {
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            tax_id_type: string;
                            tax_id: string;
                            legal_name: string;
                            trade_name: string;
                            email: string;
                            phone: string | null;
                            website: string | null;
                        };
                        /** BrokerTaxRegistry */
                        tax_registry: {
                            tax_regime: ("SIMPLES_NACIONAL" | "LUCRO_PRESUMIDO" | "LUCRO_REAL" | "MEI") | null;
                            municipal_registration: string | null;
                            iss_withheld: boolean | null;
                        };
                        regulator_registry: {
                            regulator_registration: string | null;
                            regulator_status: ("ACTIVE" | "SUSPENDED" | "CANCELLED") | null;
                        };
                        address: {
                            postal_code: string | null;
                            street: string | null;
                            number: string | null;
                            detail: string | null;
                            neighborhood: string | null;
                            city: string | null;
                            state: string | null;
                        };
                        bank_data: {
                            bank_code: string;
                            branch: string;
                            account_number: string;
                            /** @enum {unknown} */
                            account_type: "CHECKING" | "SAVINGS";
                            holder_name: string;
                            holder_tax_id: string;
                        } | null;
                        files: {
                            id: string;
                            /** @enum {unknown} */
                            kind: "REGULATOR_CERTIFICATE" | "PROOF_OF_ADDRESS" | "BANK_PROOF";
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        completed_steps: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files")[];
                        next_step: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files") | null;
                        submitted_at: string | null;
                        decided_at: string | null;
                        decision_reason: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    refuseBroker: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {unknown} */
                        status: "PENDING_APPROVAL" | "APPROVED" | "REFUSED";
                        general_info: {
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            tax_id_type: string;
                            tax_id: string;
                            legal_name: string;
                            trade_name: string;
                            email: string;
                            phone: string | null;
                            website: string | null;
                        };
                        /** BrokerTaxRegistry */
                        tax_registry: {
                            tax_regime: ("SIMPLES_NACIONAL" | "LUCRO_PRESUMIDO" | "LUCRO_REAL" | "MEI") | null;
                            municipal_registration: string | null;
                            iss_withheld: boolean | null;
                        };
                        regulator_registry: {
                            regulator_registration: string | null;
                            regulator_status: ("ACTIVE" | "SUSPENDED" | "CANCELLED") | null;
                        };
                        address: {
                            postal_code: string | null;
                            street: string | null;
                            number: string | null;
                            detail: string | null;
                            neighborhood: string | null;
                            city: string | null;
                            state: string | null;
                        };
                        bank_data: {
                            bank_code: string;
                            branch: string;
                            account_number: string;
                            /** @enum {unknown} */
                            account_type: "CHECKING" | "SAVINGS";
                            holder_name: string;
                            holder_tax_id: string;
                        } | null;
                        files: {
                            id: string;
                            /** @enum {unknown} */
                            kind: "REGULATOR_CERTIFICATE" | "PROOF_OF_ADDRESS" | "BANK_PROOF";
                            file_name: string;
                            /** @enum {unknown} */
                            content_type: "application/pdf" | "image/png" | "image/jpeg";
                            size: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        completed_steps: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files")[];
                        next_step: ("tax-registry" | "regulator-registry" | "address" | "bank-data" | "files") | null;
                        submitted_at: string | null;
                        decided_at: string | null;
                        decision_reason: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerCommissionRates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        min: number;
                        max: number;
                        default_rate: number;
                        items: {
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            rate: number | null;
                            /** @description What the checkout uses: the negotiated rate or the default. */
                            effective_rate: number;
                            /** @description 0 while no rate is recorded. */
                            version: number;
                            updated_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setBrokerCommissionRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    product: "D_AND_O" | "E_AND_O" | "CYBER";
                    /** @description A fraction of the net premium, four decimals at most (0.175 is 17.5%), from 0.05 to 0.3. */
                    rate: number;
                    /** @description The version the rate was loaded with (0 when none was recorded). */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        rate: number | null;
                        /** @description What the checkout uses: the negotiated rate or the default. */
                        effective_rate: number;
                        /** @description 0 while no rate is recorded. */
                        version: number;
                        updated_at: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOwnCommissionRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        min: number;
                        max: number;
                        default_rate: number;
                        items: {
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            rate: number | null;
                            /** @description What the checkout uses: the negotiated rate or the default. */
                            effective_rate: number;
                            /** @description 0 while no rate is recorded. */
                            version: number;
                            updated_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerKam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        photo_url: string | null;
                        email: string;
                        /** @description Digits with the country code, as wa.me takes them. */
                        whatsapp: string;
                        booking_url: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listKams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            photo_url: string | null;
                            email: string;
                            /** @description Digits with the country code, as wa.me takes them. */
                            whatsapp: string;
                            booking_url: string | null;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerKamAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kam_id: string | null;
                        /** @description Send it back on assignBrokerKam; a stale one is 409 STALE_VERSION. */
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    assignBrokerKam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kam_id: string | null;
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kam_id: string | null;
                        /** @description Send it back on assignBrokerKam; a stale one is 409 STALE_VERSION. */
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUnderwritingCases: {
        parameters: {
            query?: {
                status?: "REFERRED" | "DECIDED";
                product?: "D_AND_O" | "E_AND_O" | "CYBER";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            form_id: string;
                            account_id: string;
                            company: string;
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            /**
                             * @description The currency of the company’s country: its options’.
                             * @enum {unknown}
                             */
                            currency: "BRL" | "MXN" | "COP" | "USD";
                            status: string;
                            form_status: string;
                            /** @description The form version: send it back with a decision. */
                            version: number;
                            answers: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            decided_at: string | null;
                            /**
                             * Format: date-time
                             * @description The legal deadline to accept or refuse the proposal (25 days, Lei 15.040/2024)
                             */
                            deadline: string;
                            products: {
                                /** @enum {unknown} */
                                product: "D_AND_O" | "E_AND_O" | "CYBER";
                                decision: string;
                                reasons: string[];
                                reason_code: string | null;
                                reason: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUnderwritingCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        form_id: string;
                        account_id: string;
                        company: string;
                        /** @enum {unknown} */
                        country: "br" | "mx" | "co" | "us";
                        /**
                         * @description The currency of the company’s country: its options’.
                         * @enum {unknown}
                         */
                        currency: "BRL" | "MXN" | "COP" | "USD";
                        status: string;
                        form_status: string;
                        /** @description The form version: send it back with a decision. */
                        version: number;
                        answers: {
                            [key: string]: unknown;
                        };
                        /** Format: date-time */
                        created_at: string;
                        decided_at: string | null;
                        /**
                         * Format: date-time
                         * @description The legal deadline to accept or refuse the proposal (25 days, Lei 15.040/2024)
                         */
                        deadline: string;
                        definition_versions: {
                            [key: string]: number;
                        };
                        /** @description The account's tax id type: how its tax id answers are written */
                        tax_id_type: string;
                        products: {
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            decision: string;
                            reasons: string[];
                            reason_code: string | null;
                            reason: string | null;
                            insurer: string | null;
                            terms: {
                                coverages: ("DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION")[];
                                sublimits: {
                                    /** @enum {unknown} */
                                    coverage: "DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION";
                                    /** @description Share of the limit */
                                    share: number;
                                }[];
                                exclusions: ("WAR_AND_TERRORISM" | "PRIOR_KNOWN_CIRCUMSTANCES" | "INFRASTRUCTURE_FAILURE" | "FINES_NOT_INSURABLE" | "DISHONEST_ACTS" | "BODILY_INJURY" | "CONTRACTUAL_LIABILITY")[];
                                subjectivities: {
                                    /** @enum {unknown} */
                                    code: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                                    /** @enum {unknown} */
                                    due: "BEFORE_BINDING" | "AFTER_BINDING";
                                }[];
                                /** @enum {unknown} */
                                territorial_scope: "BRAZIL" | "WORLDWIDE_EXCEPT_US_CANADA" | "WORLDWIDE";
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                retroactive_date: string;
                                insurance_code: string;
                            } | null;
                            kept_retroactive_date: string | null;
                            suggested: {
                                limit: string;
                                retention: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                premium: string;
                                recommended: boolean;
                            }[];
                            options: {
                                id: string;
                                status: string;
                                insurer: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                coverage_limit: string;
                                retention: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                premium: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                fees: string;
                                currency: string;
                                recommended: boolean;
                                expires_at: string | null;
                            }[];
                        }[];
                        history: {
                            id: string;
                            product: string;
                            action: string;
                            by: string;
                            by_email: string;
                            /** Format: date-time */
                            at: string;
                            before: {
                                [key: string]: unknown;
                            };
                            after: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    publishQuoteOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                    /** @enum {unknown} */
                    product: "D_AND_O" | "E_AND_O" | "CYBER";
                    options: {
                        insurer: string;
                        /** @enum {unknown} */
                        limit: "L_1M" | "L_2M" | "L_3M" | "L_5M" | "L_10M";
                        /** @enum {unknown} */
                        retention: "R_NONE" | "R_25K" | "R_50K" | "R_100K" | "R_250K";
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        premium: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        fees?: string;
                        coverages?: ("DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION")[];
                        sublimits?: {
                            /** @enum {unknown} */
                            coverage: "DATA_BREACH_RESPONSE" | "BUSINESS_INTERRUPTION" | "CYBER_EXTORTION" | "THIRD_PARTY_PRIVACY_LIABILITY" | "REGULATORY_DEFENCE" | "DIRECTORS_PERSONAL_LIABILITY" | "COMPANY_REIMBURSEMENT" | "DEFENCE_COSTS" | "PROFESSIONAL_NEGLIGENCE" | "LOSS_OF_DOCUMENTS" | "DEFAMATION";
                            /** @description Share of the limit */
                            share: number;
                        }[];
                        exclusions?: ("WAR_AND_TERRORISM" | "PRIOR_KNOWN_CIRCUMSTANCES" | "INFRASTRUCTURE_FAILURE" | "FINES_NOT_INSURABLE" | "DISHONEST_ACTS" | "BODILY_INJURY" | "CONTRACTUAL_LIABILITY")[];
                        subjectivities?: {
                            /** @enum {unknown} */
                            code: "SIGNED_PROPOSAL_FORM" | "MFA_EVIDENCE" | "BACKUP_TEST_REPORT" | "FINANCIAL_STATEMENTS" | "CONTRACT_TEMPLATE" | "INCIDENT_RESPONSE_PLAN";
                            /** @enum {unknown} */
                            due: "BEFORE_BINDING" | "AFTER_BINDING";
                        }[];
                        retroactive_date?: string | null;
                        /** @enum {unknown} */
                        territorial_scope: "BRAZIL" | "WORLDWIDE_EXCEPT_US_CANADA" | "WORLDWIDE";
                        insurance_code?: string;
                        validity_days?: number;
                        recommended?: boolean;
                        charges?: {
                            /** @enum {unknown} */
                            code: "SURPLUS_LINES_TAX" | "STAMPING_FEE";
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        form_id: string;
                        status: string;
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    declineReferredProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                    /** @enum {unknown} */
                    product: "D_AND_O" | "E_AND_O" | "CYBER";
                    /** @enum {unknown} */
                    reason_code: "HIGH_RISK_ACTIVITY" | "NO_MFA_ON_EMAIL" | "GOING_CONCERN" | "ACTIVITY_NEEDS_REVIEW" | "PRIOR_INCIDENTS" | "PRIOR_CLAIMS" | "PRIOR_PROCEEDINGS" | "KNOWN_CIRCUMSTANCES" | "DECLINED_BEFORE" | "HIGH_LIMIT" | "NO_BACKUPS" | "HEALTH_DATA" | "US_EXPOSURE" | "PUBLIC_COMPANY" | "NO_WRITTEN_CONTRACTS" | "NO_RATES_FOR_COUNTRY";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        form_id: string;
                        status: string;
                        version: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getQuoteCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quote: {
                            id: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            insurer: string | null;
                            coverage_limit: string | null;
                            gross_premium: string | null;
                            retention: string | null;
                            currency: string;
                            /** @enum {unknown} */
                            country: "br" | "mx" | "co" | "us";
                            charges: {
                                code: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                            }[];
                            /** @enum {unknown} */
                            status: "SEARCHING" | "AVAILABLE" | "SELECTED" | "BEING_ISSUED" | "ISSUED" | "EXPIRED" | "WITHDRAWN";
                            expires_at: string | null;
                            requested_start_date: string | null;
                            renewal_start_date: string | null;
                        };
                        checkout: {
                            id: string;
                            quote_id: string;
                            account_id: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            /** @enum {unknown} */
                            status: "DRAFT" | "PENDING_SIGNATURE" | "SIGNED" | "ISSUED" | "REPLACED";
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            start_date: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            end_date: string;
                            /** @enum {unknown} */
                            signer_type: "LEGAL_REPRESENTATIVE" | "ATTORNEY";
                            signer_name: string;
                            signer_email: string;
                            admin_name: string;
                            admin_email: string;
                            instalments: number;
                            currency: string;
                            /** CheckoutSummary */
                            summary: {
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                gross_premium: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                interest: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                iof: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                tax: string;
                                taxes: {
                                    code: string;
                                    rate: number;
                                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                                    amount: string;
                                }[];
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                policy_fee: string;
                                charges: {
                                    code: string;
                                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                                    amount: string;
                                }[];
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                total_premium: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                instalment_amount: string;
                                with_interest: boolean;
                                instalments: {
                                    number: number;
                                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                                    amount: string;
                                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                                    iof: string;
                                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                                    tax: string;
                                }[];
                            };
                            broker: {
                                name: string;
                                commission_rate: number;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                commission: string;
                            } | null;
                            signature: {
                                /** @enum {unknown} */
                                status: "PENDING" | "SIGNED" | "VOIDED";
                                signer_email: string;
                                /** Format: date-time */
                                sent_at: string;
                                /** Format: date-time */
                                expires_at: string;
                                signed_at: string | null;
                            } | null;
                            policy: {
                                id: string;
                                policy_number: string;
                                status: string;
                            } | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                        broker: {
                            name: string;
                            commission_rate: number;
                        } | null;
                        may_edit: boolean;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    start_date: string;
                    /** @enum {unknown} */
                    signer_type: "LEGAL_REPRESENTATIVE" | "ATTORNEY";
                    signer_name: string;
                    signer_email: string;
                    admin_name: string;
                    admin_email: string;
                    instalments: number;
                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                    shown_total_premium?: string;
                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                    shown_instalment_amount?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        quote_id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        /** @enum {unknown} */
                        status: "DRAFT" | "PENDING_SIGNATURE" | "SIGNED" | "ISSUED" | "REPLACED";
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        end_date: string;
                        /** @enum {unknown} */
                        signer_type: "LEGAL_REPRESENTATIVE" | "ATTORNEY";
                        signer_name: string;
                        signer_email: string;
                        admin_name: string;
                        admin_email: string;
                        instalments: number;
                        currency: string;
                        /** CheckoutSummary */
                        summary: {
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            gross_premium: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            interest: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            iof: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            tax: string;
                            taxes: {
                                code: string;
                                rate: number;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                            }[];
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            policy_fee: string;
                            charges: {
                                code: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                            }[];
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            total_premium: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            instalment_amount: string;
                            with_interest: boolean;
                            instalments: {
                                number: number;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                iof: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                tax: string;
                            }[];
                        };
                        broker: {
                            name: string;
                            commission_rate: number;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            commission: string;
                        } | null;
                        signature: {
                            /** @enum {unknown} */
                            status: "PENDING" | "SIGNED" | "VOIDED";
                            signer_email: string;
                            /** Format: date-time */
                            sent_at: string;
                            /** Format: date-time */
                            expires_at: string;
                            signed_at: string | null;
                        } | null;
                        policy: {
                            id: string;
                            policy_number: string;
                            status: string;
                        } | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    start_date: string;
                    /** @enum {unknown} */
                    signer_type: "LEGAL_REPRESENTATIVE" | "ATTORNEY";
                    signer_name: string;
                    signer_email: string;
                    admin_name: string;
                    admin_email: string;
                    instalments: number;
                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                    shown_total_premium?: string;
                    /** @description Decimal amount as a string, e.g. "1500000.00" */
                    shown_instalment_amount?: string;
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        quote_id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        /** @enum {unknown} */
                        status: "DRAFT" | "PENDING_SIGNATURE" | "SIGNED" | "ISSUED" | "REPLACED";
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        end_date: string;
                        /** @enum {unknown} */
                        signer_type: "LEGAL_REPRESENTATIVE" | "ATTORNEY";
                        signer_name: string;
                        signer_email: string;
                        admin_name: string;
                        admin_email: string;
                        instalments: number;
                        currency: string;
                        /** CheckoutSummary */
                        summary: {
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            gross_premium: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            interest: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            iof: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            tax: string;
                            taxes: {
                                code: string;
                                rate: number;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                            }[];
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            policy_fee: string;
                            charges: {
                                code: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                            }[];
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            total_premium: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            instalment_amount: string;
                            with_interest: boolean;
                            instalments: {
                                number: number;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                iof: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                tax: string;
                            }[];
                        };
                        broker: {
                            name: string;
                            commission_rate: number;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            commission: string;
                        } | null;
                        signature: {
                            /** @enum {unknown} */
                            status: "PENDING" | "SIGNED" | "VOIDED";
                            signer_email: string;
                            /** Format: date-time */
                            sent_at: string;
                            /** Format: date-time */
                            expires_at: string;
                            signed_at: string | null;
                        } | null;
                        policy: {
                            id: string;
                            policy_number: string;
                            status: string;
                        } | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendCheckoutForSignature: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write safe to retry (on another instance too): the same key again answers the first result instead of writing twice. Keys are per user. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        quote_id: string;
                        account_id: string;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        /** @enum {unknown} */
                        status: "DRAFT" | "PENDING_SIGNATURE" | "SIGNED" | "ISSUED" | "REPLACED";
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        end_date: string;
                        /** @enum {unknown} */
                        signer_type: "LEGAL_REPRESENTATIVE" | "ATTORNEY";
                        signer_name: string;
                        signer_email: string;
                        admin_name: string;
                        admin_email: string;
                        instalments: number;
                        currency: string;
                        /** CheckoutSummary */
                        summary: {
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            gross_premium: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            interest: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            iof: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            tax: string;
                            taxes: {
                                code: string;
                                rate: number;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                            }[];
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            policy_fee: string;
                            charges: {
                                code: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                            }[];
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            total_premium: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            instalment_amount: string;
                            with_interest: boolean;
                            instalments: {
                                number: number;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                amount: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                iof: string;
                                /** @description Decimal amount as a string, e.g. "1500000.00" */
                                tax: string;
                            }[];
                        };
                        broker: {
                            name: string;
                            commission_rate: number;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            commission: string;
                        } | null;
                        signature: {
                            /** @enum {unknown} */
                            status: "PENDING" | "SIGNED" | "VOIDED";
                            signer_email: string;
                            /** Format: date-time */
                            sent_at: string;
                            /** Format: date-time */
                            expires_at: string;
                            signed_at: string | null;
                        } | null;
                        policy: {
                            id: string;
                            policy_number: string;
                            status: string;
                        } | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadSignedProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSignatureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the mailed signing link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "PENDING" | "SIGNED";
                        /** @enum {unknown} */
                        language: "pt" | "en" | "es";
                        signer_name: string;
                        signer_email: string;
                        company: string;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        insurer: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        coverage_limit: string;
                        retention: string | null;
                        currency: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        end_date: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        gross_premium: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        interest: string;
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        iof: string;
                        taxes: {
                            code: string;
                            rate: number;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                        }[];
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        policy_fee: string;
                        charges: {
                            code: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                        }[];
                        /** @description Decimal amount as a string, e.g. "1500000.00" */
                        total_premium: string;
                        instalments: {
                            number: number;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            amount: string;
                        }[];
                        broker: {
                            name: string;
                            /** @description Decimal amount as a string, e.g. "1500000.00" */
                            commission: string;
                        } | null;
                        proposal_sha256: string;
                        /** Format: date-time */
                        expires_at: string;
                        code_expires_at: string | null;
                        signed_at: string | null;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadSignatureDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the mailed signing link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendSignatureCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the mailed signing link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        code_expires_at: string;
                        codes_left: number;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the mailed signing link. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The six-digit code mailed to the signatory. */
                    code: string;
                    /** @description The signatory’s full name, typed. */
                    name: string;
                    /**
                     * @description The signatory agrees to sign electronically.
                     * @enum {boolean}
                     */
                    consent: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "SIGNED";
                        /** Format: date-time */
                        signed_at: string;
                        document_sha256: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listHomeTasks: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {unknown} */
                            kind: "QUOTE_TO_CHOOSE" | "SIGNATURE_PENDING" | "INVOICE_DUE" | "RENEWAL_COMING" | "CLAIM_INFORMATION";
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            account_id: string;
                            company_name: string;
                            product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                            due_on: string | null;
                            late: boolean;
                            reference: string | null;
                            amount: string | null;
                            currency: string | null;
                            quote_id: string | null;
                            application_form_id: string | null;
                            policy_id: string | null;
                            options: number | null;
                            signatories: {
                                name: string;
                                email: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBrokerHomeTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {unknown} */
                            kind: "QUOTE_TO_CHOOSE" | "SIGNATURE_PENDING" | "INVOICE_DUE" | "RENEWAL_COMING" | "CLAIM_INFORMATION";
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            account_id: string;
                            company_name: string;
                            product: ("D_AND_O" | "E_AND_O" | "CYBER") | null;
                            due_on: string | null;
                            late: boolean;
                            reference: string | null;
                            amount: string | null;
                            currency: string | null;
                            quote_id: string | null;
                            application_form_id: string | null;
                            policy_id: string | null;
                            options: number | null;
                            signatories: {
                                name: string;
                                email: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOperationsHomeQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {unknown} */
                            queue: "broker-approvals" | "underwriting" | "claims" | "cyber" | "payments" | "broker-statements";
                            count: number;
                            late: number;
                            due_on: string | null;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBrokerEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        today: string;
                        totals: {
                            /**
                             * @description ISO 4217: the policy’s currency.
                             * @enum {unknown}
                             */
                            currency: "BRL" | "MXN" | "COP" | "USD";
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            expected: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            paid: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            outstanding: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            overdue: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            clawback: string;
                        }[];
                        months: {
                            /** @description YYYY-MM */
                            month: string;
                            /**
                             * @description ISO 4217: the policy’s currency.
                             * @enum {unknown}
                             */
                            currency: "BRL" | "MXN" | "COP" | "USD";
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            expected: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            paid: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            outstanding: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            overdue: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            clawback: string;
                        }[];
                        policies: {
                            /** Format: uuid */
                            policy_id: string;
                            policy_number: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            /**
                             * @description ISO 4217: the policy’s currency.
                             * @enum {unknown}
                             */
                            currency: "BRL" | "MXN" | "COP" | "USD";
                            lines: {
                                key: string;
                                /** @enum {unknown} */
                                kind: "COMMISSION" | "CLAWBACK";
                                instalment: number | null;
                                month: string | null;
                                /**
                                 * @description ISO 4217: the policy’s currency.
                                 * @enum {unknown}
                                 */
                                currency: "BRL" | "MXN" | "COP" | "USD";
                                /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                                amount: string;
                                due_on: string | null;
                                /** @enum {unknown} */
                                status: "AWAITING_PREMIUM" | "EXPECTED" | "OVERDUE" | "PAID" | "CANCELLED";
                            }[];
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOwnCommissionStatements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            broker_id: string;
                            broker_name: string;
                            /** @description YYYY-MM */
                            period: string;
                            /** @description 1 for the month’s statement, 2 and more for its corrections. */
                            sequence: number;
                            currency: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            amount: string;
                            lines: {
                                key: string;
                                /** @enum {unknown} */
                                kind: "COMMISSION" | "CLAWBACK";
                                policy_number: string;
                                /** @enum {unknown} */
                                product: "D_AND_O" | "E_AND_O" | "CYBER";
                                instalment: number | null;
                                /** @description YYYY-MM */
                                month: string;
                                /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                                amount: string;
                            }[];
                            /** @enum {unknown} */
                            note_status: "PENDING" | "WAITING_APPROVAL" | "APPROVED" | "NEEDS_ACTION";
                            note_reason: string | null;
                            note: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {unknown} */
                                format: "XML" | "PDF";
                                file_name: string;
                                number: string | null;
                                amount: string | null;
                                issuer_tax_id: string | null;
                                /** Format: date-time */
                                sent_at: string;
                            } | null;
                            paid_at: string | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendFiscalNote: {
        parameters: {
            query: {
                file_name: string;
                /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                version: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        broker_id: string;
                        broker_name: string;
                        /** @description YYYY-MM */
                        period: string;
                        /** @description 1 for the month’s statement, 2 and more for its corrections. */
                        sequence: number;
                        currency: string;
                        /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                        amount: string;
                        lines: {
                            key: string;
                            /** @enum {unknown} */
                            kind: "COMMISSION" | "CLAWBACK";
                            policy_number: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            instalment: number | null;
                            /** @description YYYY-MM */
                            month: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            amount: string;
                        }[];
                        /** @enum {unknown} */
                        note_status: "PENDING" | "WAITING_APPROVAL" | "APPROVED" | "NEEDS_ACTION";
                        note_reason: string | null;
                        note: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            format: "XML" | "PDF";
                            file_name: string;
                            number: string | null;
                            amount: string | null;
                            issuer_tax_id: string | null;
                            /** Format: date-time */
                            sent_at: string;
                        } | null;
                        paid_at: string | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCommissionStatements: {
        parameters: {
            query?: {
                note_status?: "PENDING" | "WAITING_APPROVAL" | "APPROVED" | "NEEDS_ACTION";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            broker_id: string;
                            broker_name: string;
                            /** @description YYYY-MM */
                            period: string;
                            /** @description 1 for the month’s statement, 2 and more for its corrections. */
                            sequence: number;
                            currency: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            amount: string;
                            lines: {
                                key: string;
                                /** @enum {unknown} */
                                kind: "COMMISSION" | "CLAWBACK";
                                policy_number: string;
                                /** @enum {unknown} */
                                product: "D_AND_O" | "E_AND_O" | "CYBER";
                                instalment: number | null;
                                /** @description YYYY-MM */
                                month: string;
                                /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                                amount: string;
                            }[];
                            /** @enum {unknown} */
                            note_status: "PENDING" | "WAITING_APPROVAL" | "APPROVED" | "NEEDS_ACTION";
                            note_reason: string | null;
                            note: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {unknown} */
                                format: "XML" | "PDF";
                                file_name: string;
                                number: string | null;
                                amount: string | null;
                                issuer_tax_id: string | null;
                                /** Format: date-time */
                                sent_at: string;
                            } | null;
                            paid_at: string | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    issueCommissionStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    broker_id: string;
                    /** @description YYYY-MM */
                    period: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            broker_id: string;
                            broker_name: string;
                            /** @description YYYY-MM */
                            period: string;
                            /** @description 1 for the month’s statement, 2 and more for its corrections. */
                            sequence: number;
                            currency: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            amount: string;
                            lines: {
                                key: string;
                                /** @enum {unknown} */
                                kind: "COMMISSION" | "CLAWBACK";
                                policy_number: string;
                                /** @enum {unknown} */
                                product: "D_AND_O" | "E_AND_O" | "CYBER";
                                instalment: number | null;
                                /** @description YYYY-MM */
                                month: string;
                                /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                                amount: string;
                            }[];
                            /** @enum {unknown} */
                            note_status: "PENDING" | "WAITING_APPROVAL" | "APPROVED" | "NEEDS_ACTION";
                            note_reason: string | null;
                            note: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {unknown} */
                                format: "XML" | "PDF";
                                file_name: string;
                                number: string | null;
                                amount: string | null;
                                issuer_tax_id: string | null;
                                /** Format: date-time */
                                sent_at: string;
                            } | null;
                            paid_at: string | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    decideFiscalNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    decision: "APPROVE" | "ASK_ACTION";
                    reason?: string;
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        broker_id: string;
                        broker_name: string;
                        /** @description YYYY-MM */
                        period: string;
                        /** @description 1 for the month’s statement, 2 and more for its corrections. */
                        sequence: number;
                        currency: string;
                        /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                        amount: string;
                        lines: {
                            key: string;
                            /** @enum {unknown} */
                            kind: "COMMISSION" | "CLAWBACK";
                            policy_number: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            instalment: number | null;
                            /** @description YYYY-MM */
                            month: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            amount: string;
                        }[];
                        /** @enum {unknown} */
                        note_status: "PENDING" | "WAITING_APPROVAL" | "APPROVED" | "NEEDS_ACTION";
                        note_reason: string | null;
                        note: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            format: "XML" | "PDF";
                            file_name: string;
                            number: string | null;
                            amount: string | null;
                            issuer_tax_id: string | null;
                            /** Format: date-time */
                            sent_at: string;
                        } | null;
                        paid_at: string | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    payCommissionStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The version the client loaded; a stale one is refused with 409 STALE_VERSION. */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        broker_id: string;
                        broker_name: string;
                        /** @description YYYY-MM */
                        period: string;
                        /** @description 1 for the month’s statement, 2 and more for its corrections. */
                        sequence: number;
                        currency: string;
                        /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                        amount: string;
                        lines: {
                            key: string;
                            /** @enum {unknown} */
                            kind: "COMMISSION" | "CLAWBACK";
                            policy_number: string;
                            /** @enum {unknown} */
                            product: "D_AND_O" | "E_AND_O" | "CYBER";
                            instalment: number | null;
                            /** @description YYYY-MM */
                            month: string;
                            /** @description An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback). */
                            amount: string;
                        }[];
                        /** @enum {unknown} */
                        note_status: "PENDING" | "WAITING_APPROVAL" | "APPROVED" | "NEEDS_ACTION";
                        note_reason: string | null;
                        note: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            format: "XML" | "PDF";
                            file_name: string;
                            number: string | null;
                            amount: string | null;
                            issuer_tax_id: string | null;
                            /** Format: date-time */
                            sent_at: string;
                        } | null;
                        paid_at: string | null;
                        version: number;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadFiscalNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPolicyRenewal: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy_id: string;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        policy_number: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        expiry_date: string;
                        /** @enum {unknown} */
                        state: "NOT_DUE" | "OPEN" | "IN_PROGRESS" | "RENEWED" | "LAPSED";
                        /** @description Negative once the policy ended */
                        days_to_expiry: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        opens_on: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                        retroactive_date: string | null;
                        form_id: string | null;
                        form_status: ("INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY") | null;
                        notices: {
                            /** @description One of 90, 60, 30 */
                            days_before: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            sent_on: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startPolicyRenewal: {
        parameters: {
            query?: never;
            header?: {
                /** @description One of the caller’s accounts; default their first. */
                "x-account-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Close a questionnaire in progress (after the person confirmed it) */
                    replace?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy_id: string;
                        /** @enum {unknown} */
                        product: "D_AND_O" | "E_AND_O" | "CYBER";
                        policy_number: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        expiry_date: string;
                        /** @enum {unknown} */
                        state: "NOT_DUE" | "OPEN" | "IN_PROGRESS" | "RENEWED" | "LAPSED";
                        /** @description Negative once the policy ended */
                        days_to_expiry: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        opens_on: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                        retroactive_date: string | null;
                        form_id: string | null;
                        form_status: ("INITIAL" | "IPAF_IN_PROGRESS" | "PENDING_REVIEW" | "EXPIRED" | "IPAF_EXPIRED" | "QUOTING" | "QUOTE_READY" | "REJECTED" | "APPROVED" | "CLOSED" | "CURRENT_POLICY" | "CURRENT_QUOTING" | "BEING_QUOTED" | "CURRENT_POLICY_ANOTHER_BROKER" | "EMPTY") | null;
                        notices: {
                            /** @description One of 90, 60, 30 */
                            days_before: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            sent_on: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDevMailbox: {
        parameters: {
            query?: {
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            to: string;
                            template: string;
                            locale: string;
                            subject: string;
                            body: string;
                            link: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Every failure: a catalogue code (translate it), a developer message, and per-field details for validation failures. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
