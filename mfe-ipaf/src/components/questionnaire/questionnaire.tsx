import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { allQuestions, definitionsFor, pendingQuestions, type ErrorCode, type TaxIdType } from '@platform/domain';
import { errorCodeOf } from '@platform/api-client';
import { Button, Cluster, ConfirmModal, Notice, Page, Stack } from '@platform/ui';
import type { ApplicationForm } from '../../lib/application-form-api';
import { Conflicts } from './conflicts';
import { PrefillNotice } from './prefill-notice';
import { useAnswersText } from './answers-store';
import { LiveSectionIndex } from './section-index/live-section-index';
import { TaxIdTypeContext, type FieldProblems } from './question-field';
import { MemoQuestionnaireSection } from './questionnaire-section';
import { ShareLinks } from './share-links';
import { useQuestionnaire, type SaveAnswers, type SaveState } from './use-questionnaire';

/** The question a field belongs to: `shareholders.list.0.name` -> `shareholders.list`. */
export const questionOfField = (field: string) => field.split('.').slice(0, 2).join('.');

/**
 * Scrolls to a field and focuses it: a question, or a table's cell (`shareholders.list.0.name`),
 * else the question it belongs to; a table with no row yet focuses its "Add" button.
 */
export function goToQuestion(field: string) {
  const find = (id: string) => document.querySelector<HTMLElement>(`[data-question="${CSS.escape(id)}"]`);
  const element = find(field) ?? find(questionOfField(field));
  const focusable = element?.matches('input, select, textarea, button')
    ? element
    : element?.querySelector<HTMLElement>('input, select, textarea, button');
  element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  focusable?.focus({ preventScroll: true });
}

/**
 * ipaf/one-page: every section of the form on one page, drawn from the definitions the form was
 * started with. Answers are kept on the device as typed, saved after a pause or with "Save and
 * continue", and merged with what others save; "Finish and share" hands it to underwriting.
 */
export interface QuestionnaireProps {
  form: ApplicationForm;
  save: SaveAnswers;
  /** Finishing (customer: into underwriting; prospect: on to the account); none for a guest. */
  finish?: (version: number) => Promise<void>;
  /** Whether the person may share the form with a guest. */
  share?: boolean;
  /**
   * Where "Finish and share" leads once nothing is pending and the answers are saved: the review of
   * every answer (ipaf/prev), which asks for the confirmation. Without it, the confirmation is asked here.
   */
  review?: () => void;
  /** The tax id type when the form does not say it (a prospect's draft). */
  taxIdType?: TaxIdType | null;
}

