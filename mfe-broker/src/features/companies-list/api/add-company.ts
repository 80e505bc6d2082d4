import { unwrap, type ApiClient } from '@platform/api-client';
import type { BrokerCompanyInput, Language } from '@platform/domain';
import { usePlatform, useMutation, useQueryClient } from '@platform/remote-kit';

/** Brings a company into the book: its administrator is invited (POST /v3/broker/companies). */
export const addCompany = (api: ApiClient, company: BrokerCompanyInput & { language: Language }) =>
  unwrap(api.POST('/v3/broker/companies', { body: company }));

export type CompanyAdded = Awaited<ReturnType<typeof addCompany>>;

/** The invitation; the book is read again (a company already in it may have changed). */
export function useAddCompany() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: BrokerCompanyInput & { language: Language }) => addCompany(api, company),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['broker-companies'] }),
  });
}
