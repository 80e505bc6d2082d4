import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { Card, EmptyState } from '@platform/ui';

/** A path nothing answers, for a signed-in person: said plainly, with the way home (`/` picks their home). */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className="ui-page ui-page--narrow">
      <Card padding="lg">
        <EmptyState
          icon={<MapPinOff size={40} strokeWidth={1.5} />}
          title={intl.formatMessage({ id: 'common.notFound.title' })}
          text={intl.formatMessage({ id: 'common.notFound.text' })}
          action={
            <Link className="ui-button ui-button--primary" to="/">
              <FormattedMessage id="common.notFound.home" />
            </Link>
          }
        />
      </Card>
    </div>
  );
}
