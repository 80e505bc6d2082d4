// The demo world: who can sign in (all with DEMO_PASSWORD) and what each one sees.
// Fixed ids make the seed idempotent and the demo stable across restarts. Each area lives in
// demo/; this file is the one entry point the seed and the tests import.
import { demoCyber } from './demo/cyber';
import { demoPoliciesAndClaims } from './demo/policies-and-claims';
import { demoQuoting } from './demo/quotes';

export {
  ACCOUNT_IDS,
  BROKER_ID,
  DEMO_ACCOUNTS,
  DEMO_COMPANY_PROFILE,
  DEMO_MEMBERSHIPS,
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoUserKey,
} from './demo/accounts';
export { DEMO_BROKER, DEMO_BROKER_CUSTOMERS } from './demo/broker';
export { BROKER_QUOTES } from './demo/broker-quotes';
export { DEMO_CHECKOUT } from './demo/quotes';
export { DEMO_POLICY_DOCUMENTS } from './demo/policy-documents';
export { DEMO_BROKER_KAM, DEMO_KAMS, seedDemoKams } from './demo/kams';
export { DEMO_BROKER_COLLEAGUE, seedDemoBrokerTeam } from './demo/broker-team';
export { demoReferrals } from './demo/referrals';
export { demoRenewal, RENEWAL_DEMO, RENEWAL_DEMO_USER } from './demo/renewal';

/** Every demo record but the people and the desk's cases, by table. */
export function demoRecords(now: Date) {
  return { ...demoQuoting(now), ...demoPoliciesAndClaims(now), ...demoCyber(now) };
}
export { DEMO_EARNINGS, nationalNfseXml } from './demo/earnings';
export { DEMO_BOOK_STATUSES } from './demo/book-statuses';
export { COUNTRY_DEMO, USA_CHARGES, mexicoCheckout, seedCountryDemo } from './demo/countries';
