// The underwriting desk's waiting cases.
import type { Answers } from '@platform/domain';
import { ACCOUNT_IDS } from './accounts';
import { DEMO_COMPANY_ANSWERS, DEMO_CYBER_ANSWERS } from './answers';
import { day, id } from './ids';

/** Two applications referred to the underwriting desk (issue 12): one near its 25-day deadline. */
const REFERRED = [
  {
    form: id(511),
    submission: id(971),
    quote: id(611),
    account: ACCOUNT_IDS.terceira,
    receivedDaysAgo: 22,
    answers: {
      ...DEMO_COMPANY_ANSWERS,
      'company.legal_name': 'Terceira Indústria Ltda',
      'company.tax_id': '33445566000186',
      ...DEMO_CYBER_ANSWERS,
      'cyber.incidents': true,
      'cyber.requested_limit': 'L_5M',
    } as Answers,
  },
  {
    form: id(512),
    submission: id(972),
    quote: id(612),
    account: ACCOUNT_IDS.outra,
    receivedDaysAgo: 4,
    answers: {
      ...DEMO_COMPANY_ANSWERS,
      'company.legal_name': 'Outra Empresa SA',
      'company.tax_id': '11444777000161',
      // No backups: the features question is hidden, so it has no answer.
      ...Object.fromEntries(Object.entries(DEMO_CYBER_ANSWERS).filter(([key]) => key !== 'cyber.backup_features')),
      'cyber.backups': false,
    } as Answers,
  },
] as const;

/** The underwriting desk's waiting cases: the finished forms, their submissions and the "searching" quotes. */
export function demoReferrals(now: Date, decide: (answers: Answers) => unknown[]) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  return {
    applicationForms: REFERRED.map((item) => ({
      id: item.form,
      account_id: item.account,
      status: 'QUOTING' as const,
      products: ['CYBER'],
      version: 3,
      definition_versions: { COMMON: 1, CYBER: 1 },
      answers: { ...item.answers },
      finished_at: at(item.receivedDaysAgo),
      created_at: at(item.receivedDaysAgo + 6),
      updated_at: at(item.receivedDaysAgo),
    })),
    underwritingSubmissions: REFERRED.map((item) => ({
      id: item.submission,
      form_id: item.form,
      account_id: item.account,
      products: ['CYBER'],
      definition_versions: { COMMON: 1, CYBER: 1 },
      answers: { ...item.answers },
      status: 'REFERRED',
      created_at: at(item.receivedDaysAgo),
      results: decide({ ...item.answers }),
      decided_at: at(item.receivedDaysAgo),
    })),
    quotes: REFERRED.map((item) => ({
      id: item.quote,
      account_id: item.account,
      application_form_id: item.form,
      submission_id: item.submission,
      product: 'CYBER' as const,
      status: 'SEARCHING' as const,
      config_version: 'CYBER-BR-2026.11',
    })),
  };
}
