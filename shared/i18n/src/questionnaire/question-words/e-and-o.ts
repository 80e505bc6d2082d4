import { request, t, yesNoDetail, type Text } from './words';

/** Professional liability. */
export const E_AND_O_WORDS: Record<string, Text> = {
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
};
