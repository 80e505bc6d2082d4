// A fresh, valid CNPJ per call, so sign-ups never collide across runs or on a shared PostgreSQL
// test database: 8 digits from the clock, a 4-digit counter as the branch, then the check digits.
import { cnpjCheckDigits } from '@platform/domain';

let counter = 0;
export function uniqueCnpj(): string {
  const first12 = `${String(Date.now()).slice(-8)}${String((counter += 1) % 10_000).padStart(4, '0')}`;
  return first12 + cnpjCheckDigits(first12);
}
