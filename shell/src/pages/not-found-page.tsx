import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '@platform/ui';

/** A path nothing answers, for a signed-in person: said plainly, with the way home (`/` picks their home). */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <section className="ui-page">
      <EmptyState
        title={intl.formatMessage({ id: 'common.notFound.title' })}
        text={intl.formatMessage({ id: 'common.notFound.text' })}
        action={
          <Link className="ui-button ui-button--primary" to="/">
            <FormattedMessage id="common.notFound.home" />
          </Link>
        }
      />
    </section>
  );
}
