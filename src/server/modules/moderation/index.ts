/* What other modules use of moderation (decision 060). */
export { assertNotBlocked, blockedBetween, blockedError, isBlockedPair } from './blocks';
export { hiddenFlag, hideOf, hidesOf, notHidden, notHiddenRaw } from './hides';
export { countOpenReports, markReportActioned } from './reports';
