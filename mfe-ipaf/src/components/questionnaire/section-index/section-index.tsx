import { memo, useId, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Check, ChevronDown } from 'lucide-react';
import type { SectionProgress } from '@platform/domain';
import { Button } from '@platform/ui';
import { sectionElementId, useSectionInView } from './use-section-in-view';
import './section-index.css';

export interface SectionIndexProps {
  /** Each drawn section's progress, in the order of the form (`sectionsProgress`). */
  sections: readonly SectionProgress[];
  /** The first unanswered required field (`firstPendingField`), null when nothing is left. */
  nextPending: string | null;
  /** Takes the person to a field: scrolled to and focused. Keep it stable: the index is memoised. */
  onGoToField(field: string): void;
}

const sameSections = (a: readonly SectionProgress[], b: readonly SectionProgress[]) =>
  a.length === b.length &&
  a.every(
    (section, index) =>
      section.id === b[index]!.id && section.answered === b[index]!.answered && section.required === b[index]!.required,
  );

/**
 * The questionnaire's section index, redrawn only when a section's count, the next pending field
 * or the section in view changes: a key typed into the form that answers nothing new leaves it be.
 */
export const MemoSectionIndex = memo(
  SectionIndex,
  (before, after) =>
    sameSections(before.sections, after.sections) &&
    before.nextPending === after.nextPending &&
    before.onGoToField === after.onGoToField,
);

/** Scrolls to a section and focuses its first field, as the review's "Change" link does. */
function goToSection(id: string) {
  const element = document.getElementById(sectionElementId(id));
  element?.scrollIntoView?.({ block: 'start' });
  element?.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
}

/**
 * ipaf/one-page's map: a nav of links to each section with its answered / required count and a
 * check once complete, the section being read marked (`aria-current`), and "next pending question".
 * A sticky side rail on a wide screen; on a phone a sticky bar naming the section being read, whose
 * button opens the same list.
 */
export function SectionIndex({ sections, nextPending, onGoToField }: SectionIndexProps) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const inView = useSectionInView(sections.map((section) => section.id));
  const current = sections.find((section) => section.id === inView);
  const name = (id: string) => intl.formatMessage({ id: `ipaf.section.${id}` });
  const required = sections.reduce((sum, section) => sum + section.required, 0);
  const answered = sections.reduce((sum, section) => sum + section.answered, 0);
  const progress = required ? answered / required : 1;
  const progressId = useId();

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // A plain click stays on the page (no route change); a modified one opens the link as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    goToSection(id);
  };

  return (
    <nav
      className={`ipaf-index${open ? ' ipaf-index--open' : ''}`}
      aria-label={intl.formatMessage({ id: 'ipaf.index.label' })}
    >
      <button
        type="button"
        className="ipaf-index__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="ipaf-index__toggle-name">{current ? name(current.id) : null}</span>
        {current && <SectionCount section={current} />}
        <span className="ui-visually-hidden">{intl.formatMessage({ id: 'ipaf.index.all' })}</span>
        <ChevronDown className="ipaf-index__chevron" aria-hidden="true" size={20} />
      </button>
      <div className="ipaf-index__progress">
        <progress max={1} value={progress} aria-labelledby={progressId} />
        <span id={progressId}>
          {intl.formatMessage(
            { id: 'ipaf.onePage.progress' },
            { percent: intl.formatNumber(progress, { style: 'percent' }) },
          )}
        </span>
      </div>
      <ol id={listId} className="ipaf-index__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${sectionElementId(section.id)}`}
              className="ipaf-index__link"
              aria-current={section.id === inView ? 'location' : undefined}
              onClick={(event) => follow(event, section.id)}
            >
              <span className="ipaf-index__name">{name(section.id)}</span>
              <SectionCount section={section} />
            </a>
          </li>
        ))}
      </ol>
      {nextPending ? (
        <Button variant="secondary" className="ipaf-index__next" onClick={() => onGoToField(nextPending)}>
          {intl.formatMessage({ id: 'ipaf.index.next' })}
        </Button>
      ) : (
        <p className="ipaf-index__done">
          <Check aria-hidden="true" size={18} />
          {intl.formatMessage({ id: 'ipaf.index.done' })}
        </p>
      )}
    </nav>
  );
}

/** "3/9" beside a section's name (read as "3 of 9 required answered"), a check once complete. */
function SectionCount({ section }: { section: SectionProgress }) {
  const intl = useIntl();
  if (section.complete)
    return (
      <span className="ipaf-index__count ipaf-index__count--complete">
        <Check aria-hidden="true" size={16} strokeWidth={3} />
        <span className="ui-visually-hidden">{intl.formatMessage({ id: 'ipaf.index.complete' })}</span>
      </span>
    );
  return (
    <span className="ipaf-index__count">
      <span aria-hidden="true">{`${intl.formatNumber(section.answered)}/${intl.formatNumber(section.required)}`}</span>
      <span className="ui-visually-hidden">
        {intl.formatMessage({ id: 'ipaf.index.count' }, { answered: section.answered, required: section.required })}
      </span>
    </span>
  );
}
