import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { isFormEditable } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { ClipboardList } from 'lucide-react';
import { EmptyState, Page, StatusBadge, Table } from '@platform/ui';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { type ApplicationFormRow, useApplicationForms } from './api/list-application-forms';

/**
 * ipaf/prev: the customer's questionnaires with their status, last update and what to do next.
 * A teammate's save arrives as a live update and refreshes the list by itself (the query cache
 * invalidates `application-forms`): nothing typed here can be lost, so there is nothing to ask.
 */
export function PreviousForms() {
  const { locale } = usePlatform();
  const intl = useIntl();
  const forms = useApplicationForms();

  return (
    <Page title={intl.formatMessage({ id: 'ipaf.prev.title' })} titleId="forms-title">
      <QueryList
        query={forms}
        items={(data) => data.items}
        empty={
          <EmptyState
            icon={<ClipboardList size={40} strokeWidth={1.5} />}
            title={intl.formatMessage({ id: 'ipaf.prev.empty.title' })}
            text={intl.formatMessage({ id: 'ipaf.prev.empty.text' })}
            action={
              <Link className="ui-button ui-button--primary" to="/ipaf/one-page">
                <FormattedMessage id="ipaf.prev.start" />
              </Link>
            }
          />
        }
      >
        {(items) => (
          <Table
            caption={intl.formatMessage({ id: 'ipaf.prev.title' })}
            columns={[
              { key: 'products', header: intl.formatMessage({ id: 'ipaf.prev.products' }) },
              { key: 'status', header: intl.formatMessage({ id: 'ipaf.prev.status' }) },
              { key: 'updated', header: intl.formatMessage({ id: 'ipaf.prev.lastUpdate' }) },
              { key: 'next', header: intl.formatMessage({ id: 'ipaf.prev.next' }) },
            ]}
            rows={items.map((form) => {
              const products = productList(intl, form.products);
              return {
                key: form.id,
                cells: {
                  products,
                  status: (
                    <StatusBadge
                      status={form.status}
                      label={intl.formatMessage({ id: `ipaf.status.${form.status}` })}
                    />
                  ),
                  updated: formatDate(form.updated_at, locale),
                  next: <NextStep form={form} products={products} />,
                },
              };
            })}
          />
        )}
      </QueryList>
    </Page>
  );
}

/** Continue an open questionnaire, see the quotes of a quoted one; nothing to do otherwise. */
function NextStep({ form, products }: { form: ApplicationFormRow; products: string }) {
  if (isFormEditable(form.status)) {
    return (
      <Link to={`/ipaf/one-page?user_form_id=${encodeURIComponent(form.id)}`}>
        <FormattedMessage id="ipaf.prev.continue" />
        <span className="ui-visually-hidden"> {products}</span>
      </Link>
    );
  }
  if (form.status === 'QUOTE_READY') {
    return (
      <Link to="/dashboard/quotes/home">
        <FormattedMessage id="ipaf.prev.seeQuotes" />
        <span className="ui-visually-hidden"> {products}</span>
      </Link>
    );
  }
  return <FormattedMessage id="ipaf.prev.nothingToDo" />;
}

/** The products a questionnaire is for, in the user's language. */
function productList(intl: IntlShape, products: readonly string[]): string {
  if (products.length === 0) return intl.formatMessage({ id: 'ipaf.prev.noProducts' });
  return intl.formatList(products.map((product) => intl.formatMessage({ id: `product.${product}` })));
}
