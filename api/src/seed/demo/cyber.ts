// The demo customer's cyber assessments: its requests, reports and their findings.
import { ACCOUNT_IDS } from './accounts';
import { dateFrom, day, id } from './ids';

export function demoCyber(now: Date) {
  const demo = ACCOUNT_IDS.demo;
  return {
    cyberReports: [
      {
        id: id(901),
        account_id: demo,
        request_id: id(951),
        report_date: dateFrom(now, -150),
        score: 62,
        vulnerability_count: 14,
        risk_level: 'HIGH' as const,
      },
      {
        id: id(902),
        account_id: demo,
        request_id: id(951),
        report_date: dateFrom(now, -60),
        score: 71,
        vulnerability_count: 8,
        risk_level: 'MEDIUM' as const,
      },
      {
        id: id(903),
        account_id: demo,
        request_id: id(951),
        report_date: dateFrom(now, -5),
        score: 84,
        vulnerability_count: 3,
        risk_level: 'LOW' as const,
      },
    ],
    // The demo customer's Lite plan (reports 901 to 903 above, a rising score) and, waiting for
    // operations, a Plus request whose domain nobody has proven yet.
    cyberRequests: [
      {
        id: id(951),
        account_id: demo,
        plan: 'LITE' as const,
        main_domain: 'demo-tecnologia.example',
        activity: 'OTHER' as const,
        employees: 48,
        revenue_band: 'FROM_1M_TO_5M' as const,
        status: 'SCHEDULED' as const,
        verification_token: 'demo0951verification0token000001',
        domain_proof: 'DNS' as const,
        domain_verified_at: new Date(now.getTime() - 160 * day),
        next_assessment_at: new Date(now.getTime() + 85 * day),
        created_at: new Date(now.getTime() - 161 * day),
      },
      {
        id: id(952),
        account_id: demo,
        plan: 'PLUS' as const,
        main_domain: 'loja.demo-tecnologia.example',
        activity: 'OTHER' as const,
        employees: 48,
        revenue_band: 'FROM_1M_TO_5M' as const,
        status: 'PENDING_VERIFICATION' as const,
        verification_token: 'demo0952verification0token000002',
        created_at: new Date(now.getTime() - 2 * day),
      },
    ],
    cyberFindings: [
      {
        id: id(961),
        report_id: id(903),
        position: 1,
        severity: 'MEDIUM' as const,
        port: 22,
        service: 'ssh',
        title: 'SSH aberto para a internet com login por senha',
        advice: 'Permita apenas chaves, restrinja a origem por firewall ou VPN e desative o login de root.',
      },
      {
        id: id(962),
        report_id: id(903),
        position: 2,
        severity: 'LOW' as const,
        port: 443,
        service: 'https',
        title: 'TLS 1.0 ainda aceito',
        advice: 'Desative TLS 1.0 e 1.1 no servidor web; mantenha TLS 1.2 e 1.3.',
      },
      {
        id: id(963),
        report_id: id(903),
        position: 3,
        severity: 'LOW' as const,
        port: 25,
        service: 'smtp',
        title: 'Banner SMTP revela a versão do servidor',
        advice: 'Configure o servidor de e-mail para não anunciar produto e versão.',
      },
    ],
  };
}
