import { describe, expect, it } from 'vitest';
import { answerProblems, pendingQuestions, progressOf, withoutHidden } from './answers';
import { currentVersions, definitionsFor, DEFINITIONS } from './definitions';
import type { Answers } from './question-types';

const common = definitionsFor({ COMMON: 1 });
const withCyber = definitionsFor(currentVersions(['CYBER']));
const brazilianCompany = { taxIdType: 'CNPJ' as const };

describe('definitions', () => {
  it('give every question a unique id of the form section.name, and every choice options', () => {
    const ids = DEFINITIONS.flatMap((d) => d.sections.flatMap((s) => s.questions.map((q) => q.id)));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z_]+\.[a-z_0-9]+$/);
    const choices = DEFINITIONS.flatMap((d) => d.sections.flatMap((s) => s.questions)).filter((q) =>
      q.type.endsWith('choice'),
    );
    for (const question of choices) expect(question.options?.length).toBeGreaterThan(1);
  });

  it('put the common part first and record the newest versions of the chosen products', () => {
    expect(currentVersions(['D_AND_O', 'CYBER'])).toEqual({ COMMON: 1, D_AND_O: 1, CYBER: 1 });
    expect(definitionsFor({ CYBER: 1, COMMON: 1 }).map((d) => d.part)).toEqual(['COMMON', 'CYBER']);
    expect(() => definitionsFor({ CYBER: 99 })).toThrow(/CYBER v99/);
  });
});

describe('answerProblems', () => {
  it('accepts a half-finished form: empty answers are pending, not wrong', () => {
    expect(
      answerProblems(common, { 'company.legal_name': 'Demo Ltda', 'company.description': '' }, brazilianCompany),
    ).toEqual([]);
  });

  it('refuses an unknown question, a wrong type, an option not offered and numbers out of range', () => {
    const answers: Answers = {
      'company.nope': 'x',
      'company.total_employees': -1,
      'company.activity': 'PIRACY',
      'company.start_of_operations': '2026-02-30',
      'company.revenue_last_year': '12,50',
      'company.no_website': 'no',
    };
    expect(answerProblems(common, answers, brazilianCompany)).toEqual([
      { field: 'company.nope', code: 'ANSWER_INVALID' },
      { field: 'company.total_employees', code: 'ANSWER_INVALID' },
      { field: 'company.activity', code: 'ANSWER_INVALID' },
      { field: 'company.start_of_operations', code: 'ANSWER_INVALID' },
      { field: 'company.revenue_last_year', code: 'ANSWER_INVALID' },
      { field: 'company.no_website', code: 'ANSWER_INVALID' },
    ]);
  });

  it('checks the tax id with the account type, e-mails and each URL', () => {
    const answers: Answers = {
      'company.tax_id': '12.345.678/0001-00',
      'company.contact_email': 'cfo@',
      'company.websites': ['demo.com.br', 'not a url'],
    };
    expect(answerProblems(common, answers, brazilianCompany)).toEqual([
      { field: 'company.tax_id', code: 'INVALID_TAX_ID' },
      { field: 'company.contact_email', code: 'INVALID_EMAIL' },
      { field: 'company.websites.1', code: 'INVALID_URL' },
    ]);
    expect(answerProblems(common, { 'company.tax_id': '11.222.333/0001-81' }, brazilianCompany)).toEqual([]);
  });

  it('refuses shareholders adding up past 100%, to the hundredth', () => {
    const rows = (...shares: number[]) => shares.map((percentage, i) => ({ name: `S${i}`, percentage }));
    expect(answerProblems(common, { 'shareholders.list': rows(33.33, 33.33, 33.34) }, brazilianCompany)).toEqual([]);
    expect(answerProblems(common, { 'shareholders.list': rows(60, 40.01) }, brazilianCompany)).toEqual([
      { field: 'shareholders.list', code: 'PERCENTAGES_OVER_100' },
    ]);
  });

  it('names the table cell that is wrong and refuses a column the table does not have', () => {
    const answers: Answers = {
      'key_persons.list': [{ full_name: 'Ana', role: 'KING', academic_background: 'MASTERS', salary: 1 }],
    };
    expect(answerProblems(common, answers, brazilianCompany)).toEqual([
      { field: 'key_persons.list.0.salary', code: 'ANSWER_INVALID' },
      { field: 'key_persons.list.0.role', code: 'ANSWER_INVALID' },
    ]);
  });
});

describe('conditions', () => {
  it('drop answers to questions their condition hides', () => {
    const answers: Answers = {
      'cyber.personal_data': false,
      'cyber.records': 'OVER_1M',
      'cyber.incidents': true,
      'cyber.incidents_detail': 'Ransomware in 2024',
    };
    expect(withoutHidden(withCyber, answers)).toEqual({
      'cyber.personal_data': false,
      'cyber.incidents': true,
      'cyber.incidents_detail': 'Ransomware in 2024',
    });
  });

  it('ask for websites unless the company has none, and for the other activity only when chosen', () => {
    const pending = (answers: Answers) => pendingQuestions(common, answers);
    expect(pending({})).toContain('company.websites');
    expect(pending({ 'company.no_website': true })).not.toContain('company.websites');
    expect(pending({ 'client_activities.list': ['OTHERS'] })).toContain('client_activities.other');
    expect(pending({ 'client_activities.list': ['WEB_HOSTING'] })).not.toContain('client_activities.other');
  });
});

describe('pendingQuestions and progress', () => {
  it('lists required questions and required cells of each row, in questionnaire order', () => {
    const pending = pendingQuestions(common, {
      'key_persons.list': [{ full_name: 'Ana', role: '', academic_background: null }],
    });
    expect(pending.slice(0, 2)).toEqual(['company.legal_name', 'company.tax_id']);
    expect(pending).toContain('key_persons.list.0.role');
    expect(pending).toContain('key_persons.list.0.academic_background');
    expect(pending).toContain('shareholders.list');
  });

  it('counts a yes/no answered "no" as answered, and reaches 1 when nothing is pending', () => {
    const cyberOnly = definitionsFor({ CYBER: 1 });
    expect(progressOf(cyberOnly, {})).toBe(0);
    const answered: Answers = {
      'cyber.high_risk_activities': ['NONE'],
      'cyber.payment_cards': false,
      'cyber.personal_data': false,
      'cyber.health_data': false,
      'cyber.mfa_email': true,
      'cyber.mfa_remote_access': true,
      'cyber.mfa_admin': true,
      'cyber.backups': false,
      'cyber.edr': 'NONE',
      'cyber.laptop_encryption': 'YES',
      'cyber.dual_approval': true,
      'cyber.phishing_training': 'YEARLY',
      'cyber.patch_days': 'UNDER_7',
      'cyber.incident_response_plan': false,
      'cyber.incidents': false,
      'cyber.known_circumstances': false,
      'cyber.requested_limit': 'L_1M',
      'cyber.retention': 'R_25K',
      'cyber.start_date': '2027-01-01',
    };
    expect(pendingQuestions(cyberOnly, answered)).toEqual([]);
    expect(progressOf(cyberOnly, answered)).toBe(1);
    expect(progressOf(cyberOnly, { ...answered, 'cyber.edr': null })).toBeCloseTo(18 / 19);
  });
});
