import type { Locale } from '@platform/domain';
import { formatCountry, formatDate } from '@platform/domain/formatting';
import { formatTaxId } from '@platform/domain/tax-id';
import { Table } from '@platform/ui/controls';
import { Cluster, StatusBadge } from '@platform/ui/page-parts';
import type { RenderLink } from '@platform/ui/page-parts';
import type { CompanyRow } from '../api/list-companies';
import type { BrokerHomeTexts } from '../broker-home-texts';

export interface CompaniesTableProps {
  companies: readonly CompanyRow[];
  locale: Locale;
  texts: BrokerHomeTexts;
  renderLink: RenderLink;
}

/**
 * One page of the book: each company with its status per product, forms, next expiry and
 * assessment. Plain data and a link renderer: the broker home's first screen draws it too.
 */
export function CompaniesTable({ companies, locale, texts, renderLink }: CompaniesTableProps) {
  const { text } = texts;
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
          contact: <Contact name={company.customer_name} email={company.email} texts={texts} />,
          statuses: <ProductStatuses company={company} texts={texts} />,
          forms: text('broker.company.formsProgress', {
            completed: company.forms_info.forms_completed,
            total: company.forms_info.total_forms,
          }),
          expires: <Expiry info={company.forms_info} locale={locale} texts={texts} />,
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

function ProductStatuses({ company, texts: { text } }: { company: CompanyRow; texts: BrokerHomeTexts }) {
  if (company.statuses.length === 0) return <>{text('broker.book.nothingStarted')}</>;
  return (
    <Cluster as="ul" gap={1}>
      {company.statuses.map((entry) => (
        <li key={entry.product}>
          <StatusBadge
            status={entry.status}
            label={text('broker.book.productStatus', {
              product: text(`product.${entry.product}.short`),
              status: text(`broker.sideStatus.${entry.status}`),
            })}
          />
        </li>
      ))}
    </Cluster>
  );
}

function Expiry({
  info,
  locale,
  texts: { text },
}: {
  info: CompanyRow['forms_info'];
  locale: Locale;
  texts: BrokerHomeTexts;
}) {
  if (!info.expiration_date) return <span className="ui-muted">{text('broker.book.noExpiry')}</span>;
  return (
    <Cluster gap={1}>
      <span className="ui-figure">{formatDate(info.expiration_date, locale)}</span>
      {info.is_expiring_soon && (
        <StatusBadge status="EXPIRING_SOON" tone="warning" label={text('broker.book.expiringSoon')} />
      )}
    </Cluster>
  );
}

function Contact({
  name,
  email,
  texts: { text },
}: {
  name: string | null;
  email: string | null;
  texts: BrokerHomeTexts;
}) {
  if (!name && !email) return <>{text('broker.company.noContact')}</>;
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
