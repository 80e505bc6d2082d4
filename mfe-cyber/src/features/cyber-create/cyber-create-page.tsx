import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CYBER_ACTIVITIES,
  CYBER_PLAN_OFFERS,
  CYBER_PLANS,
  REVENUE_BANDS,
  currencyOf,
  type Currency,
  type CyberPlan,
} from '@platform/domain';
import { revenueBandText } from '@platform/i18n';
import { Button, Card, Cluster, FormSection, Page, SelectField, Stack, TextField } from '@platform/ui';
import { FormError, QueryFallback, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { useSession } from '@platform/session';
import { useCompanyProfile } from './api/get-company-profile';
import { useRequestAssessment } from './api/request-assessment';
import { prefillFrom, requestFormProblems, toRequest, type RequestFormValues } from './request-form';

/** dashboard/cyber/create: the assessment request (spec section 3), prefilled from the company profile. */
export function CyberCreatePage() {
  const { session, locale } = usePlatform();
  const accountId = useSession(session, (s) => s.company?.id ?? null);
  const profile = useCompanyProfile(accountId);
  const [params] = useSearchParams();
  const plan: CyberPlan = params.get('plan') === 'PLUS' ? 'PLUS' : 'LITE';

  return (
    <Page
      title={<FormattedMessage id="screen.cyber.create" />}
      titleId="cyber-create-title"
      description={<FormattedMessage id="cyber.create.intro" />}
      width="narrow"
    >
      {accountId && profile.status !== 'success' && profile.status !== 'error' ? (
        <QueryFallback query={profile} />
      ) : (
        // A profile that cannot be read only means an empty form: the request does not need it.
        // Its revenue band is in the company's currency (issue 28); without a profile, the locale's country's.
        <RequestForm
          initial={prefillFrom(profile.data ?? null, plan)}
          currency={currencyOf(profile.data?.country ?? locale.country)}
        />
      )}
    </Page>
  );
}

function RequestForm({ initial, currency }: { initial: RequestFormValues; currency: Currency }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const navigate = useNavigate();
  const request = useRequestAssessment();
  const form = usePlatformForm<RequestFormValues>({ defaultValues: initial, rules: requestFormProblems });
  const onSubmit = form.submit(async (values) => {
    const created = await request.mutateAsync(toRequest(values));
    void navigate(`/dashboard/cyber/success-screen?request=${created.id}`);
  });

  return (
    <Card padding="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="cyber-create-title">
        <Stack gap={5}>
          <FormError code={form.formError} />
          <FormSection
            legend={<FormattedMessage id="cyber.create.plan" />}
            description={
              <>
                <FormattedMessage id="cyber.create.plusNote" />{' '}
                <Link to="/dashboard/schedule-meeting">
                  <FormattedMessage id="cyber.plans.plus.meeting" />
                </Link>
              </>
            }
          >
            {CYBER_PLANS.map((plan) => (
              <label key={plan} className="ui-option-card">
                <input type="radio" value={plan} {...form.register('plan')} />
                <PlanOption plan={plan} />
              </label>
            ))}
          </FormSection>
          <FormSection legend={<FormattedMessage id="cyber.create.about" />}>
            <TextField
              label={intl.formatMessage({ id: 'cyber.create.main_domain' })}
              hint={intl.formatMessage({ id: 'cyber.create.main_domain.hint' })}
              autoComplete="url"
              inputMode="url"
              required
              {...form.field('main_domain')}
            />
            <SelectField
              label={intl.formatMessage({ id: 'cyber.create.activity' })}
              required
              error={form.errorText('activity')}
              {...form.select('activity')}
            >
              <option value="">{intl.formatMessage({ id: 'cyber.create.choose' })}</option>
              {CYBER_ACTIVITIES.map((activity) => (
                <option key={activity} value={activity}>
                  {intl.formatMessage({ id: `cyber.create.activity.${activity}` })}
                </option>
              ))}
            </SelectField>
            <TextField
              label={intl.formatMessage({ id: 'cyber.create.employees' })}
              type="number"
              inputMode="numeric"
              min={1}
              required
              {...form.field('employees')}
            />
            <SelectField
              label={intl.formatMessage({ id: 'cyber.create.revenue_band' })}
              required
              error={form.errorText('revenue_band')}
              {...form.select('revenue_band')}
            >
              <option value="">{intl.formatMessage({ id: 'cyber.create.choose' })}</option>
              {REVENUE_BANDS.map((band) => (
                <option key={band} value={band}>
                  {revenueBandText(intl, band, currency, locale)}
                </option>
              ))}
            </SelectField>
          </FormSection>
          <Cluster gap={2}>
            <Button type="submit" loading={form.busy}>
              <FormattedMessage id="cyber.create.submit" />
            </Button>
            <Link className="ui-button ui-button--secondary" to="/dashboard/cyber/home">
              <FormattedMessage id="cyber.create.back" />
            </Link>
          </Cluster>
        </Stack>
      </form>
    </Card>
  );
}

/** A plan as the form offers it: its name, its assessment and, when it has one, how it is priced (CYBER_PLAN_OFFERS). */
function PlanOption({ plan }: { plan: CyberPlan }) {
  const intl = useIntl();
  const { includes, price } = CYBER_PLAN_OFFERS[plan];
  const assessment = intl.formatMessage({ id: `cyber.plans.feature.${includes[0]}` });
  return (
    <span>
      <span className="ui-option-card__title">
        <FormattedMessage id={`cyber.plans.${plan.toLowerCase()}.name`} />
      </span>
      <span className="ui-option-card__hint">
        {price
          ? intl.formatMessage(
              { id: 'cyber.create.planHintPriced' },
              { assessment, price: intl.formatMessage({ id: `cyber.plans.price.${price}` }) },
            )
          : assessment}
      </span>
    </span>
  );
}
