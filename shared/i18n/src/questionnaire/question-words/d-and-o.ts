import { options, request, t, yesNoDetail, type Text } from './words';

/** Directors and officers. */
export const D_AND_O_WORDS: Record<string, Text> = {
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
};
