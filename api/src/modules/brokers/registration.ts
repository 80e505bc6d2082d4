// A brokerage's registration as the register steps read and save it, and its submission.
import { asc, eq } from 'drizzle-orm';
import {
  addressProblems,
  bankDataProblems,
  BROKER_FILE_KINDS,
  BROKER_REGISTER_STEPS,
  cleanFileName,
  normalizeTaxId,
  regulatorRegistryProblems,
  taxRegistryProblems,
  type BankData,
  type BrokerAddress,
  type BrokerRegisterStep,
  type RegulatorRegistry,
  type TaxRegistry,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { brokerBankAccounts, brokerFiles, brokers } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { refuseFields } from '../../lib/field-problems';

type BrokerRow = typeof brokers.$inferSelect;

export interface RegistrationUpdate {
  tax_registry?: TaxRegistry;
  regulator_registry?: RegulatorRegistry;
  address?: BrokerAddress;
  bank_data?: BankData;
}

/** Every document kind is needed before the registration can be sent (our choice, docs/decisions.md). */
export const REQUIRED_FILE_KINDS = BROKER_FILE_KINDS;

export async function listFiles(db: Db, brokerId: string) {
  const rows = await db
    .select({
      id: brokerFiles.id,
      kind: brokerFiles.kind,
      file_name: brokerFiles.file_name,
      content_type: brokerFiles.content_type,
      size: brokerFiles.size,
      created_at: brokerFiles.created_at,
    })
    .from(brokerFiles)
    .where(eq(brokerFiles.broker_id, brokerId))
    .orderBy(asc(brokerFiles.created_at));
  // Names stored before they were cleaned on upload are cleaned on the way out too.
  return rows.map((row) => ({
    ...row,
    file_name: cleanFileName(row.file_name),
    created_at: row.created_at.toISOString(),
  }));
}

export async function bankDataOf(db: Db, brokerId: string) {
  const [row] = await db.select().from(brokerBankAccounts).where(eq(brokerBankAccounts.broker_id, brokerId)).limit(1);
  if (!row) return null;
  const { bank_code, branch, account_number, account_type, holder_name, holder_tax_id } = row;
  return { bank_code, branch, account_number, account_type, holder_name, holder_tax_id };
}

export const taxRegistryOf = (broker: BrokerRow) => ({
  tax_regime: broker.tax_regime,
  municipal_registration: broker.municipal_registration,
  iss_withheld: broker.iss_withheld,
});

/** The registration as the register steps and the operations review read it. */
export async function registrationOf(db: Db, broker: BrokerRow) {
  const [files, bank] = await Promise.all([listFiles(db, broker.id), bankDataOf(db, broker.id)]);
  const filesDone = REQUIRED_FILE_KINDS.every((kind) => files.some((file) => file.kind === kind));
  const completed = BROKER_REGISTER_STEPS.filter((step) =>
    step === 'files' ? filesDone : broker.completed_steps.includes(step),
  );
  return {
    id: broker.id,
    status: broker.status,
    general_info: {
      country: broker.country,
      tax_id_type: broker.tax_id_type,
      tax_id: broker.tax_id,
      legal_name: broker.legal_name,
      trade_name: broker.name,
      email: broker.email,
      phone: broker.phone,
      website: broker.website,
    },
    tax_registry: taxRegistryOf(broker),
    regulator_registry: {
      regulator_registration: broker.regulator_registration,
      regulator_status: broker.regulator_status,
    },
    address: {
      postal_code: broker.postal_code,
      street: broker.address,
      number: broker.address_number,
      detail: broker.address_detail,
      neighborhood: broker.neighborhood,
      city: broker.city,
      state: broker.state,
    },
    bank_data: bank,
    files,
    completed_steps: completed,
    next_step: BROKER_REGISTER_STEPS.find((step) => !completed.includes(step)) ?? null,
    submitted_at: broker.submitted_at?.toISOString() ?? null,
    decided_at: broker.decided_at?.toISOString() ?? null,
    decision_reason: broker.decision_reason,
  };
}

export async function loadBroker(db: Db, brokerId: string): Promise<BrokerRow> {
  const [broker] = await db.select().from(brokers).where(eq(brokers.id, brokerId)).limit(1);
  if (!broker) throw notFound();
  return broker;
}

const clean = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Column values for the taxation data (also edited later in broker/edit-profile). */
export function taxRegistryColumns(data: TaxRegistry) {
  refuseFields(taxRegistryProblems(data), 'tax_registry');
  return {
    tax_regime: data.tax_regime as BrokerRow['tax_regime'],
    municipal_registration: clean(data.municipal_registration),
    iss_withheld: data.iss_withheld,
  };
}

/** Saves the bank account (one per brokerage): registration step and edit-profile alike. */
export async function saveBankData(db: Db, brokerId: string, data: BankData) {
  refuseFields(bankDataProblems(data), 'bank_data');
  const values = {
    bank_code: data.bank_code.trim(),
    branch: data.branch.trim(),
    account_number: data.account_number.trim(),
    account_type: data.account_type as 'CHECKING' | 'SAVINGS',
    holder_name: data.holder_name.trim(),
    holder_tax_id: normalizeTaxId(data.holder_tax_id),
    updated_at: new Date(),
  };
  await db
    .insert(brokerBankAccounts)
    .values({ broker_id: brokerId, ...values })
    .onConflictDoUpdate({ target: brokerBankAccounts.broker_id, set: values });
  await db.update(brokers).set({ needs_bank_info: false, updated_at: new Date() }).where(eq(brokers.id, brokerId));
}

/** Saves the sections sent (each one a register step) and records those steps as done. */
export async function saveRegistration(db: Db, broker: BrokerRow, update: RegistrationUpdate): Promise<void> {
  if (broker.status !== 'PENDING_APPROVAL')
    throw new AppError('FORBIDDEN', 'The registration can no longer change; use the broker profile.');
  const set: Partial<typeof brokers.$inferInsert> = {};
  const steps = new Set<BrokerRegisterStep>(
    broker.completed_steps.filter((s): s is BrokerRegisterStep =>
      (BROKER_REGISTER_STEPS as readonly string[]).includes(s),
    ),
  );
  if (update.tax_registry) {
    Object.assign(set, taxRegistryColumns(update.tax_registry));
    steps.add('tax-registry');
  }
  if (update.regulator_registry) {
    refuseFields(regulatorRegistryProblems(update.regulator_registry), 'regulator_registry');
    set.regulator_registration = update.regulator_registry.regulator_registration.trim();
    set.regulator_status = update.regulator_registry.regulator_status as BrokerRow['regulator_status'];
    steps.add('regulator-registry');
  }
  if (update.address) {
    const address = update.address;
    refuseFields(addressProblems(address, broker.country), 'address');
    Object.assign(set, {
      postal_code: address.postal_code.replace(/[\s-]/g, ''),
      address: address.street.trim(),
      address_number: address.number.trim(),
      address_detail: clean(address.detail),
      neighborhood: address.neighborhood.trim(),
      city: address.city.trim(),
      state: address.state.trim(),
    });
    steps.add('address');
  }
  if (update.bank_data) {
    await saveBankData(db, broker.id, update.bank_data);
    steps.add('bank-data');
  }
  await db
    .update(brokers)
    .set({ ...set, completed_steps: [...steps], updated_at: new Date() })
    .where(eq(brokers.id, broker.id));
}

/** Sends the registration for approval: every step done, every document there. */
export async function submitRegistration(db: Db, broker: BrokerRow) {
  if (broker.status !== 'PENDING_APPROVAL')
    throw new AppError('FORBIDDEN', 'Only a registration pending approval can be sent.');
  const registration = await registrationOf(db, broker);
  const missing = BROKER_REGISTER_STEPS.filter((step) => !registration.completed_steps.includes(step));
  if (missing.length)
    throw new AppError(
      'VALIDATION_FAILED',
      'Some register steps are not done yet.',
      missing.map((step) => ({ field: step, code: 'VALIDATION_FAILED' as const, message: 'is required' })),
    );
  if (!broker.submitted_at)
    await db.update(brokers).set({ submitted_at: new Date(), updated_at: new Date() }).where(eq(brokers.id, broker.id));
  return registrationOf(db, await loadBroker(db, broker.id));
}
