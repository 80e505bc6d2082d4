// The broker's view of the customer's own quote and policy screens (docs/broker-book.md, "Quotes
// and policies"): the broker of record opens the same screens on the same rows, under
// broker/company/:id/..., so the screens ask here which company they show and where their links go.
import { createContext, useContext, type ReactNode } from 'react';

/** The customer company a broker of record is acting for. */
export interface BrokerCompany {
  id: string;
  name: string;
}

const BrokerCompanyContext = createContext<BrokerCompany | null>(null);

export function BrokerCompanyProvider({ company, children }: { company: BrokerCompany; children: ReactNode }) {
  return <BrokerCompanyContext.Provider value={company}>{children}</BrokerCompanyContext.Provider>;
}

/** The company the broker is acting for, or null on the customer's own screens. */
export const useBrokerCompany = () => useContext(BrokerCompanyContext);
