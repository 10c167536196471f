import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const;

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={t('legal:privacyPolicy.title')} subtitle={t('legal:privacyPolicy.intro')} />
      <p className="mb-6 text-sm text-muted-foreground">{t('legal:privacyPolicy.updated')}</p>
      <div className="space-y-6">
        {SECTIONS.map((s) => (
          <section key={s} className="space-y-2">
            <h2 className="text-xl font-semibold">{t(`legal:privacyPolicy.${s}.title`)}</h2>
            <p className="leading-relaxed text-muted-foreground">{t(`legal:privacyPolicy.${s}.body`)}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
