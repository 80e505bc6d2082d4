import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { FormError, QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { usePlatformForm, useWatch } from '@platform/remote-kit/forms';
import {
  Button,
  DetailsList,
  FormSection,
  Notice,
  Page,
  SelectField,
  Stack,
  StatusBadge,
  TextField,
} from '@platform/ui';
import {
  checkoutRulesOf,
  instalmentChargeOf,
  POLICY_STATUSES,
  SIGNER_TYPES,
  type PolicyStatus,
} from '@platform/domain';
import { formatDate, formatPercent, useText } from '@platform/i18n';
import { BrokerTrail } from '../../components/broker-trail';
import { PurchaseStepper } from '../../components/purchase-stepper';
import { formatMoney } from '../../lib/format-money';
import { useScreenLinks } from '../../lib/screen-links';
import { useQuoteCheckout, type QuoteCheckout } from './api/get-quote-checkout';
import { useSendForSignature, type SendForSignature } from './api/send-for-signature';
import { CheckoutSummaryView } from './components/checkout-summary';
import { PreBindEvidence } from './components/pre-bind-evidence';
import {
  bodyOf,
  checkoutFormProblems,
  checkoutMessage,
  formOf,
  startOffered,
  type CheckoutForm,
} from './checkout-form';

/**
 * dashboard/quotes/checkout/:quoteId: the checkout of a selected quote option (issue 12; the spec
 * names no customer checkout route, docs/checkout.md). Start date, legal signatory, account
 * administrator, instalment plan and the summary; one button saves and mails the signatory the
 * signing link. The account administrator and the broker of record fill it in; others read it.
 * Also broker/company/:id/quotes/:quoteId/checkout: the broker of record's, on the customer's behalf.
 */
export function CheckoutPage() {
  const { quoteId = '' } = useParams();
  const intl = useIntl();
  const { locale } = usePlatform();
  const loaded = useQuoteCheckout(quoteId);
  // Here, not in the form: a refused send may still have saved the checkout, whose new version
  // starts the form afresh, and the refusal must outlive that.
  const send = useSendForSignature(quoteId);
  const links = useScreenLinks();
  const back = (
    <Link to={links.quotesHome}>
      <FormattedMessage id="checkout.back" />
    </Link>
  );
  if (loaded.status !== 'success')
    return (
      <QueryFallback
        query={loaded}
        notFound={
          <RecordNotFound
            title={intl.formatMessage({ id: 'checkout.notFound.title' })}
            text={intl.formatMessage({ id: 'checkout.notFound.text' })}
            backTo={links.quotesHome}
            backLabel={<FormattedMessage id="checkout.back" />}
          />
        }
      />
    );
  const { quote, checkout } = loaded.data;
  const policyStatus = checkout?.policy?.status;
  const position = {
    quote: quote.status,
    checkout: checkout?.status,
    policy: isPolicyStatus(policyStatus) ? policyStatus : null,
  };
  return (
    <Page
      title={intl.formatMessage(
        { id: 'checkout.title' },
        { product: intl.formatMessage({ id: `product.${quote.product}` }) },
      )}
      titleId="checkout-title"
      description={
        checkout && (
          <StatusBadge
            status={checkout.status}
            label={intl.formatMessage({ id: `checkout.status.${checkout.status}` })}
          />
        )
      }
      before={
        <>
          <BrokerTrail />
          <p>{back}</p>
          <PurchaseStepper position={position} locale={locale} />
        </>
      }
    >
      <FormError code={send.isError ? errorCodeOf(send.error) : null} />
      <PreBindEvidence quoteId={quoteId} onUploaded={send.reset} />
      {/* Keyed by version: a saved or reloaded checkout is the form's new starting point. */}
      <CheckoutBody key={checkout?.version ?? 0} data={loaded.data} send={send} />
    </Page>
  );
}

const isPolicyStatus = (status: string | undefined): status is PolicyStatus =>
  (POLICY_STATUSES as readonly string[]).includes(status ?? '');

function CheckoutBody({ data, send }: { data: QuoteCheckout; send: SendForSignature }) {
  const { locale } = usePlatform();
  const links = useScreenLinks();
  const text = useText();
  const { quote, checkout, broker } = data;
  const form = usePlatformForm<CheckoutForm>({
    defaultValues: formOf(checkout, quote, locale.country),
    rules: checkoutFormProblems(quote.expires_at, locale.country, quote.renewal_start_date, quote.country),
    messageFor: checkoutMessage,
  });
  const instalments = Number(useWatch({ control: form.control, name: 'instalments' }));
  // The account's country's plan: how many instalments, how many free of interest (or surcharge).
  const plan = checkoutRulesOf(quote.country).instalments;
  const withCharge =
    instalmentChargeOf(quote.country) === 'SURCHARGE'
      ? 'checkout.instalments.withSurcharge'
      : 'checkout.instalments.withInterest';

  // The signatory signs elsewhere; the `quotes` live update brings "signed" and then "issued" here.
  if (checkout?.status === 'ISSUED' && checkout.policy)
    return (
      <Stack gap={3}>
        <Notice
          type="success"
          title={text('checkout.issued.title', { number: checkout.policy.policy_number })}
          detail={text('checkout.issued.text')}
        />
        <p>
          <Link className="ui-button ui-button--primary" to={links.policy(checkout.policy.id)}>
            {text('checkout.issued.link', { number: checkout.policy.policy_number })}
          </Link>
        </p>
      </Stack>
    );
  const selectable = quote.status === 'SELECTED' || quote.status === 'BEING_ISSUED';
  if (!checkout && !selectable)
    return <Notice type="info" title={text('checkout.notSelected.title')} detail={text('checkout.notSelected.text')} />;

  const readOnly = !data.may_edit || quote.status === 'ISSUED';
  const onSubmit = form.submit(async (values) => {
    await send.mutateAsync({ fields: bodyOf(values), current: checkout });
  });
  const quoteItems = [
    { label: text('checkout.quote.insurer'), value: quote.insurer ?? '-' },
    {
      label: text('checkout.quote.limit'),
      value: quote.coverage_limit ? formatMoney(quote.coverage_limit, quote.currency, locale) : '-',
    },
  ];
  return (
    <Stack gap={5}>
      <DetailsList label={text('checkout.quote.title')} items={quoteItems} />
      {checkout?.status === 'PENDING_SIGNATURE' && checkout.signature && (
        <Notice
          type="info"
          title={text('checkout.pending.title', { email: checkout.signature.signer_email })}
          detail={text('checkout.pending.text', { date: formatDate(checkout.signature.expires_at, locale) })}
        />
      )}
      {checkout?.status === 'SIGNED' && (
        <Notice type="success" title={text('checkout.signed.title')} detail={text('checkout.signed.text')} />
      )}
      {readOnly && !data.may_edit && <Notice type="info" title={text('checkout.readOnly')} />}
      <form onSubmit={onSubmit} noValidate aria-labelledby="checkout-form-title">
        <Stack gap={5}>
          <h2 id="checkout-form-title">{text('checkout.form.title')}</h2>
          <FormSection legend={text('checkout.policy.legend')}>
            <TextField
              label={text('checkout.start_date')}
              type="date"
              required
              disabled={readOnly || Boolean(quote.renewal_start_date)}
              hint={quote.renewal_start_date ? text('checkout.start_date.renewal') : undefined}
              {...form.field('start_date')}
            />
            {!checkout && startOffered(quote, locale.country).passed && quote.requested_start_date && (
              <p role="status">
                {text('checkout.start_date.passed', { date: formatDate(quote.requested_start_date, locale) })}
              </p>
            )}
            <SelectField
              label={text('checkout.instalments')}
              required
              disabled={readOnly}
              {...form.select('instalments')}
            >
              {Array.from({ length: plan.max }, (_, index) => index + 1).map((count) => (
                <option key={count} value={String(count)}>
                  {count > plan.maxWithoutInterest
                    ? text(withCharge, { count, rate: formatPercent(plan.monthlyInterest, locale) })
                    : text('checkout.instalments.noInterest', { count })}
                </option>
              ))}
            </SelectField>
          </FormSection>
          <FormSection legend={text('checkout.signer.legend')}>
            <SelectField
              label={text('checkout.signer_type')}
              required
              disabled={readOnly}
              {...form.select('signer_type')}
            >
              {SIGNER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {text(`checkout.signerType.${type}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={text('checkout.signer_name')}
              required
              autoComplete="off"
              disabled={readOnly}
              {...form.field('signer_name')}
            />
            <TextField
              label={text('checkout.signer_email')}
              type="email"
              required
              autoComplete="off"
              disabled={readOnly}
              {...form.field('signer_email')}
            />
          </FormSection>
          <FormSection legend={text('checkout.admin.legend')}>
            <TextField
              label={text('checkout.admin_name')}
              required
              autoComplete="name"
              disabled={readOnly}
              {...form.field('admin_name')}
            />
            <TextField
              label={text('checkout.admin_email')}
              type="email"
              required
              autoComplete="email"
              disabled={readOnly}
              {...form.field('admin_email')}
            />
          </FormSection>
          {quote.gross_premium && (
            <CheckoutSummaryView
              grossPremium={quote.gross_premium}
              currency={quote.currency}
              country={quote.country}
              charges={quote.charges}
              instalments={Number.isInteger(instalments) && instalments >= 1 ? instalments : 1}
              broker={broker}
            />
          )}
          {!readOnly && (
            <Button type="submit" loading={form.busy}>
              {text(checkout && checkout.status !== 'DRAFT' ? 'checkout.resend' : 'checkout.send')}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
