import type { RemoteRegistry } from '@platform/remote-contract';
import { publicPageOf, type PublicPage } from './public-page-path';

/** The one read a public page needs before it can show anything: the certificate, or the signing request. */
export function publicReadAddress(page: PublicPage, apiBaseUrl: string): string | null {
  if (page.kind === 'certificate')
    return page.code ? `${apiBaseUrl}/v3/public/certificates/${encodeURIComponent(page.code)}` : null;
  return page.token ? `${apiBaseUrl}/v3/signatures/${encodeURIComponent(page.token)}` : null;
}

/** The API's address: the registry's, else this origin (as the slim sign-in page). */
export const apiBaseOf = async (registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>) =>
  (await registry.catch(() => ({ apiBaseUrl: undefined }))).apiBaseUrl ?? window.location.origin;

/** The read the HTML's first paint started, under this name on `window` until the boot code takes it. */
const PAINT_READ = '__platformPublicRead';
type PaintRead = {
  address: string;
  response: Promise<Response>;
  /** What the first paint draws from the answer (the signing page's heading), once drawn. */
  drawn?: Promise<unknown>;
};

/**
 * Starts the page's read from the HTML's inline script (first-paint-entry.ts), while the page is
 * still being parsed: the signing page's heading names the company, so its largest text waits on
 * this answer, not only on React. At this origin (the registry, which may name another API, is not
 * read yet); the boot code takes it over only if the registry's API is this origin.
 */
export function startReadAtPaint(location: Pick<Location, 'pathname' | 'search' | 'origin'>) {
  const page = publicPageOf(location);
  const address = page && publicReadAddress(page, location.origin);
  if (!address) return null;
  const response = fetch(address);
  // Taken over by the boot code; meanwhile a failure is not reported as unhandled.
  response.catch(() => undefined);
  const started: PaintRead = { address, response };
  (window as unknown as Record<string, PaintRead>)[PAINT_READ] = started;
  return { page, started };
}

/**
 * Settles once what the first paint draws from its read is on the page (at once if it draws
 * nothing): the signing page's code is fetched after it, so that the heading, its largest text,
 * waits on the answer alone and not on the scripts too ("Paint, then load", as above).
 */
export function paintReadDrawn(): Promise<void> {
  const started = (window as unknown as Record<string, PaintRead | undefined>)[PAINT_READ];
  return Promise.resolve(started?.drawn).then(
    () => undefined,
    () => undefined,
  );
}

/** The first paint's read of `address`, once (a second page start reads again). */
function takePaintRead(address: string): Promise<Response> | null {
  const store = window as unknown as Record<string, PaintRead | undefined>;
  const started = store[PAINT_READ];
  delete store[PAINT_READ];
  return started?.address === address ? started.response : null;
}

/**
 * The page's read, handed to the page when it renders: the one the first paint started, else one
 * started now, at once, beside the download of the page's code (its data is the page's largest
 * part). Nothing to read without a code or token.
 */
export async function startPublicRead(
  page: PublicPage,
  registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>,
): Promise<Response | null> {
  const address = publicReadAddress(page, await apiBaseOf(registry));
  return address ? (takePaintRead(address) ?? fetch(address)) : null;
}
