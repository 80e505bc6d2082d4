import { describe, expect, it } from 'vitest';
import {
  billingEmailProblem,
  companyProfileProblems,
  normalizeCompanyProfile,
  normalizeDomain,
  type CompanyProfileInput,
} from './company-profile';

const valid: CompanyProfileInput = {
  name: 'Demo',
  legal_name: 'Demo Tecnologia Ltda',
  websites: ['demo.com.br'],
  no_website: false,
  total_employees: 42,
  capital_raised: '1500000.00',
  financing_obtained: true,
  annual_revenue_band: 'FROM_1M_TO_5M',
  activity: 'SOFTWARE_DEVELOPMENT_INTERNAL',
  main_domain: 'demo.com.br',
  start_of_operations: '2015-03-01',
  address: {
    street: 'Rua A',
    number: '10',
    detail: '',
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'SP',
    zip_code: '01000-000',
  },
};

describe('company profile rules', () => {
  it('accepts a complete profile', () => {
    expect(companyProfileProblems(valid, '2026-01-01')).toEqual([]);
  });

  it('names each invalid website by its position and keeps the valid ones quiet', () => {
    expect(
      companyProfileProblems({ ...valid, websites: ['demo.com.br', 'not a url', 'ok.example'] }, '2026-01-01'),
    ).toEqual([{ field: 'websites.1', code: 'INVALID_URL' }]);
  });

  it('asks for a website unless "I don\'t have a website" is ticked, and refuses both', () => {
    expect(companyProfileProblems({ ...valid, websites: [''] }, '2026-01-01')).toEqual([
      { field: 'websites', code: 'VALIDATION_FAILED' },
    ]);
    expect(companyProfileProblems({ ...valid, websites: [], no_website: true }, '2026-01-01')).toEqual([]);
    expect(companyProfileProblems({ ...valid, no_website: true }, '2026-01-01')).toEqual([
      { field: 'websites', code: 'VALIDATION_FAILED' },
    ]);
  });

  it('refuses an empty legal name, a bad domain, negative employees, bad money and future or impossible dates', () => {
    const problems = companyProfileProblems(
      {
        ...valid,
        legal_name: ' ',
        main_domain: 'nope',
        total_employees: -1,
        capital_raised: '1,5',
        start_of_operations: '2027-01-01',
      },
      '2026-01-01',
    );
    expect(problems.map((p) => p.field).sort()).toEqual([
      'capital_raised',
      'legal_name',
      'main_domain',
      'start_of_operations',
      'total_employees',
    ]);
    expect(problems.find((p) => p.field === 'main_domain')?.code).toBe('INVALID_URL');
    expect(companyProfileProblems({ ...valid, start_of_operations: '2023-02-30' }, '2026-01-01')).toEqual([
      { field: 'start_of_operations', code: 'VALIDATION_FAILED' },
    ]);
  });

  it('stores absolute addresses, a bare domain and trimmed texts', () => {
    const stored = normalizeCompanyProfile({
      ...valid,
      name: ' Demo ',
      websites: ['demo.com.br', ' ', 'http://blog.demo.com.br/'],
      main_domain: 'https://www.demo.com.br/x',
    });
    expect(stored.name).toBe('Demo');
    expect(stored.websites).toEqual(['https://demo.com.br/', 'http://blog.demo.com.br/']);
    expect(stored.main_domain).toBe('www.demo.com.br');
    expect(normalizeCompanyProfile({ ...valid, no_website: true, websites: ['x.com'] }).websites).toEqual([]);
  });
});

describe('main domain', () => {
  it('takes the domain out of a pasted address', () => {
    expect(normalizeDomain('https://www.Demo.com.br/page')).toBe('www.demo.com.br');
    expect(normalizeDomain('demo.com.br')).toBe('demo.com.br');
    expect(normalizeDomain('demo')).toBeNull();
  });
});

describe('billing e-mail', () => {
  it('allows clearing it and refuses a malformed address', () => {
    expect(billingEmailProblem('')).toBeNull();
    expect(billingEmailProblem('financeiro@demo.com.br')).toBeNull();
    expect(billingEmailProblem('financeiro@')).toEqual({ field: 'billing_email', code: 'INVALID_EMAIL' });
  });
});
