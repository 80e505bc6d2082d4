// What the API answers about a policy's wording, its certificates and its statement.
import { Type } from 'typebox';
import {
  LANGUAGES,
  POLICY_STATUSES,
  PRODUCTS,
  QUOTE_COVERAGES,
  QUOTE_EXCLUSIONS,
  QUOTE_SUBJECTIVITY_CODES,
  SUBJECTIVITY_DUE_POINTS,
  TERRITORIAL_SCOPES,
} from '@platform/domain';
import { IsoDate, IsoDateTime, Money, Nullable, Uuid, Version } from '../../lib/schemas';

/** The terms the policy was bound on: its quote option's, as the customer selected and signed it. */
export const PolicyTerms = Type.Object(
  {
    coverages: Type.Array(Type.Enum([...QUOTE_COVERAGES])),
    sublimits: Type.Array(
      Type.Object({ coverage: Type.Enum([...QUOTE_COVERAGES]), share: Type.Number(), amount: Nullable(Money) }),
    ),
    exclusions: Type.Array(Type.Enum([...QUOTE_EXCLUSIONS])),
    subjectivities: Type.Array(
      Type.Object({ code: Type.Enum([...QUOTE_SUBJECTIVITY_CODES]), due: Type.Enum([...SUBJECTIVITY_DUE_POINTS]) }),
    ),
    territorial_scope: Nullable(Type.Enum([...TERRITORIAL_SCOPES])),
    retroactive_date: Nullable(IsoDate),
    insurance_code: Nullable(Type.String()),
  },
  { title: 'PolicyTerms' },
);

export const PolicyWording = Type.Object(
  {
    id: Type.String(),
    policy_number: Type.String(),
    product: Type.Enum([...PRODUCTS]),
    status: Type.Enum([...POLICY_STATUSES]),
    insurer: Type.String(),
    insured_name: Type.String(),
    effective_date: IsoDate,
    expiry_date: IsoDate,
    coverage_limit: Money,
    currency: Type.String(),
    retention: Nullable(Type.String()),
    /** Null for a policy recorded without a quote (before issue 12): its wording is the insurer's paper. */
    terms: Nullable(PolicyTerms),
    /** The proposal the legal signatory signed (download: downloadSignedProposal with checkout_id). */
    signed_proposal: Nullable(
      Type.Object({
        checkout_id: Type.String(),
        signed_at: IsoDateTime,
        signed_name: Type.String(),
        document_sha256: Type.String(),
      }),
    ),
  },
  { title: 'PolicyWording' },
);

export const CERTIFICATE_STATUSES = ['VALID', 'REVOKED'] as const;

export const PolicyCertificate = Type.Object(
  {
    id: Type.String(),
    policy_id: Type.String(),
    holder_name: Type.String(),
    status: Type.Enum([...CERTIFICATE_STATUSES]),
    /** The public address (public/policy?c=...): anyone with it reads the certificate. */
    public_url: Type.String(),
    created_at: IsoDateTime,
    revoked_at: Nullable(IsoDateTime),
    version: Type.Integer({ description: 'Send it back to revoke; a stale one is refused with 409.' }),
  },
  { title: 'PolicyCertificate' },
);

export const CreateCertificateBody = Type.Object(
  { holder_name: Type.String({ minLength: 1, maxLength: 200 }) },
  { title: 'CreateCertificateBody' },
);

export const RevokeCertificateBody = Type.Object({ version: Version }, { title: 'RevokeCertificateBody' });

export const CertificateParams = Type.Object({ id: Uuid, certificateId: Uuid });

/** A public code: 22 base64url characters (128 bits); anything else is simply unknown. */
export const CodeParams = Type.Object({ code: Type.String({ maxLength: 64 }) });

export const LanguageQuery = Type.Object({ language: Type.Optional(Type.Enum([...LANGUAGES])) });

/** What the public page shows: a revoked certificate says only that. */
export const PublicCertificate = Type.Object(
  {
    status: Type.Enum([...CERTIFICATE_STATUSES]),
    revoked_at: Nullable(IsoDateTime),
    certificate: Nullable(
      Type.Object({
        holder_name: Type.String(),
        issued_at: IsoDateTime,
        insured_name: Type.String(),
        tax_id: Type.String({ description: 'Formatted as its country writes it' }),
        tax_id_type: Type.String(),
        country: Type.String(),
        insurer: Type.String(),
        broker: Nullable(Type.String()),
        policy_number: Type.String(),
        product: Type.Enum([...PRODUCTS]),
        effective_date: IsoDate,
        expiry_date: IsoDate,
        coverage_limit: Money,
        currency: Type.String(),
        retention: Nullable(Type.String()),
        claims_made: Type.Boolean(),
        retroactive_date: Nullable(IsoDate),
        /** Computed now, from the calendar and the first payment: not a stored flag. */
        in_force: Type.Boolean(),
        checked_on: IsoDate,
        /** The QR code of the public address, as a PNG data URL. */
        qr_code: Type.String(),
      }),
    ),
  },
  { title: 'PublicCertificate' },
);

export const StatementBody = Type.Object(
  {
    emails: Type.String({ maxLength: 2000, description: 'Several e-mails separated by commas' }),
    language: Type.Optional(Type.Enum([...LANGUAGES])),
  },
  { title: 'StatementBody' },
);

export const StatementSent = Type.Object({ recipients: Type.Array(Type.String()) }, { title: 'StatementSent' });
