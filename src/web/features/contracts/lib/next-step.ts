import { CONTRACT, isDisputeOpen } from '@shared/contract-machine';
import type { ContractSummary } from '@shared/schemas/contract';

/** What happens next, from the viewer's side: a translation key of 'contracts:nextStep'. */
export function nextStepKey(
  contract: Pick<ContractSummary, 'status' | 'role' | 'cancelRequested'> & {
    awaitingFunding?: boolean;
  } & {
    dispute?: { status: string } | null;
  },
): string {
  const client = contract.role === 'client';
  // A dispute freezes the contract (decision 061).
  if (contract.dispute && isDisputeOpen(contract.dispute.status)) return 'disputes:contract.frozen';
  if (contract.status === CONTRACT.completed) return 'contracts:nextStep.completed';
  if (contract.status === CONTRACT.cancelled) return 'contracts:nextStep.cancelled';
  if (contract.cancelRequested) return 'contracts:nextStep.cancelRequested';
  switch (contract.status) {
    case CONTRACT.awaiting_payment:
      return client ? 'contracts:nextStep.pay' : 'contracts:nextStep.waitPayment';
    case CONTRACT.awaiting_requirements:
      return client ? 'contracts:nextStep.sendRequirements' : 'contracts:nextStep.waitRequirements';
    case CONTRACT.in_progress:
      // Nothing funded: nothing to deliver until the client funds the next milestone.
      if (contract.awaitingFunding)
        return client ? 'contracts:nextStep.fund' : 'contracts:nextStep.waitFunding';
      return client ? 'contracts:nextStep.waitDelivery' : 'contracts:nextStep.deliver';
    default:
      return client ? 'contracts:nextStep.reviewDelivery' : 'contracts:nextStep.waitAcceptance';
  }
}
