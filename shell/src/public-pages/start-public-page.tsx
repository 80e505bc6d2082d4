import { createRoot } from 'react-dom/client';
import type { RemoteRegistry } from '@platform/remote-contract';
import '@platform/ui/src/ui.css';
import '../app/shell.css';
import { answerOf } from './call-api';
import { PublicCertificatePage, type PublicCertificateData } from './certificate/public-certificate';
import { apiBaseOf } from './early-read';
import type { PublicPage } from './public-page-path';
import { PublicSignaturePage } from './signature/public-signature';
import type { SignatureRequest } from './signature/signature-lines';

/**
 * Draws a public page into the shell's root with React alone (no router, no remote, no kit),
 * handing it the read the boot code started (`early`), if any.
 */
export async function startPublicPage(
  page: PublicPage,
  registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>,
  early: Promise<Response | null>,
) {
  const apiBaseUrl = await apiBaseOf(registry);
  const firstRead = <T,>() => {
    if (!(page.kind === 'certificate' ? page.code : page.token)) return undefined;
    const answer = answerOf<T>(early.then((response) => response ?? Promise.reject(new TypeError('no read'))));
    // Handled by the page; this keeps an early refusal from being reported as unhandled meanwhile.
    answer.catch(() => undefined);
    return answer;
  };
  const root = createRoot(document.getElementById('root')!);
  if (page.kind === 'certificate')
    root.render(
      <PublicCertificatePage code={page.code} apiBaseUrl={apiBaseUrl} firstRead={firstRead<PublicCertificateData>()} />,
    );
  else
    root.render(
      <PublicSignaturePage token={page.token} apiBaseUrl={apiBaseUrl} firstRead={firstRead<SignatureRequest>()} />,
    );
}
