import type { Language } from '@platform/domain';
import { purchasePath } from '@platform/domain/purchase-path';
import { PURCHASE_WORDS } from '@platform/i18n/purchase-words';
import { SIGNATURE_TITLES } from '../public-pages/signature/signature-titles';

/** What of the signing request the first paint draws (GET /v3/signatures/{token}). */
export interface SigningHeading {
  status: 'PENDING' | 'SIGNED';
  company: string;
  signer_name: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);
const TICK =
  '<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"></path></svg>';

/**
 * The signing page's top (the steps to the policy, the heading naming the company, the greeting) as
 * its slim page draws it (`public-pages/signature/public-signature.tsx`, same markup), painted by
 * the HTML's inline script the moment the request it started is answered: the heading is the page's
 * largest text and need not wait for React. Only over the first paint's frame (React may be first);
 * no `data-screen`: the page's own code draws the form.
 */
export function paintSigningHeading(root: HTMLElement, request: SigningHeading, language: Language) {
  const main = root.querySelector('[data-first-paint] main');
  if (!main) return;
  const path = PURCHASE_WORDS[language];
  const titles = SIGNATURE_TITLES[language];
  const steps = purchasePath({ checkout: request.status === 'SIGNED' ? 'SIGNED' : 'PENDING_SIGNATURE' })
    .map(
      (step, index) =>
        `<li class="ui-stepper__item ui-stepper__item--${step.state}"${step.state === 'current' ? ' aria-current="step"' : ''}>` +
        `<span class="ui-stepper__marker" aria-hidden="true">${step.state === 'done' ? TICK : index + 1}</span>` +
        `<span class="ui-stepper__label">${escape(path[`purchasePath.step.${step.id}`])}` +
        `${step.state === 'done' ? `<span class="ui-visually-hidden"> (${escape(path['purchasePath.done'])})</span>` : ''}</span></li>`,
    )
    .join('');
  const greeting =
    request.status === 'PENDING'
      ? `<p>${escape(titles['signature.intro'].replace('{name}', request.signer_name))}</p>`
      : '';
  main.innerHTML =
    `<div class="ui-page ui-page--default"><div class="ui-page__before"><ol class="ui-stepper" aria-label="${escape(path['purchasePath.label'])}">${steps}</ol></div>` +
    `<header class="ui-page-header"><div class="ui-page-header__text"><h1 id="signature-title">${escape(titles['signature.title'].replace('{company}', request.company))}</h1></div></header>` +
    `<div class="ui-page__body">${greeting}<div class="ui-skeleton-group first-paint-skeleton" aria-hidden="true"><div class="ui-skeleton ui-skeleton--block"></div></div></div></div>`;
}
