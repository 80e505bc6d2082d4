// Negotiated commission rates (docs/checkout.md "Broker's pay"): operations record one per broker
// and product within BROKER_COMMISSION_RATE_BOUNDS; brokers read theirs. Each rate is versioned:
// version 0 means "none recorded yet" (the default applies), and a stale version is 409 with the
// rate as it stands. The row keeps who changed it last and when.
import { and, eq } from 'drizzle-orm';
import {
  BROKER_COMMISSION_RATE_BOUNDS,
  commissionRateProblem,
  DEFAULT_BROKER_COMMISSION_RATE,
  PRODUCTS,
  type Product,
} from '@platform/domain';
import type { Db } from '../../db/connection';
import { brokerCommissionRates } from '../../db/schema';
import { staleVersion } from '../../lib/errors';
import { refuseFields } from '../../lib/field-problems';
import { loadBroker } from './registration';

export interface CommissionRateView {
  product: Product;
  /** The negotiated rate, or null when the default applies. */
  rate: number | null;
  /** What the checkout uses: the negotiated rate or the default. */
  effective_rate: number;
  version: number;
  updated_at: string | null;
}

export const commissionBounds = () => ({
  min: BROKER_COMMISSION_RATE_BOUNDS.min,
  max: BROKER_COMMISSION_RATE_BOUNDS.max,
  default_rate: DEFAULT_BROKER_COMMISSION_RATE,
});

type RateRow = typeof brokerCommissionRates.$inferSelect;

const viewOf = (product: Product, row: RateRow | undefined): CommissionRateView => ({
  product,
  rate: row ? Number(row.rate) : null,
  effective_rate: row ? Number(row.rate) : DEFAULT_BROKER_COMMISSION_RATE,
  version: row?.version ?? 0,
  updated_at: row?.updated_at.toISOString() ?? null,
});

/** Every product's rate for the broker (the default where none is recorded). */
export async function commissionRatesOf(db: Db, brokerId: string) {
  const rows = await db.select().from(brokerCommissionRates).where(eq(brokerCommissionRates.broker_id, brokerId));
  return {
    ...commissionBounds(),
    items: PRODUCTS.map((product) =>
      viewOf(
        product,
        rows.find((row) => row.product === product),
      ),
    ),
  };
}

async function rateRow(db: Db, brokerId: string, product: Product) {
  const [row] = await db
    .select()
    .from(brokerCommissionRates)
    .where(and(eq(brokerCommissionRates.broker_id, brokerId), eq(brokerCommissionRates.product, product)))
    .limit(1);
  return row;
}

/** Records the broker's rate for the product at `version` (0: none yet); a stale version is 409. */
export async function setCommissionRate(
  db: Db,
  brokerId: string,
  input: { product: Product; rate: number; version: number },
  userId: string | null,
): Promise<CommissionRateView> {
  await loadBroker(db, brokerId);
  const problem = commissionRateProblem(input.rate);
  if (problem) refuseFields([{ field: 'rate', code: problem }]);
  const rate = input.rate.toFixed(4);
  const now = new Date();
  const [saved] =
    input.version === 0
      ? await db
          .insert(brokerCommissionRates)
          .values({ broker_id: brokerId, product: input.product, rate, updated_by: userId })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(brokerCommissionRates)
          .set({ rate, version: input.version + 1, updated_by: userId, updated_at: now })
          .where(
            and(
              eq(brokerCommissionRates.broker_id, brokerId),
              eq(brokerCommissionRates.product, input.product),
              eq(brokerCommissionRates.version, input.version),
            ),
          )
          .returning();
  if (!saved) throw staleVersion(viewOf(input.product, await rateRow(db, brokerId, input.product)));
  return viewOf(input.product, saved);
}
