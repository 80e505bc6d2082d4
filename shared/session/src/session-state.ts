/** Session-side state of product-spec section 3, field names as the spec writes them. */
export type LoggedType = 'IS_GUEST' | 'LOGGED';
export type UserType = 'company' | 'individual' | 'broker';

export interface UserState {
  email: string | null;
  token: string | null;
  id: string | null;
  logged_type: LoggedType;
  user_type: UserType | null;
  first_name: string | null;
  last_name: string | null;
  role: string | null;
}

export interface CompanyState {
  id: string;
  legal_name: string;
  user_kam: string | null;
  owner_email: string | null;
  payment_email: string | null;
}

export interface BrokerProfile {
  id: string;
  legal_name: string;
  name: string;
  city: string | null;
  address: string | null;
  address_number: string | null;
  postal_code: string | null;
  tax_id: string;
  website: string | null;
  phone: string | null;
  email: string;
  owner_email: string | null;
  needs_bank_info: boolean;
  logo: string | null;
  ipaf_in_progress: boolean;
}

export const INITIAL_USER_STATE: UserState = {
  email: null,
  token: null,
  id: null,
  logged_type: 'IS_GUEST',
  user_type: null,
  first_name: null,
  last_name: null,
  role: null,
};
