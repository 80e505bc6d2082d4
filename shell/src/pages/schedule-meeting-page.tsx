import { FormattedMessage, useIntl } from 'react-intl';
import { Page, Section } from '@platform/ui';
import { CONTACT_CHANNELS } from './contact-channels';
import { ContactChannelList } from './contact-channel-list';
import { contactMessages } from './messages';
import { PageWords } from './page-words';

/** dashboard/schedule-meeting: book a meeting with the team, or reach it another way. */
export function ScheduleMeetingPage() {
  return (
    <PageWords messages={contactMessages}>
      <ScheduleMeetingPageBody />
    </PageWords>
  );
}

function ScheduleMeetingPageBody() {
  const intl = useIntl();
  return (
    <Page
      title={<FormattedMessage id="shell.meeting.title" />}
      titleId="meeting-title"
      description={<FormattedMessage id="shell.meeting.text" />}
      actions={
        <a
          className="ui-button ui-button--primary"
          href={CONTACT_CHANNELS.meeting}
          rel="noopener noreferrer"
          target="_blank"
        >
          <FormattedMessage id="shell.contact.meeting.action" />
          <span className="ui-visually-hidden"> {intl.formatMessage({ id: 'shell.contact.opensInNewTab' })}</span>
        </a>
      }
    >
      <Section title={<FormattedMessage id="shell.meeting.otherChannels" />}>
        <ContactChannelList withMeeting={false} />
      </Section>
    </Page>
  );
}
