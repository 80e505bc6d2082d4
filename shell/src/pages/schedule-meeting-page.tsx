import { FormattedMessage } from 'react-intl';
import { CONTACT_CHANNELS } from './contact-channels';

/** dashboard/schedule-meeting: book a meeting with the team. */
export function ScheduleMeetingPage() {
  return (
    <section className="ui-page" aria-labelledby="meeting-title">
      <h1 id="meeting-title">
        <FormattedMessage id="shell.meeting.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.meeting.text" />
      </p>
      <a className="ui-button ui-button--primary" href={CONTACT_CHANNELS.meeting} rel="noopener noreferrer" target="_blank">
        <FormattedMessage id="shell.meeting.title" />
      </a>
    </section>
  );
}
