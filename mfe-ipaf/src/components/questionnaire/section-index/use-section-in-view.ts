import { useEffect, useState } from 'react';

/** The element a section of the one-page is drawn in: the review's "Change" links and the index point at it. */
export const sectionElementId = (section: string) => `section-${section}`;

/**
 * The section being read: the one crossing a thin line a quarter down the window (below where the
 * phone's sticky bar covers it; the first in the order of the form if two touch it). Observed rather than measured on scroll, so
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
        // None on the line (it falls in the gap between two sections): the last one stays.
        const first = sections.find((section) => crossing.has(section));
        if (first) setInView(first);
      },
      { rootMargin: '-25% 0px -74% 0px' },
    );
    for (const section of sections) {
      const element = document.getElementById(sectionElementId(section));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the ids, not the array's identity
  return inView && sections.includes(inView) ? inView : (sections[0] ?? null);
}
