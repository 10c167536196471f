/* What other modules use of moderation (decision 060). */
export { assertNotBlocked, blockedBetween, blockedError, isBlockedPair } from './blocks';
export { countOpenReports, markReportActioned } from './reports';
