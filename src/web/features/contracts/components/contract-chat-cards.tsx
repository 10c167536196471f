import { isClosed } from '@shared/contract-machine';
import { formatMoney } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { currentLanguage } from '@web/lib/i18n';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContracts } from '../api/get-contracts';
import { nextStepKey } from '../lib/next-step';
import { ContractStatusBadge, LateBadge } from './contract-badges';

/** Ended contracts shown after the open ones: the latest few, with their final state. */
const ENDED_SHOWN = 3;

/**
 * The contracts with the person of a conversation, as cards above the messages: every open one,
 * then the latest ended ones with their final state ('Completed', 'Cancelled') rather than gone.
 * They refresh on the live 'contract' event like every contract query.
 */
export function ContractChatCards({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const contracts = useContracts({ with: userId });
  const all = contracts.data?.items ?? [];
  const items = [
    ...all.filter((c) => !isClosed(c.status)),
    ...all
      .filter((c) => isClosed(c.status))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .slice(0, ENDED_SHOWN),
  ];
  if (items.length === 0) return null;
  return (
    <section aria-label={t('contracts:chat.label')} className="space-y-2 border-b p-3">
      <ul className="space-y-2">
        {items.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-md bg-muted/50 p-3 text-sm">
            <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate font-medium">{c.title}</p>
              <p className="text-muted-foreground">
                {formatMoney(c.priceCents, lang)} · {t(nextStepKey(c))}
              </p>
            </div>
            <LateBadge late={c.late} />
            <ContractStatusBadge status={c.status} />
            <Button asChild size="sm" variant="outline">
              <Link to={`/contracts/${c.id}`} aria-label={t('contracts:chat.open', { title: c.title })}>
                {t('contracts:chat.view')}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
