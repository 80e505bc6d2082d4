import { FormattedMessage, useIntl } from 'react-intl';
import { RecordNotFound } from '@platform/remote-kit';

/** A claim the address names but the reader cannot see (unknown, another account's, malformed id). */
export function ClaimNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const intl = useIntl();
  return (
    <RecordNotFound
      title={intl.formatMessage({ id: 'claims.notFound.title' })}
      text={intl.formatMessage({ id: 'claims.notFound.text' })}
      backTo={backTo}
      backLabel={<FormattedMessage id={backLabel} />}
    />
  );
}
