import { FormattedMessage } from 'react-intl';
import { Page } from '@platform/ui';
import { ContactChannelList } from './contact-channel-list';

/** The help center (open to guests too): the contact channels of spec section 1. */
export function HelpCenterPage() {
  return (
    <Page
      title={<FormattedMessage id="shell.help.title" />}
      titleId="help-title"
      description={<FormattedMessage id="shell.help.text" />}
    >
      <ContactChannelList />
    </Page>
  );
}
