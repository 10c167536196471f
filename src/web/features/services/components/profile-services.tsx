import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfileServices } from '../api/get-profile-services';
import { ServiceCard } from './service-card';

/**
 * The services tab of a profile page (own or public), newest first, each with up to three images.
 * `isOwn` adds the 'Add Service' button.
 */
export function ProfileServices({ profileId, isOwn = false }: { profileId: string; isOwn?: boolean }) {
  const { t } = useTranslation();
  const query = useProfileServices(profileId);
  return (
    <section className="space-y-4" aria-label={t('services:profileTab.title')}>
      {isOwn && (
        <div className="flex justify-end">
          <Button asChild size="sm">
            <Link to="/add-service">
              <Plus className="size-4" aria-hidden />
              {t('services:mine.add')}
            </Link>
          </Button>
        </div>
      )}
      {query.isPending ? (
        <Spinner label={t('common:loading')} className="min-h-24" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(query.error)}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('services:profileTab.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {query.data.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
