/** A company of the broker's book as `/v3/broker/companies` lists it: two products, a form half done. */
export const acme = {
  company_id: 'c-1',
  company_name: 'Acme Tecnologia Ltda',
  kind: 'company',
  country: 'br',
  tax_id_type: 'CNPJ',
  tax_id: '12.345.678/0001-90',
  cnpj: '12.345.678/0001-90',
  email: 'ana@acme.com.br',
  customer_name: 'Ana Souza',
  products: ['D_AND_O', 'CYBER'],
  statuses: [
    { product: 'D_AND_O', status: 'POLICY_TO_RENEW' },
    { product: 'CYBER', status: 'QUOTE_AWAITING_SELECTION' },
  ],
  assessment_status: 'NO_ASSESSMENT',
  forms_info: {
    forms_completed: 1,
    total_forms: 2,
    ipaf_status: 'IPAF_IN_PROGRESS',
    expiration_date: '2024-12-01',
    is_expiring_soon: true,
  },
};
