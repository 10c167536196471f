import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';

const SECTIONS = [
  ['legal:about.missionTitle', 'legal:about.mission'],
  ['legal:about.howTitle', 'legal:about.how'],
  ['legal:about.aiTitle', 'legal:about.ai'],
  ['legal:about.valuesTitle', 'legal:about.values'],
] as const;

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={t('legal:about.title')} subtitle={t('legal:about.intro')} />
      <div className="space-y-8">
        {SECTIONS.map(([title, body]) => (
          <section key={title} className="space-y-2">
            <h2 className="text-xl font-semibold">{t(title)}</h2>
            <p className="leading-relaxed text-muted-foreground">{t(body)}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
