import { CONTRACT } from '@shared/contract-machine';
import type { ContractSummary } from '@shared/schemas/contract';
import { EmptyState } from '@web/components/empty-state';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContracts } from '../api/get-contracts';
import { ContractRow } from '../components/contract-row';

// not an engine status: the list filter's 'open' is the machine's OPEN set
const STATUSES = ['all', 'open', CONTRACT.completed, CONTRACT.cancelled] as const;
type StatusFilter = (typeof STATUSES)[number];
type Role = 'buyer' | 'seller';

function OrdersList({ side, status }: { side: Role; status: StatusFilter }) {
  const { t } = useTranslation();
  const query = useContracts({ role: side, status: status === 'all' ? undefined : status });
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError)
    return <p className="text-destructive">{query.error.message || t('contracts:loadFailed')}</p>;
  const items: ContractSummary[] = query.data.items;
  if (items.length === 0)
    return (
      <EmptyState
        className="py-12"
        message={t(`contracts:orders.empty.${side}`)}
        action={{
          to: side === 'buyer' ? '/services' : '/add-service',
          label: t(`contracts:orders.emptyAction.${side}`),
        }}
      />
    );
  return (
    <ul className="space-y-3">
      {items.map((c) => (
        <ContractRow key={c.id} contract={c} />
      ))}
    </ul>
  );
}

/**
 * The side Orders opens on when the address names none: the buyer's when they bought anything,
 * else the seller's when they sold anything (a seller does not land on an empty 'As buyer').
 */
export function defaultSide(items: readonly Pick<ContractSummary, 'role'>[]): Role {
  if (items.some((c) => c.role === 'client')) return 'buyer';
  return items.some((c) => c.role === 'freelancer') ? 'seller' : 'buyer';
}

const isRole = (v: string | null): v is Role => v === 'buyer' || v === 'seller';

/** /orders: the signed-in user's contracts as buyer and as seller, filtered by state. */
export function OrdersPage() {
  const { t } = useTranslation();
  const statusId = useId();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('role');
  // A side in the address wins; without one, both sides are read once to pick the one with orders.
  const both = useContracts({}, !isRole(chosen));
  if (!isRole(chosen) && both.isPending) return <Spinner label={t('common:loading')} />;
  const role: Role = isRole(chosen) ? chosen : defaultSide(both.data?.items ?? []);
  const rawStatus = params.get('status');
  const status: StatusFilter = STATUSES.includes(rawStatus as StatusFilter)
    ? (rawStatus as StatusFilter)
    : 'all';
  const update = (next: { role?: Role; status?: StatusFilter }) => {
    const p = new URLSearchParams(params);
    p.set('role', next.role ?? role);
    const s = next.status ?? status;
    if (s === 'all') p.delete('status');
    else p.set('status', s);
    setParams(p, { replace: true });
  };
  return (
    <div className="container mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">{t('contracts:orders.title')}</h1>
      <Tabs value={role} onValueChange={(v) => update({ role: v as Role })}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <TabsList>
            <TabsTrigger value="buyer">{t('contracts:orders.asBuyer')}</TabsTrigger>
            <TabsTrigger value="seller">{t('contracts:orders.asSeller')}</TabsTrigger>
          </TabsList>
          <div className="space-y-1">
            <Label htmlFor={statusId}>{t('contracts:orders.statusFilter')}</Label>
            <Select value={status} onValueChange={(v) => update({ status: v as StatusFilter })}>
              <SelectTrigger id={statusId} className="w-48">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(`contracts:orders.filter.${s}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <TabsContent value="buyer" className="mt-4">
          <OrdersList side="buyer" status={status} />
        </TabsContent>
        <TabsContent value="seller" className="mt-4">
          <OrdersList side="seller" status={status} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
