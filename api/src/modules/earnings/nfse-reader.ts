// Reads an NFS-e of Brazil's national layout (SEFIN Nacional, NFSe_v1.00.xsd, namespace
// http://www.sped.fazenda.gov.br/nfse): NFSe/infNFSe/nNFSe (the note's number), infNFSe/emit/CNPJ
// (the issuer) and infNFSe/DPS/infDPS/valores/vServPrest/vServ (the service value the brokerage
// invoiced, before the ISS the insurer may withhold). A file from a broker is untrusted input:
// no DTD is accepted at all (an NFS-e has none, and a DTD is where entity bombs live), entities
// are never expanded, nesting is bounded, and anything else unexpected is FISCAL_NOTE_UNREADABLE.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { toCents, type FiscalNoteFacts } from '@platform/domain';

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreDeclaration: true,
  maxNestedTags: 64,
});

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' && !Array.isArray(node) ? (node as Node)[name] : undefined;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The facts of the note, or null when the file is not a readable national NFS-e. */
export function readNfse(bytes: Buffer): FiscalNoteFacts | null {
  const xml = bytes.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  if (XMLValidator.validate(xml) !== true) return null;
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return null;
  }
  const info = child(child(document, 'NFSe'), 'infNFSe');
  const number = text(child(info, 'nNFSe'));
  const issuerTaxId = text(child(child(info, 'emit'), 'CNPJ'));
  const value = text(child(child(child(child(child(info, 'DPS'), 'infDPS'), 'valores'), 'vServPrest'), 'vServ'));
  if (!/^\d{1,15}$/.test(number) || !/^\d{14}$/.test(issuerTaxId) || !/^\d{1,13}(\.\d{1,2})?$/.test(value)) return null;
  return { number, issuerTaxId, amountCents: toCents(value) };
}
