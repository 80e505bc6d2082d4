// The proposal PDF's words in the three interface languages (the quotes remote has the screen's).
import type {
  DeskChargeCode,
  Language,
  Product,
  QuoteCoverage,
  QuoteExclusion,
  QuoteSubjectivityCode,
  SubjectivityDuePoint,
  TerritorialScope,
} from '@platform/domain';

export interface ProposalWords {
  title: string;
  intro: string;
  company: string;
  taxId: string;
  product: string;
  insurer: string;
  limit: string;
  retention: string;
  premium: string;
  instalments: string;
  /** The interest-free plan, or the single payment where the country's plan has no instalments; `taxes` names what the total includes. */
  instalmentsLine: (count: number, amount: string, total: string, taxes: string) => string;
  /** The taxes' names joined (`IVA`), or the words for a US quote's state charges. */
  and: string;
  stateCharges: string;
  charges: Record<DeskChargeCode, string>;
  validUntil: string;
  retroactiveDate: string;
  territorialScope: string;
  /** The product's registration with the country's regulator (SUSEP, CNSF...). */
  insuranceCode: (regulator: string, fullName: string) => string;
  configVersion: string;
  coverages: string;
  sublimit: string;
  exclusions: string;
  subjectivities: string;
  none: string;
  quoteId: string;
  issuedAt: string;
  footer: string;
  products: Record<Product, string>;
  /** The retention R_NONE; the others are amounts, written by the money formatter. */
  noRetention: string;
  coverage: Record<QuoteCoverage, string>;
  exclusion: Record<QuoteExclusion, string>;
  subjectivity: Record<QuoteSubjectivityCode, string>;
  due: Record<SubjectivityDuePoint, string>;
  scope: Record<TerritorialScope, string>;
}

const pt: ProposalWords = {
  title: 'Proposta de seguro',
  intro: 'Proposta emitida a partir do questionário enviado pela empresa. Vale até a data indicada.',
  company: 'Empresa',
  taxId: 'CNPJ',
  product: 'Produto',
  insurer: 'Seguradora',
  limit: 'Limite máximo de indenização',
  retention: 'Franquia (retenção)',
  premium: 'Prêmio anual (sem impostos)',
  instalments: 'Pagamento',
  instalmentsLine: (count, amount, total, taxes) =>
    count > 1
      ? `Até ${count}x sem juros de ${amount} (total${taxes ? ` com ${taxes}` : ''} ${total})`
      : `à vista, ${total}${taxes ? ` (com ${taxes})` : ''}`,
  and: 'e',
  stateCharges: 'encargos do estado',
  charges: { SURPLUS_LINES_TAX: 'Imposto de surplus lines (estado)', STAMPING_FEE: 'Stamping fee (estado)' },
  validUntil: 'Válida até',
  retroactiveDate: 'Data de retroatividade',
  territorialScope: 'Âmbito territorial',
  insuranceCode: (regulator, fullName) =>
    regulator === 'SUSEP' ? 'Processo SUSEP' : `Registro ${regulator} (${fullName})`,
  configVersion: 'Tarifa',
  coverages: 'Coberturas',
  sublimit: 'sublimite',
  exclusions: 'Exclusões',
  subjectivities: 'Condições (subjetividades)',
  none: 'Nenhuma',
  quoteId: 'Cotação',
  issuedAt: 'Emitida em',
  footer: 'Documento gerado pela plataforma. A apólice só é emitida após a assinatura e a aceitação pela seguradora.',
  products: {
    D_AND_O: 'D&O – Responsabilidade de administradores',
    E_AND_O: 'E&O – Responsabilidade profissional',
    CYBER: 'Riscos cibernéticos',
  },
  noRetention: 'Sem franquia',
  coverage: {
    DATA_BREACH_RESPONSE: 'Resposta a vazamento de dados',
    BUSINESS_INTERRUPTION: 'Interrupção de negócios',
    CYBER_EXTORTION: 'Extorsão cibernética',
    THIRD_PARTY_PRIVACY_LIABILITY: 'Responsabilidade por dados de terceiros',
    REGULATORY_DEFENCE: 'Defesa em processos regulatórios (LGPD)',
    DIRECTORS_PERSONAL_LIABILITY: 'Responsabilidade pessoal dos administradores',
    COMPANY_REIMBURSEMENT: 'Reembolso à empresa',
    DEFENCE_COSTS: 'Custos de defesa',
    PROFESSIONAL_NEGLIGENCE: 'Erros e omissões profissionais',
    LOSS_OF_DOCUMENTS: 'Perda de documentos',
    DEFAMATION: 'Difamação',
  },
  exclusion: {
    WAR_AND_TERRORISM: 'Guerra e terrorismo',
    PRIOR_KNOWN_CIRCUMSTANCES: 'Fatos conhecidos antes da contratação',
    INFRASTRUCTURE_FAILURE: 'Falha de infraestrutura pública (energia, telecomunicações)',
    FINES_NOT_INSURABLE: 'Multas não seguráveis por lei',
    DISHONEST_ACTS: 'Atos dolosos ou fraudulentos',
    BODILY_INJURY: 'Danos corporais',
    CONTRACTUAL_LIABILITY: 'Responsabilidade assumida por contrato',
  },
  subjectivity: {
    SIGNED_PROPOSAL_FORM: 'Questionário assinado pelo representante legal',
    MFA_EVIDENCE: 'Comprovante de autenticação multifator no e-mail e no acesso remoto',
    BACKUP_TEST_REPORT: 'Relatório de teste de restauração de backup',
    FINANCIAL_STATEMENTS: 'Últimas demonstrações financeiras',
    CONTRACT_TEMPLATE: 'Modelo de contrato com clientes',
    INCIDENT_RESPONSE_PLAN: 'Plano de resposta a incidentes',
  },
  due: { BEFORE_BINDING: 'antes da contratação', AFTER_BINDING: 'após a contratação' },
  scope: {
    BRAZIL: 'Brasil',
    WORLDWIDE_EXCEPT_US_CANADA: 'Mundial, exceto EUA e Canadá',
    WORLDWIDE: 'Mundial',
  },
};

