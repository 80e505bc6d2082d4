// Demo rows of the broker's book (issue 13): Outra Empresa, whose broker of record is the demo
// brokerage (corretor@demo.local), has an active cyber policy, a claim under analysis with a
// document, and a Lite assessment with two published reports. The broker reads them at
// broker/company/{id}/detail; Olívia (outra@demo.local) sees how the score bears on her renewal.
// Idempotent like the rest of the seed: existing rows are left as they are.
import { claimProtocol } from '@platform/domain';
import type { Db } from '../../db/connection';
import { claimEvents, claimFiles, claims, cyberFindings, cyberReports, cyberRequests, policies } from '../../db/schema';
import { ACCOUNT_IDS } from './accounts';
import { DEMO_PROTOCOL } from './policies-and-claims';
import { dateFrom } from './ids';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = 24 * 60 * 60 * 1000;

/** The fixed ids tests and journeys open. */
export const BROKER_BOOK = {
  accountId: ACCOUNT_IDS.outra,
  cyberPolicy: id(1501),
  claim: id(1511),
  claimFile: id(1521),
  cyberRequest: id(1531),
  olderReport: id(1541),
  latestReport: id(1542),
  finding: id(1551),
} as const;

export function brokerBookRecords(now: Date) {
  const account_id = BROKER_BOOK.accountId;
  return {
    policies: [
      {
        id: BROKER_BOOK.cyberPolicy,
        account_id,
        product: 'CYBER' as const,
        insurer: 'Seguradora Beta',
        policy_number: 'CY-2026-001501',
        status: 'ACTIVE' as const,
        effective_date: dateFrom(now, -60),
        expiry_date: dateFrom(now, 305),
        coverage_limit: '2000000.00',
      },
    ],
    claims: [
      {
        id: BROKER_BOOK.claim,
        account_id,
        policy_id: id(703),
        protocol_number: claimProtocol(2026, DEMO_PROTOCOL.brokerBook),
        type: 'THIRD_PARTY_CLAIM',
        status: 'IN_PROGRESS' as const,
        description: 'Cliente alega erro em parecer técnico entregue pela empresa.',
        occurred_on: dateFrom(now, -20),
        learned_on: dateFrom(now, -15),
        contact_name: 'Olívia Santos',
        contact_email: 'outra@demo.local',
        contact_phone: '+55 11 4000-2000',
        claims_made_window: 'WITHIN_PERIOD' as const,
        created_at: new Date(now.getTime() - 12 * day),
        updated_at: new Date(now.getTime() - 10 * day),
        decision_due_on: dateFrom(now, 18),
      },
    ],
    claimEvents: [
      {
        id: id(1512),
        claim_id: BROKER_BOOK.claim,
        event: 'REPORTED',
        status: 'PENDING' as const,
        actor: 'CUSTOMER' as const,
        message: '',
        created_at: new Date(now.getTime() - 12 * day),
      },
      {
        id: id(1513),
        claim_id: BROKER_BOOK.claim,
        event: 'START_ANALYSIS',
        status: 'IN_PROGRESS' as const,
        actor: 'OPERATIONS' as const,
        message: '',
        created_at: new Date(now.getTime() - 10 * day),
      },
    ],
    claimFiles: [
      {
        id: BROKER_BOOK.claimFile,
        claim_id: BROKER_BOOK.claim,
        file_name: 'notificacao-cliente.pdf',
        content_type: 'application/pdf' as const,
        size: 27,
        content: new Uint8Array(Buffer.from('%PDF-1.4\n% demo notificacao')),
        actor: 'CUSTOMER' as const,
        created_at: new Date(now.getTime() - 12 * day),
      },
    ],
    cyberRequests: [
      {
        id: BROKER_BOOK.cyberRequest,
        account_id,
        plan: 'LITE' as const,
        main_domain: 'outra-empresa.example',
        activity: 'FINANCIAL_SERVICES' as const,
        employees: 120,
        revenue_band: 'OVER_5M' as const,
        status: 'SCHEDULED' as const,
        verification_token: 'demo1531verification0token000003',
        domain_proof: 'DNS' as const,
        domain_verified_at: new Date(now.getTime() - 120 * day),
        next_assessment_at: new Date(now.getTime() + 80 * day),
        created_at: new Date(now.getTime() - 121 * day),
      },
    ],
    cyberReports: [
      {
        id: BROKER_BOOK.olderReport,
        account_id,
        request_id: BROKER_BOOK.cyberRequest,
        report_date: dateFrom(now, -100),
        score: 58,
        vulnerability_count: 11,
        risk_level: 'HIGH' as const,
      },
      {
        id: BROKER_BOOK.latestReport,
        account_id,
        request_id: BROKER_BOOK.cyberRequest,
        report_date: dateFrom(now, -10),
        score: 77,
        vulnerability_count: 2,
        risk_level: 'MEDIUM' as const,
      },
    ],
    cyberFindings: [
      {
        id: BROKER_BOOK.finding,
        report_id: BROKER_BOOK.latestReport,
        position: 1,
        severity: 'HIGH' as const,
        port: 3389,
        service: 'rdp',
        title: 'Área de trabalho remota aberta para a internet',
        advice: 'Feche a porta 3389 no firewall e use uma VPN com MFA para o acesso remoto.',
      },
      {
        id: id(1552),
        report_id: BROKER_BOOK.latestReport,
        position: 2,
        severity: 'LOW' as const,
        port: 443,
        service: 'https',
        title: 'Cabeçalho HSTS ausente',
        advice: 'Envie Strict-Transport-Security em todas as respostas HTTPS.',
      },
    ],
  };
}

/** Seeds the rows above (inside the demo seed's transaction). */
export async function seedBrokerBook(tx: Db, now = new Date()) {
  const records = brokerBookRecords(now);
  await tx.insert(policies).values(records.policies).onConflictDoNothing();
  await tx.insert(claims).values(records.claims).onConflictDoNothing();
  await tx.insert(claimEvents).values(records.claimEvents).onConflictDoNothing();
  await tx.insert(claimFiles).values(records.claimFiles).onConflictDoNothing();
  await tx.insert(cyberRequests).values(records.cyberRequests).onConflictDoNothing();
  await tx.insert(cyberReports).values(records.cyberReports).onConflictDoNothing();
  await tx.insert(cyberFindings).values(records.cyberFindings).onConflictDoNothing();
}
