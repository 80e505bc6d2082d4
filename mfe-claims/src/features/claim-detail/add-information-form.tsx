import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, Cluster, Section, TextAreaField } from '@platform/ui';
import { FormError } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
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
    <Section title={<FormattedMessage id="claims.detail.addInformation" />}>
      <Card>
        <form
          className="ui-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={intl.formatMessage({ id: 'claims.detail.addInformation' })}
        >
          <FormError code={form.formError} />
          <TextAreaField
            label={intl.formatMessage({ id: 'claims.detail.message' })}
            required
            {...form.field('message')}
          />
          <FilePicker label={intl.formatMessage({ id: 'claims.detail.attach' })} files={files} onChange={setFiles} />
          <Cluster>
            <Button type="submit" loading={form.busy} disabled={form.busy}>
              <FormattedMessage id="claims.detail.send" />
            </Button>
          </Cluster>
        </form>
      </Card>
    </Section>
  );
}
