import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CONTACT_CHANNELS } from './contact-channels';

/** The help center: the contact channels of spec section 1. */
export function HelpCenterPage() {
  return (
    <section className="ui-page" aria-labelledby="help-title">
      <h1 id="help-title">
        <FormattedMessage id="shell.help.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.help.text" />
      </p>
      <ul className="shell-contact">
        <li>
          <a href={CONTACT_CHANNELS.whatsapp} rel="noopener noreferrer" target="_blank">WhatsApp</a>
        </li>
        <li>
          <a href={`mailto:${CONTACT_CHANNELS.email}`}>{CONTACT_CHANNELS.email}</a>
        </li>
        <li>
          <Link to="/dashboard/schedule-meeting">
            <FormattedMessage id="shell.meeting.title" />
          </Link>
        </li>
      </ul>
    </section>
  );
}
