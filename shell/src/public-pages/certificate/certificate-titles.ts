import type { Language } from '@platform/domain';

/**
 * The certificate page's heading and lead, apart from its other texts: the HTML's first paint
 * (first-paint/paint-first.ts, inlined in every page) draws them for `/public/policy?c=` before any
 * script loads, and must not carry the page's whole table.
 */
export const CERTIFICATE_TITLES = {
  pt: {
    'publicCertificate.title': 'Certificado de seguro',
    'publicCertificate.intro':
      'Comprovante de uma apólice contratada pela plataforma, conferido no momento em que você abre esta página.',
  },
  en: {
    'publicCertificate.title': 'Certificate of insurance',
    'publicCertificate.intro': 'Proof of a policy bought on the platform, checked the moment you open this page.',
  },
  es: {
    'publicCertificate.title': 'Certificado de seguro',
    'publicCertificate.intro':
      'Comprobante de una póliza contratada en la plataforma, verificado en el momento en que abre esta página.',
  },
} as const satisfies Record<Language, Record<'publicCertificate.title' | 'publicCertificate.intro', string>>;
