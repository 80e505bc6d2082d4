import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';
import { useMutation, usePlatform } from '@platform/remote-kit';

/** Mails the policy's statement to a list of addresses (POST /v3/policies/{id}/statement-mails). */
export const sendStatement = (api: ApiClient, id: string, emails: string, language: Language) =>
  unwrap(api.POST('/v3/policies/{id}/statement-mails', { params: { path: { id } }, body: { emails, language } }));

export function useSendStatement(id: string) {
  const { api, locale } = usePlatform();
  return useMutation({
    mutationFn: (emails: string) => sendStatement(api, id, emails, locale.language),
  });
}
