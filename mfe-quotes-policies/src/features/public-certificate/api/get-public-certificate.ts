import { unwrap, type ApiClient } from '@platform/api-client';
import { usePlatform, useQuery } from '@platform/remote-kit';

/** A certificate as anyone reads it (GET /v3/public/certificates/{code}); unknown is NOT_FOUND. */
export const getPublicCertificate = (api: ApiClient, code: string) =>
  unwrap(api.GET('/v3/public/certificates/{code}', { params: { path: { code } } }));

export type PublicCertificateData = Awaited<ReturnType<typeof getPublicCertificate>>;

/** Read again when the page comes back into view: "in force" is today's answer. */
export function usePublicCertificate(code: string) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['public-certificate', code],
    queryFn: () => getPublicCertificate(api, code),
    enabled: Boolean(code),
    refetchOnWindowFocus: true,
  });
}

/** The certificate's PDF, in the reader's language: the API serves it to anyone with the code. */
export const certificatePdfUrl = (code: string, language: string) =>
  `/v3/public/certificates/${encodeURIComponent(code)}/document.pdf?language=${language}`;
