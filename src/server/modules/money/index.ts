/*
 * The money module's public surface: commands other modules call inside their own transaction
 * (pass the tx), and the reads they need. Money imports no module that uses it (projects,
 * ai-tools, checkout); scripts/check-module-deps.mjs keeps it so.
 */

export { CheckoutSchema, checkoutFor, checkoutResponses } from './checkout';
export { type DisputeSplit, settleDisputeSplit } from './disputes';
export {
  fundApprovedProject,
  holdEscrow,
  isProjectFunded,
  isProjectPaidOut,
  payIntoEscrow,
  releaseEscrow,
} from './escrow';
export { userBalances } from './ledger';
export {
  cancelMilestonePayments,
  fundKey,
  fundMilestone,
  type MilestoneContractRef,
  type MilestoneRef,
  milestoneFunding,
  milestoneSettlement,
  type RefundTarget,
  refundMilestone,
  releaseMilestone,
  sendCardRefunds,
  settleKey,
} from './milestones';
export {
  bookPurchase,
  type CheckoutResult,
  cancelOpenPayments,
  capturePayment,
  getPayment,
  markPaymentFailed,
  markPaymentRequiresAction,
  noteDeclined,
  openPayment,
  type PaymentPurpose,
  type PaymentRow,
  presentPayment,
  refundPayment,
} from './payments';
export {
  type DecidedPayout,
  markPayoutPaid,
  type PayoutRow,
  presentPayout,
  rejectPayout,
  requestPayout,
} from './payouts';
export { paymentProvider } from './provider';
export { readPlatformDetails, savePlatformDetails } from './receipts';
export { creditTip, creditTopUp, tipKey } from './wallet';
