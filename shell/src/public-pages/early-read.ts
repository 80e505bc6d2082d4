import type { RemoteRegistry } from '@platform/remote-contract';
import type { PublicPage } from './public-page-path';

/** The one read a public page needs before it can show anything: the certificate, or the signing request. */
export function publicReadAddress(page: PublicPage, apiBaseUrl: string): string | null {
  if (page.kind === 'certificate')
    return page.code ? `${apiBaseUrl}/v3/public/certificates/${encodeURIComponent(page.code)}` : null;
  return page.token ? `${apiBaseUrl}/v3/signatures/${encodeURIComponent(page.token)}` : null;
}

/** The API's address: the registry's, else this origin (as the slim sign-in page). */
export const apiBaseOf = async (registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>) =>
  (await registry.catch(() => ({ apiBaseUrl: undefined }))).apiBaseUrl ?? window.location.origin;

/**
 * Starts the page's read from the boot code, at once, beside the download of the page's code (its
 * data is the page's largest part): the page takes the answer over when it renders. Nothing to read
 * without a code or token.
 */
export async function startPublicRead(
  page: PublicPage,
  registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>,
): Promise<Response | null> {
  const address = publicReadAddress(page, await apiBaseOf(registry));
  return address ? fetch(address) : null;
}
