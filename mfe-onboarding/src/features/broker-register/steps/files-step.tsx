import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import {
  BROKER_FILE_ACCEPT,
  BROKER_FILE_KINDS,
  BROKER_FILE_MAX_BYTES,
  brokerFileProblem,
  type BrokerFileKind,
  type ErrorCode,
} from '@platform/domain';
import { Button, Card, Cluster } from '@platform/ui';
import { claimRefusal, FormError, usePlatform } from '@platform/remote-kit';
import type { BrokerRegistration } from '../api/get-registration';
import { useSubmitRegistration } from '../api/submit-registration';
import { uploadBrokerFile } from '../api/upload-broker-file';

type StoredFile = BrokerRegistration['files'][number];

/** Checked here before sending (size, and type from the first bytes); the API checks the same again. */
async function localProblem(file: File): Promise<ErrorCode | null> {
  if (file.size > BROKER_FILE_MAX_BYTES) return 'FILE_TOO_LARGE';
  return brokerFileProblem(file.size, new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

/** The documents step: each kind uploads as soon as it is chosen; Finish sends the registration. */
export function FilesStep({ registration }: { registration: BrokerRegistration }) {
  const { api, locale } = usePlatform();
  const submit = useSubmitRegistration();
  const navigate = useNavigate();
  const [files, setFiles] = useState<StoredFile[]>(registration.files);
  const [errors, setErrors] = useState<Partial<Record<BrokerFileKind, ErrorCode>>>({});
  const [uploading, setUploading] = useState<BrokerFileKind | null>(null);
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (kind: BrokerFileKind, file: File | undefined) => {
    if (!file) return;
    setFormError(null);
    const problem = await localProblem(file);
    setErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
    if (problem) return;
    setUploading(kind);
    try {
      const stored = await uploadBrokerFile(api, kind, file);
      setFiles((current) => [...current.filter((item) => item.kind !== kind), stored]);
    } catch (error) {
      setErrors((current) => ({ ...current, [kind]: errorCodeOf(error) }));
    } finally {
      setUploading(null);
    }
  };

  const finish = async () => {
    const missing = BROKER_FILE_KINDS.filter((kind) => !files.some((file) => file.kind === kind));
    if (missing.length) {
      setFormError(null);
      setErrors(Object.fromEntries(missing.map((kind) => [kind, 'VALIDATION_FAILED'])));
      return;
    }
    setBusy(true);
    try {
      await submit.mutateAsync();
      navigate(`/${locale.country}/${locale.language}/broker-success-screen/pending`);
    } catch (error) {
      setFormError(errorCodeOf(error));
      claimRefusal(error);
      setBusy(false);
    }
  };

  return (
    <Card padding="lg">
      <div className="ui-form-stack" role="group" aria-labelledby="broker-step-title">
        <h2 id="broker-step-title">
          <FormattedMessage id="brokerRegister.step.files" />
        </h2>
        <p className="ui-field__hint">
          <FormattedMessage
            id="brokerRegister.intro.files"
            values={{ megabytes: BROKER_FILE_MAX_BYTES / 1024 / 1024 }}
          />
        </p>
        <FormError code={formError} />
        {BROKER_FILE_KINDS.map((kind) => (
          <FileField
            key={kind}
            kind={kind}
            stored={files.find((file) => file.kind === kind)}
            error={errors[kind]}
            busy={uploading === kind}
            onChoose={(file) => void choose(kind, file)}
          />
        ))}
        <Cluster justify="between">
          <Link className="ui-button ui-button--secondary" to="/broker-register/step/bank-data">
            <FormattedMessage id="brokerForm.back" />
          </Link>
          <Button onClick={() => void finish()} loading={busy} disabled={uploading !== null}>
            <FormattedMessage id="brokerRegister.finish" />
          </Button>
        </Cluster>
      </div>
    </Card>
  );
}

function FileField({
  kind,
  stored,
  error,
  busy,
  onChoose,
}: {
  kind: BrokerFileKind;
  stored?: StoredFile;
  error?: ErrorCode;
  busy: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const errorText =
    error &&
    intl.formatMessage({ id: error === 'VALIDATION_FAILED' ? 'brokerRegister.fileRequired' : `error.${error}` });
  return (
    <div className={`ui-field${error ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        <FormattedMessage id={`brokerFile.${kind}`} />
        <span className="ui-field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept={BROKER_FILE_ACCEPT}
        className="ui-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status${error ? ` ${id}-error` : ''}`}
        disabled={busy}
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // Choosing the same file again after fixing nothing still re-checks it.
          event.target.value = '';
        }}
      />
      <p id={`${id}-status`} className="ui-field__hint" aria-live="polite">
        {busy ? (
          <FormattedMessage id="brokerRegister.uploading" />
        ) : stored ? (
          <FormattedMessage
            id="brokerRegister.uploaded"
            values={{
              name: stored.file_name,
              size: intl.formatNumber(stored.size / 1024, { maximumFractionDigits: 0 }),
            }}
          />
        ) : (
          <FormattedMessage id="brokerRegister.noFile" />
        )}
      </p>
      {errorText && (
        <p id={`${id}-error`} className="ui-field__error">
          {errorText}
        </p>
      )}
    </div>
  );
}
