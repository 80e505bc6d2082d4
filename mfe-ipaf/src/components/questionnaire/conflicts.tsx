import { useContext } from 'react';
import { useIntl } from 'react-intl';
import type { AnswerConflict, AnswerValue, Question } from '@platform/domain';
import { usePlatform } from '@platform/remote-kit';
import { Button } from '@platform/ui';
import { answerText } from './answer-text';
import { TaxIdTypeContext } from './question-field';

/** Questions two people changed at once, side by side: the person keeps one of the two answers. */
export function Conflicts({
  conflicts,
  questionOf,
  onChoose,
}: {
  conflicts: AnswerConflict[];
  questionOf(id: string): Question | undefined;
  onChoose(question: string, value: AnswerValue | undefined): void;
}) {
  const intl = useIntl();
  const taxIdType = useContext(TaxIdTypeContext);
  const { locale } = usePlatform();
  if (!conflicts.length) return null;
  return (
    <section className="ui-notice ui-notice--warn" aria-labelledby="ipaf-conflicts" role="region">
      <h2 id="ipaf-conflicts">{intl.formatMessage({ id: 'ipaf.onePage.conflicts.title' })}</h2>
      <p>{intl.formatMessage({ id: 'ipaf.onePage.conflicts.text' })}</p>
      {conflicts.map((conflict) => {
        const question = questionOf(conflict.question);
        return (
          <div key={conflict.question} className="ipaf-conflict" data-conflict={conflict.question}>
            <h3>{intl.formatMessage({ id: `ipaf.q.${conflict.question}` })}</h3>
            <dl>
              <dt>{intl.formatMessage({ id: 'ipaf.onePage.conflicts.mine' })}</dt>
              <dd>{answerText(intl, question, conflict.mine, taxIdType, locale)}</dd>
              <dt>{intl.formatMessage({ id: 'ipaf.onePage.conflicts.theirs' })}</dt>
              <dd>{answerText(intl, question, conflict.theirs, taxIdType, locale)}</dd>
            </dl>
            <Button variant="secondary" onClick={() => onChoose(conflict.question, conflict.mine)}>
              {intl.formatMessage({ id: 'ipaf.onePage.conflicts.keepMine' })}
            </Button>
            <Button variant="secondary" onClick={() => onChoose(conflict.question, conflict.theirs)}>
              {intl.formatMessage({ id: 'ipaf.onePage.conflicts.keepTheirs' })}
            </Button>
          </div>
        );
      })}
    </section>
  );
}
