import type { RemoteRegistry } from '@platform/remote-contract';
import { mountPublicPage } from '../start-public-page';
import { PublicSignaturePage } from './public-signature';
import type { SignatureRequest } from './signature-lines';

/** `/public/signature?token=`, drawn by the boot code (one chunk of its own: the certificate is not loaded). */
export const startPage = (
  token: string,
  registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>,
  early: Promise<Response | null>,
) =>
  mountPublicPage<SignatureRequest>(registry, token ? early : null, (apiBaseUrl, firstRead) => (
    <PublicSignaturePage token={token} apiBaseUrl={apiBaseUrl} firstRead={firstRead} />
  ));
