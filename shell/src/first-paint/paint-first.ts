import type { Language } from '@platform/domain';
import { productOfCompareAddress, QUOTE_COMPARE_TITLE } from '@platform/domain/quote-compare-title';
import { SIGN_IN_MESSAGES } from '@platform/domain/sign-in';
import { SIGN_UP_TITLES } from '@platform/domain/sign-up-titles';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import { BRAND_MARK } from '../app/brand-mark-paths';
import { frameMessages } from '../app/frame-messages';
import { BOOT_LANGUAGES, BOOT_LANGUAGE_TAGS } from '../locale/stored-language';
import { CERTIFICATE_TITLES } from '../public-pages/certificate/certificate-titles';
import { landingMessages } from './landing-messages';

/**
 * What a person sees first, painted by the shell's entry script before React, the router or any
 * remote loads (issue 10: the first paint must not wait for every remote's JavaScript):
 * - `landing`: `/` for a guest. The whole page: what the product insures, sign in, create an
 *   account, brokers. Nothing else loads for it; links fetch their remote on intent.
 * - `frame`: any other page. The header as the shell draws it (no jump when React takes over) and
 *   the loading state; on `/auth/sign-up` and a quote link also the screen's heading, its largest
 *   text; on a guest's `/auth/login` the sign-in form itself.
 * React's first render replaces all of it.
 */
