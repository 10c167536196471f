import { BackLink } from '@web/components/back-link';
import { Spinner } from '@web/components/ui/spinner';
import { DisputePanel } from '@web/features/disputes';
import { ContractReceipts } from '@web/features/money';
import { NotFoundPage } from '@web/features/shell';
import { ApiError } from '@web/lib/api';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useContract } from '../api/get-contract';
import { CancelRequestPanel } from '../components/cancel-actions';
import { ContractActionsPanel } from '../components/contract-actions-panel';
import { ContractStatusBadge, LateBadge } from '../components/contract-badges';
import { ContractMoneyCard } from '../components/contract-money';
import { ContractSummaryCard } from '../components/contract-summary';
import { ContractTimeline } from '../components/contract-timeline';
import { ExtensionSection } from '../components/extension-actions';
import { ExtrasSection } from '../components/extra-actions';
import { MilestoneList } from '../components/milestone-list';
import { RequirementsSection } from '../components/requirements-section';
import { ReviewSection } from '../components/review-section';
import { UnpaidOrderNotice } from '../components/unpaid-order-notice';
import { nextStepKey } from '../lib/next-step';

/** /contracts/:id for its two parties; everyone else gets the 404 page (the server answers 404). */
export function ContractPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useContract(id);
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return (
      <div className="container mx-auto max-w-4xl px-4 py-8">
        <p role="alert" className="text-destructive">
          {query.error.message || t('contracts:loadFailed')}
        </p>
      </div>
    );
  }
  const contract = query.data;
  return (
    <div className="container mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <BackLink to="/orders" label={t('contracts:detail.back')} />
        <p className="text-sm text-muted-foreground">{t(`contracts:kind.${contract.kind}`)}</p>
        <h1 className="text-3xl font-bold">{contract.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ContractStatusBadge status={contract.status} />
          <LateBadge late={contract.late} />
          <span className="text-sm">{t(nextStepKey(contract))}</span>
        </div>
        <UnpaidOrderNotice contract={contract} />
      </div>
      {contract.dispute ? <DisputePanel disputeId={contract.dispute.id} /> : null}
      <CancelRequestPanel contract={contract} />
      <ExtensionSection contract={contract} />
      <ExtrasSection contract={contract} />
      <ContractActionsPanel contract={contract} />
      <ContractSummaryCard contract={contract} />
      <ContractMoneyCard contract={contract} />
      <ContractReceipts contractId={contract.id} />
      <RequirementsSection contract={contract} />
      <MilestoneList contract={contract} />
      <ReviewSection contract={contract} />
      <ContractTimeline contract={contract} />
    </div>
  );
}
