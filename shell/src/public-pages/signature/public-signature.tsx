import { useCallback, useState } from 'react';
import type { ErrorCode, Language, Locale } from '@platform/domain';
import { formatCurrency, formatDate } from '@platform/domain/formatters';
import { DEFAULT_LOCALE } from '@platform/domain/locale';
import { purchasePath } from '@platform/domain/purchase-path';
import { PURCHASE_WORDS } from '@platform/i18n/purchase-words';
import { callApi, codeOf } from '../../boot/call-api';
import { useErrorText } from '../../boot/slim-error-texts';
import { SlimFrame, useSlimLanguage, useSlimTitle } from '../../boot/slim-frame';
import {
  fill,
  SlimDescriptionList,
  SlimErrorView,
  SlimLoading,
  SlimNotice,
  SlimPage,
  SlimStepper,
} from '../slim-parts';
import { useRead } from '../use-read';
import { SignatureForm } from './signature-form';
import { signatureLines, type SignatureRequest } from './signature-lines';
import { SIGNATURE_MESSAGES } from './signature-messages';

/** What a signing link opens (GET /v3/signatures/{token}); SIGNATURE_LINK_INVALID when unknown, expired or replaced. */
export const readSignatureRequest = (apiBaseUrl: string, token: string) =>
  callApi<SignatureRequest>(`${apiBaseUrl}/v3/signatures/${encodeURIComponent(token)}`);

/** The proposal (or, once signed, the signed document) as a PDF: the API serves it to the link's holder. */
export const documentUrl = (token: string) => `/v3/signatures/${encodeURIComponent(token)}/document`;

/**
 * public/signature?token=: the legal signatory's signing page, opened from the mailed link without
 * an account (issue 12, docs/checkout.md), drawn by the shell's boot code with React alone
 * (issue 25). The proposal (summary and PDF), a one-time code sent by e-mail, consent and the typed
 * name. An unknown, expired or replaced link says so plainly.
 */
export function PublicSignaturePage({
  token,
  apiBaseUrl,
  firstRead,
}: {
  token: string;
  apiBaseUrl: string;
  /** The read the boot code started with the page's code. */
  firstRead?: Promise<SignatureRequest>;
}) {
  const [language, chooseLanguage] = useSlimLanguage();
  const errorText = useErrorText(language);
  const read = useCallback(() => readSignatureRequest(apiBaseUrl, token), [apiBaseUrl, token]);
  const [request, reload] = useRead(firstRead, read, Boolean(token));
  const words = SIGNATURE_MESSAGES[language];
  const invalid = !token || (request.status === 'error' && request.code === 'SIGNATURE_LINK_INVALID');
  const data = request.status === 'success' ? request.data : null;
  const title = invalid
    ? words['signature.invalid.title']
    : data
      ? fill(words['signature.title'], { company: data.company })
      : null;
  useSlimTitle(title, language);

  let body;
  if (invalid)
    body = (
      <SlimPage title={words['signature.invalid.title']} width="narrow" screen="signature">
        <p>{errorText('SIGNATURE_LINK_INVALID')}</p>
      </SlimPage>
    );
  else if (request.status === 'error') body = <SlimErrorView message={errorText(request.code)} />;
  else if (!data) body = <SlimLoading />;
  else body = <SignatureView token={token} apiBaseUrl={apiBaseUrl} data={data} language={language} onSigned={reload} />;
  return (
    <SlimFrame language={language} onLanguage={chooseLanguage} busy={request.status === 'pending' && !invalid}>
      {body}
    </SlimFrame>
  );
}

