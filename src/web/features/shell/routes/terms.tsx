import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'] as const;
const AGREEMENT_SECTIONS = Array.from({ length: 14 }, (_, i) => `s${i + 1}`);

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={t('legal:terms.title')} subtitle={t('legal:terms.intro')} />
      <p className="mb-6 text-sm text-muted-foreground">{t('legal:terms.updated')}</p>
      <Tabs defaultValue="rules">
        <TabsList>
          <TabsTrigger value="rules">{t('legal:terms.tabs.rules')}</TabsTrigger>
          <TabsTrigger value="agreement">{t('legal:terms.tabs.agreement')}</TabsTrigger>
        </TabsList>
        <TabsContent value="rules" className="space-y-4">
          <h2 className="text-2xl font-semibold">{t('legal:terms.rules.title')}</h2>
          <p className="text-muted-foreground">{t('legal:terms.rules.intro')}</p>
          <ol className="list-decimal space-y-3 pl-6 leading-relaxed">
            {RULES.map((rule) => (
              <li key={rule}>{t(`legal:terms.rules.${rule}`)}</li>
            ))}
          </ol>
        </TabsContent>
        <TabsContent value="agreement" className="space-y-6">
          <h2 className="text-2xl font-semibold">{t('legal:terms.agreement.title')}</h2>
          {AGREEMENT_SECTIONS.map((s) => (
            <section key={s} className="space-y-2">
              <h3 className="text-lg font-semibold">{t(`legal:terms.agreement.${s}.title`)}</h3>
              <p className="leading-relaxed text-muted-foreground">{t(`legal:terms.agreement.${s}.body`)}</p>
            </section>
          ))}
        </TabsContent>
      </Tabs>
    </div>
  );
}
