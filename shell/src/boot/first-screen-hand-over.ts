import type { FirstScreenDrawn } from './first-screen';

/** What the full shell draws in place of the first screen: the real page, or not that page at all. */
const DRAWN = [
  '[data-screen="customer-home"] h1',
  '[data-screen="broker-home"] h1',
  // The quote link's options (h-quotefirst).
  '[data-screen="quote-compare"] h1',
  // The home's remote failed (its error view), or the home's read did (the screen's alert).
  '[data-remote]:is([data-state="error"], [data-state="incompatible"])',
  '[data-remote][data-state="mounted"] [role="alert"]',
  // The shell itself could not start (bootstrap.tsx).
  '.ui-error-view',
].join(', ');

/** A plain click on a link of this site, which the full shell would follow on this page. */
function sameSiteLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url : null;
}

/** The link of `next` that stands where `focused` stood in the first screen (same address, same words). */
function sameLink(focused: Element | null, painted: HTMLElement, next: HTMLElement): HTMLElement | undefined {
  if (!(focused instanceof HTMLAnchorElement) || !painted.contains(focused)) return undefined;
  return [...next.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
    (link) => link.getAttribute('href') === focused.getAttribute('href') && link.textContent === focused.textContent,
  );
}

const FIELDS = 'input, select, textarea';
/** The homes' views, drawn by the first screen and by the real home alike. */
const HOME_VIEWS = '[data-screen="customer-home"], [data-screen="broker-home"]';

/**
 * What the person typed or chose in the first screen's fields (the broker book's search and
 * order: drawn, and the first key or tap starts the full shell) put in the real home's, which are
 * the same fields in the same order (one view draws both): set as the browser would, then
 * announced by the event React's own field listens to, so the real home's state follows. The
 * focus goes to the field that had it.
 */
function carryFields(painted: HTMLElement, next: HTMLElement): HTMLElement | undefined {
  // The home's own fields: the full shell's header has fields of its own (the language) before them.
  const fieldsOf = (root: HTMLElement) => [
    ...(root.querySelector(HOME_VIEWS)?.querySelectorAll<HTMLInputElement | HTMLSelectElement>(FIELDS) ?? []),
  ];
  const [before, after] = [fieldsOf(painted), fieldsOf(next)];
  let focus: HTMLElement | undefined;
  before.forEach((field, index) => {
    const twin = after[index];
    if (!twin || twin.tagName !== field.tagName || twin.type !== field.type) return;
    if (field === document.activeElement) focus = twin;
    if (twin.value === field.value) return;
    const prototype = Object.getPrototypeOf(twin) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(twin, field.value);
    twin.dispatchEvent(new Event(twin instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
  return focus;
}

/** The button of `next` that stands where `pressed` stood in the first screen (same words). */
function sameButton(pressed: string | null, next: HTMLElement): HTMLButtonElement | undefined {
  if (pressed === null) return undefined;
  return [...next.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === pressed);
}

/**
 * The full shell takes over from the home's first screen (boot/first-screen.ts) without a visible
 * change: it renders into a new, hidden `#root` beside the painted one, and the first screen stays
 * on screen until the real home has drawn there from the same answers (or the shell shows anything
 * else: another page, an error); then both swap in one step, with no blank frame, no loading state
 * in between, and the focus on the same link. A link followed meanwhile goes to the full shell on
 * this page (the address changed, as its router would, then a `popstate`), not to a new page load.
 */
export function handOverWhenHomeDrawn(painted: HTMLElement, firstScreen: FirstScreenDrawn, openedPath: string): void {
  const next = document.createElement('div');
  painted.removeAttribute('id');
  next.id = 'root';
  next.hidden = true;
  painted.after(next);

  const follow = (event: MouseEvent) => {
    const url = sameSiteLink(event);
    if (!url) return;
    event.preventDefault();
    window.history.pushState(null, '', url.pathname + url.search + url.hash);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  painted.addEventListener('click', follow);
  // A first screen's buttons only start the full shell (the press is the first input): the real
  // page's button with the same words is pressed once it is shown ("choose option 2" opens its dialog).
  let pressed: string | null = null;
  const press = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pressed = button.textContent;
  };
  painted.addEventListener('click', press);

  const observer = new MutationObserver(() => {
    if (window.location.pathname === openedPath && !next.querySelector(DRAWN)) return;
    observer.disconnect();
    painted.removeEventListener('click', follow);
    painted.removeEventListener('click', press);
    const focusAfter = sameLink(document.activeElement, painted, next);
    // Only onto the home it was typed for, not another page the shell drew instead.
    const onHome = window.location.pathname === openedPath && next.querySelector(HOME_VIEWS);
    const fieldAfter = onHome ? carryFields(painted, next) : undefined;
    const pressAfter = sameButton(firstScreen.pressed?.() ?? pressed, next);
    painted.remove();
    next.hidden = false;
    focusAfter?.focus();
    fieldAfter?.focus();
    firstScreen.unmount();
    pressAfter?.focus();
    pressAfter?.click();
  });
  observer.observe(next, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
}
