// E-signature by the legal signatory (docs/checkout.md): the public signing routes, and what the
// checkouts module uses to send a checkout for signature and to void a signature.
export { default } from './routes';
export { builtinProvider as builtinSignatureProvider, signatureProvider, type SignatureProvider } from './provider';
export { latestSignature, requestSignature, voidSignatures, type SignatureRow } from './signature-requests';
// The signed proposal as issuance stores it: the demo seed makes one for a demo policy.
export { proposalDataOf } from './proposal-data';
export { sha256, signedPdf, proposalPdf } from './proposal-document';
