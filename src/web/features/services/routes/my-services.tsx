import type { Service } from '@shared/schemas/service';
import { EmptyState } from '@web/components/empty-state';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { EagerHiddenNotice as HiddenNotice } from '@web/features/moderation';
import { errorMessage } from '@web/lib/api';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyServices } from '../api/get-my-services';
import { DeleteServiceButton } from '../components/delete-service-button';
import { EditServiceDialog } from '../components/edit-service-dialog';
import { ServiceCard } from '../components/service-card';

export function MyServicesPage() {
  const { t } = useTranslation();
  const services = useMyServices();
  const [editing, setEditing] = useState<Service | null>(null);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('selling:mine.title')}</h1>
        <Button asChild>
          <Link to="/add-service">
            <Plus className="size-4" aria-hidden />
            {t('selling:mine.add')}
          </Link>
        </Button>
      </div>
      {services.isPending ? (
        <Spinner label={t('common:loading')} className="min-h-40" />
      ) : services.isError ? (
        <div role="alert" className="space-y-2 rounded-md border border-destructive p-4 text-sm">
          <p className="font-medium">{t('selling:mine.loadError')}</p>
          <p>{errorMessage(services.error)}</p>
          <Button variant="outline" size="sm" onClick={() => services.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : services.data.length === 0 ? (
        <EmptyState
          className="rounded-md border border-dashed p-10"
          message={t('selling:mine.empty')}
          action={{ to: '/add-service', label: t('selling:mine.emptyAction') }}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {services.data.map((service) => (
            <li key={service.id} className="space-y-2">
              <HiddenNotice hide={service.moderation} />
              <ServiceCard
                service={service}
                actions={
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${t('selling:mine.edit')}: ${service.header}`}
                      onClick={() => setEditing(service)}
                    >
                      <Pencil className="size-4" aria-hidden />
                      {t('selling:mine.edit')}
                    </Button>
                    <DeleteServiceButton serviceId={service.id} header={service.header} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <EditServiceDialog
          key={editing.id}
          service={editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      )}
    </div>
  );
}
