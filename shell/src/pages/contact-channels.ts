/** Support channels (spec section 1). One place, so a change of number or address is one edit. */
export const CONTACT_CHANNELS = {
  whatsapp: 'https://wa.me/5511999999999',
  email: 'suporte@seguroempresarial.example',
  meeting: 'https://calendar.example/seguro-empresarial',
} as const;
