import type { RemoteRegistry } from '@platform/remote-contract';
import { mountPublicPage } from '../start-public-page';
import { PublicCertificatePage, type PublicCertificateData } from './public-certificate';

/** `/public/policy?c=`, drawn by the boot code (one chunk of its own: the signing page is not loaded). */
export const startPage = (
  code: string,
  registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>,
  early: Promise<Response | null>,
) =>
  mountPublicPage<PublicCertificateData>(registry, code ? early : null, (apiBaseUrl, firstRead) => (
    <PublicCertificatePage code={code} apiBaseUrl={apiBaseUrl} firstRead={firstRead} />
  ));
