import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Download, FileText } from 'lucide-react';
import { errorCodeOf } from '@platform/api-client';
import type { ErrorCode } from '@platform/domain';
import { Button, Card, Cluster, Section, Stack } from '@platform/ui';
import { FormError, usePlatform } from '@platform/remote-kit';
import { downloadClaimFile, type ClaimFileReader } from '../lib/claim-files';
import type { ClaimFile } from '../lib/claim-view';

/** A claim's documents, each downloadable by the account's people or operations (`reader`: through whose route). */
export function ClaimDocuments({
  claimId,
  files,
  reader,
}: {
  claimId: string;
  files: ClaimFile[];
  reader: ClaimFileReader;
}) {
  const intl = useIntl();
  const { api } = usePlatform();
  const [error, setError] = useState<ErrorCode | null>(null);
  const download = (file: ClaimFile) => {
    setError(null);
    downloadClaimFile(api, reader, claimId, file).catch((failure: unknown) => setError(errorCodeOf(failure)));
  };
  return (
    <Section title={<FormattedMessage id="claims.detail.files" />}>
      <FormError code={error} />
      {files.length === 0 ? (
        <p className="ui-muted">
          <FormattedMessage id="claims.detail.noFiles" />
        </p>
      ) : (
        <Stack as="ul" gap={2}>
          {files.map((file) => (
            <Card key={file.id} as="li" padding="sm">
              <Cluster justify="between" gap={3}>
                <Cluster gap={2}>
                  <FileText size={20} aria-hidden="true" />
                  <span className="ui-break-anywhere">{file.file_name}</span>
                  <span className="ui-muted ui-figure">{Math.max(1, Math.round(file.size / 1024))} KB</span>
                </Cluster>
                <Button
                  variant="secondary"
                  onClick={() => download(file)}
                  aria-label={intl.formatMessage({ id: 'claims.detail.download' }, { name: file.file_name })}
                >
                  <Download size={18} aria-hidden="true" />
                  <FormattedMessage id="claims.detail.downloadShort" />
                </Button>
              </Cluster>
            </Card>
          ))}
        </Stack>
      )}
    </Section>
  );
}
