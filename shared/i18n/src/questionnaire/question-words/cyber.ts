import { no, options, request, t, yes, yesNoDetail, type Text } from './words';

/** Cyber. */
export const CYBER_WORDS: Record<string, Text> = {
  'cyber.high_risk_activities': t(
    'Atua em alguma destas atividades?',
    'Any of these activities?',
    '¿Realiza alguna de estas actividades?',
  ),
  ...options('cyber.high_risk_activities', {
    ADULT_CONTENT: t('Conteúdo adulto', 'Adult content', 'Contenido para adultos'),
    CANNABIS: t('Cannabis', 'Cannabis', 'Cannabis'),
    CRYPTO_ASSETS: t('Criptoativos', 'Crypto assets', 'Criptoactivos'),
    DEBT_COLLECTION: t('Cobrança de dívidas', 'Debt collection', 'Cobranza de deudas'),
    GAMBLING: t('Jogos e apostas', 'Gambling', 'Juegos y apuestas'),
    MANAGED_IT_SECURITY: t(
      'Serviços gerenciados de TI ou segurança',
      'Managed IT or security services',
      'Servicios gestionados de TI o seguridad',
    ),
    PAYMENT_PROCESSING: t('Processamento de pagamentos', 'Payment processing', 'Procesamiento de pagos'),
    NONE: t('Nenhuma', 'None', 'Ninguna'),
  }),
  'cyber.payment_cards': t(
    'Guarda dados de cartões de pagamento?',
    'Do you hold payment card data?',
    '¿Guarda datos de tarjetas de pago?',
  ),
  'cyber.personal_data': t('Guarda dados pessoais?', 'Do you hold personal data?', '¿Guarda datos personales?'),
  'cyber.health_data': t('Guarda dados de saúde?', 'Do you hold health data?', '¿Guarda datos de salud?'),
  'cyber.records': t('Quantos registros pessoais?', 'How many personal records?', '¿Cuántos registros personales?'),
  ...options('cyber.records', {
    NONE: t('Nenhum', 'None', 'Ninguno'),
    UNDER_100K: t('Até 100 mil', 'Under 100k', 'Menos de 100 mil'),
    FROM_100K_TO_500K: t('100 mil a 500 mil', '100k to 500k', '100 mil a 500 mil'),
    FROM_500K_TO_1M: t('500 mil a 1 milhão', '500k to 1M', '500 mil a 1 millón'),
    OVER_1M: t('Mais de 1 milhão', 'Over 1M', 'Más de 1 millón'),
  }),
  'cyber.mfa_email': t(
    'Autenticação em dois fatores em todo o e-mail?',
    'MFA on all e-mail?',
    '¿Autenticación de dos factores en todo el correo?',
  ),
  'cyber.mfa_remote_access': t(
    'Dois fatores no acesso remoto e VPN?',
    'MFA on remote access and VPN?',
    '¿Dos factores en acceso remoto y VPN?',
  ),
  'cyber.mfa_admin': t(
    'Dois fatores nas contas de administrador?',
    'MFA on administrator accounts?',
    '¿Dos factores en cuentas de administrador?',
  ),
  'cyber.backups': t(
    'Faz backups offline ou em nuvem?',
    'Offline or cloud backups?',
    '¿Hace copias de seguridad offline o en la nube?',
  ),
  'cyber.backup_features': t('Os backups são:', 'The backups are:', 'Las copias son:'),
  ...options('cyber.backup_features', {
    ENCRYPTED: t('Criptografados', 'Encrypted', 'Cifradas'),
    IMMUTABLE: t('Imutáveis', 'Immutable', 'Inmutables'),
    TESTED: t('Testados', 'Tested', 'Probadas'),
  }),
  'cyber.edr': t(
    'Solução de detecção e resposta (EDR)',
    'Endpoint detection and response',
    'Detección y respuesta (EDR)',
  ),
  ...options('cyber.edr', {
    CROWDSTRIKE: t('CrowdStrike', 'CrowdStrike', 'CrowdStrike'),
    SENTINELONE: t('SentinelOne', 'SentinelOne', 'SentinelOne'),
    MICROSOFT_DEFENDER: t('Microsoft Defender', 'Microsoft Defender', 'Microsoft Defender'),
    OTHER: t('Outra', 'Other', 'Otra'),
    NONE: t('Nenhuma', 'None', 'Ninguna'),
  }),
  'cyber.laptop_encryption': t(
    'Notebooks e mídias portáteis são criptografados?',
    'Laptops and portable media encrypted?',
    '¿Portátiles y medios extraíbles cifrados?',
  ),
  ...options('cyber.laptop_encryption', { YES: yes, NO: no, SOMETIMES: t('Às vezes', 'Sometimes', 'A veces') }),
  'cyber.dual_approval': t(
    'Duas pessoas aprovam transferências acima de um valor?',
    'Two people approve transfers above a threshold?',
    '¿Dos personas aprueban transferencias sobre un monto?',
  ),
  'cyber.phishing_training': t(
    'Frequência do treinamento contra phishing',
    'Phishing training frequency',
    'Frecuencia de capacitación contra phishing',
  ),
  ...options('cyber.phishing_training', {
    NEVER: t('Nunca', 'Never', 'Nunca'),
    YEARLY: t('Anual', 'Yearly', 'Anual'),
    QUARTERLY: t('Trimestral', 'Quarterly', 'Trimestral'),
    MONTHLY: t('Mensal', 'Monthly', 'Mensual'),
  }),
  'cyber.patch_days': t(
    'Dias para corrigir uma vulnerabilidade crítica',
    'Days to patch a critical vulnerability',
    'Días para corregir una vulnerabilidad crítica',
  ),
  ...options('cyber.patch_days', {
    UNDER_7: t('Até 7 dias', 'Under 7 days', 'Menos de 7 días'),
    FROM_7_TO_30: t('7 a 30 dias', '7 to 30 days', '7 a 30 días'),
    OVER_30: t('Mais de 30 dias', 'Over 30 days', 'Más de 30 días'),
  }),
  'cyber.incident_response_plan': t(
    'Tem plano de resposta a incidentes?',
    'Incident response plan?',
    '¿Tiene plan de respuesta a incidentes?',
  ),
  ...yesNoDetail(
    'cyber.incidents',
    t(
      'Incidentes com perda relevante nos últimos 3 anos?',
      'Incidents with a loss in the last 3 years?',
      '¿Incidentes con pérdida en los últimos 3 años?',
    ),
    t('Descreva os incidentes', 'Describe the incidents', 'Describa los incidentes'),
  ),
  ...yesNoDetail(
    'cyber.known_circumstances',
    t(
      'Conhece fatos que possam gerar uma reclamação?',
      'Known circumstances that could lead to a claim?',
      '¿Conoce hechos que puedan originar un reclamo?',
    ),
    t('Descreva os fatos', 'Describe the circumstances', 'Describa los hechos'),
  ),
  ...request('cyber'),
};
