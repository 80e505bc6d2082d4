/** Session-side state of product-spec section 3, field names as the spec writes them. */
export type LoggedType = 'IS_GUEST' | 'LOGGED';
export type UserType = 'company' | 'individual' | 'broker';

export interface UserState {
  email: string | null;
  token: string | null;
  id: string | null;
  logged_type: LoggedType;
  user_hash: string | null;
  user_type: UserType | null;
  username: string | null;
  destination: string | null;
  first_name: string | null;
  last_name: string | null;
  role: string | null;
  first_ipaf: boolean;
  document_type: string | null;
  pending_ipaf_review: boolean;
  in_progress_ipaf: boolean;
  is_renewing_user: boolean;
  renewal_products: string[];
  user_form_id: string | null;
  has_cyber_insurance: boolean;
  upload_in_process: boolean;
  last_ipaf: string | null;
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
  user_hash: null,
  user_type: null,
  username: null,
  destination: null,
  first_name: null,
  last_name: null,
  role: null,
  first_ipaf: false,
  document_type: null,
  pending_ipaf_review: false,
  in_progress_ipaf: false,
  is_renewing_user: false,
  renewal_products: [],
  user_form_id: null,
  has_cyber_insurance: false,
  upload_in_process: false,
  last_ipaf: null,
};