const en: ProposalWords = {
  title: 'Insurance proposal',
  intro: 'Proposal issued from the questionnaire the company sent. Valid until the date shown.',
  company: 'Company',
  taxId: 'Tax ID',
  product: 'Product',
  insurer: 'Insurer',
  limit: 'Limit of liability',
  retention: 'Retention (deductible)',
  premium: 'Annual premium (before taxes)',
  instalments: 'Payment',
  instalmentsLine: (count, amount, total, taxes) =>
    count > 1
      ? `Up to ${count} interest-free instalments of ${amount} (total${taxes ? ` with ${taxes}` : ''} ${total})`
      : `single payment of ${total}${taxes ? ` (with ${taxes})` : ''}`,
  and: 'and',
  stateCharges: 'state charges',
  charges: { SURPLUS_LINES_TAX: 'Surplus lines tax (state)', STAMPING_FEE: 'Stamping fee (state)' },
  validUntil: 'Valid until',
  retroactiveDate: 'Retroactive date',
  territorialScope: 'Territorial scope',
  insuranceCode: (regulator, fullName) =>
    regulator === 'SUSEP' ? 'SUSEP process' : `${regulator} registration (${fullName})`,
  configVersion: 'Rating',
  coverages: 'Coverages',
  sublimit: 'sublimit',
  exclusions: 'Exclusions',
  subjectivities: 'Conditions (subjectivities)',
  none: 'None',
  quoteId: 'Quote',
  issuedAt: 'Issued on',
  footer:
    'Document generated by the platform. The policy is issued only after signature and acceptance by the insurer.',
  products: {
    D_AND_O: 'D&O – Directors and officers liability',
    E_AND_O: 'E&O – Professional liability',
    CYBER: 'Cyber risks',
  },
  noRetention: 'No retention',
  coverage: {
    DATA_BREACH_RESPONSE: 'Data breach response',
    BUSINESS_INTERRUPTION: 'Business interruption',
    CYBER_EXTORTION: 'Cyber extortion',
    THIRD_PARTY_PRIVACY_LIABILITY: 'Third-party privacy liability',
    REGULATORY_DEFENCE: 'Regulatory defence (LGPD)',
    DIRECTORS_PERSONAL_LIABILITY: "Directors' personal liability",
    COMPANY_REIMBURSEMENT: 'Company reimbursement',
    DEFENCE_COSTS: 'Defence costs',
    PROFESSIONAL_NEGLIGENCE: 'Professional errors and omissions',
    LOSS_OF_DOCUMENTS: 'Loss of documents',
    DEFAMATION: 'Defamation',
  },
  exclusion: {
    WAR_AND_TERRORISM: 'War and terrorism',
    PRIOR_KNOWN_CIRCUMSTANCES: 'Circumstances known before the cover starts',
    INFRASTRUCTURE_FAILURE: 'Failure of public infrastructure (power, telecoms)',
    FINES_NOT_INSURABLE: 'Fines not insurable by law',
    DISHONEST_ACTS: 'Dishonest or fraudulent acts',
    BODILY_INJURY: 'Bodily injury',
    CONTRACTUAL_LIABILITY: 'Liability assumed by contract',
  },
  subjectivity: {
    SIGNED_PROPOSAL_FORM: 'Questionnaire signed by the legal representative',
    MFA_EVIDENCE: 'Evidence of multi-factor authentication on e-mail and remote access',
    BACKUP_TEST_REPORT: 'Backup restore test report',
    FINANCIAL_STATEMENTS: 'Latest financial statements',
    CONTRACT_TEMPLATE: 'Template contract with clients',
    INCIDENT_RESPONSE_PLAN: 'Incident response plan',
  },
  due: { BEFORE_BINDING: 'before binding', AFTER_BINDING: 'after binding' },
  scope: {
    BRAZIL: 'Brazil',
    WORLDWIDE_EXCEPT_US_CANADA: 'Worldwide, except USA and Canada',
    WORLDWIDE: 'Worldwide',
  },
};

