// Cyber assessments (issue 13): requests, domain proof, schedule, reports, findings and disputes.
export { default } from './routes';
export { CYBER_DUE_JOB, dueCyberRequests, remindDue } from './schedule';
export { checkDomainControl, type DomainLookups } from './domain-control';
