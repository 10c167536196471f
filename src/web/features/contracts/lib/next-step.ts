import type { ContractSummary } from '@shared/schemas/contract';

/** What happens next, from the viewer's side: a translation key of 'contracts:nextStep'. */
export function nextStepKey(
  contract: Pick<ContractSummary, 'status' | 'role' | 'cancelRequested'> & {
    dispute?: { status: string } | null;
  },
): string {
  const client = contract.role === 'client';
  // A dispute freezes the contract (decision 061).
  if (contract.dispute && (contract.dispute.status === 'open' || contract.dispute.status === 'escalated'))
    return 'disputes:contract.frozen';
  if (contract.status === 'completed') return 'contracts:nextStep.completed';
  if (contract.status === 'cancelled') return 'contracts:nextStep.cancelled';
  if (contract.cancelRequested) return 'contracts:nextStep.cancelRequested';
  switch (contract.status) {
    case 'awaiting_payment':
      return client ? 'contracts:nextStep.pay' : 'contracts:nextStep.waitPayment';
    case 'awaiting_requirements':
      return client ? 'contracts:nextStep.sendRequirements' : 'contracts:nextStep.waitRequirements';
    case 'in_progress':
      return client ? 'contracts:nextStep.waitDelivery' : 'contracts:nextStep.deliver';
    default:
      return client ? 'contracts:nextStep.reviewDelivery' : 'contracts:nextStep.waitAcceptance';
  }
}
