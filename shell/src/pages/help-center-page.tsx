import { FormattedMessage } from 'react-intl';
import { ContactChannelList } from './contact-channel-list';

/** The help center (open to guests too): the contact channels of spec section 1. */
export function HelpCenterPage() {
  return (
    <section className="ui-page" aria-labelledby="help-title">
      <h1 id="help-title">
        <FormattedMessage id="shell.help.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.help.text" />
      </p>
      <ContactChannelList />
    </section>
  );
}
