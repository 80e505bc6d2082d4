// What the public signing page sends and reads.
import { Type } from 'typebox';
import { LANGUAGES, PRODUCTS } from '@platform/domain';
import { IsoDate, IsoDateTime, Money, Nullable } from '../../lib/schemas';

export const TokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'The token of the mailed signing link.' }),
});

export const SignatureRequestView = Type.Object(
  {
    status: Type.Enum(['PENDING', 'SIGNED']),
    language: Type.Enum([...LANGUAGES]),
    signer_name: Type.String(),
    signer_email: Type.String(),
    company: Type.String(),
    product: Type.Enum([...PRODUCTS]),
    insurer: Type.String(),
    coverage_limit: Money,
    retention: Nullable(Type.String()),
    currency: Type.String(),
    start_date: IsoDate,
    end_date: IsoDate,
    gross_premium: Money,
    interest: Money,
    // Brazil's IOF ("0.00" elsewhere); `taxes` are the country's premium taxes (IOF, IVA) with their rates.
    iof: Money,
    taxes: Type.Array(Type.Object({ code: Type.String(), rate: Type.Number(), amount: Money })),
    policy_fee: Money,
    charges: Type.Array(Type.Object({ code: Type.String(), amount: Money })),
    total_premium: Money,
    instalments: Type.Array(Type.Object({ number: Type.Integer(), amount: Money })),
    broker: Nullable(Type.Object({ name: Type.String(), commission: Money })),
    proposal_sha256: Type.String(),
    expires_at: IsoDateTime,
    code_expires_at: Nullable(IsoDateTime),
    signed_at: Nullable(IsoDateTime),
  },
  { title: 'SignatureRequest' },
);

export const SignatureCodeSent = Type.Object(
  { code_expires_at: IsoDateTime, codes_left: Type.Integer() },
  { title: 'SignatureCodeSent' },
);

export const SignProposal = Type.Object(
  {
    code: Type.String({ pattern: '^\\s*\\d{6}\\s*$', description: 'The six-digit code mailed to the signatory.' }),
    name: Type.String({ minLength: 1, maxLength: 200, description: 'The signatory’s full name, typed.' }),
    consent: Type.Literal(true, { description: 'The signatory agrees to sign electronically.' }),
  },
  { title: 'SignProposal', additionalProperties: false },
);

export const SignedProposal = Type.Object(
  { status: Type.Literal('SIGNED'), signed_at: IsoDateTime, document_sha256: Type.String() },
  { title: 'SignedProposal' },
);
