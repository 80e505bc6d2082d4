import { Link, useParams } from 'react-router';
import { formatDate, useText } from '@platform/i18n';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { DescriptionList, Notice, Page, Section, Stack, type DescriptionItem } from '@platform/ui';
import { QuoteCoverages } from '../../components/quote-coverages';
import { formatMoney, formatRetentionText } from '../../lib/format-money';
import { rulesOfCurrency } from '../../lib/quote-country';
import { usePolicyWording, type PolicyWordingData } from './api/get-policy-wording';
import { SignedProposal } from './components/signed-proposal';

/**
 * dashboard/policies/detail/:id/more-info (and the broker's broker/company/:id/policies/:policyId/
 * more-detail): the policy's full wording, the terms it was bound on (coverages with their
 * sublimits, exclusions, retention, retroactive date, territorial scope, the insurer's SUSEP code,
 * conditions) and the proposal its legal signatory signed, to download with its evidence.
 */
export function PolicyWording() {
  const params = useParams();
  // On the broker's route `id` is the company and `policyId` the policy.
  const policyId = params.policyId ?? params.id ?? '';
  const back = params.policyId
    ? `/broker/company/${params.id}/policies/${params.policyId}/detail`
    : `/dashboard/policies/detail/${policyId}`;
  const wording = usePolicyWording(policyId);
  const { locale } = usePlatform();
  const text = useText();
  const backLink = <Link to={back}>{text('wording.back')}</Link>;

  if (wording.status !== 'success')
    return (
      <QueryFallback
        query={wording}
        notFound={
          <RecordNotFound
            title={text('policy.notFound.title')}
            text={text('policy.notFound.text')}
            backTo={params.policyId ? `/broker/company/${params.id}/detail` : '/dashboard/policies/home'}
            backLabel={text('policy.back')}
          />
        }
      />
    );
  const data = wording.data;
  return (
    <Page
      title={text('wording.title', { number: data.policy_number })}
      titleId="wording-title"
      description={text('wording.intro')}
      before={<p>{backLink}</p>}
    >
      <WordingSummary data={data} />
      {data.terms ? (
        <>
          <QuoteCoverages quote={{ ...data.terms, currency: data.currency }} locale={locale} />
          <Section title={text('wording.conditions')} description={text('wording.conditionsText')}>
            {data.terms.subjectivities.length ? (
              <Stack as="ul" gap={2}>
                {data.terms.subjectivities.map((item) => (
                  <li key={item.code}>
                    {`${text(`terms.subjectivity.${item.code}`)} (${text(`quote.due.${item.due}`)})`}
                  </li>
                ))}
              </Stack>
            ) : (
              <p>{text('wording.noConditions')}</p>
            )}
          </Section>
        </>
      ) : (
        <Notice type="info" title={text('wording.noTerms.title')} detail={text('wording.noTerms.text')} />
      )}
      <SignedProposal signed={data.signed_proposal} />
      <p>{text('wording.governs')}</p>
    </Page>
  );
}

function WordingSummary({ data }: { data: PolicyWordingData }) {
  const { locale } = usePlatform();
  const text = useText();
  const terms = data.terms;
  const items: DescriptionItem[] = [
    { term: text('wording.insured'), description: data.insured_name },
    { term: text('policy.product'), description: text(`product.${data.product}`) },
    { term: text('policy.insurer'), description: data.insurer },
    {
      term: text('wording.period'),
      description: text('policies.validityPeriod', {
        start: formatDate(data.effective_date, locale),
        end: formatDate(data.expiry_date, locale),
      }),
    },
    {
      term: text('policy.coverageLimit'),
      description: formatMoney(data.coverage_limit, data.currency, locale),
      kind: 'money',
    },
    {
      term: text('wording.retention'),
      description: data.retention ? formatRetentionText(data.retention, data.currency, locale) : '—',
    },
    { term: text('wording.basis'), description: text('wording.claimsMade') },
  ];
  if (terms) {
    items.push({
      term: text('quote.retroactiveDate'),
      description: terms.retroactive_date ? formatDate(terms.retroactive_date, locale) : text('wording.noRetroactive'),
    });
    if (terms.territorial_scope)
      items.push({ term: text('quote.territorialScope'), description: text(`terms.scope.${terms.territorial_scope}`) });
    // The product's registration with the regulator of the policy's country (SUSEP, CNSF, SFC).
    const regulator = rulesOfCurrency(data.currency).regulator.name;
    if (terms.insurance_code)
      items.push({
        term: regulator === 'SUSEP' ? text('wording.insuranceCode') : text('quote.insuranceCodeOf', { regulator }),
        description: terms.insurance_code,
      });
  }
  return (
    <Section title={text('wording.summary')}>
      <DescriptionList label={text('wording.summary')} items={items} columns={2} />
    </Section>
  );
}
