import type { ListingLang, ServiceAlt } from '@shared/schemas/alt-texts';
import type { PackageTier } from '@shared/schemas/contract';
import { SERVICE_LIMITS, type ServiceAltInput, serviceAltInput } from '@shared/schemas/service';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useTranslation } from 'react-i18next';

/*
 * The service's texts in the other language (decision 130): the seller may write the header,
 * explanation, pricing text and each package's name, description and features a second time, in
 * English or Turkish. Readers then see the version in their language.
 */

export interface SecondLanguageDraft {
  lang: ListingLang;
  header: string;
  explanation: string;
  pricing: string;
  packages: Partial<Record<PackageTier, { name: string; description: string; features: string }>>;
}

/** The draft of a stored second version (the edit dialog), or null when there is none. */
export function draftOf(alt: ServiceAlt | null): SecondLanguageDraft | null {
  if (!alt) return null;
  return {
    lang: alt.lang,
    header: alt.header,
    explanation: alt.explanation,
    pricing: alt.pricing ?? '',
    packages: Object.fromEntries(
      alt.packages.map((p) => [
        p.tier,
        { name: p.name, description: p.description, features: p.features.join('\n') },
      ]),
    ),
  };
}

/** The draft as the API takes it: packages of the tiers the service has, a feature per line. */
export function altInputOf(draft: SecondLanguageDraft, tiers: readonly PackageTier[]): ServiceAltInput {
  return {
    lang: draft.lang,
    header: draft.header,
    explanation: draft.explanation,
    pricing: draft.pricing.trim() ? draft.pricing : undefined,
    packages: tiers.flatMap((tier) => {
      const p = draft.packages[tier];
      if (!p?.name.trim()) return [];
      return [
        {
          tier,
          name: p.name,
          description: p.description,
          features: p.features
            .split('\n')
            .map((f) => f.trim())
            .filter(Boolean),
        },
      ];
    }),
  };
}

/** The first message of a draft the shared schema refuses, or null when it is fine. */
export function secondLanguageIssue(draft: SecondLanguageDraft | null, tiers: readonly PackageTier[]) {
  if (!draft) return null;
  const result = serviceAltInput.safeParse(altInputOf(draft, tiers));
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return {
    message: issue.message,
    part: issue.path[0] === 'packages' || issue.path[0] === 'pricing' ? 'pricing' : 'details',
  };
}

interface EditorProps {
  value: SecondLanguageDraft | null;
  onChange: (value: SecondLanguageDraft | null) => void;
  /** 'details': the switch, header and explanation; 'pricing': the pricing text and packages. */
  part: 'details' | 'pricing' | 'all';
  /** The service's packages, by tier with their names in the first language. */
  packages: readonly { tier: PackageTier; name: string }[];
  idPrefix: string;
}

export function SecondLanguageEditor({ value, onChange, part, packages, idPrefix }: EditorProps) {
  const { t, i18n } = useTranslation();
  const id = (name: string) => `${idPrefix}-alt-${name}`;
  const languageName = (lang: ListingLang) => t(`common:bilingual.language.${lang}`);
  const set = (patch: Partial<SecondLanguageDraft>) => value && onChange({ ...value, ...patch });
  const setPackage = (
    tier: PackageTier,
    patch: Partial<{ name: string; description: string; features: string }>,
  ) =>
    value &&
    onChange({
      ...value,
      packages: {
        ...value.packages,
        [tier]: { name: '', description: '', features: '', ...value.packages[tier], ...patch },
      },
    });
  const showDetails = part !== 'pricing';
  const showPricing = part !== 'details';

  if (!value && !showDetails) return null;
  return (
    <fieldset className="space-y-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{t('selling:second.title')}</legend>
      {showDetails && (
        <div className="flex items-start gap-3">
          <Checkbox
            id={id('on')}
            checked={value !== null}
            onCheckedChange={(on) =>
              onChange(
                on
                  ? {
                      lang: i18n.language === 'tr' ? 'en' : 'tr',
                      header: '',
                      explanation: '',
                      pricing: '',
                      packages: {},
                    }
                  : null,
              )
            }
          />
          <div className="space-y-1">
            <Label htmlFor={id('on')}>{t('selling:second.switch')}</Label>
            <p className="text-sm text-muted-foreground">{t('selling:second.hint')}</p>
          </div>
        </div>
      )}
      {value && showDetails && (
        <>
          <div role="radiogroup" aria-label={t('selling:second.language')} className="flex flex-wrap gap-4">
            <span className="text-sm font-medium">{t('selling:second.language')}</span>
            {(['en', 'tr'] as const).map((lang) => (
              <label key={lang} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={id('lang')}
                  value={lang}
                  checked={value.lang === lang}
                  onChange={() => set({ lang })}
                />
                {languageName(lang)}
              </label>
            ))}
          </div>
          <div className="space-y-2">
            <Label htmlFor={id('header')}>
              {t('selling:second.field', {
                field: t('selling:wizard.header'),
                language: languageName(value.lang),
              })}
            </Label>
            <Input
              id={id('header')}
              lang={value.lang}
              value={value.header}
              maxLength={SERVICE_LIMITS.header.max}
              onChange={(e) => set({ header: e.target.value })}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={id('explanation')}>
              {t('selling:second.field', {
                field: t('selling:wizard.explanation'),
                language: languageName(value.lang),
              })}
            </Label>
            <Textarea
              id={id('explanation')}
              lang={value.lang}
              rows={6}
              value={value.explanation}
              maxLength={SERVICE_LIMITS.explanation.max}
              onChange={(e) => set({ explanation: e.target.value })}
            />
          </div>
        </>
      )}
      {value && showPricing && (
        <>
          {part === 'pricing' && (
            <p className="text-sm text-muted-foreground">
              {t('selling:second.pricingHint', { language: languageName(value.lang) })}
            </p>
          )}
          {packages.map((p) => {
            const draft = value.packages[p.tier] ?? { name: '', description: '', features: '' };
            return (
              <div key={p.tier} className="space-y-2 rounded-md border p-3">
                <p className="text-sm font-medium">
                  {t(`services:packages.tiers.${p.tier}`)}: {p.name}
                </p>
                <Label htmlFor={id(`${p.tier}-name`)}>{t('selling:second.packageName')}</Label>
                <Input
                  id={id(`${p.tier}-name`)}
                  lang={value.lang}
                  value={draft.name}
                  maxLength={60}
                  onChange={(e) => setPackage(p.tier, { name: e.target.value })}
                />
                <Label htmlFor={id(`${p.tier}-description`)}>{t('selling:second.packageDescription')}</Label>
                <Textarea
                  id={id(`${p.tier}-description`)}
                  lang={value.lang}
                  rows={2}
                  value={draft.description}
                  maxLength={500}
                  onChange={(e) => setPackage(p.tier, { description: e.target.value })}
                />
                <Label htmlFor={id(`${p.tier}-features`)}>{t('selling:second.packageFeatures')}</Label>
                <Textarea
                  id={id(`${p.tier}-features`)}
                  lang={value.lang}
                  rows={3}
                  value={draft.features}
                  onChange={(e) => setPackage(p.tier, { features: e.target.value })}
                />
              </div>
            );
          })}
          <div className="space-y-2">
            <Label htmlFor={id('pricing')}>
              {t('selling:second.field', {
                field: t('selling:wizard.pricing'),
                language: languageName(value.lang),
              })}
            </Label>
            <Textarea
              id={id('pricing')}
              lang={value.lang}
              rows={3}
              value={value.pricing}
              maxLength={SERVICE_LIMITS.pricing.max}
              onChange={(e) => set({ pricing: e.target.value })}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
