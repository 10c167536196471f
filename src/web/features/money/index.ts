/* What other features use of money: paying by card, escrow actions and opening a checkout. */
export { CardPaymentForm } from './components/card-payment-form';
export { ContractReceipts } from './components/contract-receipts';
export { ProjectEscrowPanel, StartNowButton } from './components/escrow-actions';
export { PaymentsUnavailableNotice, usePaymentsAvailable } from './components/payments-unavailable-notice';
export { useOpenCheckout } from './components/use-open-checkout';
