import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isShown, type Question, type Section } from '@platform/domain';
import { Card, FormSection } from '@platform/ui';
import { useAnswer, useAnswersText, type AnswersStore } from './answers-store';
import { MemoQuestionField, NO_PROBLEMS, type FieldProblems, type QuestionFieldProps } from './question-field';
import { sectionElementId } from './section-index/use-section-in-view';

interface SectionProps {
  section: Section;
  answers: AnswersStore;
  /** Keep it stable: sections and fields are memoised. */
  onAnswer: QuestionFieldProps['onAnswer'];
  /** Each question's own problems; a new map when the problems change. */
  problemsByQuestion: ReadonlyMap<string, FieldProblems>;
}

/**
 * A section of the one-page, redrawn only when which of its questions show changes (an answer its
 * conditions read) or the problems do; its fields follow their own answers.
 */
export const MemoQuestionnaireSection = memo(function QuestionnaireSection({
  section,
  answers,
  onAnswer,
  problemsByQuestion,
}: SectionProps) {
  const intl = useIntl();
  const shownIds = useAnswersText(answers, (current) =>
    section.questions
      .filter((question: Question) => isShown(question, current))
      .map((question: Question) => question.id)
      .join(' '),
  );
  const shown = useMemo(() => {
    const ids = new Set(shownIds.split(' '));
    return section.questions.filter((question: Question) => ids.has(question.id));
  }, [section, shownIds]);
  if (!shown.length) return null;
  return (
    <Card id={sectionElementId(section.id)} padding="lg">
      <FormSection legend={intl.formatMessage({ id: `ipaf.section.${section.id}` })}>
        {shown.map((question: Question) => (
          <MemoLiveQuestionField
            key={question.id}
            question={question}
            answers={answers}
            onAnswer={onAnswer}
            problems={problemsByQuestion.get(question.id) ?? NO_PROBLEMS}
          />
        ))}
      </FormSection>
    </Card>
  );
});

/** A question reading its own answer from the store: another question's change leaves it be. */
const MemoLiveQuestionField = memo(function LiveQuestionField({
  question,
  answers,
  ...rest
}: Omit<QuestionFieldProps, 'value'> & { answers: AnswersStore }) {
  return <MemoQuestionField question={question} value={useAnswer(answers, question.id)} {...rest} />;
});
