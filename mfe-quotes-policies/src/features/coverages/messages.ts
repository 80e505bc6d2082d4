import type { Messages } from '@platform/i18n';

/** The texts of dashboard/coverages, in pt (default), en and es, fetched with the screen. */
export const coveragesMessages: Messages = {
  pt: {
    'coverages.standing.AVAILABLE': 'Disponível para subscrição',
    'coverages.standing.QUOTE_IN_PROGRESS': 'Cotação em andamento',
    'coverages.standing.CURRENT_POLICY': 'Apólice vigente',
    'coverages.apply': 'Solicitar cotação',
    'coverages.seeQuotes': 'Ver cotações',
    'coverages.seePolicy': 'Ver apólice',
    'coverages.intro':
      'Os seguros que a sua empresa pode contratar aqui, o que cada um cobre e onde você está com cada um.',
    'coverages.summary.D_AND_O':
      'Protege o patrimônio pessoal de diretores e administradores quando são processados por decisões de gestão, paga a defesa desde o início e reembolsa a empresa quando ela arca com esses custos.',
    'coverages.summary.E_AND_O':
      'Paga a defesa e a indenização quando um cliente diz que um erro ou uma omissão no serviço da sua empresa lhe causou prejuízo, inclusive pela perda de documentos e dados de clientes.',
    'coverages.summary.CYBER':
      'Paga a resposta a um vazamento de dados ou de um ataque: perícia, avisos às pessoas afetadas, o lucro perdido com a empresa parada, a extorsão e as reclamações de terceiros.',
  },
  en: {
    'coverages.standing.AVAILABLE': 'Available for underwriting',
    'coverages.standing.QUOTE_IN_PROGRESS': 'Quote in progress',
    'coverages.standing.CURRENT_POLICY': 'Current policy',
    'coverages.apply': 'Request a quote',
    'coverages.seeQuotes': 'See quotes',
    'coverages.seePolicy': 'See policy',
    'coverages.intro': 'The insurance your company can buy here, what each one covers and where you stand with each.',
    'coverages.summary.D_AND_O':
      'Protects the personal assets of your directors and officers when they are sued over management decisions, pays their defence from the start and pays the company back when it covers those costs.',
    'coverages.summary.E_AND_O':
      "Pays the defence and the compensation when a client says a mistake or an omission in your company's service cost them money, including lost client documents and data.",
    'coverages.summary.CYBER':
      'Pays for the response to a data breach or an attack: forensic experts, notifying the people affected, the profit lost while the business is down, extortion and claims from others.',
  },
  es: {
    'coverages.standing.AVAILABLE': 'Disponible para suscripción',
    'coverages.standing.QUOTE_IN_PROGRESS': 'Cotización en curso',
    'coverages.standing.CURRENT_POLICY': 'Póliza vigente',
    'coverages.apply': 'Solicitar cotización',
    'coverages.seeQuotes': 'Ver cotizaciones',
    'coverages.seePolicy': 'Ver póliza',
    'coverages.intro':
      'Los seguros que su empresa puede contratar aquí, qué cubre cada uno y en qué punto está con cada uno.',
    'coverages.summary.D_AND_O':
      'Protege el patrimonio personal de directores y administradores cuando son demandados por decisiones de gestión, paga su defensa desde el inicio y reembolsa a la empresa cuando ella asume esos costos.',
    'coverages.summary.E_AND_O':
      'Paga la defensa y la indemnización cuando un cliente afirma que un error o una omisión en el servicio de su empresa le causó un perjuicio, incluida la pérdida de documentos y datos de clientes.',
    'coverages.summary.CYBER':
      'Paga la respuesta a una filtración de datos o un ataque: peritos forenses, el aviso a las personas afectadas, la utilidad perdida con la empresa detenida, la extorsión y los reclamos de terceros.',
  },
};
