import { FormattedMessage, useIntl } from 'react-intl';
import { RecordNotFound } from '@platform/remote-kit';

/** A quote the address names but the account does not have (compare and detail). */
export function QuoteNotFound() {
  const intl = useIntl();
  return (
    <RecordNotFound
      title={intl.formatMessage({ id: 'quote.notFound.title' })}
      text={intl.formatMessage({ id: 'quote.notFound.text' })}
      backTo="/dashboard/quotes/home"
      backLabel={<FormattedMessage id="quote.back" />}
    />
  );
}
