/** Who signs up, from `?type=` (or the old `?user_type=`): a company (pj) or an individual (pf). */
export const kindFrom = (params: URLSearchParams): 'company' | 'individual' => {
  const value = params.get('type') ?? params.get('user_type');
  return value === 'individual' || value === 'pf' ? 'individual' : 'company';
};
