import { useEffect, useState } from 'react';

/** The element a section of the one-page is drawn in: the review's "Change" links and the index point at it. */
export const sectionElementId = (section: string) => `section-${section}`;

/**
 * Where the section being read is judged: a line two fifths down the window, below the phone's
 * sticky bar and above the middle, where "next pending question" puts the field it focuses.
 */
const LINE = 0.4;

/**
 * The section being read: the one crossing a line two fifths down the window or, when the line falls
 * in the gap between two sections, the last one whose top is above it. Observed rather than measured
 * on every scroll, so scrolling costs nothing until a section reaches or leaves the line, and only
 * the index redraws. Where the browser has no IntersectionObserver (tests), it stays on the first.
 */
export function useSectionInView(sections: readonly string[]): string | null {
  const [inView, setInView] = useState<string | null>(null);
  const key = sections.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const elements = sections.flatMap((section) => {
      const element = document.getElementById(sectionElementId(section));
      return element ? [{ section, element }] : [];
    });
    const lastAbove = () =>
      elements.filter(({ element }) => element.getBoundingClientRect().top <= window.innerHeight * LINE).pop()
        ?.section ?? sections[0];
    const observer = new IntersectionObserver(
      (entries) => {
        // Entries come in the order observed, the order of the form.
        const crossing = entries.find((entry) => entry.isIntersecting);
        const id = crossing ? crossing.target.id.slice(sectionElementId('').length) : lastAbove();
        if (id) setInView(id);
      },
      { rootMargin: `-${LINE * 100}% 0px -${100 - LINE * 100 - 1}% 0px` },
    );
    for (const { element } of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the ids, not the array's identity
  return inView && sections.includes(inView) ? inView : (sections[0] ?? null);
}
