import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import type { FieldProblem } from '@platform/domain';
import { formatDate, formatPercent, useText } from '@platform/i18n';
import { FormError, QueryFallback, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import {
  Button,
  Card,
  DescriptionList,
  Notice,
  Page,
  Price,
  Section,
  Stack,
  TextField,
  type DescriptionItem,
} from '@platform/ui';
import { PurchaseStepper } from '../../components/purchase-stepper';
import { formatMoney } from '../../lib/format-money';
import {
  documentUrl,
  useSendSignatureCode,
  useSignatureRequest,
  useSignProposal,
  type SignatureRequest,
} from './api/signature-request';

/**
 * public/signature?token=: the legal signatory's signing page, opened from the mailed link without
 * an account (issue 12, docs/checkout.md). The proposal (summary and PDF), a one-time code sent by
 * e-mail, consent and the typed name. An unknown, expired or replaced link says so plainly.
 */
export function SignaturePage() {
  const intl = useIntl();
  const token = useSearchParams()[0].get('token') ?? '';
  const request = useSignatureRequest(token);
  const invalid = !token || (request.status === 'error' && errorCodeOf(request.error) === 'SIGNATURE_LINK_INVALID');
  if (invalid)
    return (
      <Page title={intl.formatMessage({ id: 'signature.invalid.title' })} width="narrow">
        <p>{intl.formatMessage({ id: 'error.SIGNATURE_LINK_INVALID' })}</p>
      </Page>
    );
  if (request.status !== 'success') return <QueryFallback query={request} />;
  return <SignatureView token={token} data={request.data} />;
}

interface SignForm {
  code: string;
  name: string;
  consent: boolean;
}

const signProblems = (values: SignForm): FieldProblem[] => [
  ...(/^\s*\d{6}\s*$/.test(values.code)
    ? []
    : [{ field: 'code', code: values.code.trim() ? 'INVALID' : 'REQUIRED' } as const]),
  ...(values.name.trim() ? [] : [{ field: 'name', code: 'REQUIRED' } as const]),
  ...(values.consent ? [] : [{ field: 'consent', code: 'REQUIRED' } as const]),
];

/** The desk's charges the page has words for; another code is shown as it is written. */
const NAMED_CHARGES = ['SURPLUS_LINES_TAX', 'STAMPING_FEE'];

/** The country's lines (issue 28): the policy fee when there is one, each tax with its rate, the desk's charges. */
function countryLines(
  data: SignatureRequest,
  money: (amount: string) => string,
  text: ReturnType<typeof useText>,
  locale: Parameters<typeof formatPercent>[1],
): DescriptionItem[] {
  const fee: DescriptionItem[] =
    Number(data.policy_fee) > 0
      ? [{ term: text('signature.policyFee'), description: money(data.policy_fee), kind: 'money' }]
      : [];
  const taxes = data.taxes.map((tax): DescriptionItem => ({
    term: text('signature.tax', { name: tax.code, rate: formatPercent(tax.rate, locale) }),
    description: money(tax.amount),
    kind: 'money',
  }));
  const charges = data.charges.map((charge): DescriptionItem => ({
    term: NAMED_CHARGES.includes(charge.code)
      ? text(`signature.charge.${charge.code}`)
      : text('signature.charge.other', { code: charge.code }),
    description: money(charge.amount),
    kind: 'money',
  }));
  return [...fee, ...taxes, ...charges];
}

function SignatureView({ token, data }: { token: string; data: SignatureRequest }) {
  const { locale } = usePlatform();
  const text = useText();
  const money = (amount: string) => formatMoney(amount, data.currency, locale);
  const sendCode = useSendSignatureCode(token);
  const sign = useSignProposal(token);
  const [codeSent, setCodeSent] = useState(false);
  const form = usePlatformForm<SignForm>({
    defaultValues: { code: '', name: '', consent: false },
    rules: signProblems,
    messageFor: ({ field, code }) =>
      code === 'REQUIRED' || code === 'INVALID' ? `signature.${field}.required` : undefined,
    warnOnLeave: false,
  });
  const onSubmit = form.submit(async (values) => {
    await sign.mutateAsync({ code: values.code.trim(), name: values.name, consent: true });
  });

  const items: DescriptionItem[] = [
    { term: text('signature.company'), description: data.company },
    { term: text('signature.product'), description: text(`product.${data.product}`) },
    { term: text('signature.insurer'), description: data.insurer },
    { term: text('signature.limit'), description: money(data.coverage_limit), kind: 'money' },
    {
      term: text('signature.period'),
      description: text('signature.periodValue', {
        start: formatDate(data.start_date, locale),
        end: formatDate(data.end_date, locale),
      }),
    },
    { term: text('signature.gross'), description: money(data.gross_premium), kind: 'money' },
    { term: text('signature.interest'), description: money(data.interest), kind: 'money' },
    ...countryLines(data, money, text, locale),
    { term: text('signature.total'), description: money(data.total_premium), kind: 'money' },
    {
      term: text('signature.instalments'),
      description: data.instalments.map((i) => `${i.number}: ${money(i.amount)}`).join(' · '),
    },
    ...(data.broker
      ? [
          {
            term: text('signature.broker', { broker: data.broker.name }),
            description: money(data.broker.commission),
            kind: 'money' as const,
          },
        ]
      : []),
  ];

  return (
    <Page
      title={text('signature.title', { company: data.company })}
      titleId="signature-title"
      before={<PurchaseStepper position={{ checkout: data.status === 'SIGNED' ? 'SIGNED' : 'PENDING_SIGNATURE' }} />}
    >
      {data.status === 'SIGNED' ? (
        <Notice
          type="success"
          title={text('signature.signed.title')}
          detail={text('signature.signed.text', {
            date: data.signed_at ? formatDate(data.signed_at, locale) : '',
          })}
        />
      ) : (
        <p>{text('signature.intro', { name: data.signer_name })}</p>
      )}
      <Card padding="lg">
        <Stack gap={4}>
          <Price amount={money(data.total_premium)} caption={text('signature.total')} />
          <DescriptionList label={text('signature.proposal')} items={items} />
          <p>
            <a href={documentUrl(token)} target="_blank" rel="noopener">
              {text(data.status === 'SIGNED' ? 'signature.signedDocument' : 'signature.document')}
            </a>
          </p>
        </Stack>
      </Card>
      {data.status === 'PENDING' && (
        <Section title={text('signature.steps')} description={text('signature.codeHelp', { email: data.signer_email })}>
          <Stack gap={4}>
            <p>
              <Button
                variant={codeSent ? 'secondary' : 'primary'}
                loading={sendCode.isPending}
                onClick={() => sendCode.mutate(undefined, { onSuccess: () => setCodeSent(true) })}
              >
                {text(codeSent ? 'signature.resendCode' : 'signature.sendCode')}
              </Button>
            </p>
            {codeSent && <Notice type="info" title={text('signature.codeSent', { email: data.signer_email })} />}
            {sendCode.isError && <FormError code={errorCodeOf(sendCode.error)} />}
            <form onSubmit={onSubmit} noValidate aria-label={text('signature.form')}>
              <Stack gap={3}>
                <FormError code={form.formError} />
                <TextField
                  label={text('signature.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  {...form.field('code')}
                />
                <TextField
                  label={text('signature.name')}
                  hint={text('signature.nameHint', { name: data.signer_name })}
                  autoComplete="name"
                  required
                  {...form.field('name')}
                />
                <div className={['ui-field', form.errorText('consent') ? 'ui-field--invalid' : ''].join(' ')}>
                  <label>
                    <input
                      type="checkbox"
                      {...form.register('consent')}
                      aria-invalid={form.errorText('consent') ? true : undefined}
                    />{' '}
                    {text('signature.consent')}
                  </label>
                  {form.errorText('consent') && <p className="ui-field__error">{form.errorText('consent')}</p>}
                </div>
                <p>
                  <Button type="submit" loading={form.busy}>
                    {text('signature.sign')}
                  </Button>
                </p>
              </Stack>
            </form>
          </Stack>
        </Section>
      )}
    </Page>
  );
}
