import { useCallback, useEffect } from 'react';
import type { paths } from '@platform/api-client';
import type { Language, Locale } from '@platform/domain';
import { formatCurrency, formatDate } from '@platform/domain/formatters';
import { DEFAULT_LOCALE, isCountry } from '@platform/domain/locale';
import { formatRetention } from '@platform/domain/retention';
import { PRODUCT_NAMES } from '@platform/i18n/product-names';
import { PURCHASE_WORDS } from '@platform/i18n/purchase-words';
import { callApi } from '../../boot/call-api';
import { useErrorText } from '../../boot/slim-error-texts';
import { SlimFrame, useSlimLanguage, useSlimTitle } from '../../boot/slim-frame';
import {
  fill,
  SlimDescriptionList,
  SlimErrorView,
  SlimLoading,
  SlimNotice,
  SlimPage,
  type SlimItem,
} from '../slim-parts';
import { useRead } from '../use-read';
import { CERTIFICATE_MESSAGES } from './certificate-messages';

export type PublicCertificateData =
  paths['/v3/public/certificates/{code}']['get']['responses'][200]['content']['application/json'];
type Certificate = NonNullable<PublicCertificateData['certificate']>;
type Words = Record<keyof (typeof CERTIFICATE_MESSAGES)['pt'], string>;

/** A certificate as anyone reads it (GET /v3/public/certificates/{code}); unknown is NOT_FOUND. */
export const readPublicCertificate = (apiBaseUrl: string, code: string) =>
  callApi<PublicCertificateData>(`${apiBaseUrl}/v3/public/certificates/${encodeURIComponent(code)}`);

/** The certificate's PDF, in the reader's language: the API serves it to anyone with the code. */
export const certificatePdfUrl = (code: string, language: string) =>
  `/v3/public/certificates/${encodeURIComponent(code)}/document.pdf?language=${language}`;

/**
 * public/policy?c=<code>: a policy certificate anyone can verify, without an account (issue 24),
 * drawn by the shell's boot code with React alone (issue 25). Read only; it shows the certificate
 * and nothing else, whether the policy is in force today (read live, and again when the page comes
 * back into view), its QR code and PDF; a revoked or unknown certificate says so plainly.
 */
