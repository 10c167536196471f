import { formatMoney } from '@shared/money';
import { MILESTONE_TITLE_MAX, MILESTONES_MAX } from '@shared/schemas/contract';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { currentLanguage } from '@web/lib/i18n';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cents, type SplitRow, type SplitState, splitMilestones } from '../lib/milestone-split';

/**
 * The client's split of the approved price into milestones (title and amount rows, added and
 * removed, with the running total); the approval sends them and the server checks them again.
 */
export function MilestoneSplit({
  value,
  onChange,
  priceCents,
}: {
  value: SplitState;
  onChange: (next: SplitState) => void;
  priceCents: number;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const ids = useId();
  const price = formatMoney(priceCents, lang);
  const sum = value.rows.reduce((s, r) => s + (Number.isNaN(cents(r.amount)) ? 0 : cents(r.amount)), 0);
  const { error } = splitMilestones(value, priceCents);
  const setRow = (i: number, row: Partial<SplitRow>) =>
    onChange({ ...value, rows: value.rows.map((r, j) => (j === i ? { ...r, ...row } : r)) });

  const toggle = (checked: boolean) => {
    if (!checked) onChange({ ...value, enabled: false });
    else
      onChange({
        enabled: true,
        rows: value.rows.length > 0 ? value.rows : [{ title: '', amount: String(priceCents / 100) }],
      });
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <Checkbox id={`${ids}-split`} checked={value.enabled} onCheckedChange={(c) => toggle(c === true)} />
        <Label htmlFor={`${ids}-split`}>{t('contracts:split.toggle')}</Label>
      </div>
      {value.enabled ? (
        <fieldset className="space-y-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t('contracts:split.legend')}</legend>
          <p className="text-sm text-muted-foreground">{t('contracts:split.help')}</p>
          <ol className="space-y-2">
            {value.rows.map((row, i) => (
              <li key={i} className="flex flex-wrap items-end gap-2">
                <div className="min-w-40 flex-1 space-y-1">
                  <Label htmlFor={`${ids}-title-${i}`}>{t('contracts:split.title', { n: i + 1 })}</Label>
                  <Input
                    id={`${ids}-title-${i}`}
                    maxLength={MILESTONE_TITLE_MAX}
                    value={row.title}
                    onChange={(e) => setRow(i, { title: e.target.value })}
                  />
                </div>
                <div className="w-36 space-y-1">
                  <Label htmlFor={`${ids}-amount-${i}`}>{t('contracts:split.amount', { n: i + 1 })}</Label>
                  <Input
                    id={`${ids}-amount-${i}`}
                    type="number"
                    inputMode="decimal"
                    min={1}
                    step={0.01}
                    value={row.amount}
                    onChange={(e) => setRow(i, { amount: e.target.value })}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={value.rows.length <= 1}
                  aria-label={t(
                    value.rows.length <= 1 ? 'contracts:split.keepOne' : 'contracts:split.remove',
                    {
                      n: i + 1,
                    },
                  )}
                  onClick={() => onChange({ ...value, rows: value.rows.filter((_, j) => j !== i) })}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <ReasonButton
                type="button"
                variant="outline"
                size="sm"
                reason={
                  value.rows.length >= MILESTONES_MAX && t('contracts:split.max', { max: MILESTONES_MAX })
                }
                onClick={() => onChange({ ...value, rows: [...value.rows, { title: '', amount: '' }] })}
              >
                <Plus aria-hidden className="size-4" />
                {t('contracts:split.add')}
              </ReasonButton>
            </div>
            <p className="text-sm" aria-live="polite">
              {t('contracts:split.sum', { sum: formatMoney(sum, lang), price })}
            </p>
          </div>
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {t(error, { price })}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
