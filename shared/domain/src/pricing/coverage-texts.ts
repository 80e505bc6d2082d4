import type { Language } from '../locale';
import type { QuoteCoverage, QuoteExclusion } from './quote-terms';

/**
 * What each coverage and exclusion means, one plain sentence per language, keyed by the code a
 * quote stores (issue 22: coverages were listed by name only). Written once here, read by the quote
 * screens and the proposal PDF, so the customer reads the same promise on both. Wording for a
 * buyer, not a lawyer: the policy wording still governs, and the proposal says so.
 */
export const COVERAGE_TEXTS: Record<QuoteCoverage, Record<Language, string>> = {
  DATA_BREACH_RESPONSE: {
    pt: 'Se dados pessoais vazarem, pagamos a perícia, os advogados, os avisos às pessoas afetadas e o monitoramento de crédito delas.',
    en: 'If personal data leaks, we pay for the forensic experts, the lawyers, notifying the people affected and monitoring their credit.',
    es: 'Si se filtran datos personales, pagamos los peritos forenses, los abogados, el aviso a las personas afectadas y el monitoreo de su crédito.',
  },
  BUSINESS_INTERRUPTION: {
    pt: 'Se um ataque ou uma falha nos seus sistemas parar a empresa, pagamos o lucro que deixou de entrar e os custos extras para voltar a operar.',
    en: 'If an attack or a failure of your systems stops the business, we pay the profit you lose and the extra cost of getting back up.',
    es: 'Si un ataque o una falla de sus sistemas detiene la empresa, pagamos la utilidad que deja de recibir y los costos extra para volver a operar.',
  },
  CYBER_EXTORTION: {
    pt: 'Se criminosos bloquearem seus sistemas ou ameaçarem divulgar dados, pagamos especialistas em negociação e, quando a lei permite, o resgate.',
    en: 'If criminals lock your systems or threaten to publish your data, we pay specialist negotiators and, where the law allows, the ransom.',
    es: 'Si delincuentes bloquean sus sistemas o amenazan con publicar datos, pagamos negociadores especializados y, cuando la ley lo permite, el rescate.',
  },
  THIRD_PARTY_PRIVACY_LIABILITY: {
    pt: 'Se clientes ou outras pessoas processarem a empresa porque os dados delas foram expostos, pagamos a defesa e as indenizações.',
    en: 'If clients or others sue the company because their data was exposed, we pay the defence and the compensation.',
    es: 'Si clientes u otras personas demandan a la empresa porque sus datos quedaron expuestos, pagamos la defensa y las indemnizaciones.',
  },
  REGULATORY_DEFENCE: {
    pt: 'Pagamos a defesa em processos de autoridades de proteção de dados (como a ANPD, pela LGPD) e as multas que a lei permite segurar.',
    en: 'We pay the defence in proceedings by data protection authorities (such as Brazil’s ANPD under the LGPD) and the fines the law allows to be insured.',
    es: 'Pagamos la defensa en procesos de autoridades de protección de datos (como la ANPD de Brasil, por la LGPD) y las multas que la ley permite asegurar.',
  },
  DIRECTORS_PERSONAL_LIABILITY: {
    pt: 'Se um administrador for processado por uma decisão tomada na gestão da empresa, protegemos o patrimônio pessoal dele: defesa e indenizações.',
    en: 'If a director or officer is sued over a decision made running the company, we protect their personal assets: defence and compensation.',
    es: 'Si un administrador es demandado por una decisión tomada al dirigir la empresa, protegemos su patrimonio personal: defensa e indemnizaciones.',
  },
  COMPANY_REIMBURSEMENT: {
    pt: 'Quando a empresa paga a defesa ou as indenizações dos seus administradores, reembolsamos a empresa.',
    en: 'When the company pays the defence or the compensation of its directors and officers, we pay the company back.',
    es: 'Cuando la empresa paga la defensa o las indemnizaciones de sus administradores, le reembolsamos a la empresa.',
  },
  DEFENCE_COSTS: {
    pt: 'Pagamos advogados e custas desde o início de uma reclamação contra você, mesmo que ela se mostre sem fundamento.',
    en: 'We pay lawyers and court costs from the start of a claim against you, even if it turns out to be groundless.',
    es: 'Pagamos abogados y costas desde el inicio de un reclamo en su contra, aunque resulte infundado.',
  },
  PROFESSIONAL_NEGLIGENCE: {
    pt: 'Se um cliente disser que um erro ou uma omissão no seu serviço profissional lhe causou prejuízo, pagamos a defesa e a indenização.',
    en: 'If a client says a mistake or an omission in your professional service cost them money, we pay the defence and the compensation.',
    es: 'Si un cliente afirma que un error o una omisión en su servicio profesional le causó un perjuicio, pagamos la defensa y la indemnización.',
  },
  LOSS_OF_DOCUMENTS: {
    pt: 'Se documentos ou dados de clientes sob sua guarda forem perdidos ou danificados, pagamos a recuperação e as reclamações que vierem.',
    en: 'If client documents or data in your care are lost or damaged, we pay to restore them and the claims that follow.',
    es: 'Si documentos o datos de clientes bajo su custodia se pierden o dañan, pagamos su recuperación y los reclamos que sigan.',
  },
  DEFAMATION: {
    pt: 'Se você for acusado de prejudicar a reputação de alguém no seu trabalho, pagamos a defesa e as indenizações.',
    en: 'If you are accused of harming someone’s reputation in the course of your work, we pay the defence and the compensation.',
    es: 'Si se le acusa de dañar la reputación de alguien en el ejercicio de su trabajo, pagamos la defensa y las indemnizaciones.',
  },
};

