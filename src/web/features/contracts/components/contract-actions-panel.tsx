import { MILESTONE } from '@shared/contract-machine';
import type { ContractDetail, Milestone, MilestoneStatus } from '@shared/schemas/contract';
import { OpenDisputeDialog } from '@web/features/disputes';
import { useTranslation } from 'react-i18next';
import { CancelRequestDialog } from './cancel-actions';
import { DeliverDialog } from './deliver-dialog';
import { ExtensionRequestDialog } from './extension-actions';
import { PayExtraDialog, ProposeExtraDialog } from './extra-actions';
import { AcceptDialog, NoRevisionsLeft, RevisionDialog } from './milestone-review-actions';
import { PayDialog } from './pay-dialog';
import { TipDialog } from './tip-dialog';

function first(milestones: Milestone[], status: MilestoneStatus): Milestone | undefined {
  return [...milestones].sort((a, b) => a.position - b.position).find((m) => m.status === status);
}

/**
 * Exactly the actions the server offers the viewer now (`detail.actions`), in its order, each on
 * the milestone it concerns: the next unfunded one to pay, the first funded one to deliver, the
 * delivered one to accept or send back. Cancellation answers and reviews have their own sections.
 */
export function ContractActionsPanel({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const unfunded = first(contract.milestones, MILESTONE.unfunded);
  const funded = first(contract.milestones, MILESTONE.funded);
  const delivered = first(contract.milestones, MILESTONE.delivered);
  // The client could ask for changes but the package's revisions are used: say so, not hide it.
  const noRevisionsLeft =
    !contract.actions.includes('requestRevision') &&
    contract.revisionsAllowed !== null &&
    contract.revisionsUsed >= contract.revisionsAllowed;
  const buttons = contract.actions.flatMap((action) => {
    switch (action) {
      case 'pay':
      case 'fundMilestone':
        return unfunded
          ? [<PayDialog key={action} contract={contract} milestone={unfunded} action={action} />]
          : [];
      case 'deliver':
        return funded ? [<DeliverDialog key={action} contractId={contract.id} milestone={funded} />] : [];
      case 'accept':
        if (!delivered) return [];
        return [
          <AcceptDialog key={action} contractId={contract.id} milestone={delivered} />,
          ...(noRevisionsLeft && contract.revisionsAllowed !== null
            ? [<NoRevisionsLeft key="noRevision" allowed={contract.revisionsAllowed} />]
            : []),
        ];
      case 'requestRevision':
        return delivered ? [<RevisionDialog key={action} contract={contract} milestone={delivered} />] : [];
      case 'cancelLate':
      case 'requestCancel':
        return [<CancelRequestDialog key={action} contract={contract} action={action} />];
      case 'requestExtension':
        return [<ExtensionRequestDialog key={action} contract={contract} />];
      case 'openDispute':
        return [<OpenDisputeDialog key={action} contractId={contract.id} />];
      case 'proposeExtra':
        return [<ProposeExtraDialog key={action} contract={contract} />];
      case 'payExtra':
        return [<PayExtraDialog key={action} contract={contract} />];
      case 'tip':
        return [<TipDialog key={action} contract={contract} />];
      default:
        // Requirements, cancellation and extension answers and reviews have their own sections.
        return [];
    }
  });
  if (buttons.length === 0) return null;
  return (
    <section aria-labelledby="contract-actions" className="space-y-3 rounded-lg border p-4">
      <h2 id="contract-actions" className="text-lg font-semibold">
        {t('contracts:actions.title')}
      </h2>
      <div className="flex flex-wrap gap-2">{buttons}</div>
    </section>
  );
}
