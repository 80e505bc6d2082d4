// What the API answers about a cyber assessment report.
import { Type } from 'typebox';
import { RISK_LEVELS } from '@platform/domain';
import { IsoDate, IsoDateTime } from '../../lib/schemas';

export const CyberReport = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    report_date: IsoDate,
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    vulnerability_count: Type.Integer({ minimum: 0 }),
    risk_level: Type.Enum([...RISK_LEVELS]),
    created_at: IsoDateTime,
  },
  { title: 'CyberReport' },
);
