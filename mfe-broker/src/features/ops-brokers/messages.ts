import { defineMessagesFor } from '@platform/i18n';

/** ops/brokers's texts (operations), fetched with the screen. */
export const opsBrokersMessages = defineMessagesFor({
  pt: {
    'broker.ops.list.title': 'Corretoras e comissões',
    'broker.ops.list.text':
      'Cadastros à espera de decisão e as corretoras aprovadas. Abra uma para decidir, negociar comissões ou escolher o gerente de contas.',
    'broker.ops.list.pending': 'Corretoras aguardando aprovação',
    'broker.ops.list.approved': 'Corretoras aprovadas',
    'broker.ops.list.name': 'Razão social',
    'broker.ops.list.taxId': 'Identificação fiscal',
    'broker.ops.list.submitted': 'Cadastro enviado em',
    'broker.ops.list.notSubmitted': 'Cadastro ainda não enviado',
    'broker.ops.list.pendingEmpty': 'Nenhuma corretora aguardando',
    'broker.ops.list.pendingEmptyText': 'Quando uma corretora enviar o cadastro, ela aparece aqui.',
    'broker.ops.list.approvedEmpty': 'Nenhuma corretora aprovada',
    'broker.ops.list.approvedEmptyText': 'Quando uma corretora for aprovada, ela aparece aqui.',
  },
  en: {
    'broker.ops.list.title': 'Brokerages and commissions',
    'broker.ops.list.text':
      'Registrations waiting for a decision and the approved brokerages. Open one to decide, negotiate commissions or choose its account manager.',
    'broker.ops.list.pending': 'Brokerages waiting for approval',
    'broker.ops.list.approved': 'Approved brokerages',
    'broker.ops.list.name': 'Legal name',
    'broker.ops.list.taxId': 'Tax ID',
    'broker.ops.list.submitted': 'Registration sent on',
    'broker.ops.list.notSubmitted': 'Registration not sent yet',
    'broker.ops.list.pendingEmpty': 'No brokerage waiting',
    'broker.ops.list.pendingEmptyText': 'When a brokerage sends its registration, it shows up here.',
    'broker.ops.list.approvedEmpty': 'No approved brokerage',
    'broker.ops.list.approvedEmptyText': 'When a brokerage is approved, it shows here.',
  },
  es: {
    'broker.ops.list.title': 'Corredores y comisiones',
    'broker.ops.list.text':
      'Registros a la espera de decisión y los corredores aprobados. Abra uno para decidir, negociar comisiones o elegir su gerente de cuentas.',
    'broker.ops.list.pending': 'Corredores esperando aprobación',
    'broker.ops.list.approved': 'Corredores aprobados',
    'broker.ops.list.name': 'Razón social',
    'broker.ops.list.taxId': 'Identificación fiscal',
    'broker.ops.list.submitted': 'Registro enviado el',
    'broker.ops.list.notSubmitted': 'Registro aún no enviado',
    'broker.ops.list.pendingEmpty': 'Ningún corredor esperando',
    'broker.ops.list.pendingEmptyText': 'Cuando un corredor envíe su registro, aparecerá aquí.',
    'broker.ops.list.approvedEmpty': 'Ningún corredor aprobado',
    'broker.ops.list.approvedEmptyText': 'Cuando se apruebe un corredor, aparecerá aquí.',
  },
});
