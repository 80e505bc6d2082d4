import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { isCountry } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { Card, DescriptionList, Grid, Notice, Page, Stack, type DescriptionItem } from '@platform/ui';
import { formatMoney, formatRetentionText } from '../../lib/format-money';
import { certificatePdfUrl, usePublicCertificate, type PublicCertificateData } from './api/get-public-certificate';

type Certificate = NonNullable<PublicCertificateData['certificate']>;

/**
 * public/policy?c=<code>: a policy certificate anyone can verify, without an account (issue 24).
 * Read only; it shows the certificate and nothing else, whether the policy is in force today (read
 * live), its QR code and PDF; a revoked or unknown certificate says so plainly.
 */
export function PublicCertificate() {
  const text = useText();
  const { locale } = usePlatform();
  const code = useSearchParams()[0].get('c') ?? '';
  const certificate = usePublicCertificate(code);
  const unknown = !code || (certificate.status === 'error' && errorCodeOf(certificate.error) === 'NOT_FOUND');
  if (unknown)
    return (
      <Page title={text('publicCertificate.unknown.title')} width="narrow">
        <p>{text('publicCertificate.unknown.text')}</p>
      </Page>
    );
  if (certificate.status !== 'success') return <QueryFallback query={certificate} />;
  const data = certificate.data;
  if (data.status === 'REVOKED' || !data.certificate)
    return (
      <Page title={text('publicCertificate.revoked.title')} width="narrow">
        <Notice
          type="warn"
          title={text('publicCertificate.revoked.text', { date: formatDate(data.revoked_at ?? '', locale) })}
        />
      </Page>
    );
  return <CertificateView code={code} certificate={data.certificate} />;
}

function CertificateView({ code, certificate }: { code: string; certificate: Certificate }) {
  const intl = useIntl();
  const platform = usePlatform();
  const text = useText();
  // Money and dates as the insured's country writes them, in the reader's language.
  const locale = {
    ...platform.locale,
    country: isCountry(certificate.country) ? certificate.country : platform.locale.country,
  };
  const date = (value: string) => formatDate(value, locale);
  const items: DescriptionItem[] = [
    { term: text('publicCertificate.holder'), description: certificate.holder_name },
    { term: text('publicCertificate.insured'), description: certificate.insured_name },
    { term: text('publicCertificate.taxId', { type: certificate.tax_id_type }), description: certificate.tax_id },
    { term: text('publicCertificate.insurer'), description: certificate.insurer },
    ...(certificate.broker ? [{ term: text('publicCertificate.broker'), description: certificate.broker }] : []),
    { term: text('publicCertificate.policy'), description: certificate.policy_number },
    { term: text('publicCertificate.product'), description: text(`product.${certificate.product}`) },
    {
      term: text('publicCertificate.period'),
      description: text('publicCertificate.periodValue', {
        start: date(certificate.effective_date),
        end: date(certificate.expiry_date),
      }),
    },
    {
      term: text('publicCertificate.limit'),
      description: formatMoney(certificate.coverage_limit, certificate.currency, locale),
      kind: 'money',
    },
    ...(certificate.retention
      ? [
          {
            term: text('publicCertificate.retention'),
            description: formatRetentionText(intl, certificate.retention, certificate.currency, locale),
          },
        ]
      : []),
    { term: text('publicCertificate.basis'), description: text('publicCertificate.claimsMade') },
    {
      term: text('publicCertificate.retroactive'),
      description: certificate.retroactive_date
        ? date(certificate.retroactive_date)
        : text('publicCertificate.noRetroactive'),
    },
    { term: text('publicCertificate.issued'), description: date(certificate.issued_at) },
  ];
  return (
    <Page title={text('publicCertificate.title')} description={text('publicCertificate.intro')}>
      <Notice
        type={certificate.in_force ? 'success' : 'warn'}
        title={text(certificate.in_force ? 'publicCertificate.inForce' : 'publicCertificate.notInForce', {
          date: date(certificate.checked_on),
        })}
      />
      <Grid tracks="fit" gap={5}>
        <Card>
          <DescriptionList label={text('publicCertificate.title')} items={items} />
        </Card>
        <Card>
          <Stack gap={3}>
            <img
              src={certificate.qr_code}
              width={200}
              height={200}
              alt={text('publicCertificate.qrAlt', { policy: certificate.policy_number })}
            />
            <p>{text('publicCertificate.qrText')}</p>
            <a
              className="ui-button ui-button--secondary"
              href={certificatePdfUrl(code, platform.locale.language)}
              download
            >
              {text('publicCertificate.pdf')}
            </a>
          </Stack>
        </Card>
      </Grid>
      <p>{text('publicCertificate.disclaimer')}</p>
    </Page>
  );
}
