import { options, t, type Text } from './words';

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

/** The common part: company, address, shareholders, key persons, client activities. */
export const COMMON_WORDS: Record<string, Text> = {
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
};
