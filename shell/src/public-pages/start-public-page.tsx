import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteRegistry } from '@platform/remote-contract';
import '@platform/ui/src/ui.css';
import '../app/shell.css';
import { answerOf } from '../boot/call-api';
import { startErrorTexts } from '../boot/slim-error-texts';
import { apiBaseOf } from './early-read';

/**
 * Draws a public page into the shell's root with React alone (no router, no remote, no kit),
 * handing it the read the boot code started (`early`; null for a page without a key to read).
 */
export async function mountPublicPage<T>(
  registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>,
  early: Promise<Response | null> | null,
  render: (apiBaseUrl: string, firstRead: Promise<T> | undefined) => ReactNode,
) {
  startErrorTexts();
  const apiBaseUrl = await apiBaseOf(registry);
  const firstRead = early
    ? answerOf<T>(early.then((response) => response ?? Promise.reject(new TypeError('nothing was read'))))
    : undefined;
  // Handled by the page; this keeps an early refusal from being reported as unhandled meanwhile.
  firstRead?.catch(() => undefined);
  createRoot(document.getElementById('root')!).render(render(apiBaseUrl, firstRead));
}
