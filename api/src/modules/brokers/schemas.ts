// Shapes of a brokerage's registration, shared by the broker's own routes and the operations review,
// and of the broker's customer companies.
import { Type } from 'typebox';
import {
  ACCOUNT_KINDS,
  APPLICATION_FORM_STATUSES,
  ASSESSMENT_STATUSES,
  BANK_ACCOUNT_TYPES,
  BROKER_FILE_KINDS,
  BROKER_FILE_TYPES,
  BROKER_REGISTER_STEPS,
  BROKER_STATUSES,
  COUNTRIES,
  PRODUCTS,
  REGULATOR_STATUSES,
  TAX_REGIMES,
} from '@platform/domain';
import { IsoDateTime, Nullable } from '../../lib/schemas';

const Text = (max = 200) => Type.String({ maxLength: max });

export const TaxRegistryInput = Type.Object(
  { tax_regime: Text(40), municipal_registration: Text(40), iss_withheld: Nullable(Type.Boolean()) },
  { title: 'BrokerTaxRegistryInput' },
);
export const RegulatorRegistryInput = Type.Object(
  { regulator_registration: Text(40), regulator_status: Text(40) },
  { title: 'BrokerRegulatorRegistryInput' },
);
export const AddressInput = Type.Object(
  {
    postal_code: Text(20),
    street: Text(),
    number: Text(20),
    detail: Text(),
    neighborhood: Text(),
    city: Text(),
    state: Text(60),
  },
  { title: 'BrokerAddressInput' },
);
export const BankDataInput = Type.Object(
  {
    bank_code: Text(10),
    branch: Text(20),
    account_number: Text(30),
    account_type: Text(20),
    holder_name: Text(),
    holder_tax_id: Text(30),
  },
  { title: 'BrokerBankDataInput' },
);

export const BankData = Type.Object(
  {
    bank_code: Type.String(),
    branch: Type.String(),
    account_number: Type.String(),
    account_type: Type.Enum([...BANK_ACCOUNT_TYPES]),
    holder_name: Type.String(),
    holder_tax_id: Type.String(),
  },
  { title: 'BrokerBankData' },
);
export const TaxRegistry = Type.Object(
  {
    tax_regime: Nullable(Type.Enum([...TAX_REGIMES])),
    municipal_registration: Nullable(Type.String()),
    iss_withheld: Nullable(Type.Boolean()),
  },
  { title: 'BrokerTaxRegistry' },
);

export const BrokerFile = Type.Object(
  {
    id: Type.String(),
    kind: Type.Enum([...BROKER_FILE_KINDS]),
    file_name: Type.String(),
    content_type: Type.Enum([...BROKER_FILE_TYPES]),
    size: Type.Integer(),
    created_at: IsoDateTime,
  },
  { title: 'BrokerFile' },
);

export const BrokerRegistration = Type.Object(
  {
    id: Type.String(),
    status: Type.Enum([...BROKER_STATUSES]),
    general_info: Type.Object({
      country: Type.Enum([...COUNTRIES]),
      tax_id_type: Type.String(),
      tax_id: Type.String(),
      legal_name: Type.String(),
      trade_name: Type.String(),
      email: Type.String(),
      phone: Nullable(Type.String()),
      website: Nullable(Type.String()),
    }),
    tax_registry: TaxRegistry,
    regulator_registry: Type.Object({
      regulator_registration: Nullable(Type.String()),
      regulator_status: Nullable(Type.Enum([...REGULATOR_STATUSES])),
    }),
    address: Type.Object({
      postal_code: Nullable(Type.String()),
      street: Nullable(Type.String()),
      number: Nullable(Type.String()),
      detail: Nullable(Type.String()),
      neighborhood: Nullable(Type.String()),
      city: Nullable(Type.String()),
      state: Nullable(Type.String()),
    }),
    bank_data: Nullable(BankData),
    files: Type.Array(BrokerFile),
    completed_steps: Type.Array(Type.Enum([...BROKER_REGISTER_STEPS])),
    next_step: Nullable(Type.Enum([...BROKER_REGISTER_STEPS])),
    submitted_at: Nullable(IsoDateTime),
    decided_at: Nullable(IsoDateTime),
    decision_reason: Nullable(Type.String()),
  },
  { title: 'BrokerRegistration' },
);

export const BrokerCompany = Type.Object(
  {
    company_id: Type.String(),
    company_name: Type.String(),
    kind: Type.Enum([...ACCOUNT_KINDS]),
    country: Type.Enum([...COUNTRIES]),
    tax_id_type: Type.String(),
    tax_id: Type.String(),
    cnpj: Nullable(Type.String({ description: 'The tax id when it is a Brazilian CNPJ' })),
    email: Nullable(Type.String()),
    customer_name: Nullable(Type.String()),
    products: Type.Array(Type.Enum([...PRODUCTS])),
    assessment_status: Type.Enum([...ASSESSMENT_STATUSES]),
    forms_info: Type.Object({
      forms_completed: Type.Integer(),
      total_forms: Type.Integer(),
      ipaf_status: Type.Enum([...APPLICATION_FORM_STATUSES]),
    }),
  },
  { title: 'BrokerCompany' },
);
