import { CYBER_SEVERITIES, type CyberSeverity, type FieldProblem, type RiskLevel } from '@platform/domain';
import type { PublishReportBody } from './api/operations-request';

export interface FindingValues {
  severity: CyberSeverity;
  port: string;
  service: string;
  title: string;
  advice: string;
}

export interface PublishValues {
  score: string;
  risk_level: '' | RiskLevel;
  summary: string;
  findings: FindingValues[];
}

export const EMPTY_FINDING: FindingValues = { severity: 'MEDIUM', port: '', service: '', title: '', advice: '' };
export const EMPTY_PUBLISH: PublishValues = { score: '', risk_level: '', summary: '', findings: [] };

const isIntIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** What the API checks, before sending: a score of 0 to 100, and each finding's service, title and advice (port optional, 0 to 65535). */
export function publishProblems(values: PublishValues): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!values.score.trim()) problems.push({ field: 'score', code: 'REQUIRED' });
  else if (!isIntIn(values.score, 0, 100)) problems.push({ field: 'score', code: 'INVALID' });
  values.findings.forEach((finding, index) => {
    const at = (name: string) => `findings.${index}.${name}`;
    if (!(CYBER_SEVERITIES as readonly string[]).includes(finding.severity))
      problems.push({ field: at('severity'), code: 'INVALID' });
    if (finding.port.trim() && !isIntIn(finding.port, 0, 65535)) problems.push({ field: at('port'), code: 'INVALID' });
    for (const name of ['service', 'title', 'advice'] as const)
      if (!finding[name].trim()) problems.push({ field: at(name), code: 'REQUIRED' });
  });
  return problems;
}

export const toPublishBody = (values: PublishValues, version: number): PublishReportBody => ({
  version,
  score: Number(values.score),
  ...(values.risk_level ? { risk_level: values.risk_level } : {}),
  ...(values.summary.trim() ? { summary: values.summary.trim() } : {}),
  findings: values.findings.map((finding) => ({
    severity: finding.severity,
    port: finding.port.trim() ? Number(finding.port) : null,
    service: finding.service.trim(),
    title: finding.title.trim(),
    advice: finding.advice.trim(),
  })),
});
