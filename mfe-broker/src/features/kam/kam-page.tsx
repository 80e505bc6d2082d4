import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { CalendarDays, Mail, MessageCircle } from 'lucide-react';
import { Avatar, Card, Cluster, Page, Section, Stack } from '@platform/ui';
import { QueryFallback, RecordNotFound } from '@platform/remote-kit';
import { useKam, type Kam } from './api/get-kam';

/**
 * broker/kam/:kamId: the brokerage's key account manager, photo or initials, and the ways to reach
 * them. Without a booking page of their own the shell's meeting scheduler books the meeting.
 */
export function KamPage() {
  const { kamId = '' } = useParams();
  const intl = useIntl();
  const kam = useKam(kamId);
  if (kam.status !== 'success')
    return (
      <QueryFallback
        query={kam}
        notFound={
          <RecordNotFound
            title={intl.formatMessage({ id: 'broker.kam.notFound.title' })}
            text={intl.formatMessage({ id: 'broker.kam.notFound.text' })}
            backTo="/broker/index"
            backLabel={<FormattedMessage id="broker.kam.back" />}
          />
        }
      />
    );
  return <KamView kam={kam.data} />;
}

function KamView({ kam }: { kam: Kam }) {
  const intl = useIntl();
  const newTab = <span className="ui-visually-hidden"> {intl.formatMessage({ id: 'broker.kam.opensInNewTab' })}</span>;
  return (
    <Page
      title={<FormattedMessage id="broker.kam.title" />}
      titleId="broker-kam-title"
      description={<FormattedMessage id="broker.kam.description" />}
      width="narrow"
    >
      <Card padding="lg">
        <Stack gap={4}>
          <Cluster gap={3}>
            <Avatar name={kam.name} photoUrl={kam.photo_url} />
            <Stack gap={1}>
              <h2>{kam.name}</h2>
              <a href={`mailto:${kam.email}`} className="ui-break-anywhere">
                {kam.email}
              </a>
            </Stack>
          </Cluster>
          <Section title={<FormattedMessage id="broker.kam.contact" values={{ name: kam.name }} />}>
            <Cluster gap={2}>
              <a
                className="ui-button ui-button--secondary"
                href={`https://wa.me/${kam.whatsapp}`}
                rel="noopener noreferrer"
                target="_blank"
              >
                <MessageCircle size={18} aria-hidden="true" />
                <FormattedMessage id="broker.kam.whatsapp" />
                {newTab}
              </a>
              <a className="ui-button ui-button--secondary" href={`mailto:${kam.email}`}>
                <Mail size={18} aria-hidden="true" />
                <FormattedMessage id="broker.kam.email" />
              </a>
            </Cluster>
          </Section>
          <Section title={<FormattedMessage id="broker.kam.meeting" />}>
            <Stack gap={2}>
              <p className="ui-muted">
                <FormattedMessage id="broker.kam.meetingHint" values={{ name: kam.name }} />
              </p>
              <Cluster>
                {kam.booking_url ? (
                  <a
                    className="ui-button ui-button--primary"
                    href={kam.booking_url}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <CalendarDays size={18} aria-hidden="true" />
                    <FormattedMessage id="broker.kam.meeting" />
                    {newTab}
                  </a>
                ) : (
                  <Link className="ui-button ui-button--primary" to="/dashboard/schedule-meeting">
                    <CalendarDays size={18} aria-hidden="true" />
                    <FormattedMessage id="broker.kam.meeting" />
                  </Link>
                )}
              </Cluster>
            </Stack>
          </Section>
        </Stack>
      </Card>
    </Page>
  );
}
