import { useMemo } from 'react';
import { firstPendingField, sectionsProgress, type QuestionnaireDefinition } from '@platform/domain';
import { useAnswersText, type AnswersStore } from '../answers-store';
import { MemoSectionIndex } from './section-index';

interface LiveSectionIndexProps {
  definitions: readonly QuestionnaireDefinition[];
  answers: AnswersStore;
  /** Keep it stable: the index is memoised. */
  onGoToField(field: string): void;
}

/**
 * The section index following the answers by itself: it redraws when a section's count or the next
 * pending field changes, and the form around it is not redrawn for its sake.
 */
export function LiveSectionIndex({ definitions, answers, onGoToField }: LiveSectionIndexProps) {
  const counts = useAnswersText(answers, (current) =>
    [
      ...sectionsProgress(definitions, current).map(
        (section) => `${section.id}:${section.answered}/${section.required}`,
      ),
      firstPendingField(definitions, current),
    ].join(' '),
  );
  const { sections, nextPending } = useMemo(() => {
    const current = answers.get();
    return { sections: sectionsProgress(definitions, current), nextPending: firstPendingField(definitions, current) };
  }, [definitions, answers, counts]); // eslint-disable-line react-hooks/exhaustive-deps -- `counts` says when they moved
  return <MemoSectionIndex sections={sections} nextPending={nextPending} onGoToField={onGoToField} />;
}
