import { useTranslation } from 'react-i18next';
import { HelpArticles } from '../components/help-articles';
import { HelpAssistant } from '../components/help-assistant';

export function HelpCenterPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('help:center.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('help:center.subtitle')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <HelpAssistant />
        <HelpArticles />
      </div>
    </div>
  );
}
