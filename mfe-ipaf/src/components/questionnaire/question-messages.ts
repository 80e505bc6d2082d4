import type { Messages } from '@platform/i18n';

// The words of every question of the definitions in @platform/domain: `ipaf.q.<id>` for the
// question, `ipaf.q.<id>.<OPTION>` for an option, `ipaf.section.<id>` for a section. A table's
// columns are `ipaf.q.<table id>.<column id>`. messages.test.ts fails when one is missing.

const yes = { pt: 'Sim', en: 'Yes', es: 'Sí' };
const no = { pt: 'Não', en: 'No', es: 'No' };

type Text = { pt: string; en: string; es: string };
const t = (pt: string, en: string, es: string): Text => ({ pt, en, es });

const ACTIVITIES: Record<string, Text> = {
  DATA_PROCESSING: t('Processamento de dados', 'Data processing', 'Procesamiento de datos'),
  SOFTWARE_DEVELOPMENT_INTERNAL: t(
    'Desenvolvimento de software (interno)',
    'Software development (internal)',
    'Desarrollo de software (interno)',
  ),
  SOFTWARE_DEVELOPMENT_THIRD_PARTY: t(
    'Desenvolvimento de software (terceiros)',
    'Software development (third party)',
    'Desarrollo de software (terceros)',
  ),
  CONSULTING_PLANNING: t('Consultoria e planejamento', 'Consulting and planning', 'Consultoría y planificación'),
  SYSTEM_INSTALLATION_MAINTENANCE: t(
    'Instalação e manutenção de sistemas',
    'System installation and maintenance',
    'Instalación y mantenimiento de sistemas',
  ),
  WEBSITE_DEVELOPMENT: t(
    'Desenvolvimento, design e manutenção de sites',
    'Website development, design and maintenance',
    'Desarrollo, diseño y mantenimiento de sitios web',
  ),
  WEB_HOSTING: t('Hospedagem de sites', 'Web hosting', 'Alojamiento web'),
  E_COMMERCE: t('Comércio eletrônico', 'E-commerce', 'Comercio electrónico'),
  TRAINING_EDUCATION: t('Treinamento e educação', 'Training and education', 'Capacitación y educación'),
  PAYMENT_PROCESSING: t('Processamento de pagamentos', 'Payment processing', 'Procesamiento de pagos'),
  HARDWARE_DEVELOPMENT: t('Desenvolvimento de hardware', 'Hardware development', 'Desarrollo de hardware'),
  HARDWARE_MAINTENANCE: t('Manutenção de hardware', 'Hardware maintenance', 'Mantenimiento de hardware'),
  OTHERS: t('Outras', 'Others', 'Otras'),
};
const REVENUE: Record<string, Text> = {
  UNDER_250K: t('Até R$ 250 mil', 'Under R$ 250,000', 'Menos de R$ 250.000'),
  FROM_250K_TO_1M: t('De R$ 250 mil a R$ 1 milhão', 'R$ 250,000 to 1,000,000', 'De R$ 250.000 a 1.000.000'),
  FROM_1M_TO_5M: t('De R$ 1 milhão a R$ 5 milhões', 'R$ 1,000,000 to 5,000,000', 'De R$ 1.000.000 a 5.000.000'),
  OVER_5M: t('Mais de R$ 5 milhões', 'Over R$ 5,000,000', 'Más de R$ 5.000.000'),
};
const LIMITS: Record<string, Text> = {
  L_1M: t('R$ 1 milhão', 'R$ 1 million', 'R$ 1 millón'),
  L_2M: t('R$ 2 milhões', 'R$ 2 million', 'R$ 2 millones'),
  L_3M: t('R$ 3 milhões', 'R$ 3 million', 'R$ 3 millones'),
  L_5M: t('R$ 5 milhões', 'R$ 5 million', 'R$ 5 millones'),
  L_10M: t('R$ 10 milhões', 'R$ 10 million', 'R$ 10 millones'),
};
const RETENTIONS: Record<string, Text> = {
  R_NONE: t('Sem franquia', 'No retention', 'Sin deducible'),
  R_25K: t('R$ 25 mil', 'R$ 25,000', 'R$ 25.000'),
  R_50K: t('R$ 50 mil', 'R$ 50,000', 'R$ 50.000'),
  R_100K: t('R$ 100 mil', 'R$ 100,000', 'R$ 100.000'),
  R_250K: t('R$ 250 mil', 'R$ 250,000', 'R$ 250.000'),
};

