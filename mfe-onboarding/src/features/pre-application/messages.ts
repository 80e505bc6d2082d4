import type { Messages } from '@platform/i18n';

/** The guest's pre-application texts (the tax id, company/individual and revenue words are sign-up's and the profile's). */
export const preApplicationMessages: Messages = {
  pt: {
    'preApplication.title': 'Comece pela sua cotação',
    'preApplication.intro':
      'Quatro perguntas antes de criar a conta. Suas respostas ficam neste dispositivo e já aparecem preenchidas no questionário depois do cadastro.',
    'preApplication.companyId': 'Identificação da empresa',
    'preApplication.personId': 'Sua identificação',
    'preApplication.products': 'Quais seguros interessam?',
    'preApplication.products.required': 'Escolha pelo menos um seguro',
    'preApplication.revenueBand': 'Faturamento anual',
    'preApplication.revenueBand.choose': 'Escolha a faixa',
    'preApplication.revenueBand.required': 'Escolha a faixa de faturamento',
    'preApplication.taxId.required': 'Informe a identificação fiscal',
    'preApplication.kept': 'Em seguida você cria a conta; nada do que respondeu aqui precisa ser digitado de novo.',
    'preApplication.continue': 'Continuar para o cadastro',
  },
  en: {
    'preApplication.title': 'Start with your quote',
    'preApplication.intro':
      'Four questions before you create your account. Your answers stay on this device and come pre-filled in the questionnaire after you sign up.',
    'preApplication.companyId': "The company's identification",
    'preApplication.personId': 'Your identification',
    'preApplication.products': 'Which insurance interests you?',
    'preApplication.products.required': 'Choose at least one insurance',
    'preApplication.revenueBand': 'Annual revenue',
    'preApplication.revenueBand.choose': 'Choose the band',
    'preApplication.revenueBand.required': 'Choose the revenue band',
    'preApplication.taxId.required': 'Enter the tax id',
    'preApplication.kept': 'Next you create the account; nothing you answered here has to be typed again.',
    'preApplication.continue': 'Continue to sign-up',
  },
  es: {
    'preApplication.title': 'Empiece por su cotización',
    'preApplication.intro':
      'Cuatro preguntas antes de crear la cuenta. Sus respuestas quedan en este dispositivo y aparecen completadas en el cuestionario después del registro.',
    'preApplication.companyId': 'Identificación de la empresa',
    'preApplication.personId': 'Su identificación',
    'preApplication.products': '¿Qué seguros le interesan?',
    'preApplication.products.required': 'Elija al menos un seguro',
    'preApplication.revenueBand': 'Facturación anual',
    'preApplication.revenueBand.choose': 'Elija el rango',
    'preApplication.revenueBand.required': 'Elija el rango de facturación',
    'preApplication.taxId.required': 'Indique la identificación fiscal',
    'preApplication.kept': 'Luego usted crea la cuenta; nada de lo que respondió aquí tiene que escribirse de nuevo.',
    'preApplication.continue': 'Continuar al registro',
  },
};