export function PublicCertificatePage({
  code,
  apiBaseUrl,
  firstRead,
}: {
  code: string;
  apiBaseUrl: string;
  /** The read the boot code started with the page's code. */
  firstRead?: Promise<PublicCertificateData>;
}) {
  const [language, chooseLanguage] = useSlimLanguage();
  const errorText = useErrorText(language);
  const read = useCallback(() => readPublicCertificate(apiBaseUrl, code), [apiBaseUrl, code]);
  const [certificate, reload] = useRead(firstRead, read, Boolean(code));
  useEffect(() => {
    // "In force" is today's answer: read again when the person comes back to the page.
    const onVisible = () => document.visibilityState === 'visible' && code && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [code, reload]);
  const words: Words = CERTIFICATE_MESSAGES[language];
  const unknown = !code || (certificate.status === 'error' && certificate.code === 'NOT_FOUND');
  const data = certificate.status === 'success' ? certificate.data : null;
  const revoked = data && (data.status === 'REVOKED' || !data.certificate);
  const title = unknown
    ? words['publicCertificate.unknown.title']
    : revoked
      ? words['publicCertificate.revoked.title']
      : words['publicCertificate.title'];
  useSlimTitle(title, language);

  let body;
  if (unknown)
    body = (
      <SlimPage title={title} width="narrow" screen="certificate">
        <p>{words['publicCertificate.unknown.text']}</p>
      </SlimPage>
    );
  else if (certificate.status === 'error') body = <SlimErrorView message={errorText(certificate.code)} />;
  else if (!data)
    // As the first paint drew it (first-paint/paint-first.ts): the heading needs no data.
    body = (
      <SlimPage title={title} description={words['publicCertificate.intro']}>
        <SlimLoading />
      </SlimPage>
    );
  else if (revoked || !data.certificate)
    body = (
      <SlimPage title={title} width="narrow" screen="certificate">
        <SlimNotice
          type="warn"
          title={fill(words['publicCertificate.revoked.text'], {
            date: formatDate(data.revoked_at ?? '', { ...DEFAULT_LOCALE, language }),
          })}
        />
      </SlimPage>
    );
  else body = <CertificateView code={code} certificate={data.certificate} language={language} />;
  return (
    <SlimFrame language={language} onLanguage={chooseLanguage} busy={certificate.status === 'pending' && !unknown}>
      {body}
    </SlimFrame>
  );
}

function CertificateView({
  code,
  certificate,
  language,
}: {
  code: string;
  certificate: Certificate;
  language: Language;
}) {
  const words: Words = CERTIFICATE_MESSAGES[language];
  // Money and dates as the insured's country writes them, in the reader's language.
  const locale: Locale = { country: isCountry(certificate.country) ? certificate.country : 'br', language };
  const date = (value: string) => formatDate(value, locale);
  const items: SlimItem[] = [
    { term: words['publicCertificate.holder'], description: certificate.holder_name },
    { term: words['publicCertificate.insured'], description: certificate.insured_name },
    {
      term: fill(words['publicCertificate.taxId'], { type: certificate.tax_id_type }),
      description: certificate.tax_id,
    },
    { term: words['publicCertificate.insurer'], description: certificate.insurer },
    ...(certificate.broker ? [{ term: words['publicCertificate.broker'], description: certificate.broker }] : []),
    { term: words['publicCertificate.policy'], description: certificate.policy_number },
    {
      term: words['publicCertificate.product'],
      description: PRODUCT_NAMES[language][`product.${certificate.product}`],
    },
    {
      term: words['publicCertificate.period'],
      description: fill(words['publicCertificate.periodValue'], {
        start: date(certificate.effective_date),
        end: date(certificate.expiry_date),
      }),
    },
    {
      term: words['publicCertificate.limit'],
      description: formatCurrency(Number(certificate.coverage_limit), certificate.currency, locale),
      kind: 'money',
    },
    ...(certificate.retention
      ? [
          {
            term: words['publicCertificate.retention'],
            description:
              formatRetention(certificate.retention, certificate.currency, locale) ??
              PURCHASE_WORDS[language]['retention.R_NONE'],
          },
        ]
      : []),
    { term: words['publicCertificate.basis'], description: words['publicCertificate.claimsMade'] },
    {
      term: words['publicCertificate.retroactive'],
      description: certificate.retroactive_date
        ? date(certificate.retroactive_date)
        : words['publicCertificate.noRetroactive'],
    },
    { term: words['publicCertificate.issued'], description: date(certificate.issued_at) },
  ];
  return (
    <SlimPage
      title={words['publicCertificate.title']}
      description={words['publicCertificate.intro']}
      screen="certificate"
    >
      <SlimNotice
        type={certificate.in_force ? 'success' : 'warn'}
        title={fill(words[certificate.in_force ? 'publicCertificate.inForce' : 'publicCertificate.notInForce'], {
          date: date(certificate.checked_on),
        })}
      />
      <div className="ui-grid ui-grid--fit ui-grid--min-md ui-gap-5">
        <div className="ui-card ui-card--default ui-card--pad-md">
          <SlimDescriptionList label={words['publicCertificate.title']} items={items} />
        </div>
        <div className="ui-card ui-card--default ui-card--pad-md">
          <div className="ui-stack ui-gap-3">
            <img
              src={certificate.qr_code}
              width={200}
              height={200}
              alt={fill(words['publicCertificate.qrAlt'], { policy: certificate.policy_number })}
            />
            <p>{words['publicCertificate.qrText']}</p>
            <a className="ui-button ui-button--secondary" href={certificatePdfUrl(code, language)} download>
              {words['publicCertificate.pdf']}
            </a>
          </div>
        </div>
      </div>
      <p>{words['publicCertificate.disclaimer']}</p>
    </SlimPage>
  );
}
