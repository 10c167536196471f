import { FreelancerCard } from '@web/components/freelancer-card';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import {
  BarChart3,
  Bot,
  Box,
  BrainCircuit,
  FileText,
  Image,
  type LucideIcon,
  Mic,
  Plug,
  Video,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAiExperts } from '../api/experts';

interface ServiceCard {
  key: string;
  icon: LucideIcon;
  /** Cards without a page (machine learning, integration) are offered through experts. */
  to?: string;
}

const SERVICES: ServiceCard[] = [
  { key: 'chatbots', icon: Bot, to: '/chatbots' },
  { key: 'analytics', icon: BarChart3, to: '/business-analytics' },
  { key: 'image', icon: Image, to: '/image-ai' },
  { key: 'video', icon: Video, to: '/video-ai' },
  { key: 'model3d', icon: Box, to: '/3d-modelling' },
  { key: 'text', icon: FileText, to: '/text-analysis' },
  { key: 'voice', icon: Mic, to: '/voice-ai' },
  { key: 'ml', icon: BrainCircuit },
  { key: 'integration', icon: Plug },
];

/** Experts are found among software and technology freelancers. */
export const ALL_EXPERTS_HREF = '/hire?category=software-tech';

export function AiServicesPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <header className="space-y-2 text-center">
        <h1 className="text-4xl font-bold">{t('ai:overview.title')}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{t('ai:overview.subtitle')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('ai:overview.title')}>
        {SERVICES.map((s) => (
          <li key={s.key}>
            <ServiceTile card={s} />
          </li>
        ))}
      </ul>
      <FeaturedExperts />
    </div>
  );
}

function ServiceTile({ card }: { card: ServiceCard }) {
  const { t } = useTranslation();
  const title = t(`ai:cards.${card.key}.title`);
  return (
    <div
      data-testid={`ai-card-${card.key}`}
      className={
        card.to ? 'group relative h-full rounded-xl focus-within:ring-2 focus-within:ring-ring' : 'h-full'
      }
    >
      <Card
        className={card.to ? 'h-full transition-colors group-hover:border-primary' : 'h-full bg-muted/30'}
      >
        <CardHeader>
          <card.icon className="size-8 text-primary" aria-hidden />
          <CardTitle className="text-xl">
            {card.to ? (
              // The title is the link (named 'Open <title>', which holds the visible title); its
              // ::after covers the card, so the whole card stays one click target.
              <Link
                to={card.to}
                aria-label={t('ai:overview.open', { name: title })}
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-muted-foreground">
          <p>{t(`ai:cards.${card.key}.description`)}</p>
          {card.to ? null : (
            <p className="font-medium text-foreground">{t('ai:overview.comingWithExperts')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function FeaturedExperts() {
  const { t } = useTranslation();
  const experts = useAiExperts();
  return (
    <section aria-labelledby="ai-experts" className="space-y-6">
      <div className="space-y-1 text-center">
        <h2 id="ai-experts" className="text-3xl font-bold">
          {t('ai:overview.expertsTitle')}
        </h2>
        <p className="text-muted-foreground">{t('ai:overview.expertsSubtitle')}</p>
      </div>
      {experts.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : experts.isError ? (
        <p role="alert" className="text-center text-destructive">
          {t('ai:overview.expertsError')}
        </p>
      ) : experts.data.items.length === 0 ? (
        <p className="text-center text-muted-foreground">{t('ai:overview.expertsEmpty')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('ai:overview.expertsTitle')}>
          {experts.data.items.map((f) => (
            <li key={f.profileId}>
              <FreelancerCard freelancer={f} />
            </li>
          ))}
        </ul>
      )}
      <div className="text-center">
        <Button asChild size="lg">
          <Link to={ALL_EXPERTS_HREF}>{t('ai:overview.viewAll')}</Link>
        </Button>
      </div>
    </section>
  );
}