export function Questionnaire({ form, save, finish, share = false, review, taxIdType }: QuestionnaireProps) {
  const intl = useIntl();
  const definitions = useMemo(() => definitionsFor(form.definition_versions), [form.definition_versions]);
  const questions = useMemo(() => new Map(allQuestions(definitions).map((q) => [q.id, q])), [definitions]);
  const questionnaire = useQuestionnaire(form, save);
  const [finishing, setFinishing] = useState<'idle' | 'busy' | ErrorCode>('idle');
  const [confirming, setConfirming] = useState(false);
  const [showPending, setShowPending] = useState(false);
  const { answers } = questionnaire;
  // The page itself follows the pending questions only once a refused finish shows them: until
  // then a change redraws the fields and sections that depend on it, not the page.
  const shownPendingText = useAnswersText(answers, (current) =>
    showPending ? pendingQuestions(definitions, current).join(' ') : '',
  );
  const shownPending = useMemo(() => (shownPendingText ? shownPendingText.split(' ') : NONE), [shownPendingText]);

  // Each question gets only its own problems (server refusals, then "mandatory" after a refused
  // finish), so a memoised field redraws only when they change.
  const problemsByQuestion = useMemo(() => {
    const grouped = new Map<string, FieldProblems>();
    const add = (field: string, message: string) => {
      const question = questionOfField(field);
      const own = grouped.get(question) ?? {};
      grouped.set(question, { [field]: message, ...own });
    };
    for (const problem of questionnaire.problems)
      add(problem.field, intl.formatMessage({ id: `error.${problem.code}` }));
    const mandatory = intl.formatMessage({ id: 'common.mandatory' });
    for (const field of shownPending) add(field, mandatory);
    return grouped;
  }, [questionnaire.problems, shownPending, intl]);

  // Back from the review's "Change" link (`#section-<id>`): that section, its first field focused.
  useEffect(() => {
    const section = window.location.hash.startsWith('#section-')
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
    section?.scrollIntoView?.({ block: 'start' });
    section?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  const askToFinish = async () => {
    const pending = pendingQuestions(definitions, answers.get());
    if (pending.length) {
      setShowPending(true);
      goToQuestion(questionOfField(pending[0]!));
      return;
    }
    await questionnaire.save();
    if (review) review();
    else setConfirming(true);
  };

  const complete = async () => {
    setFinishing('busy');
    try {
      await finish?.(questionnaire.version);
      setFinishing('idle');
    } catch (refusal) {
      setFinishing(errorCodeOf(refusal));
      setConfirming(false);
    }
  };

  return (
    <TaxIdTypeContext.Provider value={(form.tax_id_type as TaxIdType | null | undefined) ?? taxIdType ?? null}>
      <div className="ipaf-one-page">
        <Page
          title={intl.formatMessage({ id: 'ipaf.onePage.title' })}
          titleId="ipaf-title"
          description={<SaveStatus state={questionnaire.state} refusal={questionnaire.refusal} />}
        >
          <PrefillNotice prefilledFrom={form.prefilled_from} />
          {questionnaire.mergedByOthers && (
            <Notice
              type="info"
              title={intl.formatMessage({ id: 'ipaf.onePage.merged.title' })}
              detail={intl.formatMessage({ id: 'ipaf.onePage.merged.text' })}
              onDismiss={questionnaire.dismissMerged}
              dismissLabel={intl.formatMessage({ id: 'common.close' })}
            />
          )}
          {shownPending.length > 0 && (
            <Notice type="error" title={intl.formatMessage({ id: 'error.QUESTIONS_PENDING' })} />
          )}
          {finishing !== 'idle' && finishing !== 'busy' && (
            <Notice type="error" title={intl.formatMessage({ id: `error.${finishing}` })} />
          )}
          <Conflicts
            conflicts={questionnaire.conflicts}
            questionOf={(id) => questions.get(id)}
            onChoose={questionnaire.resolve}
          />

          <div className="ipaf-layout">
            <LiveSectionIndex definitions={definitions} answers={answers} onGoToField={goToQuestion} />
            <form
              className="ipaf-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void questionnaire.save();
              }}
            >
              <Stack gap={4}>
                {definitions.flatMap((definition) =>
                  definition.sections.map((section) => (
                    <MemoQuestionnaireSection
                      key={section.id}
                      section={section}
                      answers={answers}
                      onAnswer={questionnaire.change}
                      problemsByQuestion={problemsByQuestion}
                    />
                  )),
                )}
                <Cluster gap={2}>
                  <Button type="submit" variant="secondary" loading={questionnaire.state === 'saving'}>
                    {intl.formatMessage({ id: 'ipaf.onePage.save' })}
                  </Button>
                  {finish && (
                    <Button onClick={() => void askToFinish()}>
                      {intl.formatMessage({ id: 'ipaf.onePage.finish' })}
                    </Button>
                  )}
                </Cluster>
              </Stack>
            </form>
          </div>

          {share && <ShareLinks formId={form.id} />}

          <ConfirmModal
            open={confirming}
            title={intl.formatMessage({ id: 'ipaf.onePage.confirm.title' })}
            body={intl.formatMessage({ id: 'ipaf.onePage.confirm.text' })}
            confirmLabel={intl.formatMessage({ id: 'ipaf.onePage.confirm.complete' })}
            cancelLabel={intl.formatMessage({ id: 'ipaf.onePage.confirm.review' })}
            onConfirm={() => void complete()}
            onCancel={() => setConfirming(false)}
            busy={finishing === 'busy'}
          />
        </Page>
      </div>
    </TaxIdTypeContext.Provider>
  );
}

const NONE: readonly string[] = [];

/** Where the answers stand, under the title; a refused save says why, with the catalogue's words. */
function SaveStatus({ state, refusal }: { state: SaveState; refusal: ErrorCode | null }) {
  const intl = useIntl();
  return (
    <span className={`ipaf-save-status ipaf-save-status--${state}`} role="status" aria-live="polite">
      {intl.formatMessage({ id: state === 'refused' ? `error.${refusal}` : `ipaf.onePage.state.${state}` })}
    </span>
  );
}
