import { brandName } from '@web/lib/page-meta';
import { useSiteConfig } from '@web/lib/site-config';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const PAGES = [
  { to: '/about', key: 'shell:footer.about' },
  { to: '/privacy-policy', key: 'shell:footer.privacyPolicy' },
  { to: '/terms', key: 'shell:footer.terms' },
  { to: '/blog', key: 'shell:footer.blog' },
  { to: '/contact', key: 'shell:footer.contact' },
] as const;

const EXPLORE = [
  { to: '/services', key: 'shell:footer.services' },
  { to: '/hire', key: 'shell:footer.hire' },
  { to: '/projects', key: 'shell:footer.projects' },
  { to: '/ai-services', key: 'shell:footer.aiServices' },
  { to: '/help', key: 'shell:footer.help' },
] as const;

function LinkList({ label, links }: { label: string; links: readonly { to: string; key: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <h2 className="mb-3 font-semibold">{label}</h2>
      <ul className="space-y-2">
        {links.map((p) => (
          <li key={p.to}>
            <Link to={p.to} className="text-muted-foreground hover:text-foreground hover:underline">
              {t(p.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const SOCIAL = [
  { id: 'facebook', key: 'shell:footer.facebook' },
  { id: 'twitter', key: 'shell:footer.twitter' },
  { id: 'instagram', key: 'shell:footer.instagram' },
  { id: 'linkedin', key: 'shell:footer.linkedin' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { data: config } = useSiteConfig();
  const social = SOCIAL.filter((s) => !!config?.social[s.id]);
  return (
    <footer id="site-footer" className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm md:grid-cols-4">
        <div className="space-y-2">
          <p className="text-lg font-bold text-primary">{brandName()}</p>
          <p className="text-muted-foreground">{t('shell:footer.tagline')}</p>
        </div>
        <LinkList label={t('shell:footer.explore')} links={EXPLORE} />
        <LinkList label={t('shell:footer.company')} links={PAGES} />
        {social.length > 0 && (
          <div>
            <h2 className="mb-3 font-semibold">{t('shell:footer.follow')}</h2>
            <ul className="flex flex-wrap gap-2">
              {social.map((s) => (
                <li key={s.id}>
                  <a
                    href={config!.social[s.id]!}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 rounded-full border px-3 py-1 text-muted-foreground hover:text-foreground"
                  >
                    {t(s.key)}
                    <ExternalLink className="size-3" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground">
          © {new Date().getFullYear()} {brandName()}. {t('shell:footer.rights')}
        </p>
      </div>
    </footer>
  );
}
