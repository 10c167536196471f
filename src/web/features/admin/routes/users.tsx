import { formatDate } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminUsers } from '../api/admin';
import { AdminLayout } from '../components/admin-layout';
import { ListSearch, Pager, useListParams } from '../components/list-controls';

function Users() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { q, page } = useListParams();
  const users = useAdminUsers(q, page);
  return (
    <>
      <ListSearch label={t('admin:users.search')} />
      {users.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : users.isError ? (
        <p className="text-destructive">{t('admin:loadFailed')}</p>
      ) : users.data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('admin:users.empty')}</p>
      ) : (
        <>
          <ul className="divide-y rounded-lg border">
            {users.data.items.map((u) => (
              <li key={u.id}>
                <Link
                  to={`/admin/users/${u.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 p-3 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="min-w-0">
                    <span className="block font-medium">{u.name}</span>
                    <span className="block break-all text-sm text-muted-foreground">{u.email}</span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    {u.admin && <Badge>{t('admin:users.adminBadge')}</Badge>}
                    {!u.emailVerified && <Badge variant="secondary">{t('admin:users.unverified')}</Badge>}
                    <span>
                      {t('admin:users.joined')} {formatDate(u.createdAt, lang)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager page={users.data.page} pageSize={users.data.pageSize} total={users.data.total} />
        </>
      )}
    </>
  );
}

export function AdminUsersPage() {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t('admin:nav.users')}>
      <Users />
    </AdminLayout>
  );
}
