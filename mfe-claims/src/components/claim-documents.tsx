import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import type { ErrorCode } from '@platform/domain';
import { Button } from '@platform/ui';
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
    <section aria-labelledby="claim-files-title">
      <h2 id="claim-files-title">
        <FormattedMessage id="claims.detail.files" />
      </h2>
      <FormError code={error} />
      {files.length === 0 ? (
        <p>
          <FormattedMessage id="claims.detail.noFiles" />
        </p>
      ) : (
        <ul>
          {files.map((file) => (
            <li key={file.id}>
              <Button
                variant="secondary"
                onClick={() => download(file)}
                aria-label={intl.formatMessage({ id: 'claims.detail.download' }, { name: file.file_name })}
              >
                {file.file_name}
              </Button>{' '}
              <span>{Math.max(1, Math.round(file.size / 1024))} KB</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
