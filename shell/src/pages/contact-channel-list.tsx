import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Card } from '@platform/ui';
import { CONTACT_CHANNELS, whatsappLink } from './contact-channels';

/** WhatsApp, e-mail and (unless on its own page) booking a meeting, each with what to expect. */
export function ContactChannelList({ withMeeting = true }: { withMeeting?: boolean }) {
  const intl = useIntl();
  const newTab = (
    <span className="ui-visually-hidden"> {intl.formatMessage({ id: 'shell.contact.opensInNewTab' })}</span>
  );
  return (
    <ul className="shell-contact">
      <Card as="li">
        <h2>
          <FormattedMessage id="shell.contact.whatsapp.title" />
        </h2>
        <p>
          <FormattedMessage id="shell.contact.whatsapp.text" />
        </p>
        <a
          href={whatsappLink(intl.formatMessage({ id: 'shell.contact.whatsapp.greeting' }))}
          rel="noopener noreferrer"
          target="_blank"
        >
          <FormattedMessage id="shell.contact.whatsapp.action" />
          {newTab}
        </a>
      </Card>
      <Card as="li">
        <h2>
          <FormattedMessage id="shell.contact.email.title" />
        </h2>
        <p>
          <FormattedMessage id="shell.contact.email.text" />
        </p>
        <a href={`mailto:${CONTACT_CHANNELS.email}`}>{CONTACT_CHANNELS.email}</a>
      </Card>
      {withMeeting && (
        <Card as="li">
          <h2>
            <FormattedMessage id="shell.meeting.title" />
          </h2>
          <p>
            <FormattedMessage id="shell.contact.meeting.text" />
          </p>
          <Link to="/dashboard/schedule-meeting">
            <FormattedMessage id="shell.contact.meeting.action" />
          </Link>
        </Card>
      )}
    </ul>
  );
}
