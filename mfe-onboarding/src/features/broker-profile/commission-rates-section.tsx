import { FormattedMessage } from 'react-intl';
import { formatPercent, useText } from '@platform/i18n';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { Section, Table } from '@platform/ui';
import { useCommissionRates } from './api/get-commission-rates';

/**
 * The brokerage's commission per product, as operations negotiated it (or the default): what its
 * customers' checkouts disclose (docs/checkout.md "Broker's pay"). Read only: operations set it.
 */
export function CommissionRatesSection() {
  const rates = useCommissionRates();
  const { locale } = usePlatform();
  const text = useText();
  return (
    <Section
      title={<FormattedMessage id="brokerProfile.commission" />}
      description={<FormattedMessage id="brokerProfile.commissionText" />}
    >
      {rates.status !== 'success' ? (
        <QueryFallback query={rates} />
      ) : (
        <>
          <Table
            caption={text('brokerProfile.commission')}
            columns={[
              { key: 'product', header: text('brokerProfile.commissionProduct') },
              { key: 'rate', header: text('brokerProfile.commissionRate') },
            ]}
            rows={rates.data.items.map((item) => ({
              key: item.product,
              cells: {
                product: text(`brokerProfile.product.${item.product}`),
                rate: `${formatPercent(item.effective_rate, locale)} (${text(
                  item.rate === null ? 'brokerProfile.commissionDefault' : 'brokerProfile.commissionNegotiated',
                )})`,
              },
            }))}
          />
        </>
      )}
    </Section>
  );
}
