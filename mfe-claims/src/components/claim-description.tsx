import { FormattedMessage } from 'react-intl';
import { Card, Section } from '@platform/ui';

/** What the customer wrote when reporting the claim, with its line breaks. */
export function ClaimDescription({ text }: { text: string }) {
  return (
    <Section title={<FormattedMessage id="claims.detail.description" />}>
      <Card>
        <p className="ui-multiline">{text}</p>
      </Card>
    </Section>
  );
}
