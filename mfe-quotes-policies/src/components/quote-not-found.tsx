import { FormattedMessage, useIntl } from 'react-intl';
import { RecordNotFound } from '@platform/remote-kit';
import { useScreenLinks } from '../lib/screen-links';

/** A quote the address names but the account does not have (compare and detail). */
export function QuoteNotFound() {
  const intl = useIntl();
  const links = useScreenLinks();
  return (
    <RecordNotFound
      title={intl.formatMessage({ id: 'quote.notFound.title' })}
      text={intl.formatMessage({ id: 'quote.notFound.text' })}
      backTo={links.quotesHome}
      backLabel={<FormattedMessage id="quote.back" />}
    />
  );
}
