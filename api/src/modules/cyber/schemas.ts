// What the API answers about cyber assessments: requests, reports and their findings.
import { Type } from 'typebox';
import {
  COUNTRIES,
  CYBER_ACTIVITIES,
  CYBER_DISPUTE_STATUSES,
  CYBER_MAX_EMPLOYEES,
  CYBER_PLANS,
  CYBER_REPORT_STATUSES,
  CYBER_REQUEST_STATUSES,
  CYBER_SEVERITIES,
  DOMAIN_PROOFS,
  LANGUAGES,
  REVENUE_BANDS,
  RISK_LEVELS,
} from '@platform/domain';
import { IsoDate, IsoDateTime, MultilineText, Nullable, Uuid, Version } from '../../lib/schemas';

export const CyberReport = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    request_id: Nullable(Type.String()),
    report_date: IsoDate,
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    vulnerability_count: Type.Integer({ minimum: 0 }),
    risk_level: Type.Enum([...RISK_LEVELS]),
    status: Type.Enum([...CYBER_REPORT_STATUSES]),
    created_at: IsoDateTime,
  },
  { title: 'CyberReport' },
);

export const CyberFinding = Type.Object(
  {
    id: Type.String(),
    position: Type.Integer(),
    severity: Type.Enum([...CYBER_SEVERITIES]),
    port: Nullable(Type.Integer()),
    service: Type.String(),
    title: Type.String(),
    advice: Type.String(),
    dispute_status: Type.Enum([...CYBER_DISPUTE_STATUSES]),
    dispute_reason: Nullable(Type.String()),
    disputed_at: Nullable(IsoDateTime),
    ruling_note: Nullable(Type.String()),
    ruled_at: Nullable(IsoDateTime),
    version: Type.Integer(),
  },
  { title: 'CyberFinding' },
);

export const CyberReportDetail = Type.Object(
  {
    ...CyberReport.properties,
    summary: Type.String(),
    language: Type.Enum([...LANGUAGES]),
    main_domain: Nullable(Type.String()),
    findings: Type.Array(CyberFinding),
    has_cyber_insurance: Type.Boolean({
      description: 'The account holds an active cyber policy: the score bears on its renewal.',
    }),
    version: Type.Integer(),
  },
  { title: 'CyberReportDetail' },
);

export const CyberRequest = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    company: Type.String(),
    country: Type.Enum([...COUNTRIES], {
      description: "The company's country: its revenue band is in that country's currency.",
    }),
    plan: Type.Enum([...CYBER_PLANS]),
    main_domain: Type.String(),
    activity: Type.Enum([...CYBER_ACTIVITIES]),
    employees: Type.Integer(),
    revenue_band: Type.Enum([...REVENUE_BANDS]),
    status: Type.Enum([...CYBER_REQUEST_STATUSES]),
    domain_proof: Nullable(Type.Enum([...DOMAIN_PROOFS])),
    domain_verified_at: Nullable(IsoDateTime),
    last_check_at: Nullable(IsoDateTime),
    next_assessment_at: Nullable(IsoDateTime),
    proof: Type.Object({ txt_record: Type.String(), file_url: Type.String(), file_content: Type.String() }),
    reports: Type.Array(CyberReport),
    open_disputes: Type.Integer(),
    version: Type.Integer(),
    created_at: IsoDateTime,
  },
  { title: 'CyberRequest' },
);

export const CyberRequestInput = Type.Object(
  {
    plan: Type.Enum([...CYBER_PLANS]),
    main_domain: Type.String({ maxLength: 253 }),
    activity: Type.Union([Type.Enum([...CYBER_ACTIVITIES]), Type.Literal(''), Type.Null()]),
    employees: Nullable(Type.Integer({ minimum: 0, maximum: CYBER_MAX_EMPLOYEES })),
    revenue_band: Type.Union([Type.Enum([...REVENUE_BANDS]), Type.Literal(''), Type.Null()]),
  },
  { title: 'CyberRequestInput', additionalProperties: false },
);

export const VersionBody = Type.Object({ version: Version }, { title: 'CyberVersion', additionalProperties: false });

export const DomainCheckResult = Type.Object(
  { verified: Type.Boolean(), request: CyberRequest },
  { title: 'CyberDomainCheck' },
);

export const FindingInput = Type.Object(
  {
    severity: Type.Enum([...CYBER_SEVERITIES]),
    // null first: with type coercion, a null would otherwise be read as port 0.
    port: Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 65535 })]),
    service: Type.String({ minLength: 1, maxLength: 100 }),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    advice: Type.String({ ...MultilineText(2000), minLength: 1 }),
  },
  { additionalProperties: false },
);

export const PublishReportInput = Type.Object(
  {
    version: Version,
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    risk_level: Type.Optional(Type.Enum([...RISK_LEVELS])),
    summary: Type.Optional(MultilineText(2000)),
    findings: Type.Array(FindingInput, { maxItems: 200 }),
  },
  { title: 'PublishCyberReport', additionalProperties: false },
);

export const DisputeInput = Type.Object(
  { version: Version, reason: Type.String({ ...MultilineText(1000), minLength: 1 }) },
  { title: 'DisputeCyberFinding', additionalProperties: false },
);

export const RulingInput = Type.Object(
  {
    version: Version,
    decision: Type.Enum(['ACCEPT', 'REJECT'] as const),
    note: Type.Optional(MultilineText(1000)),
  },
  { title: 'RuleCyberDispute', additionalProperties: false },
);

export const FindingParams = Type.Object({ id: Uuid, findingId: Uuid });
export const PdfQuery = Type.Object({ language: Type.Optional(Type.Enum([...LANGUAGES])) });
