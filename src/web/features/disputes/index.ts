/* What other features use of disputes: the contract page's dispute dialog and panel. */
export { DisputePanel } from './components/dispute-panel';
export { OpenDisputeDialog } from './components/open-dispute-dialog';
