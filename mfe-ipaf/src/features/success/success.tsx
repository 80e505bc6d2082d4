import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { proposalDeadline, purchasePath } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { QueryFallback, usePlatform, useQuery } from '@platform/remote-kit';
import { Cluster, Notice, Page, Stack, Stepper } from '@platform/ui';
import { unwrap } from '@platform/api-client';
import { getApplicationForm } from '../../lib/application-form-api';

const STEPS = ['collection', 'analysis', 'quotes', 'coverage'] as const;

/** What underwriting made of the finished form: quoted at once, with a person, or not known here. */
type Outcome = 'quoted' | 'referred' | 'sent';

/**
 * ipaf/success and {country}/{language}/ipaf-ending: the questionnaire is finished. Opened after a
 * finish (`?user_form_id=`), it says what happened: the quotes are ready (and the way to them), or
 * the case is with underwriting and the legal deadline for its answer (Lei 15.040/2024, 25 days;
 * docs/underwriting.md); then the 4 steps, with the words of that outcome.
 */
export function QuestionnaireSuccess() {
  const intl = useIntl();
  const { api, locale } = usePlatform();
  const formId = useSearchParams()[0].get('user_form_id');
  const form = useQuery({
    queryKey: ['application-forms', formId],
    queryFn: () => getApplicationForm(api, formId ?? ''),
    enabled: Boolean(formId),
  });
  const status = form.data?.status;
  // Quoted, but a product may still be with a person: its option is SEARCHING meanwhile.
  const quotes = useQuery({
    queryKey: ['quotes', 'of-form', formId],
    queryFn: () => unwrap(api.GET('/v3/quotes')),
    enabled: status === 'QUOTE_READY',
  });
  if (formId && form.status !== 'success') return <QueryFallback query={form} />;
  const outcome: Outcome = status === 'QUOTE_READY' ? 'quoted' : status === 'QUOTING' ? 'referred' : 'sent';
  const alsoReferred = Boolean(
    quotes.data?.items.some((quote) => quote.application_form_id === formId && quote.status === 'SEARCHING'),
  );
  const received = form.data?.finished_at ? new Date(form.data.finished_at) : new Date();
  const deadline = formatDate(proposalDeadline(received), locale);
  const text = (id: string) => intl.formatMessage({ id }, { date: deadline });
  // Quoted or with underwriting, the company stands at the first step of the way to a policy.
  const path = purchasePath({ quote: outcome === 'quoted' ? 'AVAILABLE' : 'SEARCHING' });
  return (
    <Page
      title={text('ipaf.success.title')}
      titleId="ipaf-success"
      before={
        <Stepper
          label={text('purchasePath.label')}
          doneLabel={text('purchasePath.done')}
          steps={path.map((step) => ({ ...step, label: text(`purchasePath.step.${step.id}`) }))}
        />
      }
    >
      {outcome === 'quoted' && (
        <Notice type="success" title={text('ipaf.success.quoted.title')} detail={text('ipaf.success.quoted.text')} />
      )}
      {(outcome === 'referred' || alsoReferred) && (
        <Notice
          type="info"
          title={text(alsoReferred ? 'ipaf.success.referred.other' : 'ipaf.success.referred.title')}
          detail={text('ipaf.success.referred.text')}
        />
      )}
      <p>{text('ipaf.success.text')}</p>
      <Stack as="ol" gap={2}>
        {STEPS.map((step) => (
          <li key={step}>
            <strong>{text(`ipaf.success.step.${step}`)}</strong> {text(stepText(step, outcome))}
          </li>
        ))}
      </Stack>
      <Cluster gap={2}>
        {outcome === 'quoted' && (
          <Link className="ui-button ui-button--primary" to="/dashboard/quotes/home">
            {text('ipaf.success.quoted.link')}
          </Link>
        )}
        <Link
          className={`ui-button ${outcome === 'quoted' ? 'ui-button--secondary' : 'ui-button--primary'}`}
          to="/dashboard/index"
        >
          {text('ipaf.success.home')}
        </Link>
      </Cluster>
    </Page>
  );
}

/** A step's words: the analysis and the quotes steps say what the outcome was. */
const stepText = (step: (typeof STEPS)[number], outcome: Outcome) =>
  (step === 'analysis' || step === 'quotes') && outcome !== 'sent'
    ? `ipaf.success.step.${step}.${outcome}`
    : `ipaf.success.step.${step}.text`;
