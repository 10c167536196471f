import { formatMoney } from '@shared/money';
import type { PackageTier, ServicePackage } from '@shared/schemas/contract';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { BlockedPairNotice } from '@web/features/moderation';
import { PaymentsUnavailableNotice, useOpenCheckout, usePaymentsAvailable } from '@web/features/money';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { useSiteConfig } from '@web/lib/site-config';
import { Check, Clock, Minus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { orderService } from '../api/order-service';

/**
 * Who looks at the packages: a visitor signs in first, the owner orders nothing, and neither side
 * of a blocked pair orders from the other.
 */
export type Viewer = 'signedOut' | 'buyer' | 'owner' | 'blocked';

interface ComparisonProps {
  serviceId: string;
  packages: ServicePackage[];
  viewer: Viewer;
  /** Who blocked, when viewer is 'blocked': the reason shown instead of Continue. */
  blocked?: 'byMe' | 'byThem' | null;
}

/**
 * The packages side by side (columns on a wide screen, tabs on a phone), each with
 * 'Continue (price)': it orders the package and opens the provider's checkout.
 */
export function PackageComparison({ serviceId, packages, viewer, blocked }: ComparisonProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  // The tier being ordered, while its request runs.
  const [ordering, setOrdering] = useState<PackageTier | null>(null);
  // The extras chosen with each package (decision 116), by id.
  const [chosen, setChosen] = useState<Partial<Record<PackageTier, string[]>>>({});
  const chosenOf = (p: ServicePackage) => p.extras.filter((e) => chosen[p.tier]?.includes(e.id));
  const totalOf = (p: ServicePackage) => p.priceCents + chosenOf(p).reduce((sum, e) => sum + e.priceCents, 0);
  const toggle = (p: ServicePackage, id: string, on: boolean) =>
    setChosen((prev) => {
      const list = prev[p.tier] ?? [];
      return { ...prev, [p.tier]: on ? [...list, id] : list.filter((x) => x !== id) };
    });
  const extraDays = (days: number) =>
    days === 0
      ? ''
      : days > 0
        ? t('contracts:extras.days', { count: days })
        : t('contracts:extras.faster', { count: -days });
  const openCheckout = useOpenCheckout();
  // A site that cannot take money says so above the packages, and their buttons wait.
  const payable = usePaymentsAvailable();
  // An order not paid at the checkout does not stay: the buyer is told how long it waits.
  const expiryHours = useSiteConfig().data?.unpaidOrderExpiryHours;
  const money = (cents: number) => formatMoney(cents, lang);
  const features = [...new Set(packages.flatMap((p) => p.features))];
  const tierName = (tier: PackageTier) => t(`services:packages.tiers.${tier}`);

  const revisions = (p: ServicePackage) =>
    p.revisions === null
      ? t('services:detail.unlimitedRevisions')
      : t('services:detail.revisions', { count: p.revisions });

  const start = async (tier: PackageTier) => {
    setOrdering(tier);
    try {
      const p = packages.find((x) => x.tier === tier);
      const extras = p ? chosenOf(p).map((e) => e.id) : [];
      const answer = await orderService(serviceId, { tier, extras });
      openCheckout(answer);
    } catch (err) {
      toast.error(t('services:detail.orderError'), { description: errorMessage(err) });
    } finally {
      setOrdering(null);
    }
  };

  const action = (p: ServicePackage) => {
    const label = t('services:detail.continue', { amount: money(totalOf(p)) });
    if (viewer === 'owner' || viewer === 'blocked') return null;
    if (viewer === 'signedOut')
      return (
        <Button className="w-full" asChild>
          <Link to={`/signin?redirect=${encodeURIComponent(`/services/${serviceId}`)}`}>{label}</Link>
        </Button>
      );
    return (
      <Button className="w-full" disabled={ordering !== null || !payable} onClick={() => void start(p.tier)}>
        {ordering === p.tier ? t('services:detail.ordering') : label}
      </Button>
    );
  };

  /** The package's extras, each a checkbox that adds its price to Continue (the owner sees them listed). */
  const extrasChoice = (p: ServicePackage, where: string) =>
    p.extras.length > 0 ? (
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{t('services:packages.extras')}</legend>
        {p.extras.map((e) => {
          const id = `extra-${where}-${e.id}`;
          return (
            <div key={e.id} className="flex items-start gap-2 text-sm">
              <input
                id={id}
                type="checkbox"
                className="mt-0.5 size-4"
                disabled={viewer === 'owner' || viewer === 'blocked'}
                checked={chosen[p.tier]?.includes(e.id) ?? false}
                onChange={(ev) => toggle(p, e.id, ev.target.checked)}
              />
              <label htmlFor={id}>
                {e.name} (+{money(e.priceCents)}
                {e.days !== 0 ? `, ${extraDays(e.days)}` : ''})
              </label>
            </div>
          );
        })}
      </fieldset>
    ) : null;

  return (
    <section aria-labelledby="service-packages-title" className="space-y-4">
      <h2 id="service-packages-title" className="text-xl font-semibold">
        {t('services:detail.packages')}
      </h2>
      {viewer === 'owner' && (
        <p className="text-sm text-muted-foreground">{t('services:detail.ownPackages')}</p>
      )}
      {viewer === 'blocked' && blocked ? <BlockedPairNotice blocked={blocked} /> : null}
      {viewer !== 'owner' && viewer !== 'blocked' && !payable && <PaymentsUnavailableNotice />}
      {viewer === 'buyer' && payable && expiryHours ? (
        <p className="text-sm text-muted-foreground">
          {t('services:detail.unpaidExpiry', { count: expiryHours })}
        </p>
      ) : null}

      {/* A phone: one package at a time. */}
      <Tabs defaultValue={packages[Math.min(1, packages.length - 1)]!.tier} className="lg:hidden">
        <TabsList className="grid w-full" style={{ gridTemplateColumns: `repeat(${packages.length}, 1fr)` }}>
          {packages.map((p) => (
            <TabsTrigger key={p.tier} value={p.tier}>
              {tierName(p.tier)}
            </TabsTrigger>
          ))}
        </TabsList>
        {packages.map((p) => (
          <TabsContent key={p.tier} value={p.tier} className="space-y-4 rounded-lg border p-4">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold">{p.name}</h3>
              <p className="text-2xl font-bold tabular-nums">{money(p.priceCents)}</p>
            </div>
            <p className="text-sm text-muted-foreground">{p.description}</p>
            <p className="flex flex-wrap gap-4 text-sm font-medium">
              <span className="flex items-center gap-1">
                <Clock className="size-4" aria-hidden />
                {t('services:detail.delivery', { count: p.deliveryDays })}
              </span>
              <span className="flex items-center gap-1">
                <RefreshCw className="size-4" aria-hidden />
                {revisions(p)}
              </span>
            </p>
            {p.features.length > 0 && (
              <ul className="space-y-1 text-sm">
                {p.features.map((f) => (
                  <li key={f} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    {f}
                  </li>
                ))}
              </ul>
            )}
            {extrasChoice(p, 'tab')}
            {action(p)}
          </TabsContent>
        ))}
      </Tabs>

      {/* A wide screen: the packages as columns of one table. */}
      <div className="hidden overflow-x-auto rounded-lg border lg:block">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{t('services:detail.compare')}</caption>
          <thead>
            <tr className="border-b bg-muted/50">
              <td className="w-1/4 p-3" />
              {packages.map((p) => (
                <th key={p.tier} scope="col" className="p-3 text-left align-top">
                  <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    {tierName(p.tier)}
                  </span>
                  <span className="block text-2xl font-bold tabular-nums">{money(p.priceCents)}</span>
                  <span className="block font-semibold">{p.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b">
              <th scope="row" className="p-3 text-left font-medium text-muted-foreground">
                {t('services:packages.description')}
              </th>
              {packages.map((p) => (
                <td key={p.tier} className="p-3 align-top">
                  {p.description}
                </td>
              ))}
            </tr>
            <tr className="border-b">
              <th scope="row" className="p-3 text-left font-medium text-muted-foreground">
                {t('services:packages.deliveryDays')}
              </th>
              {packages.map((p) => (
                <td key={p.tier} className="p-3">
                  {t('services:detail.delivery', { count: p.deliveryDays })}
                </td>
              ))}
            </tr>
            <tr className="border-b">
              <th scope="row" className="p-3 text-left font-medium text-muted-foreground">
                {t('services:packages.revisions')}
              </th>
              {packages.map((p) => (
                <td key={p.tier} className="p-3">
                  {revisions(p)}
                </td>
              ))}
            </tr>
            {features.map((f) => (
              <tr key={f} className="border-b">
                <th scope="row" className="p-3 text-left font-normal">
                  {f}
                </th>
                {packages.map((p) =>
                  p.features.includes(f) ? (
                    <td key={p.tier} className="p-3">
                      <Check
                        className="size-4 text-primary"
                        role="img"
                        aria-label={t('services:detail.included')}
                      />
                    </td>
                  ) : (
                    <td key={p.tier} className="p-3">
                      <Minus
                        className="size-4 text-muted-foreground"
                        role="img"
                        aria-label={t('services:detail.notIncluded')}
                      />
                    </td>
                  ),
                )}
              </tr>
            ))}
            {packages.some((p) => p.extras.length > 0) && (
              <tr className="border-b">
                <th scope="row" className="p-3 text-left font-medium text-muted-foreground">
                  {t('services:packages.extras')}
                </th>
                {packages.map((p) => (
                  <td key={p.tier} className="p-3 align-top">
                    {extrasChoice(p, 'table')}
                  </td>
                ))}
              </tr>
            )}
            {viewer !== 'owner' && viewer !== 'blocked' && (
              <tr>
                <td className="p-3" />
                {packages.map((p) => (
                  <td key={p.tier} className="p-3">
                    {action(p)}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
