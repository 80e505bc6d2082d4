/**
 * The interaction of the sign-in interaction page (`/auth/login?interaction=...`), which the boot
 * code draws with the slim sign-in page instead of starting the full shell; null for any other page.
 */
export function slimSignInInteraction(location: Pick<Location, 'pathname' | 'search'>): string | null {
  if (location.pathname !== '/auth/login') return null;
  return new URLSearchParams(location.search).get('interaction') || null;
}
