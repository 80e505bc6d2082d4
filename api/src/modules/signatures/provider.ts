// Who collects the legal signatory's signature. The built-in provider mails a link to our own
// signing page (public/signature?token=), which sends a one-time code and records the evidence. A
// commercial service (Clicksign, DocuSign, D4Sign...) implements the same interface: `send` hands it
// the proposal and the signatory and returns its envelope id (kept as provider_reference); its
// completion webhook then calls `completeSignature` with that id. Chosen by SIGNATURE_PROVIDER
// (docs/checkout.md); an unknown name stops the API at start-up rather than failing at checkout.
import type { Language } from '@platform/domain';
import type { Db } from '../../db/connection';
import { queueMail } from '../../lib/mail/outbox';
import { SIGNATURE_REQUEST_MAIL } from './signature-mail';

export interface OutgoingSignature {
  requestId: string;
  /** The raw token of the signing link (built-in provider only; never stored). */
  token: string;
  signerName: string;
  signerEmail: string;
  language: Language;
  company: string;
  product: string;
  sender: string;
  expiresAt: Date;
  proposal: Uint8Array;
  publicUrl: string;
}

export interface SignatureProvider {
  readonly name: string;
  /** Hands the proposal to the signatory, inside the caller's transaction; returns the provider's reference. */
  send(db: Db, request: OutgoingSignature): Promise<{ reference: string | null }>;
}

/** Our own signing page: the mailed link, a one-time code by e-mail, consent and the typed name. */
export const builtinProvider: SignatureProvider = {
  name: 'builtin',
  async send(db, request) {
    await queueMail(db, {
      to: request.signerEmail,
      template: 'signature-request',
      language: request.language,
      content: SIGNATURE_REQUEST_MAIL,
      vars: {
        name: request.signerName,
        sender: request.sender,
        company: request.company,
        product: request.product,
        expires: request.expiresAt.toISOString().slice(0, 10),
      },
      link: `${request.publicUrl}/public/signature?token=${encodeURIComponent(request.token)}`,
    });
    return { reference: null };
  },
};

const PROVIDERS: Record<string, SignatureProvider> = { [builtinProvider.name]: builtinProvider };

/** The provider SIGNATURE_PROVIDER names; throws for one this build does not have. */
export function signatureProvider(name: string): SignatureProvider {
  const provider = PROVIDERS[name];
  if (!provider)
    throw new Error(
      `SIGNATURE_PROVIDER=${name} is not a signature provider of this build (${Object.keys(PROVIDERS).join(', ')})`,
    );
  return provider;
}
