// E-signature by the legal signatory (docs/checkout.md): the public signing routes, and what the
// checkouts module uses to send a checkout for signature and to void a signature.
export { default } from './routes';
export { builtinProvider as builtinSignatureProvider, signatureProvider, type SignatureProvider } from './provider';
export { latestSignature, requestSignature, voidSignatures, type SignatureRow } from './signature-requests';
