// A fresh, valid CNPJ per call (check digits computed), so sign-ups never collide across runs.
const digitFor = (base: number[]) => {
  const weights = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const rest = base.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};

let counter = 0;
export function uniqueCnpj(): string {
  const seed = `${Date.now() % 1e7}${(counter++ % 10)}`.padStart(8, '1').slice(-8);
  const base = [...seed, '0', '0', '0', '1'].map(Number);
  base.push(digitFor(base));
  base.push(digitFor(base));
  return base.join('');
}