const request = (prefix: string): Record<string, Text> => ({
  [`${prefix}.requested_limit`]: t(
    'Limite de cobertura desejado',
    'Requested coverage limit',
    'Límite de cobertura deseado',
  ),
  ...options(`${prefix}.requested_limit`, LIMITS),
  [`${prefix}.retention`]: t('Franquia (retenção)', 'Retention (deductible)', 'Deducible (retención)'),
  ...options(`${prefix}.retention`, RETENTIONS),
  [`${prefix}.start_date`]: t('Início desejado da cobertura', 'Requested start date', 'Inicio deseado de la cobertura'),
});

function options(id: string, texts: Record<string, Text>): Record<string, Text> {
  return Object.fromEntries(Object.entries(texts).map(([option, text]) => [`${id}.${option}`, text]));
}
const yesNoDetail = (id: string, question: Text, detail: Text): Record<string, Text> => ({
  [id]: question,
  [`${id}_detail`]: detail,
});

const SECTIONS: Record<string, Text> = {
  company: t('Empresa', 'Company', 'Empresa'),
  address: t('Endereço', 'Address', 'Dirección'),
  shareholders: t('Sócios ou acionistas', 'Shareholders', 'Socios o accionistas'),
  key_persons: t('Pessoas-chave', 'Key persons', 'Personas clave'),
  client_activities: t('Atividades para clientes', 'Client activities', 'Actividades para clientes'),
  dno_profile: t('D&O: perfil da empresa', 'D&O: company profile', 'D&O: perfil de la empresa'),
  dno_financials: t('D&O: dados financeiros', 'D&O: financials', 'D&O: datos financieros'),
  dno_history: t('D&O: histórico', 'D&O: history', 'D&O: historial'),
  dno_request: t('D&O: cobertura desejada', 'D&O: requested cover', 'D&O: cobertura deseada'),
  eno_business: t('E&O: serviços e contratos', 'E&O: services and contracts', 'E&O: servicios y contratos'),
  eno_history: t('E&O: histórico', 'E&O: history', 'E&O: historial'),
  eno_request: t('E&O: cobertura desejada', 'E&O: requested cover', 'E&O: cobertura deseada'),
  cyber_exposure: t('Cyber: exposição', 'Cyber: exposure', 'Cyber: exposición'),
  cyber_controls: t('Cyber: controles de segurança', 'Cyber: security controls', 'Cyber: controles de seguridad'),
  cyber_history: t('Cyber: histórico', 'Cyber: history', 'Cyber: historial'),
  cyber_request: t('Cyber: cobertura desejada', 'Cyber: requested cover', 'Cyber: cobertura deseada'),
};

