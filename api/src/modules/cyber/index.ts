// Cyber assessments (issue 13): requests, domain proof, schedule, reports, findings and disputes.
export { default } from './routes';
export { dueCyberRequests } from './schedule';
export { checkDomainControl, type DomainLookups } from './domain-control';
