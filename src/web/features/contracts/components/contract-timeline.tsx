import { formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import type { ContractDetail } from '@shared/schemas/contract';
import { AttachmentList } from '@web/components/attachments/attachment-list';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';

/** Every event of the contract, oldest first, with its message and files. */
export function ContractTimeline({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const milestoneTitle = new Map(contract.milestones.map((m) => [m.id, m.title]));
  const multiple = contract.milestones.length > 1;
  return (
    <section aria-labelledby="contract-timeline" className="space-y-3">
      <h2 id="contract-timeline" className="text-lg font-semibold">
        {t('contracts:timeline.title')}
      </h2>
      <ol className="space-y-3 border-l pl-4">
        {contract.events.map((e) => {
          const amount = typeof e.data.amountCents === 'number' ? e.data.amountCents : null;
          const milestone = e.milestoneId ? milestoneTitle.get(e.milestoneId) : undefined;
          return (
            <li key={e.id} className="space-y-1" data-testid="contract-event">
              <p className="text-sm">
                <span className="font-medium">
                  {t(
                    e.kind.startsWith('dispute_') ? `disputes:event.${e.kind}` : `contracts:event.${e.kind}`,
                  )}
                </span>
                {multiple && milestone ? ` · ${milestone}` : ''}
                {amount !== null ? ` · ${formatMoney(amount, lang)}` : ''}
              </p>
              <p className="text-xs text-muted-foreground">
                {t(`contracts:actor.${e.actor}`)} ·{' '}
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time>
              </p>
              {e.message ? <p className="whitespace-pre-line break-words text-sm">{e.message}</p> : null}
              <AttachmentList files={e.files} label={t('contracts:timeline.files')} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
