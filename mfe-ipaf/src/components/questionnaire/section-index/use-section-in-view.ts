import { useEffect, useState } from 'react';

/** The element a section of the one-page is drawn in: the review's "Change" links and the index point at it. */
export const sectionElementId = (section: string) => `section-${section}`;

/**
 * The section being read: the first, in the order of the form, that crosses a band near the top of
 * the window (below where a sticky bar would cover it). Observed rather than measured on scroll, so
 * scrolling costs nothing until a section enters or leaves the band, and only the index redraws.
 * Where the browser has no IntersectionObserver (tests), it stays on the first section.
 */
export function useSectionInView(sections: readonly string[]): string | null {
  const [inView, setInView] = useState<string | null>(null);
  const key = sections.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id.slice(sectionElementId('').length);
          if (entry.isIntersecting) crossing.add(id);
          else crossing.delete(id);
        }
        // None in the band (a long section scrolled past both its ends): the last one stays.
        const first = sections.find((section) => crossing.has(section));
        if (first) setInView(first);
      },
      { rootMargin: '-15% 0px -70% 0px' },
    );
    for (const section of sections) {
      const element = document.getElementById(sectionElementId(section));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the ids, not the array's identity
  return inView && sections.includes(inView) ? inView : (sections[0] ?? null);
}
