import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '@platform/domain';
import { formatCountry, formatDate } from '@platform/domain/formatting';
import { formatTaxId } from '@platform/domain/tax-id';
import { Cluster, StatusBadge, Table } from '@platform/ui';
import type { RenderLink } from '../../../components/render-link';
import type { CompanyRow } from '../api/list-companies';

export interface CompaniesTableProps {
  companies: readonly CompanyRow[];
  locale: Locale;
  renderLink: RenderLink;
}

/**
 * One page of the book: each company with its status per product, forms, next expiry and
 * assessment. Plain data and a link renderer: the broker home's first screen draws it too.
 */
export function CompaniesTable({ companies, locale, renderLink }: CompaniesTableProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Table
      caption={text('broker.companies.title')}
      columns={[
        { key: 'company', header: text('broker.company.name') },
        { key: 'contact', header: text('broker.company.contact') },
        { key: 'statuses', header: text('broker.book.statusColumn') },
        { key: 'forms', header: text('broker.company.forms'), kind: 'number' },
        { key: 'expires', header: text('broker.book.expires') },
        { key: 'assessment', header: text('broker.company.assessment') },
      ]}
      rows={companies.map((company) => ({
        key: company.company_id,
        cells: {
          company: (
            <>
              {renderLink({ to: `/broker/company/${company.company_id}/detail`, children: company.company_name })}
              <br />
              <span className="ui-muted ui-figure">{formatTaxId(company.tax_id_type, company.tax_id)}</span>
              {' · '}
              <span className="ui-muted">{formatCountry(company.country, locale)}</span>
            </>
          ),
          contact: <Contact name={company.customer_name} email={company.email} />,
          statuses: <ProductStatuses company={company} />,
          forms: intl.formatMessage(
            { id: 'broker.company.formsProgress' },
            { completed: company.forms_info.forms_completed, total: company.forms_info.total_forms },
          ),
          expires: <Expiry info={company.forms_info} locale={locale} />,
          assessment: (
            <StatusBadge
              status={company.assessment_status}
              label={text(`broker.assessment.${company.assessment_status}`)}
            />
          ),
        },
      }))}
    />
  );
}

function ProductStatuses({ company }: { company: CompanyRow }) {
  const intl = useIntl();
  if (company.statuses.length === 0) return <FormattedMessage id="broker.book.nothingStarted" />;
  return (
    <Cluster as="ul" gap={1}>
      {company.statuses.map((entry) => (
        <li key={entry.product}>
          <StatusBadge
            status={entry.status}
            label={intl.formatMessage(
              { id: 'broker.book.productStatus' },
              {
                product: intl.formatMessage({ id: `product.${entry.product}.short` }),
                status: intl.formatMessage({ id: `broker.sideStatus.${entry.status}` }),
              },
            )}
          />
        </li>
      ))}
    </Cluster>
  );
}

function Expiry({ info, locale }: { info: CompanyRow['forms_info']; locale: Locale }) {
  const intl = useIntl();
  if (!info.expiration_date)
    return <span className="ui-muted">{intl.formatMessage({ id: 'broker.book.noExpiry' })}</span>;
  return (
    <Cluster gap={1}>
      <span className="ui-figure">{formatDate(info.expiration_date, locale)}</span>
      {info.is_expiring_soon && (
        <StatusBadge
          status="EXPIRING_SOON"
          tone="warning"
          label={intl.formatMessage({ id: 'broker.book.expiringSoon' })}
        />
      )}
    </Cluster>
  );
}

function Contact({ name, email }: { name: string | null; email: string | null }) {
  if (!name && !email) return <FormattedMessage id="broker.company.noContact" />;
  return (
    <>
      {name && <span>{name}</span>}
      {name && email && <br />}
      {email && (
        <a className="ui-break-anywhere" href={`mailto:${email}`}>
          {email}
        </a>
      )}
    </>
  );
}