const es: ProposalWords = {
  title: 'Propuesta de seguro',
  intro: 'Propuesta emitida a partir del cuestionario enviado por la empresa. Válida hasta la fecha indicada.',
  company: 'Empresa',
  taxId: 'Identificación fiscal',
  product: 'Producto',
  insurer: 'Aseguradora',
  limit: 'Límite máximo de indemnización',
  retention: 'Deducible (retención)',
  premium: 'Prima anual (sin impuestos)',
  instalments: 'Pago',
  instalmentsLine: (count, amount, total, taxes) =>
    count > 1
      ? `Hasta ${count} cuotas sin intereses de ${amount} (total${taxes ? ` con ${taxes}` : ''} ${total})`
      : `un solo pago de ${total}${taxes ? ` (con ${taxes})` : ''}`,
  and: 'y',
  stateCharges: 'cargos del estado',
  charges: { SURPLUS_LINES_TAX: 'Impuesto de surplus lines (estado)', STAMPING_FEE: 'Stamping fee (estado)' },
  validUntil: 'Válida hasta',
  retroactiveDate: 'Fecha de retroactividad',
  territorialScope: 'Ámbito territorial',
  insuranceCode: (regulator, fullName) =>
    regulator === 'SUSEP' ? 'Proceso SUSEP' : `Registro ${regulator} (${fullName})`,
  configVersion: 'Tarifa',
  coverages: 'Coberturas',
  sublimit: 'sublímite',
  exclusions: 'Exclusiones',
  subjectivities: 'Condiciones (subjetividades)',
  none: 'Ninguna',
  quoteId: 'Cotización',
  issuedAt: 'Emitida el',
  footer:
    'Documento generado por la plataforma. La póliza se emite solo tras la firma y la aceptación de la aseguradora.',
  products: {
    D_AND_O: 'D&O – Responsabilidad de administradores',
    E_AND_O: 'E&O – Responsabilidad profesional',
    CYBER: 'Riesgos cibernéticos',
  },
  noRetention: 'Sin deducible',
  coverage: {
    DATA_BREACH_RESPONSE: 'Respuesta a filtración de datos',
    BUSINESS_INTERRUPTION: 'Interrupción del negocio',
    CYBER_EXTORTION: 'Extorsión cibernética',
    THIRD_PARTY_PRIVACY_LIABILITY: 'Responsabilidad por datos de terceros',
    REGULATORY_DEFENCE: 'Defensa en procesos regulatorios (LGPD)',
    DIRECTORS_PERSONAL_LIABILITY: 'Responsabilidad personal de los administradores',
    COMPANY_REIMBURSEMENT: 'Reembolso a la empresa',
    DEFENCE_COSTS: 'Gastos de defensa',
    PROFESSIONAL_NEGLIGENCE: 'Errores y omisiones profesionales',
    LOSS_OF_DOCUMENTS: 'Pérdida de documentos',
    DEFAMATION: 'Difamación',
  },
  exclusion: {
    WAR_AND_TERRORISM: 'Guerra y terrorismo',
    PRIOR_KNOWN_CIRCUMSTANCES: 'Hechos conocidos antes de la contratación',
    INFRASTRUCTURE_FAILURE: 'Falla de infraestructura pública (energía, telecomunicaciones)',
    FINES_NOT_INSURABLE: 'Multas no asegurables por ley',
    DISHONEST_ACTS: 'Actos dolosos o fraudulentos',
    BODILY_INJURY: 'Daños corporales',
    CONTRACTUAL_LIABILITY: 'Responsabilidad asumida por contrato',
  },
  subjectivity: {
    SIGNED_PROPOSAL_FORM: 'Cuestionario firmado por el representante legal',
    MFA_EVIDENCE: 'Comprobante de autenticación multifactor en el correo y el acceso remoto',
    BACKUP_TEST_REPORT: 'Informe de prueba de restauración de respaldos',
    FINANCIAL_STATEMENTS: 'Últimos estados financieros',
    CONTRACT_TEMPLATE: 'Modelo de contrato con clientes',
    INCIDENT_RESPONSE_PLAN: 'Plan de respuesta a incidentes',
  },
  due: { BEFORE_BINDING: 'antes de la contratación', AFTER_BINDING: 'después de la contratación' },
  scope: {
    BRAZIL: 'Brasil',
    WORLDWIDE_EXCEPT_US_CANADA: 'Mundial, excepto EE. UU. y Canadá',
    WORLDWIDE: 'Mundial',
  },
};

export const PROPOSAL_WORDS: Record<Language, ProposalWords> = { pt, en, es };
