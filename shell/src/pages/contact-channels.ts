/** Support channels (spec section 1). One place, so a change of number or address is one edit. */
export const CONTACT_CHANNELS = {
  whatsapp: 'https://wa.me/5511999999999',
  email: 'suporte@seguroempresarial.example',
  meeting: 'https://calendar.example/seguro-empresarial',
} as const;

/** The WhatsApp link with a first message already typed, in the user's language. */
export const whatsappLink = (greeting: string) => `${CONTACT_CHANNELS.whatsapp}?text=${encodeURIComponent(greeting)}`;
