import { FilePenLine, MessageCircleQuestionMark, Receipt, RefreshCw, Scale, type LucideIcon } from 'lucide-react';
import type { HomeTaskKind } from '@platform/domain';

/** The picture of each kind of home task, the same on the customer's and the broker's home. */
export const TASK_ICONS: Record<HomeTaskKind, LucideIcon> = {
  QUOTE_TO_CHOOSE: Scale,
  SIGNATURE_PENDING: FilePenLine,
  INVOICE_DUE: Receipt,
  RENEWAL_COMING: RefreshCw,
  CLAIM_INFORMATION: MessageCircleQuestionMark,
};
