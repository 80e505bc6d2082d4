import { defineMessagesFor } from '@platform/i18n';

/** Why each step of the questionnaire is asked (step-info pages), and the rejection screen. */
export const stepInfoMessages = defineMessagesFor({
  pt: {
    'ipaf.stepInfo.back': 'Voltar ao questionário',
    'ipaf.public.text':
      'Responda sem criar conta agora: suas respostas ficam guardadas neste aparelho e viram o questionário da sua empresa quando você criar a conta.',
    'ipaf.public.success.title': 'Falta só criar sua conta',
    'ipaf.public.success.text':
      'Suas respostas estão guardadas neste aparelho. Crie a conta com os dados que você já informou; ao entrar, o questionário estará pronto para revisar e enviar.',
    'ipaf.public.success.signUp': 'Criar conta',
    'ipaf.stepInfo.company':
      'Identifica a empresa e o tamanho do negócio: faturamento, funcionários e atividade definem a faixa de preço e quais seguradoras podem cotar.',
    'ipaf.stepInfo.address': 'O endereço indica a jurisdição e as regras locais que valem para a apólice.',
    'ipaf.stepInfo.shareholders':
      'Quem controla a empresa importa para saber quem a apólice protege e se há exposição a outros países.',
    'ipaf.stepInfo.key_persons':
      'As pessoas que tomam decisões são as protegidas pelo seguro; sua experiência pesa na análise do risco.',
    'ipaf.stepInfo.client_activities':
      'O que a empresa faz para clientes define os riscos profissionais e cibernéticos a cobrir.',
    'ipaf.stepInfo.dno_profile':
      'Empresas de capital aberto ou com exposição aos EUA têm riscos de D&O maiores: isso muda o preço.',
    'ipaf.stepInfo.dno_financials':
      'A saúde financeira mostra a chance de reclamações de credores e investidores contra os administradores.',
    'ipaf.stepInfo.dno_history':
      'Processos e fatos conhecidos ficam fora da cobertura se não forem informados: responda com cuidado.',
    'ipaf.stepInfo.dno_request': 'O limite e a franquia que você escolhe definem o quanto a apólice paga e o preço.',
    'ipaf.stepInfo.eno_business': 'Serviços, contratos e clientes mostram o tamanho de um possível erro profissional.',
    'ipaf.stepInfo.eno_history':
      'O seguro de responsabilidade profissional cobre reclamações feitas durante a vigência: o histórico e a data de retroatividade importam.',
    'ipaf.stepInfo.eno_request': 'O limite e a franquia que você escolhe definem o quanto a apólice paga e o preço.',
    'ipaf.stepInfo.cyber_exposure':
      'Os dados que a empresa guarda indicam o tamanho de um vazamento e as multas possíveis.',
    'ipaf.stepInfo.cyber_controls':
      'Autenticação em dois fatores, backups e detecção reduzem a chance de um ataque: contam a seu favor no preço.',
    'ipaf.stepInfo.cyber_history':
      'Incidentes anteriores e fatos conhecidos mostram o risco real e precisam ser informados.',
    'ipaf.stepInfo.cyber_request': 'O limite e a franquia que você escolhe definem o quanto a apólice paga e o preço.',
    'ipaf.rejected.title': 'Solicitação recusada',
    'ipaf.rejected.text':
      'Você pode enviar uma nova solicitação para esta empresa depois de {months} meses, ou cadastrar outra empresa agora.',
    'ipaf.rejected.otherCompany': 'Cadastrar outra empresa',
  },
  en: {
    'ipaf.stepInfo.back': 'Back to the questionnaire',
    'ipaf.public.text':
      "Answer without creating an account now: your answers are kept on this device and become your company's questionnaire when you create the account.",
    'ipaf.public.success.title': 'Only your account is missing',
    'ipaf.public.success.text':
      'Your answers are kept on this device. Create the account with what you already told us; once you sign in, the questionnaire is ready to review and send.',
    'ipaf.public.success.signUp': 'Create account',
    'ipaf.stepInfo.company':
      'It identifies the company and the size of the business: revenue, employees and activity set the price range and which insurers can quote.',
    'ipaf.stepInfo.address': 'The address tells the jurisdiction and the local rules the policy follows.',
    'ipaf.stepInfo.shareholders':
      'Who controls the company matters to know whom the policy protects and any exposure to other countries.',
    'ipaf.stepInfo.key_persons':
      'The people who make decisions are the ones the insurance protects; their experience weighs in the risk analysis.',
    'ipaf.stepInfo.client_activities':
      'What the company does for clients sets the professional and cyber risks to cover.',
    'ipaf.stepInfo.dno_profile':
      'Public companies and those exposed to the US carry higher D&O risk: it changes the price.',
    'ipaf.stepInfo.dno_financials':
      'Financial health shows the chance of claims by creditors and investors against the directors.',
    'ipaf.stepInfo.dno_history':
      'Proceedings and known circumstances are not covered if they are not disclosed: answer with care.',
    'ipaf.stepInfo.dno_request': 'The limit and retention you choose set how much the policy pays and its price.',
    'ipaf.stepInfo.eno_business': 'Services, contracts and clients show how large a professional mistake could be.',
    'ipaf.stepInfo.eno_history':
      'Professional liability covers claims made during the policy period: history and the retroactive date matter.',
    'ipaf.stepInfo.eno_request': 'The limit and retention you choose set how much the policy pays and its price.',
    'ipaf.stepInfo.cyber_exposure': 'The data the company holds shows the size of a breach and the possible fines.',
    'ipaf.stepInfo.cyber_controls':
      'Multi-factor authentication, backups and detection lower the chance of an attack: they count in your favour on price.',
    'ipaf.stepInfo.cyber_history':
      'Earlier incidents and known circumstances show the real risk and must be disclosed.',
    'ipaf.stepInfo.cyber_request': 'The limit and retention you choose set how much the policy pays and its price.',
    'ipaf.rejected.title': 'Request declined',
    'ipaf.rejected.text':
      'You can send a new request for this company after {months} months, or register another company now.',
    'ipaf.rejected.otherCompany': 'Register another company',
  },
  es: {
    'ipaf.stepInfo.back': 'Volver al cuestionario',
    'ipaf.public.text':
      'Responda sin crear una cuenta ahora: sus respuestas se guardan en este dispositivo y se convierten en el cuestionario de su empresa cuando cree la cuenta.',
    'ipaf.public.success.title': 'Solo falta crear su cuenta',
    'ipaf.public.success.text':
      'Sus respuestas están guardadas en este dispositivo. Cree la cuenta con los datos que ya informó; al ingresar, el cuestionario estará listo para revisar y enviar.',
    'ipaf.public.success.signUp': 'Crear cuenta',
    'ipaf.stepInfo.company':
      'Identifica a la empresa y el tamaño del negocio: facturación, empleados y actividad definen el rango de precio y qué aseguradoras pueden cotizar.',
    'ipaf.stepInfo.address': 'La dirección indica la jurisdicción y las reglas locales que rigen la póliza.',
    'ipaf.stepInfo.shareholders':
      'Quién controla la empresa importa para saber a quién protege la póliza y si hay exposición a otros países.',
    'ipaf.stepInfo.key_persons':
      'Las personas que toman decisiones son las que protege el seguro; su experiencia pesa en el análisis del riesgo.',
    'ipaf.stepInfo.client_activities':
      'Lo que la empresa hace para clientes define los riesgos profesionales y cibernéticos a cubrir.',
    'ipaf.stepInfo.dno_profile':
      'Las empresas cotizadas o expuestas a EE. UU. tienen mayor riesgo D&O: eso cambia el precio.',
    'ipaf.stepInfo.dno_financials':
      'La salud financiera muestra la probabilidad de reclamos de acreedores e inversionistas contra los administradores.',
    'ipaf.stepInfo.dno_history':
      'Los procesos y hechos conocidos quedan fuera de la cobertura si no se informan: responda con cuidado.',
    'ipaf.stepInfo.dno_request': 'El límite y el deducible que elija definen cuánto paga la póliza y su precio.',
    'ipaf.stepInfo.eno_business': 'Servicios, contratos y clientes muestran el tamaño de un posible error profesional.',
    'ipaf.stepInfo.eno_history':
      'La responsabilidad profesional cubre reclamos hechos durante la vigencia: el historial y la fecha de retroactividad importan.',
    'ipaf.stepInfo.eno_request': 'El límite y el deducible que elija definen cuánto paga la póliza y su precio.',
    'ipaf.stepInfo.cyber_exposure':
      'Los datos que guarda la empresa indican el tamaño de una filtración y las multas posibles.',
    'ipaf.stepInfo.cyber_controls':
      'La autenticación de dos factores, las copias de seguridad y la detección reducen la probabilidad de un ataque: cuentan a su favor en el precio.',
    'ipaf.stepInfo.cyber_history':
      'Los incidentes anteriores y los hechos conocidos muestran el riesgo real y deben informarse.',
    'ipaf.stepInfo.cyber_request': 'El límite y el deducible que elija definen cuánto paga la póliza y su precio.',
    'ipaf.rejected.title': 'Solicitud rechazada',
    'ipaf.rejected.text':
      'Puede enviar una nueva solicitud para esta empresa después de {months} meses, o registrar otra empresa ahora.',
    'ipaf.rejected.otherCompany': 'Registrar otra empresa',
  },
});
