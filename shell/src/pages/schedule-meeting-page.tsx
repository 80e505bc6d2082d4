import { FormattedMessage, useIntl } from 'react-intl';
import { CONTACT_CHANNELS } from './contact-channels';
import { ContactChannelList } from './contact-channel-list';

/** dashboard/schedule-meeting: book a meeting with the team, or reach it another way. */
export function ScheduleMeetingPage() {
  const intl = useIntl();
  return (
    <section className="ui-page" aria-labelledby="meeting-title">
      <h1 id="meeting-title">
        <FormattedMessage id="shell.meeting.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.meeting.text" />
      </p>
      <a
        className="ui-button ui-button--primary"
        href={CONTACT_CHANNELS.meeting}
        rel="noopener noreferrer"
        target="_blank"
      >
        <FormattedMessage id="shell.contact.meeting.action" />
        <span className="ui-visually-hidden"> {intl.formatMessage({ id: 'shell.contact.opensInNewTab' })}</span>
      </a>
      <h2>
        <FormattedMessage id="shell.meeting.otherChannels" />
      </h2>
      <ContactChannelList withMeeting={false} />
    </section>
  );
}
