/** The public pages the shell's boot code draws itself (no account, opened cold from a link). */
export type PublicPage = { kind: 'certificate'; code: string } | { kind: 'signature'; token: string };

/**
 * The public page at `location`: the certificate (`/public/policy?c=`, a certificate's QR code) or
 * the signing page (`/public/signature?token=`, the signatory's mail); null for any other page. A
 * missing code or token is still the page (it says the link matches nothing).
 */
export function publicPageOf(location: Pick<Location, 'pathname' | 'search'>): PublicPage | null {
  const params = new URLSearchParams(location.search);
  if (location.pathname === '/public/policy') return { kind: 'certificate', code: params.get('c') ?? '' };
  if (location.pathname === '/public/signature') return { kind: 'signature', token: params.get('token') ?? '' };
  return null;
}
