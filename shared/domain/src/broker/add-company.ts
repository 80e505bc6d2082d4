import { taxIdProblem } from '../tax-id/tax-id';
import { invitationProblems } from '../team/invitation';
import type { FieldProblem } from '../validation/field-problem';

/**
 * "Add company" in the broker's book (issue 23 item 2): the company's CNPJ and name, and who
 * administers its account (the invitation goes to them). Brazilian companies only for now: the
 * broker registers with SUSEP, and the book's customers are where the brokerage is.
 */
export interface BrokerCompanyInput {
  tax_id: string;
  company_name: string;
  administrator_name: string;
  administrator_email: string;
}

/** The form's problems, for the broker's screen and the API alike; empty when it can be sent. */
export function brokerCompanyProblems(input: BrokerCompanyInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const taxId = taxIdProblem('CNPJ', input.tax_id);
  if (taxId) problems.push({ field: 'tax_id', code: taxId });
  if (!input.company_name.trim()) problems.push({ field: 'company_name', code: 'REQUIRED' });
  const administrator = invitationProblems({ name: input.administrator_name, email: input.administrator_email });
  if (administrator.name) problems.push({ field: 'administrator_name', code: 'REQUIRED' });
  if (administrator.email) problems.push({ field: 'administrator_email', code: administrator.email });
  return problems;
}
