import { formatDate, formatMoney } from '@shared/format';
import type { Project } from '@shared/schemas/project';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import {
  BothLanguagesNote,
  TranslateButton,
  useAuthoredVersion,
  useContentTranslation,
} from '@web/features/translate';
import { currentLanguage } from '@web/lib/i18n';
import { Calendar, DollarSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CategoryBadge } from './category-badge';
import { ProjectStatusBadge } from './status-badge';

export function ProjectSummary({ project }: { project: Project }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  // The client's own version in the reader's language, when they wrote one (decision 130).
  const authored = useAuthoredVersion(project.alt);
  const own = authored.alt;
  const translation = useContentTranslation(
    'project',
    project.id,
    authored.both ? null : project.contentLang,
  );
  const requirements = own?.requirements.length ? own.requirements : project.requirements;
  return (
    <Card>
      <CardHeader className="space-y-3">
        <h1 className="text-2xl font-bold">{own?.title ?? translation.text('title', project.title)}</h1>
        <TranslateButton state={translation} />
        <BothLanguagesNote version={authored} by="client" />
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <CategoryBadge category={project.category} />
          <ProjectStatusBadge status={project.status} />
          <span>{t('projects:public.postedOn', { date: formatDate(project.createdAt, lang) })}</span>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <section className="space-y-2">
          <h2 className="font-semibold">{t('projects:public.description')}</h2>
          <p className="whitespace-pre-line text-sm">
            {own?.description ?? translation.text('description', project.description)}
          </p>
        </section>
        {requirements.length > 0 ? (
          <section className="space-y-2">
            <h2 className="font-semibold">{t('projects:public.requirements')}</h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <DollarSign className="size-5 text-muted-foreground" aria-hidden="true" />
            <dt className="text-sm text-muted-foreground">{t('projects:public.budget')}</dt>
            <dd className="font-semibold">{formatMoney(project.budgetCents, lang)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Calendar className="size-5 text-muted-foreground" aria-hidden="true" />
            <dt className="text-sm text-muted-foreground">{t('projects:public.dueDate')}</dt>
            <dd className="font-semibold">{formatDate(project.dueDate, lang)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
