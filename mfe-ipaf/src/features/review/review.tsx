import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import {
  definitionsFor,
  isFormEditable,
  isShown,
  pendingQuestions,
  type AnswerValue,
  type ErrorCode,
  type Locale,
  type Question,
  type Row,
} from '@platform/domain';
import { errorCodeOf } from '@platform/api-client';
import { QueryFallback, usePlatform, useQuery } from '@platform/remote-kit';
import { Button, ConfirmModal, Notice } from '@platform/ui';
import { getApplicationForm, type ApplicationForm } from '../../lib/application-form-api';
import { answerText } from '../../components/questionnaire/answer-text';
import { useFinishForm } from '../../components/questionnaire/use-finish';

const INSTRUCTIONS = ['accuracy', 'locked', 'documents'] as const;

/**
 * ipaf/prev?user_form_id=: every answer of the form, section by section, with a way back to change
 * each section, and the additional instructions; completing asks for the confirmation (Complete
 * questionnaire / Review data). A form with pending questions is sent back to them.
 */
export function ReviewAnswers({ id }: { id: string }) {
  const { api } = usePlatform();
  const form = useQuery({ queryKey: ['application-forms', id], queryFn: () => getApplicationForm(api, id) });
  if (form.status !== 'success') return <QueryFallback query={form} />;
  return <Review form={form.data} />;
}

function Review({ form }: { form: ApplicationForm }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const finish = useFinishForm(form.id);
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<'idle' | 'busy' | ErrorCode>('idle');
  const definitions = definitionsFor(form.definition_versions);
  const pending = pendingQuestions(definitions, form.answers);
  const editable = isFormEditable(form.status);
  const onePage = `/ipaf/one-page?user_form_id=${encodeURIComponent(form.id)}`;

  const complete = async () => {
    setState('busy');
    try {
      await finish(form.version);
    } catch (refusal) {
      setState(errorCodeOf(refusal));
      setConfirming(false);
    }
  };

  return (
    <section className="ui-page ipaf-review" aria-labelledby="ipaf-review">
      <header className="ui-page-header">
        <h1 id="ipaf-review">{intl.formatMessage({ id: 'ipaf.review.title' })}</h1>
      </header>
      <p>{intl.formatMessage({ id: 'ipaf.review.text' })}</p>
      {editable && pending.length > 0 && (
        <Notice
          type="error"
          title={intl.formatMessage({ id: 'error.QUESTIONS_PENDING' })}
          detail={intl.formatMessage({ id: 'ipaf.review.pending' }, { count: pending.length })}
        />
      )}
      {state !== 'idle' && state !== 'busy' && (
        <Notice type="error" title={intl.formatMessage({ id: `error.${state}` })} />
      )}

      {definitions.flatMap((definition) =>
        definition.sections.map((section) => {
          const shown = section.questions.filter((question) => isShown(question, form.answers));
          if (!shown.length) return null;
          const heading = `ipaf-review-${section.id}`;
          return (
            <section key={section.id} className="ui-card ipaf-review-section" aria-labelledby={heading}>
              <h2 id={heading}>{intl.formatMessage({ id: `ipaf.section.${section.id}` })}</h2>
              <dl className="ui-details">
                {shown.map((question) => (
                  <div key={question.id} className="ui-details__row" data-answer={question.id}>
                    <dt>{intl.formatMessage({ id: `ipaf.q.${question.id}` })}</dt>
                    <dd>
                      {reviewAnswer(
                        intl,
                        question,
                        form.answers[question.id] as AnswerValue | undefined,
                        form.tax_id_type,
                        locale,
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              {editable && (
                <Link to={`${onePage}#section-${section.id}`}>
                  {intl.formatMessage({ id: 'ipaf.review.edit' })}
                  <span className="ui-visually-hidden">
                    {' '}
                    {intl.formatMessage({ id: `ipaf.section.${section.id}` })}
                  </span>
                </Link>
              )}
            </section>
          );
        }),
      )}

      <section className="ui-card ipaf-instructions" aria-labelledby="ipaf-instructions">
        <h2 id="ipaf-instructions">{intl.formatMessage({ id: 'ipaf.review.instructions.title' })}</h2>
        <ul>
          {INSTRUCTIONS.map((item) => (
            <li key={item}>{intl.formatMessage({ id: `ipaf.review.instructions.${item}` })}</li>
          ))}
        </ul>
      </section>

      {editable && (
        <div className="ipaf-actions">
          <Link className="ui-button ui-button--secondary" to={onePage}>
            {intl.formatMessage({ id: 'ipaf.review.back' })}
          </Link>
          {pending.length === 0 && (
            <Button onClick={() => setConfirming(true)}>{intl.formatMessage({ id: 'ipaf.onePage.finish' })}</Button>
          )}
        </div>
      )}

      <ConfirmModal
        open={confirming}
        title={intl.formatMessage({ id: 'ipaf.onePage.confirm.title' })}
        body={intl.formatMessage({ id: 'ipaf.onePage.confirm.text' })}
        confirmLabel={intl.formatMessage({ id: 'ipaf.onePage.confirm.complete' })}
        cancelLabel={intl.formatMessage({ id: 'ipaf.onePage.confirm.review' })}
        onConfirm={() => void complete()}
        onCancel={() => setConfirming(false)}
        busy={state === 'busy'}
      />
    </section>
  );
}

/** An answer as read back: a table's rows one per line, each cell with its column's name. */
function reviewAnswer(
  intl: IntlShape,
  question: Question,
  value: AnswerValue | undefined,
  taxIdType: string | null,
  locale: Locale,
) {
  if (question.type !== 'table' || !Array.isArray(value) || !value.length)
    return answerText(intl, question, value, taxIdType, locale);
  return (
    <ul className="ipaf-review-rows">
      {(value as Row[]).map((row, index) => (
        <li key={index}>
          {(question.columns ?? [])
            .filter((column) => isShown(column, row) && row[column.id] !== undefined && row[column.id] !== null)
            .map(
              (column) =>
                `${intl.formatMessage({ id: `ipaf.q.${question.id}.${column.id}` })}: ${answerText(
                  intl,
                  { ...column, id: `${question.id}.${column.id}` },
                  row[column.id],
                  taxIdType,
                  locale,
                )}`,
            )
            .join(' · ')}
        </li>
      ))}
    </ul>
  );
}
