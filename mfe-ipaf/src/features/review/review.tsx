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
import {
  Button,
  Card,
  Cluster,
  ConfirmModal,
  DescriptionList,
  Notice,
  Page,
  Section,
  type DescriptionKind,
} from '@platform/ui';
import { getApplicationForm, type ApplicationForm } from '../../lib/application-form-api';
import { answerText } from '../../components/questionnaire/answer-text';
import './review.css';
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
    <Page
      title={intl.formatMessage({ id: 'ipaf.review.title' })}
      titleId="ipaf-review"
      description={intl.formatMessage({ id: 'ipaf.review.text' })}
    >
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
          const name = intl.formatMessage({ id: `ipaf.section.${section.id}` });
          return (
            <Card key={section.id} padding="lg">
              <Section
                title={name}
                actions={
                  editable && (
                    <Link to={`${onePage}#section-${section.id}`}>
                      {intl.formatMessage({ id: 'ipaf.review.edit' })}
                      <span className="ui-visually-hidden"> {name}</span>
                    </Link>
                  )
                }
              >
                <DescriptionList
                  label={name}
                  columns={2}
                  items={shown.map((question) => ({
                    term: intl.formatMessage({ id: `ipaf.q.${question.id}` }),
                    description: reviewAnswer(
                      intl,
                      question,
                      form.answers[question.id] as AnswerValue | undefined,
                      form.tax_id_type,
                      locale,
                    ),
                    kind: FIGURES[question.type] ?? 'text',
                  }))}
                />
              </Section>
            </Card>
          );
        }),
      )}

      <Card padding="lg">
        <Section title={intl.formatMessage({ id: 'ipaf.review.instructions.title' })}>
          <ul className="ipaf-instructions">
            {INSTRUCTIONS.map((item) => (
              <li key={item}>{intl.formatMessage({ id: `ipaf.review.instructions.${item}` })}</li>
            ))}
          </ul>
        </Section>
      </Card>

      {editable && (
        <Cluster gap={2}>
          <Link className="ui-button ui-button--secondary" to={onePage}>
            {intl.formatMessage({ id: 'ipaf.review.back' })}
          </Link>
          {pending.length === 0 && (
            <Button onClick={() => setConfirming(true)}>{intl.formatMessage({ id: 'ipaf.onePage.finish' })}</Button>
          )}
        </Cluster>
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
    </Page>
  );
}

/** Answers read back as figures: they never wrap and line up by their digits. */
const FIGURES: Partial<Record<Question['type'], DescriptionKind>> = { money: 'money', date: 'date', number: 'number' };

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
