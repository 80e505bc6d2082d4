// The report as a PDF (pdfkit), in the reader's language: company, domain, date, score, risk
// level, vulnerability count and each finding with its severity, port or service and advice.
import PDFDocument from 'pdfkit';
import { formatDate, type Country, type Language } from '@platform/domain';
import type { CyberReportDetail } from './queries';

const WORDS: Record<Language, Record<string, string>> = {
  pt: {
    title: 'Relatório de avaliação de segurança cibernética',
    company: 'Empresa',
    domain: 'Domínio',
    date: 'Data',
    score: 'Nota da empresa',
    risk: 'Nível de risco',
    vulnerabilities: 'Vulnerabilidades',
    findings: 'Achados',
    severity: 'Severidade',
    port: 'Porta / serviço',
    advice: 'Recomendação',
    none: 'Nenhuma vulnerabilidade encontrada.',
    LOW: 'Baixo',
    MEDIUM: 'Médio',
    HIGH: 'Alto',
    CRITICAL: 'Crítico',
    ACCEPTED: 'Falso positivo aceito',
    DISPUTED: 'Contestado como falso positivo',
    REJECTED: 'Contestação recusada',
    renewal: 'Sua apólice cibernética está ativa: esta nota é considerada na renovação.',
  },
  en: {
    title: 'Cyber security assessment report',
    company: 'Company',
    domain: 'Domain',
    date: 'Date',
    score: 'Company score',
    risk: 'Risk level',
    vulnerabilities: 'Vulnerabilities',
    findings: 'Findings',
    severity: 'Severity',
    port: 'Port / service',
    advice: 'Advice',
    none: 'No vulnerabilities found.',
    LOW: 'Low',
    MEDIUM: 'Medium',
    HIGH: 'High',
    CRITICAL: 'Critical',
    ACCEPTED: 'False positive accepted',
    DISPUTED: 'Disputed as a false positive',
    REJECTED: 'Dispute rejected',
    renewal: 'Your cyber policy is active: this score is taken into account at renewal.',
  },
  es: {
    title: 'Informe de evaluación de ciberseguridad',
    company: 'Empresa',
    domain: 'Dominio',
    date: 'Fecha',
    score: 'Puntuación de la empresa',
    risk: 'Nivel de riesgo',
    vulnerabilities: 'Vulnerabilidades',
    findings: 'Hallazgos',
    severity: 'Severidad',
    port: 'Puerto / servicio',
    advice: 'Recomendación',
    none: 'No se encontraron vulnerabilidades.',
    LOW: 'Bajo',
    MEDIUM: 'Medio',
    HIGH: 'Alto',
    CRITICAL: 'Crítico',
    ACCEPTED: 'Falso positivo aceptado',
    DISPUTED: 'Impugnado como falso positivo',
    REJECTED: 'Impugnación rechazada',
    renewal: 'Su póliza cibernética está activa: esta puntuación se considera en la renovación.',
  },
};

/** The PDF's bytes. */
export function reportPdf(
  report: CyberReportDetail,
  company: string,
  language: Language,
  country: Country = 'br',
): Promise<Buffer> {
  const words = WORDS[language];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: words.title!, Author: 'Seguro Empresarial' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const date = formatDate(report.report_date, { country, language }, 'long');
  doc.fontSize(18).text(words.title!);
  doc.moveDown();
  doc.fontSize(11);
  for (const [label, value] of [
    [words.company, company],
    [words.domain, report.main_domain ?? '-'],
    [words.date, date],
    [words.score, `${report.score} / 100`],
    [words.risk, words[report.risk_level]],
    [words.vulnerabilities, String(report.vulnerability_count)],
  ])
    doc.text(`${label}: ${value}`);
  if (report.has_cyber_insurance) doc.moveDown().text(words.renewal!);
  if (report.summary) doc.moveDown().text(report.summary);
  doc.moveDown().fontSize(14).text(words.findings!);
  doc.fontSize(11);
  if (report.findings.length === 0) doc.moveDown(0.5).text(words.none!);
  for (const finding of report.findings) {
    doc.moveDown(0.5).font('Helvetica-Bold').text(`${finding.position}. ${finding.title}`).font('Helvetica');
    doc.text(`${words.severity}: ${words[finding.severity]}`);
    doc.text(`${words.port}: ${finding.port === null ? finding.service : `${finding.port} (${finding.service})`}`);
    doc.text(`${words.advice}: ${finding.advice}`);
    if (finding.dispute_status !== 'NONE') doc.text(words[finding.dispute_status]!);
  }
  doc.end();
  return done;
}
