import { formatMoney } from '@shared/money';
import type { ContractDetail, MilestoneMoney } from '@shared/schemas/contract';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';

const COLUMNS = [
  'priceCents',
  'fundedCents',
  'heldCents',
  'releasedCents',
  'feeCents',
  'freelancerNetCents',
  'refundedCents',
] as const satisfies readonly (keyof MilestoneMoney)[];

/** What the dispute decision split, from the plan on its 'dispute_resolved' event (the ledger's). */
function disputeSplit(contract: ContractDetail): { freelancerCents: number; clientCents: number } | null {
  const resolved = contract.events.filter((e) => e.kind === 'dispute_resolved');
  const plan = resolved.at(-1)?.data.plan;
  if (!Array.isArray(plan)) return null;
  let freelancerCents = 0;
  let clientCents = 0;
  for (const part of plan as { freelancerCents?: unknown; clientCents?: unknown }[]) {
    freelancerCents += typeof part.freelancerCents === 'number' ? part.freelancerCents : 0;
    clientCents += typeof part.clientCents === 'number' ? part.clientCents : 0;
  }
  return { freelancerCents, clientCents };
}

/**
 * The contract's money per milestone and in total: price, funded, held in escrow, released, the
 * platform's fee, what reached the freelancer and what went back to the client. The numbers are
 * the server's (`contract.money`), computed by the same settlement plan the ledger posted.
 */
export function ContractMoneyCard({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const money = (cents: number) => formatMoney(cents, lang);
  const split = disputeSplit(contract);
  const rows: { key: string; label: string; m: MilestoneMoney }[] =
    contract.milestones.length > 1
      ? contract.milestones.flatMap((milestone, i) => {
          const m = contract.money.milestones[milestone.id];
          return m
            ? [
                {
                  key: milestone.id,
                  label: t('contracts:milestones.numbered', { n: i + 1, title: milestone.title }),
                  m,
                },
              ]
            : [];
        })
      : [];
  return (
    <section aria-labelledby="contract-money" className="space-y-3 rounded-lg border p-4">
      <h2 id="contract-money" className="text-lg font-semibold">
        {t('contracts:money.title')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('contracts:money.milestone')}
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-2 pr-3 text-right font-medium">
                  {t(`contracts:money.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {row.label}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column} className="py-2 pr-3 text-right tabular-nums">
                    {money(row.m[column])}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="font-semibold">
              <th scope="row" className="py-2 pr-3 text-left">
                {t('contracts:money.total')}
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className="py-2 pr-3 text-right tabular-nums">
                  {money(contract.money.total[column])}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {split ? (
        <p className="text-sm">
          {t('contracts:money.disputeSplit', {
            freelancer: money(split.freelancerCents),
            client: money(split.clientCents),
          })}
        </p>
      ) : null}
      {contract.money.tipCents > 0 ? (
        <p className="text-sm">{t('contracts:money.tip', { amount: money(contract.money.tipCents) })}</p>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('contracts:money.note')}</p>
    </section>
  );
}