const QUESTIONS: Record<string, Text> = {
  // Common part
  'company.legal_name': t('Razão social', 'Legal name', 'Razón social'),
  'company.tax_id': t('Documento fiscal da empresa', 'Company tax id', 'Identificación fiscal de la empresa'),
  'company.start_of_operations': t('Início das operações', 'Start of operations', 'Inicio de operaciones'),
  'company.description': t(
    'Descreva o que a empresa faz',
    'Describe what the company does',
    'Describa qué hace la empresa',
  ),
  'company.activity': t('Atividade principal', 'Main activity', 'Actividad principal'),
  ...options('company.activity', ACTIVITIES),
  'company.total_employees': t('Número de funcionários', 'Number of employees', 'Número de empleados'),
  'company.annual_revenue_band': t('Faturamento anual', 'Annual revenue', 'Facturación anual'),
  ...options('company.annual_revenue_band', REVENUE),
  'company.revenue_last_year': t(
    'Faturamento do último ano (R$)',
    'Revenue last year (R$)',
    'Facturación del último año (R$)',
  ),
  'company.revenue_next_year': t(
    'Faturamento previsto para os próximos 12 meses (R$)',
    'Projected revenue for the next 12 months (R$)',
    'Facturación prevista para los próximos 12 meses (R$)',
  ),
  'company.no_website': t('Não tenho site', "I don't have a website", 'No tengo sitio web'),
  'company.websites': t(
    'Sites e domínios da empresa',
    'Company websites and domains',
    'Sitios y dominios de la empresa',
  ),
  'company.contact_email': t('E-mail de contato', 'Contact e-mail', 'Correo de contacto'),
  'address.zip_code': t('CEP', 'Zip code', 'Código postal'),
  'address.street': t('Rua', 'Street', 'Calle'),
  'address.number': t('Número', 'Number', 'Número'),
  'address.detail': t('Complemento', 'Address detail', 'Complemento'),
  'address.neighborhood': t('Bairro', 'Neighborhood', 'Barrio'),
  'address.city': t('Cidade', 'City', 'Ciudad'),
  'address.state': t('Estado', 'State', 'Estado'),
  'shareholders.list': t(
    'Sócios ou clientes e sua participação',
    'Shareholders or customers and their share',
    'Socios o clientes y su participación',
  ),
  'shareholders.list.name': t('Nome', 'Name', 'Nombre'),
  'shareholders.list.percentage': t('Participação (%)', 'Share (%)', 'Participación (%)'),
  'key_persons.list': t('Pessoas-chave da empresa', 'Key persons of the company', 'Personas clave de la empresa'),
  'key_persons.list.full_name': t('Nome completo', 'Full name', 'Nombre completo'),
  'key_persons.list.role': t('Cargo', 'Role', 'Cargo'),
  ...options('key_persons.list.role', {
    FOUNDER: t('Fundador(a)', 'Founder', 'Fundador(a)'),
    C_LEVEL: t('Executivo(a) C-level', 'C-level executive', 'Ejecutivo(a) C-level'),
    DIRECTOR: t('Diretor(a)', 'Director', 'Director(a)'),
    MANAGER: t('Gerente', 'Manager', 'Gerente'),
    SPECIALIST: t('Especialista/analista', 'Specialist/analyst', 'Especialista/analista'),
    OTHER: t('Outro', 'Other', 'Otro'),
  }),
  'key_persons.list.academic_background': t('Formação', 'Academic background', 'Formación académica'),
  ...options('key_persons.list.academic_background', {
    MASTERS: t('Mestrado', "Master's degree", 'Maestría'),
    HIGHER_EDUCATION: t('Ensino superior completo', 'Higher education completed', 'Educación superior completa'),
    HIGH_SCHOOL: t('Ensino médio', 'High school', 'Educación secundaria'),
    TECHNICAL_COURSE: t('Curso técnico', 'Technical course', 'Curso técnico'),
    OTHER: t('Outra', 'Other', 'Otra'),
  }),
  'key_persons.list.employment_type': t('Vínculo', 'Employment type', 'Tipo de vínculo'),
  ...options('key_persons.list.employment_type', {
    FULL_TIME: t('Tempo integral', 'Full time', 'Tiempo completo'),
    HALF_TIME: t('Meio período', 'Half time', 'Medio tiempo'),
    THIRD_PARTY: t('Terceirizado', 'Third party', 'Tercerizado'),
  }),
  'client_activities.list': t(
    'Atividades que a empresa presta a clientes',
    'Activities the company provides to clients',
    'Actividades que la empresa presta a clientes',
  ),
  ...options('client_activities.list', ACTIVITIES),
  'client_activities.other': t('Quais outras atividades?', 'Which other activities?', '¿Qué otras actividades?'),
  // D&O
  'dno.company_type': t('Tipo de empresa', 'Type of company', 'Tipo de empresa'),
  ...options('dno.company_type', {
    PUBLIC: t('Capital aberto', 'Public', 'Cotizada'),
    PRIVATE: t('Capital fechado', 'Private', 'Privada'),
    NON_PROFIT: t('Sem fins lucrativos', 'Non-profit', 'Sin fines de lucro'),
  }),
  'dno.us_listed': t(
    'Tem ações negociadas nos EUA (inclusive ADRs)?',
    'Listed in the US (ADRs included)?',
    '¿Cotiza en EE. UU. (incluidos ADR)?',
  ),
  'dno.has_subsidiaries': t('Tem subsidiárias?', 'Does it have subsidiaries?', '¿Tiene subsidiarias?'),
  'dno.subsidiaries': t('Subsidiárias', 'Subsidiaries', 'Subsidiarias'),
  'dno.subsidiaries.name': t('Nome', 'Name', 'Nombre'),
  'dno.subsidiaries.country': t('País', 'Country', 'País'),
  'dno.subsidiaries.ownership': t('Participação (%)', 'Ownership (%)', 'Participación (%)'),
  'dno.total_assets': t('Ativo total (R$)', 'Total assets (R$)', 'Activo total (R$)'),
  'dno.net_income': t(
    'Lucro líquido do último ano (R$)',
    'Net income last year (R$)',
    'Utilidad neta del último año (R$)',
  ),
  'dno.net_worth': t('Patrimônio líquido (R$)', 'Net worth (R$)', 'Patrimonio neto (R$)'),
  'dno.funding_raised': t('Captação recebida (R$)', 'Funding raised (R$)', 'Financiamiento obtenido (R$)'),
  'dno.covenant_breach': t(
    'Há quebra de covenant ou ressalva de continuidade nas demonstrações?',
    'Any covenant breach or going-concern note?',
    '¿Hay incumplimiento de covenants o salvedad de empresa en marcha?',
  ),
  'dno.mergers_acquisitions': t(
    'Fusões ou aquisições nos últimos 5 anos?',
    'Mergers or acquisitions in the last 5 years?',
    '¿Fusiones o adquisiciones en los últimos 5 años?',
  ),
  'dno.securities_offering': t(
    'Oferta de valores mobiliários prevista em 12 meses?',
    'Securities offering planned within 12 months?',
    '¿Oferta de valores prevista en 12 meses?',
  ),
  'dno.bylaws_indemnify': t(
    'O estatuto indeniza diretores e administradores?',
    'Do the bylaws indemnify directors and officers?',
    '¿Los estatutos indemnizan a directores y administradores?',
  ),
  ...yesNoDetail(
    'dno.proceedings',
    t(
      'Processos judiciais, regulatórios ou trabalhistas nos últimos 5 anos?',
      'Litigation, regulatory or employment proceedings in the last 5 years?',
      '¿Procesos judiciales, regulatorios o laborales en los últimos 5 años?',
    ),
    t('Descreva os processos', 'Describe the proceedings', 'Describa los procesos'),
  ),
  ...yesNoDetail(
    'dno.known_circumstances',
    t(
      'Conhece fatos que possam gerar uma reclamação?',
      'Known circumstances that could lead to a claim?',
      '¿Conoce hechos que puedan originar un reclamo?',
    ),
    t('Descreva os fatos', 'Describe the circumstances', 'Describa los hechos'),
  ),
  'dno.current_insurance': t('Tem seguro D&O hoje?', 'Do you have D&O insurance today?', '¿Tiene seguro D&O hoy?'),
  'dno.current_carrier': t('Seguradora atual', 'Current insurer', 'Aseguradora actual'),
  'dno.current_limit': t('Limite atual (R$)', 'Current limit (R$)', 'Límite actual (R$)'),
  'dno.declined_before': t(
    'Já teve seguro recusado ou cancelado?',
    'Ever declined or cancelled?',
    '¿Alguna vez le rechazaron o cancelaron un seguro?',
  ),
  ...request('dno'),
  // E&O
  'eno.years_in_business': t('Anos de atividade', 'Years in business', 'Años de actividad'),
  'eno.services': t(
    'Serviços prestados e parte do faturamento',
    'Services and share of revenue',
    'Servicios prestados y parte de la facturación',
  ),
  'eno.services.service': t('Serviço', 'Service', 'Servicio'),
  'eno.services.revenue_share': t('Parte do faturamento (%)', 'Share of revenue (%)', 'Parte de la facturación (%)'),
  'eno.largest_client_share': t(
    'Parte do faturamento do maior cliente (%)',
    'Share of revenue from the largest client (%)',
    'Parte de la facturación del mayor cliente (%)',
  ),
  'eno.written_contracts': t(
    'Sempre usa contratos escritos?',
    'Written contracts always used?',
    '¿Siempre usa contratos escritos?',
  ),
  'eno.limitation_of_liability': t(
    'Os contratos limitam a responsabilidade?',
    'Do contracts limit liability?',
    '¿Los contratos limitan la responsabilidad?',
  ),
  'eno.subcontractors': t('Usa subcontratados?', 'Do you use subcontractors?', '¿Usa subcontratistas?'),
  'eno.subcontractors_insured': t(
    'Os subcontratados têm seguro próprio?',
    'Do they carry their own insurance?',
    '¿Los subcontratistas tienen seguro propio?',
  ),
  'eno.quality_assurance': t(
    'Como garante a qualidade (testes, revisão, gestão de mudanças)?',
    'How do you assure quality (testing, review, change management)?',
    '¿Cómo asegura la calidad (pruebas, revisión, gestión de cambios)?',
  ),
  ...yesNoDetail(
    'eno.claims_last_5_years',
    t(
      'Reclamações ou fatos nos últimos 5 anos?',
      'Claims or circumstances in the last 5 years?',
      '¿Reclamos o hechos en los últimos 5 años?',
    ),
    t('Descreva as reclamações', 'Describe the claims', 'Describa los reclamos'),
  ),
  'eno.current_insurance': t('Tem seguro E&O hoje?', 'Do you have E&O insurance today?', '¿Tiene seguro E&O hoy?'),
  'eno.current_retroactive_date': t(
    'Data de retroatividade atual',
    'Current retroactive date',
    'Fecha de retroactividad actual',
  ),
  'eno.declined_before': t(
    'Teve seguro recusado nos últimos 3 anos?',
    'Declined in the last 3 years?',
    '¿Le rechazaron un seguro en los últimos 3 años?',
  ),
  ...request('eno'),
  // Cyber
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

const byLanguage = (language: keyof Text) =>
  Object.fromEntries([
    ...Object.entries(SECTIONS).map(([id, text]) => [`ipaf.section.${id}`, text[language]]),
    ...Object.entries(QUESTIONS).map(([id, text]) => [`ipaf.q.${id}`, text[language]]),
  ]);

export const questionMessages: Messages = { pt: byLanguage('pt'), en: byLanguage('en'), es: byLanguage('es') };
