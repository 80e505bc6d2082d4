import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Every screen, the shell's and the remotes', already opens with one h1 in the user's language;
 * the shell reads it rather than keeping a second list of titles per route:
 * - the tab title is "<page heading> · <product>", and follows the heading when it changes
 *   (data arrives, the language changes);
 * - after a navigation (not the first load), the focus moves to the new page's heading, so a
 *   screen reader announces the page and the next Tab starts from the content. It does not steal
 *   the focus from a field the person has already reached in the new page.
 */
export function usePageTitleAndFocus(main: RefObject<HTMLElement | null>, productName: string) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const focusPending = useRef(false);

  useEffect(() => {
    if (pathname !== firstPath.current) focusPending.current = true;
  }, [pathname]);

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const update = () => {
      const heading = root.querySelector('h1');
      const text = heading?.textContent?.trim();
      const title = text ? `${text} · ${productName}` : productName;
      if (document.title !== title) document.title = title;
      if (heading && focusPending.current) {
        focusPending.current = false;
        const active = document.activeElement;
        const focusAlreadyInPage = active && active !== root && root.contains(active);
        if (!focusAlreadyInPage) {
          heading.tabIndex = -1;
          heading.focus();
        }
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, productName, pathname]);
}
