import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorCode } from '@platform/domain';
import { Button } from '@platform/ui';
import { CLAIM_FILE_ACCEPT, CLAIM_FILE_MEGABYTES, localFileProblem } from '../lib/claim-files';

/**
 * Documents chosen to go with a report or an answer: each is checked as soon as it is chosen (size,
 * type from its bytes) and listed with a way to remove it; a refused one says why and is not kept.
 */
export function FilePicker({
  label,
  files,
  onChange,
}: {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
}) {
  const id = useId();
  const intl = useIntl();
  const [refused, setRefused] = useState<{ name: string; code: ErrorCode }[]>([]);
  const choose = async (chosen: FileList | null) => {
    const list = [...(chosen ?? [])];
    const checked = await Promise.all(list.map(async (file) => ({ file, code: await localFileProblem(file) })));
    setRefused(checked.flatMap(({ file, code }) => (code ? [{ name: file.name, code }] : [])));
    onChange([...files, ...checked.filter(({ code }) => !code).map(({ file }) => file)]);
  };
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={CLAIM_FILE_ACCEPT}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          void choose(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <p id={`${id}-hint`} className="ui-field__hint">
        <FormattedMessage id="claims.form.filesHint" values={{ megabytes: CLAIM_FILE_MEGABYTES }} />
      </p>
      {refused.map((item) => (
        <p key={item.name} className="ui-field__error" role="alert">
          {item.name}: {intl.formatMessage({ id: `error.${item.code}` })}
        </p>
      ))}
      {files.length > 0 && (
        <ul>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}{' '}
              <Button
                variant="secondary"
                type="button"
                onClick={() => onChange(files.filter((_, at) => at !== index))}
                aria-label={intl.formatMessage({ id: 'claims.form.removeFile' }, { name: file.name })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
