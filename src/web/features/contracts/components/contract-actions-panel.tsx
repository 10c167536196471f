import type { ContractDetail, Milestone, MilestoneStatus } from '@shared/schemas/contract';
import { OpenDisputeDialog } from '@web/features/disputes';
import { useTranslation } from 'react-i18next';
import { CancelRequestDialog } from './cancel-actions';
import { DeliverDialog } from './deliver-dialog';
import { AcceptDialog, NoRevisionsLeft, RevisionDialog } from './milestone-review-actions';
import { PayDialog } from './pay-dialog';

function first(milestones: Milestone[], status: MilestoneStatus): Milestone | undefined {
  return [...milestones].sort((a, b) => a.position - b.position).find((m) => m.status === status);
}

/**
 * Exactly the actions the server offers the viewer now (`detail.actions`), each on the milestone
 * it concerns: the next unfunded one to pay, the first funded one to deliver, the delivered one to
 * accept or send back. Cancellation answers and reviews have their own sections.
 */
export function ContractActionsPanel({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const has = (a: ContractDetail['actions'][number]) => contract.actions.includes(a);
  const unfunded = first(contract.milestones, 'unfunded');
  const funded = first(contract.milestones, 'funded');
  const delivered = first(contract.milestones, 'delivered');
  const buttons = [
    has('pay') && unfunded ? (
      <PayDialog key="pay" contract={contract} milestone={unfunded} action="pay" />
    ) : null,
    has('fundMilestone') && unfunded ? (
      <PayDialog key="fund" contract={contract} milestone={unfunded} action="fundMilestone" />
    ) : null,
    has('deliver') && funded ? (
      <DeliverDialog key="deliver" contractId={contract.id} milestone={funded} />
    ) : null,
    has('accept') && delivered ? (
      <AcceptDialog key="accept" contractId={contract.id} milestone={delivered} />
    ) : null,
    has('requestRevision') && delivered ? (
      <RevisionDialog key="revision" contract={contract} milestone={delivered} />
    ) : null,
    // The client could ask for changes but the package's revisions are used: say so, not hide it.
    has('accept') &&
    !has('requestRevision') &&
    delivered &&
    contract.revisionsAllowed !== null &&
    contract.revisionsUsed >= contract.revisionsAllowed ? (
      <NoRevisionsLeft key="revision" allowed={contract.revisionsAllowed} />
    ) : null,
    has('cancelLate') ? <CancelRequestDialog key="late" contract={contract} action="cancelLate" /> : null,
    has('requestCancel') ? (
      <CancelRequestDialog key="cancel" contract={contract} action="requestCancel" />
    ) : null,
    has('openDispute') ? <OpenDisputeDialog key="dispute" contractId={contract.id} /> : null,
  ].filter(Boolean);
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
