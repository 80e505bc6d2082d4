import { useIntl } from 'react-intl';
import { formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { Notice } from '@platform/ui';
import type { ApplicationForm } from '../../lib/application-form-api';

/**
 * Says that the answers came from the company's last questionnaire (and its profile), so the person
 * checks them rather than taking them for new questions nobody answered.
 */
export function PrefillNotice({ prefilledFrom }: { prefilledFrom: ApplicationForm['prefilled_from'] | undefined }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  if (!prefilledFrom) return null;
  return (
    <Notice
      type="info"
      title={intl.formatMessage({ id: 'ipaf.onePage.prefilled.title' })}
      detail={intl.formatMessage(
        { id: 'ipaf.onePage.prefilled.text' },
        { date: formatDate(prefilledFrom.created_at, locale) },
      )}
    />
  );
}
