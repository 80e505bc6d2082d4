// The guest's pre-application (public-onboarding/pre-application, docs/pre-application.md): before
// an account exists, the tax id is checked with sign-up's rules and sign-up's refusals, so the guest
// learns at the first step, not the last, that the company is registered already.
import { checkTaxId, isTaxIdTypeOf, type Country, type TaxIdType } from '@platform/domain';
import type { Db } from '../../db/connection';
import { refuseFields } from '../../lib/field-problems';
import { refuseTakenTaxId } from './tax-id-standing';

export interface TaxIdCheck {
  country: Country;
  taxIdType: string;
  taxId: string;
}

export async function preApplicationProblems(db: Db, input: TaxIdCheck): Promise<void> {
  if (!isTaxIdTypeOf(input.country, input.taxIdType)) refuseFields([{ field: 'taxIdType', code: 'INVALID_TAX_ID' }]);
  else if (!input.taxId.trim()) refuseFields([{ field: 'taxId', code: 'REQUIRED' }]);
  else if (!checkTaxId(input.taxIdType, input.taxId).valid) refuseFields([{ field: 'taxId', code: 'INVALID_TAX_ID' }]);
  await refuseTakenTaxId(db, input.country, input.taxIdType as TaxIdType, input.taxId);
}
