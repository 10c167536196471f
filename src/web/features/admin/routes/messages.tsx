import { formatDateTime } from '@shared/format';
import type { AdminContactMessage } from '@shared/schemas/admin';
import { CONTACT_STATUSES, type ContactStatus } from '@shared/schemas/contact';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useContactMessages, useMarkContactAnswered } from '../api/admin';
import { AdminLayout } from '../components/admin-layout';
import { ListSearch, Pager, useListParams } from '../components/list-controls';

/**
 * The contact form's messages (decision 119): open ones oldest first. The operator replies from
 * their mail program (the forwarded e-mail, or "Reply by e-mail" here) and marks the message answered.
 */
export function AdminMessagesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const status: ContactStatus = params.get('status') === 'answered' ? 'answered' : 'open';
  const { q, page } = useListParams();
  const messages = useContactMessages(status, q, page);
  return (
    <AdminLayout title={t('admin:messages.title')}>
      <p className="mb-4 text-sm text-muted-foreground">{t('admin:messages.subtitle')}</p>
      <nav aria-label={t('admin:messages.title')} className="mb-4 flex gap-2">
        {CONTACT_STATUSES.map((s) => {
          const next = new URLSearchParams(q ? { q } : {});
          if (s !== 'open') next.set('status', s);
          const query = next.toString();
          return (
            <Link
              key={s}
              to={query ? `?${query}` : '.'}
              aria-current={s === status ? 'page' : undefined}
              className={cn(
                'rounded-md border px-3 py-1.5 text-sm',
                s === status ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {t(`admin:messages.${s}`)}
            </Link>
          );
        })}
      </nav>
      <ListSearch label={t('admin:messages.search')} />
      {messages.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : messages.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(messages.error)}
        </p>
      ) : messages.data.items.length === 0 ? (
        <p className="text-muted-foreground">
          {t(status === 'open' ? 'admin:messages.empty' : 'admin:messages.emptyAnswered')}
        </p>
      ) : (
        <>
          <ul className="space-y-4">
            {messages.data.items.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ul>
          <Pager page={messages.data.page} total={messages.data.total} pageSize={messages.data.pageSize} />
        </>
      )}
    </AdminLayout>
  );
}

function MessageItem({ message }: { message: AdminContactMessage }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const mark = useMarkContactAnswered();
  const subject = `${message.reference}: ${t(`help:contact.topics.${message.topic}`)}`;
  const onMark = async () => {
    try {
      await mark.mutateAsync(message.id);
      toast.success(t('admin:messages.markedAnswered'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <li className="space-y-3 rounded-lg border p-4" data-testid="admin-contact-message">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={message.status === 'open' ? 'default' : 'secondary'}>
          {t(`admin:messages.${message.status}`)}
        </Badge>
        <span className="font-mono text-sm">{message.reference}</span>
        <span className="font-medium">{t(`help:contact.topics.${message.topic}`)}</span>
        <span className="ml-auto text-xs text-muted-foreground">
          {formatDateTime(message.createdAt, lang)}
        </span>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('admin:messages.from')}</dt>
          <dd className="break-words">
            {message.name} &lt;{message.email}&gt;
            {message.userId ? (
              <>
                {' · '}
                <Link className="text-primary underline" to={`/admin/users/${message.userId}`}>
                  {t('admin:messages.signedIn')}
                </Link>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('admin:messages.language')}</dt>
          <dd>{message.language === 'tr' ? 'Türkçe' : 'English'}</dd>
        </div>
      </dl>
      <p className="whitespace-pre-line break-words text-sm">{message.message}</p>
      {message.status === 'answered' && message.answeredAt ? (
        <p className="text-sm text-muted-foreground">
          {t('admin:messages.answeredBy', {
            name: message.answeredByName ?? '—',
            date: formatDateTime(message.answeredAt, lang),
          })}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={`mailto:${message.email}?subject=${encodeURIComponent(subject)}`}>
              <Mail aria-hidden className="size-4" />
              {t('admin:messages.reply')}
            </a>
          </Button>
          <Button type="button" onClick={onMark} disabled={mark.isPending}>
            {t('admin:messages.markAnswered')}
          </Button>
        </div>
      )}
    </li>
  );
}