function SignatureView({
  token,
  apiBaseUrl,
  data,
  language,
  onSigned,
}: {
  token: string;
  apiBaseUrl: string;
  data: SignatureRequest;
  language: Language;
  onSigned: () => void;
}) {
  const words = SIGNATURE_MESSAGES[language];
  const path = PURCHASE_WORDS[language];
  // The platform's locale for a guest: the default country, the person's language.
  const locale: Locale = { ...DEFAULT_LOCALE, language };
  const signed = data.status === 'SIGNED';
  const steps = purchasePath({ checkout: signed ? 'SIGNED' : 'PENDING_SIGNATURE' }).map((step) => ({
    ...step,
    label: path[`purchasePath.step.${step.id}`],
  }));
  return (
    <SlimPage
      title={fill(words['signature.title'], { company: data.company })}
      titleId="signature-title"
      screen="signature"
      before={<SlimStepper label={path['purchasePath.label']} doneLabel={path['purchasePath.done']} steps={steps} />}
    >
      {signed ? (
        <SlimNotice
          type="success"
          title={words['signature.signed.title']}
          detail={fill(words['signature.signed.text'], {
            date: data.signed_at ? formatDate(data.signed_at, locale) : '',
          })}
        />
      ) : (
        <p>{fill(words['signature.intro'], { name: data.signer_name })}</p>
      )}
      <div className="ui-card ui-card--default ui-card--pad-lg">
        <div className="ui-stack ui-gap-4">
          <p className="ui-price ui-price--md">
            <span className="ui-price__amount ui-figure ui-figure--money">
              {formatCurrency(data.total_premium, data.currency, locale)}
            </span>
            <span className="ui-price__caption">{words['signature.total']}</span>
          </p>
          <SlimDescriptionList label={words['signature.proposal']} items={signatureLines(data, language, locale)} />
          <p>
            <a href={documentUrl(token)} target="_blank" rel="noopener">
              {words[signed ? 'signature.signedDocument' : 'signature.document']}
            </a>
          </p>
        </div>
      </div>
      {data.status === 'PENDING' && (
        <SignSection token={token} apiBaseUrl={apiBaseUrl} data={data} language={language} onSigned={onSigned} />
      )}
    </SlimPage>
  );
}

/** Sends the one-time code, then the form that signs with it. */
function SignSection({
  token,
  apiBaseUrl,
  data,
  language,
  onSigned,
}: {
  token: string;
  apiBaseUrl: string;
  data: SignatureRequest;
  language: Language;
  onSigned: () => void;
}) {
  const words = SIGNATURE_MESSAGES[language];
  const errorText = useErrorText(language);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<ErrorCode | null>(null);
  const sendCode = async () => {
    if (sending) return;
    setSending(true);
    setSendError(null);
    try {
      await callApi(`${apiBaseUrl}/v3/signatures/${encodeURIComponent(token)}/code`, { method: 'POST' });
      setCodeSent(true);
    } catch (failure) {
      setSendError(codeOf(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="ui-section ui-section--level-2" aria-labelledby="signature-steps">
      <div className="ui-section__header">
        <div className="ui-section__text">
          <h2 id="signature-steps" className="ui-section__title">
            {words['signature.steps']}
          </h2>
          <p className="ui-section__description">{fill(words['signature.codeHelp'], { email: data.signer_email })}</p>
        </div>
      </div>
      <div className="ui-section__body">
        <div className="ui-stack ui-gap-4">
          <p>
            <button
              type="button"
              className={`ui-button ui-button--${codeSent ? 'secondary' : 'primary'}`}
              aria-busy={sending || undefined}
              aria-disabled={sending || undefined}
              onClick={() => void sendCode()}
            >
              {sending && <span className="ui-button__spinner" aria-hidden="true" />}
              {words[codeSent ? 'signature.resendCode' : 'signature.sendCode']}
            </button>
          </p>
          {codeSent && (
            <SlimNotice type="info" title={fill(words['signature.codeSent'], { email: data.signer_email })} />
          )}
          {sendError && (
            <p role="alert" className="ui-form-error">
              {errorText(sendError)}
            </p>
          )}
          <SignatureForm
            token={token}
            apiBaseUrl={apiBaseUrl}
            signerName={data.signer_name}
            language={language}
            onSigned={onSigned}
          />
        </div>
      </div>
    </section>
  );
}
