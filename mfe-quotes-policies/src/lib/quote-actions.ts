// What the customer does to a quote: select an option, download its proposal, send evidence.
import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language, QuoteSubjectivityCode } from '@platform/domain';
import { useMutation, usePlatform, useQueryClient } from '@platform/remote-kit';
import { QUOTES_KEY } from './quotes';

export const selectQuote = (api: ApiClient, id: string) =>
  unwrap(api.POST('/v3/quotes/{id}/select', { params: { path: { id } } }));

/** Selecting an option; the quotes are read again after it (another option may have been deselected). */
export function useSelectQuote() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => selectQuote(api, id),
    refusalShownBy: 'screen',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}

export const uploadQuoteEvidence = (api: ApiClient, id: string, subjectivity: QuoteSubjectivityCode, file: File) =>
  unwrap(
    api.POST('/v3/quotes/{id}/evidence', {
      params: { path: { id }, query: { subjectivity, file_name: file.name } },
      body: file as never,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'content-type': 'application/octet-stream' },
    }),
  );

export function useUploadQuoteEvidence(id: string) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subjectivity, file }: { subjectivity: QuoteSubjectivityCode; file: File }) =>
      uploadQuoteEvidence(api, id, subjectivity, file),
    refusalShownBy: 'screen',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
}

/** The proposal PDF the API renders, in the screen's language, as a Blob. */
export const downloadProposal = (api: ApiClient, id: string, language: Language) =>
  unwrap(
    api.GET('/v3/quotes/{id}/proposal.pdf', {
      params: { path: { id }, query: { language } },
      parseAs: 'blob',
    }) as Promise<{ data?: Blob; error?: unknown; response: Response }>,
  );
