// The customer's quotes: list, detail, proposal PDF, selection, subjectivity evidence, expiry job.
export { default } from './routes';
export {
  drawProposal,
  renderProposalPdf,
  retentionLabel,
  type ProposalCompany,
  type ProposalQuote,
} from './proposal-pdf';
export { PROPOSAL_WORDS } from './proposal-words';
export { openPreBindSubjectivities, quoteView } from './queries';
export { expireQuotes, EXPIRE_QUOTES_JOB } from './expire-quotes';
export { selectQuote } from './select-quote';
export { withdrawSiblings } from './withdraw-siblings';
