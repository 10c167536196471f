import { formatDate, formatMoney, formatNumber } from '@shared/format';
import type { AdminUserDetail } from '@shared/schemas/admin';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useAdminUser, useSetAdminRole } from '../api/admin';
import { AdminLayout } from '../components/admin-layout';
import { PayoutLine } from '../components/payout-status';
import { ADMIN_USER_PANELS } from '../user-panels';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RolePanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const setRole = useSetAdminRole(user.id);
  const grant = !user.admin;
  const onConfirm = async () => {
    try {
      await setRole.mutateAsync(grant);
      toast.success(t(grant ? 'admin:users.granted' : 'admin:users.revoked', { name: user.name }));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('admin:users.roleHeading')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p>{t(user.admin ? 'admin:users.isAdmin' : 'admin:users.notAdmin')}</p>
        {user.self ? (
          <p className="text-sm text-muted-foreground">{t('admin:users.self')}</p>
        ) : (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant={grant ? 'default' : 'destructive'} disabled={setRole.isPending}>
                {t(grant ? 'admin:users.grant' : 'admin:users.revoke')}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t(grant ? 'admin:users.grant' : 'admin:users.revoke')}</AlertDialogTitle>
                <AlertDialogDescription>
                  {t(grant ? 'admin:users.grantConfirm' : 'admin:users.revokeConfirm', { name: user.name })}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('admin:users.cancel')}</AlertDialogCancel>
                <AlertDialogAction onClick={onConfirm}>{t('admin:users.confirm')}</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </CardContent>
    </Card>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <div className="space-y-4">
      <p className="break-all text-muted-foreground">
        {user.email} {user.admin && <Badge className="ml-1">{t('admin:users.adminBadge')}</Badge>}
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('admin:users.account')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              rows={[
                [t('admin:users.email'), user.email],
                [t('admin:users.verified'), t(user.emailVerified ? 'admin:users.yes' : 'admin:users.no')],
                [t('admin:users.language'), user.language.toUpperCase()],
                [t('admin:users.joined'), formatDate(user.createdAt, lang)],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('admin:users.balances')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              rows={[
                [t('admin:users.available'), formatMoney(user.balances.availableCents, lang)],
                [t('admin:users.escrow'), formatMoney(user.balances.escrowCents, lang)],
                [t('admin:users.payoutPending'), formatMoney(user.balances.payoutPendingCents, lang)],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('admin:users.contracts')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              rows={[
                [t('admin:users.asClient'), formatNumber(user.contracts.asClient, lang)],
                [t('admin:users.asFreelancer'), formatNumber(user.contracts.asFreelancer, lang)],
              ]}
            />
          </CardContent>
        </Card>
        <RolePanel user={user} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('admin:users.payouts')}</CardTitle>
        </CardHeader>
        <CardContent>
          {user.payouts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('admin:users.noPayouts')}</p>
          ) : (
            <ul className="divide-y">
              {user.payouts.map((p) => (
                <PayoutLine key={p.id} payout={p} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {ADMIN_USER_PANELS.map(({ key, Panel }) => (
        <Panel key={key} user={user} />
      ))}
    </div>
  );
}

function UserPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useAdminUser(id);
  return (
    <AdminLayout title={user.data?.name ?? t('admin:nav.users')}>
      <Link to="/admin/users" className="mb-4 inline-flex items-center gap-1 text-sm hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> {t('admin:users.back')}
      </Link>
      {user.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : user.isError ? (
        <p className="text-destructive">{errorMessage(user.error)}</p>
      ) : (
        <UserDetail user={user.data} />
      )}
    </AdminLayout>
  );
}

export function AdminUserPage() {
  const { id = '' } = useParams();
  return <UserPage key={id} id={id} />;
}
