import { defineMessagesFor } from '@platform/i18n';

/** ops/brokers/:brokerId's texts (operations), fetched with the screen. */
export const opsBrokerageMessages = defineMessagesFor({
  pt: {
    'broker.ops.back': 'Voltar para as corretoras',
    'broker.ops.notFound.title': 'Corretora não encontrada',
    'broker.ops.notFound.text': 'Não há corretora com este endereço. Volte para a lista de corretoras.',
    'broker.ops.kam.title': 'Gerente de contas (KAM)',
    'broker.ops.kam.field': 'Gerente de contas da corretora',
    'broker.ops.kam.none': 'Nenhum',
    'broker.ops.kam.save': 'Salvar gerente de contas',
    'broker.ops.kam.saved': 'Gerente de contas salvo. A corretora já o vê na carteira.',
  },
  en: {
    'broker.ops.back': 'Back to brokerages',
    'broker.ops.notFound.title': 'Brokerage not found',
    'broker.ops.notFound.text': 'There is no brokerage at this address. Go back to the brokerages.',
    'broker.ops.kam.title': 'Key account manager (KAM)',
    'broker.ops.kam.field': 'The brokerage’s account manager',
    'broker.ops.kam.none': 'None',
    'broker.ops.kam.save': 'Save account manager',
    'broker.ops.kam.saved': 'Account manager saved. The brokerage sees them on its book now.',
  },
  es: {
    'broker.ops.back': 'Volver a las corredoras',
    'broker.ops.notFound.title': 'Corredora no encontrada',
    'broker.ops.notFound.text': 'No hay ninguna corredora en esta dirección. Vuelva a la lista de corredoras.',
    'broker.ops.kam.title': 'Gerente de cuentas (KAM)',
    'broker.ops.kam.field': 'Gerente de cuentas de la corredora',
    'broker.ops.kam.none': 'Ninguno',
    'broker.ops.kam.save': 'Guardar gerente de cuentas',
    'broker.ops.kam.saved': 'Gerente de cuentas guardado. La corredora ya lo ve en su cartera.',
  },
});
