import { FormattedMessage } from 'react-intl';
import { Page } from '@platform/ui';
import { ContactChannelList } from './contact-channel-list';
import { contactMessages } from './messages';
import { PageWords } from './page-words';

/** The help center (open to guests too): the contact channels of spec section 1. */
export function HelpCenterPage() {
  return (
    <PageWords messages={contactMessages}>
      <HelpCenterPageBody />
    </PageWords>
  );
}

function HelpCenterPageBody() {
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