export type FirstPaint = 'landing' | 'frame';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/** `BrandMark`'s drawing, as markup. */
const BRAND_MARK_SVG =
  '<svg class="shell-brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">' +
  `<path d="${BRAND_MARK.shield}" fill="#ffffff"/><path d="${BRAND_MARK.inner}" fill="${BRAND_MARK.innerColour}"/>` +
  `<path d="${BRAND_MARK.check}" fill="none" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

function frameHeader(language: Language, withPicker: boolean): string {
  const text = frameMessages[language];
  const picker = withPicker
    ? `<div class="ui-field shell-language"><label class="ui-visually-hidden" for="first-paint-language">${escape(text['shell.language'])}</label>` +
      `<select id="first-paint-language" class="ui-select__trigger">${BOOT_LANGUAGES.map(
        (option) => `<option value="${option}">${option.toUpperCase()}</option>`,
      ).join('')}</select></div>`
    : '';
  return (
    `<a class="shell-skip" href="#main">${escape(text['shell.skipToContent'])}</a>` +
    `<header class="shell-header"><a href="/" class="shell-brand">${BRAND_MARK_SVG}<span class="shell-brand__name">${escape(text['shell.brand'])}</span></a>${picker}</header>`
  );
}

const PRODUCTS = ['D_AND_O', 'E_AND_O', 'CYBER'] as const;

function landing(language: Language): string {
  const text = landingMessages[language];
  const products = PRODUCTS.map(
    (product) =>
      `<li class="ui-card first-paint-landing__product"><h2>${escape(PRODUCT_NAMES[language][`product.${product}`])}</h2><p>${escape(text[`landing.${product}`])}</p></li>`,
  ).join('');
  return (
    `<section class="first-paint-landing" aria-labelledby="landing-title">` +
    `<h1 id="landing-title">${escape(text['landing.title'])}</h1>` +
    `<p class="first-paint-landing__lead">${escape(text['landing.lead'])}</p>` +
    `<p class="first-paint-landing__actions"><a class="ui-button ui-button--primary" href="/public-onboarding/select-user-type">${escape(text['landing.createAccount'])}</a>` +
    `<a class="ui-button ui-button--secondary" href="/auth/login">${escape(SIGN_IN_MESSAGES[language]['signIn.title'])}</a></p>` +
    `<h2 class="ui-visually-hidden">${escape(text['landing.products'])}</h2><ul class="first-paint-landing__products">${products}</ul>` +
    `<p>${escape(text['landing.brokers'])} <a href="/broker-signup/index">${escape(text['landing.registerBrokerage'])}</a></p>` +
    `</section>`
  );
}

/** The heading of the screen at `location`, where the shell knows it before the screen's code loads. */
function headingOf(
  location: Pick<Location, 'pathname' | 'search'>,
  language: Language,
  signedIn: boolean,
): { text: string; width?: 'wide' } | null {
  // A quote link (a signed-in page; a guest signs in first): the quotes remote's heading, its
  // largest text, named by the address's product alone.
  const product = signedIn ? productOfCompareAddress(location.pathname) : null;
  if (product) {
    const title = QUOTE_COMPARE_TITLE[language]['quote.compare.title'];
    return { text: title.replace('{product}', PRODUCT_NAMES[language][`product.${product}`]), width: 'wide' };
  }
  if (location.pathname !== '/auth/sign-up') return null;
  // As onboarding's sign-up page reads `?type=` (or the old `?user_type=`).
  const params = new URLSearchParams(location.search);
  const type = params.get('type') ?? params.get('user_type');
  const individual = type === 'individual' || type === 'pf';
  return { text: SIGN_UP_TITLES[language][individual ? 'signUp.titleIndividual' : 'signUp.titleCompany'] };
}

/**
 * The slim sign-in page's form as it first draws (`boot/slim-sign-in.tsx`, same markup, same
 * words), for a guest's `/auth/login`: its largest text is there at once instead of after the
 * provider's round trip and React. Not usable yet, and saying so: no `data-screen` (the real
 * form's "ready"), fields read-only and the button disabled until the page's code replaces them
 * (a person's typing is not lost, a browser automation waits), a submit held back; the field that
 * had the focus keeps it (`focusInFirstPaint`).
 */
function signInForm(language: Language): string {
  const text = SIGN_IN_MESSAGES[language];
  const field = (name: 'email' | 'password', type: string, autoComplete: string) =>
    `<div class="ui-field"><label class="ui-field__label" for="sign-in-${name}">${escape(text[`signIn.${name}`])}` +
    `<span class="ui-field__required" aria-hidden="true"> *</span></label>` +
    `<input id="sign-in-${name}" name="${name}" type="${type}" autocomplete="${autoComplete}" class="ui-field__input" required aria-required="true" readonly></div>`;
  return (
    `<section class="ui-page ui-page--narrow" aria-labelledby="sign-in-title"><header class="ui-page-header"><h1 id="sign-in-title">${escape(text['signIn.title'])}</h1></header>` +
    `<form novalidate class="ui-card ui-card--pad-lg ui-form-stack">${field('email', 'email', 'username')}${field('password', 'password', 'current-password')}` +
    `<button type="button" class="ui-button ui-button--primary" disabled>${escape(text['signIn.submit'])}</button>` +
    `<p><a href="/auth/force-restore-password?reason=forgot">${escape(text['signIn.forgotPassword'])}</a></p>` +
    `<p><a href="/public-onboarding/select-user-type">${escape(text['signIn.createAccount'])}</a></p></form></section>`
  );
}

/**
 * The certificate page (`/public/policy?c=`, a certificate's QR code) as its slim page draws it
 * while its one read is under way (`public-pages/certificate/public-certificate.tsx`, same markup):
 * its heading and lead, which need no data, then the skeleton. Not for an address without a code
 * (the page says "not found" at once).
 */
function certificateHeading(location: Pick<Location, 'pathname' | 'search'>, language: Language): string | null {
  if (location.pathname !== '/public/policy' || !new URLSearchParams(location.search).get('c')) return null;
  const text = CERTIFICATE_TITLES[language];
  return (
    `<div class="ui-page ui-page--default"><header class="ui-page-header"><div class="ui-page-header__text">` +
    `<h1>${escape(text['publicCertificate.title'])}</h1><p class="ui-page-header__description">${escape(text['publicCertificate.intro'])}</p></div></header>` +
    `<div class="ui-page__body"><div class="ui-skeleton-group first-paint-skeleton" aria-hidden="true"><div class="ui-skeleton ui-skeleton--block"></div></div></div></div>`
  );
}

function frame(location: Pick<Location, 'pathname' | 'search'>, language: Language, signedIn: boolean): string {
  const certificate = certificateHeading(location, language);
  if (certificate) return certificate;
  if (location.pathname === '/auth/login' && !signedIn) return signInForm(language);
  const heading = headingOf(location, language, signedIn);
  const title = heading
    ? `<section class="ui-page${heading.width ? ` ui-page--${heading.width}` : ''}"><header class="ui-page-header"><h1>${escape(heading.text)}</h1></header></section>`
    : '';
  return `${title}<div class="ui-skeleton-group first-paint-skeleton" aria-hidden="true"><div class="ui-skeleton ui-skeleton--block"></div></div>`;
}

/** Paints `root` for `location` in `language`; answers what it painted. */
export function paintFirst(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  language: Language,
  signedIn: boolean,
): FirstPaint {
  const kind: FirstPaint = location.pathname === '/' && !signedIn ? 'landing' : 'frame';
  const main = kind === 'landing' ? landing(language) : frame(location, language, signedIn);
  root.innerHTML =
    `<div class="shell" data-first-paint="${kind}">${frameHeader(language, kind === 'landing')}` +
    `<main id="main" class="shell-main" tabindex="-1">${main}</main></div>`;
  // Enter in a field of the painted sign-in form must not send it as a GET with the password.
  root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  const picker = root.querySelector<HTMLSelectElement>('#first-paint-language');
  if (picker) picker.value = language;
  document.documentElement.lang = BOOT_LANGUAGE_TAGS[language];
  if (kind === 'landing') document.title = frameMessages[language]['shell.brand'];
  return kind;
}
