import { BROKER_HOME, CUSTOMER_HOME } from './routes';

/** Where operations land: the queues they work through. */
export const OPERATIONS_HOME = '/ops';

/** The three kinds of people the app has an area for. */
export type Audience = 'customer' | 'broker' | 'operations';

/** Who a signed-in person is for the app's areas: their role from GET /v3/me, and whether they belong to a brokerage. */
export const audienceOf = ({ role, isBroker }: { role: string | null; isBroker: boolean }): Audience =>
  role === 'OPERATIONS' ? 'operations' : isBroker ? 'broker' : 'customer';

export const HOMES: Record<Audience, string> = {
  customer: CUSTOMER_HOME,
  broker: BROKER_HOME,
  operations: OPERATIONS_HOME,
};

/**
 * The audience an area of the app is for, or null where anyone signed in may be (help, sign-out,
 * public pages). Someone opening another audience's area is sent to their own home.
 */
export function areaAudience(pathname: string): Audience | null {
  if (/^\/dashboard(\/|$)/.test(pathname)) return 'customer';
  if (/^\/(broker|broker-quote|broker-policy)(\/|$)/.test(pathname)) return 'broker';
  if (/^\/ops(\/|$)/.test(pathname)) return 'operations';
  return null;
}
