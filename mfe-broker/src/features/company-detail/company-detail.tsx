import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Card, DescriptionList, Page } from '@platform/ui';
import { formatTaxId } from '@platform/i18n';
import { QueryFallback, RecordNotFound } from '@platform/remote-kit';
import { BackLink } from '../../components/back-link';
import { productList } from '../../lib/product-list';
import { useBrokerCompany } from './api/get-company';
import { CompanyClaims } from './components/company-claims';
import { CompanyCyber } from './components/company-cyber';
import { CompanyQuestionnaire } from './components/company-questionnaire';

/**
 * broker/company/:id/detail: one customer company, its contact, questionnaires and assessment, and
 * (broker of record) its claims and cyber assessments, which operations' moves refresh live.
 */
export function CompanyDetail() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const company = useBrokerCompany(id);
  const text = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);

  if (company.status !== 'success')
    return (
      <QueryFallback
        query={company}
        notFound={
          <RecordNotFound
            title={text('broker.companyDetail.notFound.title')}
            text={text('broker.companyDetail.notFound.text')}
            backTo="/broker/index"
            backLabel={<FormattedMessage id="broker.companyDetail.back" />}
          />
        }
      />
    );

  const detail = company.data;
  const forms = detail.forms_info;
  const fields: [string, ReactNode][] = [
    ['broker.company.kind', text(`broker.kind.${detail.kind}`)],
    [
      'broker.company.taxId',
      `${taxIdTypeLabel(intl.messages, detail.tax_id_type)} ${formatTaxId(detail.tax_id_type, detail.tax_id)}`,
    ],
    ['broker.company.country', text(`broker.country.${detail.country}`)],
    ['broker.company.customer', detail.customer_name ?? text('broker.company.notInformed')],
    [
      'broker.company.email',
      detail.email ? <a href={`mailto:${detail.email}`}>{detail.email}</a> : text('broker.company.notInformed'),
    ],
    ['broker.company.products', productList(intl, detail.products)],
    [
      'broker.company.forms',
      text('broker.company.formsProgress', { completed: forms.forms_completed, total: forms.total_forms }),
    ],
    [
      'broker.company.lastForm',
      forms.total_forms > 0 ? text(`broker.formStatus.${forms.ipaf_status}`) : text('broker.company.noForms'),
    ],
    ['broker.company.assessment', text(`broker.assessment.${detail.assessment_status}`)],
  ];
  return (
    <Page
      title={detail.company_name}
      titleId="company-title"
      actions={
        <Link className="ui-button ui-button--primary" to={`/broker/company/${detail.company_id}/quotes`}>
          <FormattedMessage id="broker.companyDetail.quotes" />
        </Link>
      }
      before={
        <BackLink to="/broker/index">
          <FormattedMessage id="broker.companyDetail.back" />
        </BackLink>
      }
    >
      <Card>
        <DescriptionList
          label={text('broker.companyDetail.data')}
          columns={2}
          items={fields.map(([label, value]) => ({ term: text(label), description: value }))}
        />
      </Card>
      <CompanyQuestionnaire companyId={detail.company_id} />
      <CompanyClaims companyId={detail.company_id} />
      <CompanyCyber companyId={detail.company_id} />
    </Page>
  );
}

/** Tax id types read as their acronyms; only Mexico's CURP is labelled otherwise (DNI, spec section 3). */
const taxIdTypeLabel = (messages: Record<string, unknown>, type: string) => {
  const label = messages[`broker.taxIdType.${type}`];
  return typeof label === 'string' ? label : type;
};
