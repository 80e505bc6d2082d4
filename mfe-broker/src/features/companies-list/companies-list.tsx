import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState, StatusBadge, Table } from '@platform/ui';
import { formatTaxId } from '@platform/i18n';
import { QueryFallback } from '@platform/remote-kit';
import { useBrokerCompanies } from './api/list-companies';
import { useBookTasks } from './api/list-book-tasks';
import { BookTasks } from './components/book-tasks';
import { productList } from '../../lib/product-list';

/** broker/index: the broker's customer companies, their questionnaires and assessment. */
export function CompaniesList() {
  const intl = useIntl();
  const companies = useBrokerCompanies();
  // Read with the companies and drawn with them: the task list
  // arriving after the table pushed it down under the broker's eyes (issue 25, layout shift).
  const tasks = useBookTasks();

  if (companies.status !== 'success') return <QueryFallback query={companies} />;
  if (tasks.isPending) return <QueryFallback query={tasks} />;
  return (
    <section className="ui-page" aria-labelledby="companies-title">
      <header className="ui-page-header">
        <h1 id="companies-title">
          <FormattedMessage id="broker.companies.title" />
        </h1>
      </header>
      <BookTasks tasks={tasks} />
      {companies.data.items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'broker.companies.empty.title' })}
          text={intl.formatMessage({ id: 'broker.companies.empty.text' })}
        />
      ) : (
        <Table
          caption={intl.formatMessage({ id: 'broker.companies.title' })}
          columns={[
            { key: 'company', header: intl.formatMessage({ id: 'broker.company.name' }) },
            { key: 'taxId', header: intl.formatMessage({ id: 'broker.company.taxId' }) },
            { key: 'contact', header: intl.formatMessage({ id: 'broker.company.contact' }) },
            { key: 'products', header: intl.formatMessage({ id: 'broker.company.products' }) },
            { key: 'forms', header: intl.formatMessage({ id: 'broker.company.forms' }) },
            { key: 'assessment', header: intl.formatMessage({ id: 'broker.company.assessment' }) },
          ]}
          rows={companies.data.items.map((company) => ({
            key: company.company_id,
            cells: {
              company: <Link to={`/broker/company/${company.company_id}/detail`}>{company.company_name}</Link>,
              taxId: formatTaxId(company.tax_id_type, company.tax_id),
              contact: <Contact name={company.customer_name} email={company.email} />,
              products: productList(intl, company.products),
              forms: intl.formatMessage(
                { id: 'broker.company.formsProgress' },
                { completed: company.forms_info.forms_completed, total: company.forms_info.total_forms },
              ),
              assessment: (
                <StatusBadge
                  status={company.assessment_status}
                  label={intl.formatMessage({ id: `broker.assessment.${company.assessment_status}` })}
                />
              ),
            },
          }))}
        />
      )}
    </section>
  );
}

function Contact({ name, email }: { name: string | null; email: string | null }) {
  if (!name && !email) return <FormattedMessage id="broker.company.noContact" />;
  return (
    <>
      {name && <span>{name}</span>}
      {name && email && <br />}
      {email && <a href={`mailto:${email}`}>{email}</a>}
    </>
  );
}
