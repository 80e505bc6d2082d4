import { defineMessagesFor } from '@platform/i18n';

export const brokerSignupMessages = defineMessagesFor({
  pt: {
    'brokerSignup.intro.title': 'Seja uma corretora parceira',
    'brokerSignup.intro.text':
      'Cadastre sua corretora para oferecer seguros D&O, responsabilidade profissional e cibernético aos seus clientes.',
    'brokerSignup.intro.step1': 'Crie seu acesso e informe os dados gerais da corretora.',
    'brokerSignup.intro.step2':
      'Responda ao cadastro tributário e da SUSEP, informe endereço, dados bancários e envie os documentos.',
    'brokerSignup.intro.step3': 'Nossa equipe analisa o cadastro em cerca de {days} dias.',
    'brokerSignup.intro.start': 'Começar cadastro',
    'brokerSignup.intro.resume': 'Já comecei: entrar para continuar',
    'brokerSignup.title': 'Cadastro de corretora',
    'brokerSignup.person': 'Seus dados de acesso',
    'brokerSignup.company': 'Dados gerais da corretora',
    'brokerSignup.submit': 'Criar conta e continuar',
    'brokerSignup.finish.title': 'Conta criada',
    'brokerSignup.finish.text': 'Entre com seu e-mail e senha para continuar o cadastro da corretora.',
    'brokerSignup.finish.textWithEmail':
      'Entre com {email} e sua senha para continuar o cadastro da corretora: cadastro tributário, SUSEP, endereço, dados bancários e documentos.',
    'brokerSignup.finish.continue': 'Continuar cadastro',
  },
  en: {
    'brokerSignup.intro.title': 'Become a partner brokerage',
    'brokerSignup.intro.text':
      'Register your brokerage to offer D&O, professional liability and cyber insurance to your clients.',
    'brokerSignup.intro.step1': 'Create your access and enter the brokerage’s general information.',
    'brokerSignup.intro.step2':
      'Answer the tax and SUSEP registry questions, enter the address and bank data, and send the documents.',
    'brokerSignup.intro.step3': 'Our team reviews the registration in about {days} days.',
    'brokerSignup.intro.start': 'Start registration',
    'brokerSignup.intro.resume': 'Already started? Sign in to continue',
    'brokerSignup.title': 'Broker sign-up',
    'brokerSignup.person': 'Your access',
    'brokerSignup.company': 'Brokerage general information',
    'brokerSignup.submit': 'Create account and continue',
    'brokerSignup.finish.title': 'Account created',
    'brokerSignup.finish.text': 'Sign in with your email and password to continue the brokerage registration.',
    'brokerSignup.finish.textWithEmail':
      'Sign in with {email} and your password to continue the brokerage registration: tax registry, SUSEP, address, bank data and documents.',
    'brokerSignup.finish.continue': 'Continue registration',
  },
  es: {
    'brokerSignup.intro.title': 'Sea una corredora asociada',
    'brokerSignup.intro.text':
      'Registre su corredora para ofrecer seguros D&O, de responsabilidad profesional y cibernéticos a sus clientes.',
    'brokerSignup.intro.step1': 'Cree su acceso e ingrese los datos generales de la corredora.',
    'brokerSignup.intro.step2':
      'Responda el registro tributario y de la SUSEP, ingrese la dirección y los datos bancarios, y envíe los documentos.',
    'brokerSignup.intro.step3': 'Nuestro equipo revisa el registro en unos {days} días.',
    'brokerSignup.intro.start': 'Comenzar registro',
    'brokerSignup.intro.resume': '¿Ya comenzó? Inicie sesión para continuar',
    'brokerSignup.title': 'Registro de corredora',
    'brokerSignup.person': 'Sus datos de acceso',
    'brokerSignup.company': 'Datos generales de la corredora',
    'brokerSignup.submit': 'Crear cuenta y continuar',
    'brokerSignup.finish.title': 'Cuenta creada',
    'brokerSignup.finish.text': 'Inicie sesión con su correo y contraseña para continuar el registro de la corredora.',
    'brokerSignup.finish.textWithEmail':
      'Inicie sesión con {email} y su contraseña para continuar el registro de la corredora: registro tributario, SUSEP, dirección, datos bancarios y documentos.',
    'brokerSignup.finish.continue': 'Continuar registro',
  },
});
