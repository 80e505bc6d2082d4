import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Cluster, DescriptionList, Notice, Page, Section, Stack, StatusBadge } from '@platform/ui';
import { formatDate, useText } from '@platform/i18n';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { errorCodeOf } from '@platform/api-client';
import { mayRenew } from '@platform/domain';
import { usePolicyRenewal } from '../../lib/policy-renewal';
import { useStartPolicyRenewal } from './api/start-policy-renewal';
import { RENEWAL_TONES } from '../../components/renewal-status';

// A renewal questionnaire still being answered (the API continues it rather than start another).
const OPEN_FORM = ['INITIAL', 'IPAF_IN_PROGRESS'];

/**
 * flows/renewal?policy_id=: introduces the renewal (what it keeps, how it goes) and opens last
 * year's questionnaire pre-filled, a new questionnaire linked to the policy (docs/renewals.md).
 */
export function RenewalPage() {
  const [params] = useSearchParams();
  const policyId = params.get('policy_id') ?? '';
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = usePlatform();
  const renewal = usePolicyRenewal(policyId);
  const start = useStartPolicyRenewal(policyId);
  const text = useText();
  const notFound = (
    <RecordNotFound
      title={text('renewal.page.noPolicy.title')}
      text={text('renewal.page.noPolicy.text')}
      backTo="/dashboard/policies/home"
      backLabel={text('renewal.page.back')}
    />
  );
  if (!policyId) return notFound;
  if (renewal.status !== 'success') return <QueryFallback query={renewal} notFound={notFound} />;

  const data = renewal.data;
  const date = (day: string) => formatDate(day, locale);
  const open = (replace: boolean) =>
    start.mutate(replace, {
      onSuccess: (started) => void navigate(`/ipaf/one-page?user_form_id=${encodeURIComponent(started.form_id!)}`),
    });
  const refusal = start.error ? errorCodeOf(start.error) : null;
  const answered = data.form_status !== null && !OPEN_FORM.includes(data.form_status);
  return (
    <Page
      title={text('renewal.page.title', { number: data.policy_number })}
      titleId="renewal-title"
      width="narrow"
      description={text('renewal.page.description', {
        product: text(`product.${data.product}`),
        end: date(data.expiry_date),
      })}
      before={
        <p>
          <Link to={`/dashboard/policies/detail/${encodeURIComponent(data.policy_id)}`}>
            {text('renewal.page.backToPolicy')}
          </Link>
        </p>
      }
    >
      <Stack gap={2}>
        {/* Its own row: in the page's stack a badge would stretch to the full width. */}
        <Cluster gap={2}>
          <StatusBadge
            status={data.state}
            label={text(`renewal.state.${data.state}`)}
            tone={RENEWAL_TONES[data.state]}
          />
        </Cluster>
        <p>
          {mayRenew(data.state)
            ? text('renewal.page.intro')
            : text(`renewal.text.${data.state}`, {
                days: data.days_to_expiry,
                end: date(data.expiry_date),
                start: date(data.start_date),
                opens: date(data.opens_on),
              })}
        </p>
      </Stack>
      <Section title={text('renewal.page.kept')} description={text('renewal.page.why')}>
        <DescriptionList
          label={text('renewal.page.kept')}
          columns={2}
          items={[
            { term: text('renewal.page.end'), description: date(data.expiry_date), kind: 'date' },
            { term: text('renewal.page.start'), description: date(data.start_date), kind: 'date' },
            {
              term: text('renewal.page.retroactive'),
              description: data.retroactive_date ? date(data.retroactive_date) : text('renewal.page.retroactiveNone'),
              kind: data.retroactive_date ? 'date' : undefined,
            },
            { term: text('renewal.page.daysLeft'), description: intl.formatNumber(Math.max(data.days_to_expiry, 0)) },
          ]}
        />
      </Section>
      {mayRenew(data.state) && (
        <Section title={text('renewal.page.steps')}>
          <ol>
            <li>{text('renewal.page.step1')}</li>
            <li>{text('renewal.page.step2')}</li>
            <li>{text('renewal.page.step3', { start: date(data.start_date) })}</li>
          </ol>
        </Section>
      )}
      {refusal === 'FORM_IN_PROGRESS' ? (
        <Notice
          type="warn"
          title={text('renewal.page.inProgressTitle')}
          detail={text('error.FORM_IN_PROGRESS')}
          action={{ label: text('renewal.page.replace'), onClick: () => open(true) }}
        />
      ) : (
        refusal && <Notice type="error" title={text('renewal.page.refused')} detail={text(`error.${refusal}`)} />
      )}
      <Cluster gap={3}>
        {answered ? (
          <Link className="ui-button ui-button--primary" to="/dashboard/quotes/home">
            {text('renewal.page.quotes')}
          </Link>
        ) : (
          mayRenew(data.state) && (
            <Button onClick={() => open(false)} disabled={start.isPending}>
              {text(`renewal.page.start.${data.state}`)}
            </Button>
          )
        )}
      </Cluster>
    </Page>
  );
}
