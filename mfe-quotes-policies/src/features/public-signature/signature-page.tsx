import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import type { FieldProblem } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { FormError, QueryFallback, usePlatform, usePlatformForm } from '@platform/remote-kit';
import { Button, DetailsList, Notice, TextField } from '@platform/ui';
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
      <section className="ui-page" aria-labelledby="signature-invalid">
        <header className="ui-page-header">
          <h1 id="signature-invalid">{intl.formatMessage({ id: 'signature.invalid.title' })}</h1>
        </header>
        <p>{intl.formatMessage({ id: 'error.SIGNATURE_LINK_INVALID' })}</p>
      </section>
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

function SignatureView({ token, data }: { token: string; data: SignatureRequest }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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

  const items = [
    { label: text('signature.company'), value: data.company },
    { label: text('signature.product'), value: text(`product.${data.product}`) },
    { label: text('signature.insurer'), value: data.insurer },
    { label: text('signature.limit'), value: money(data.coverage_limit) },
    {
      label: text('signature.period'),
      value: text('signature.periodValue', {
        start: formatDate(data.start_date, locale),
        end: formatDate(data.end_date, locale),
      }),
    },
    { label: text('signature.gross'), value: money(data.gross_premium) },
    { label: text('signature.interest'), value: money(data.interest) },
    { label: text('signature.iof'), value: money(data.iof) },
    { label: text('signature.total'), value: money(data.total_premium) },
    {
      label: text('signature.instalments'),
      value: data.instalments.map((i) => `${i.number}: ${money(i.amount)}`).join(' · '),
    },
    ...(data.broker
      ? [{ label: text('signature.broker', { broker: data.broker.name }), value: money(data.broker.commission) }]
      : []),
  ];

  return (
    <section className="ui-page" aria-labelledby="signature-title">
      <header className="ui-page-header">
        <h1 id="signature-title">{text('signature.title', { company: data.company })}</h1>
      </header>
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
      <DetailsList label={text('signature.proposal')} items={items} />
      <p>
        <a href={documentUrl(token)} target="_blank" rel="noopener">
          {text(data.status === 'SIGNED' ? 'signature.signedDocument' : 'signature.document')}
        </a>
      </p>
      {data.status === 'PENDING' && (
        <>
          <h2>{text('signature.steps')}</h2>
          <p>{text('signature.codeHelp', { email: data.signer_email })}</p>
          <Button
            variant={codeSent ? 'secondary' : 'primary'}
            loading={sendCode.isPending}
            onClick={() => sendCode.mutate(undefined, { onSuccess: () => setCodeSent(true) })}
          >
            {text(codeSent ? 'signature.resendCode' : 'signature.sendCode')}
          </Button>
          {codeSent && <Notice type="info" title={text('signature.codeSent', { email: data.signer_email })} />}
          {sendCode.isError && <FormError code={errorCodeOf(sendCode.error)} />}
          <form onSubmit={onSubmit} noValidate aria-label={text('signature.form')}>
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
            <Button type="submit" loading={form.busy}>
              {text('signature.sign')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
