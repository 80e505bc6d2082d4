import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextAreaField } from '@platform/ui';
import { FormError, usePlatformForm } from '@platform/remote-kit';
import { FilePicker } from '../../components/file-picker';
import { useAddInformation } from './api/add-information';

interface Values {
  message: string;
}

/** "Add information": the customer's answer to operations, with documents. */
export function AddInformationForm({
  claimId,
  version,
  onSent,
}: {
  claimId: string;
  version: number;
  onSent: () => void;
}) {
  const intl = useIntl();
  const add = useAddInformation(claimId);
  const [files, setFiles] = useState<File[]>([]);
  const form = usePlatformForm<Values>({
    defaultValues: { message: '' },
    rules: ({ message }) => (message.trim() ? [] : [{ field: 'message', code: 'REQUIRED' }]),
    messageFor: () => 'claims.form.required',
  });
  const onSubmit = form.submit(async ({ message }) => {
    await add.mutateAsync({ message: message.trim(), version, files });
    setFiles([]);
    onSent();
    return { message: '' };
  });
  return (
    <form className="ui-card ui-form" onSubmit={onSubmit} noValidate aria-labelledby="claim-add-title">
      <h2 id="claim-add-title">
        <FormattedMessage id="claims.detail.addInformation" />
      </h2>
      <FormError code={form.formError} />
      <TextAreaField label={intl.formatMessage({ id: 'claims.detail.message' })} required {...form.field('message')} />
      <FilePicker label={intl.formatMessage({ id: 'claims.detail.attach' })} files={files} onChange={setFiles} />
      <div className="ui-actions">
        <Button type="submit" loading={form.busy} disabled={form.busy}>
          <FormattedMessage id="claims.detail.send" />
        </Button>
      </div>
    </form>
  );
}