export const EXCLUSION_TEXTS: Record<QuoteExclusion, Record<Language, string>> = {
  WAR_AND_TERRORISM: {
    pt: 'Não cobre perdas causadas por guerra, ação militar ou terrorismo.',
    en: 'Losses caused by war, military action or terrorism are not covered.',
    es: 'No cubre pérdidas causadas por guerra, acción militar o terrorismo.',
  },
  PRIOR_KNOWN_CIRCUMSTANCES: {
    pt: 'Não cobre fatos que você já conhecia antes do início do seguro e que poderiam gerar uma reclamação.',
    en: 'Facts you already knew of before the cover started, and that could lead to a claim, are not covered.',
    es: 'No cubre hechos que usted ya conocía antes del inicio del seguro y que podían dar lugar a un reclamo.',
  },
  INFRASTRUCTURE_FAILURE: {
    pt: 'Não cobre quedas da infraestrutura pública, como a rede elétrica, as telecomunicações ou a internet.',
    en: 'Outages of public infrastructure, such as the power grid, telecoms or the internet itself, are not covered.',
    es: 'No cubre caídas de la infraestructura pública, como la red eléctrica, las telecomunicaciones o internet.',
  },
  FINES_NOT_INSURABLE: {
    pt: 'Não paga multas e penalidades que a lei não permite segurar.',
    en: 'Fines and penalties that the law does not allow to be insured are not paid.',
    es: 'No paga multas ni sanciones que la ley no permite asegurar.',
  },
  DISHONEST_ACTS: {
    pt: 'Não cobre fraude, desonestidade ou crime cometidos de propósito pelo segurado, uma vez comprovados.',
    en: 'Deliberate fraud, dishonesty or crimes by the insured are not covered, once proven.',
    es: 'No cubre fraude, deshonestidad o delitos cometidos a propósito por el asegurado, una vez comprobados.',
  },
  BODILY_INJURY: {
    pt: 'Não cobre lesões a pessoas nem danos a bens físicos: isso é do seguro de responsabilidade civil geral.',
    en: 'Injury to people and damage to physical property are not covered: general liability insurance covers them.',
    es: 'No cubre lesiones a personas ni daños a bienes físicos: eso corresponde al seguro de responsabilidad civil general.',
  },
  CONTRACTUAL_LIABILITY: {
    pt: 'Não cobre obrigações assumidas em contrato além do que a lei impõe, como multas contratuais e garantias.',
    en: 'Obligations you took on by contract beyond what the law imposes, such as penalty clauses and guarantees, are not covered.',
    es: 'No cubre obligaciones asumidas por contrato más allá de lo que impone la ley, como cláusulas penales y garantías.',
  },
};

/** The plain-language sentence of a coverage code in a language. */
export const coverageText = (code: QuoteCoverage, language: Language) => COVERAGE_TEXTS[code][language];

/** The plain-language sentence of an exclusion code in a language. */
export const exclusionText = (code: QuoteExclusion, language: Language) => EXCLUSION_TEXTS[code][language];
