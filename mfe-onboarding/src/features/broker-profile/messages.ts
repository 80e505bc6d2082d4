import { defineMessagesFor } from '@platform/i18n';

export const brokerProfileMessages = defineMessagesFor({
  pt: {
    'brokerProfile.title': 'Dados da corretora',
    'brokerProfile.bank_data': 'Dados bancários',
    'brokerProfile.tax_registry': 'Dados tributários',
    'brokerProfile.save': 'Salvar',
    'brokerProfile.saved': 'Dados salvos.',
  },
  en: {
    'brokerProfile.title': 'Brokerage details',
    'brokerProfile.bank_data': 'Bank details',
    'brokerProfile.tax_registry': 'Taxation data',
    'brokerProfile.save': 'Save',
    'brokerProfile.saved': 'Details saved.',
  },
  es: {
    'brokerProfile.title': 'Datos de la corredora',
    'brokerProfile.bank_data': 'Datos bancarios',
    'brokerProfile.tax_registry': 'Datos tributarios',
    'brokerProfile.save': 'Guardar',
    'brokerProfile.saved': 'Datos guardados.',
  },
});
