import type { ListingLang, ServiceAlt } from '@shared/schemas/alt-texts';
import type { PackageTier } from '@shared/schemas/contract';
import { SERVICE_LIMITS, type ServiceAltInput, serviceAltInput } from '@shared/schemas/service';
import {
  LanguageChoice,
  SecondLanguageFieldset,
  SecondLanguageText,
  useOtherLanguage,
} from '@web/components/second-language';
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
  const { t } = useTranslation();
  const other = useOtherLanguage();
  const id = (name: string) => `${idPrefix}-alt-${name}`;
  const languageName = (lang: ListingLang) => t(`common:bilingual.language.${lang}`);
  const fieldLabel = (field: string, lang: ListingLang) =>
    t('selling:second.field', { field, language: languageName(lang) });
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
    <SecondLanguageFieldset
      id={id('on')}
      legend={t('selling:second.title')}
      label={t('selling:second.switch')}
      hint={t('selling:second.hint')}
      on={value !== null}
      showSwitch={showDetails}
      onToggle={(on) =>
        onChange(on ? { lang: other, header: '', explanation: '', pricing: '', packages: {} } : null)
      }
    >
      {value && showDetails && (
        <>
          <LanguageChoice
            name={id('lang')}
            label={t('selling:second.language')}
            value={value.lang}
            onChange={(lang) => set({ lang })}
          />
          <SecondLanguageText
            id={id('header')}
            label={fieldLabel(t('selling:wizard.header'), value.lang)}
            lang={value.lang}
            value={value.header}
            max={SERVICE_LIMITS.header.max}
            onChange={(header) => set({ header })}
          />
          <SecondLanguageText
            id={id('explanation')}
            label={fieldLabel(t('selling:wizard.explanation'), value.lang)}
            lang={value.lang}
            value={value.explanation}
            max={SERVICE_LIMITS.explanation.max}
            rows={6}
            onChange={(explanation) => set({ explanation })}
          />
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
                <SecondLanguageText
                  id={id(`${p.tier}-name`)}
                  label={t('selling:second.packageName')}
                  lang={value.lang}
                  value={draft.name}
                  max={60}
                  onChange={(name) => setPackage(p.tier, { name })}
                />
                <SecondLanguageText
                  id={id(`${p.tier}-description`)}
                  label={t('selling:second.packageDescription')}
                  lang={value.lang}
                  value={draft.description}
                  max={500}
                  rows={2}
                  onChange={(description) => setPackage(p.tier, { description })}
                />
                <SecondLanguageText
                  id={id(`${p.tier}-features`)}
                  label={t('selling:second.packageFeatures')}
                  lang={value.lang}
                  value={draft.features}
                  rows={3}
                  onChange={(features) => setPackage(p.tier, { features })}
                />
              </div>
            );
          })}
          <SecondLanguageText
            id={id('pricing')}
            label={fieldLabel(t('selling:wizard.pricing'), value.lang)}
            lang={value.lang}
            value={value.pricing}
            max={SERVICE_LIMITS.pricing.max}
            rows={3}
            onChange={(pricing) => set({ pricing })}
          />
        </>
      )}
    </SecondLanguageFieldset>
  );
}
