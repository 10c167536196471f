import type { PrivacySettings } from '@shared/schemas/settings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { BlockedList } from '@web/features/moderation';
import { errorMessage } from '@web/lib/api';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { downloadMyData } from '../api/account';
import { useSettings, useUpdatePrivacy } from '../api/settings';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { PageHeader } from '../components/page-header';
import { SettingSwitch } from '../components/setting-switch';

// No 'Data collection' switch: the app records no usage activity to switch off (docs/ARCHITECTURE.md).
const SWITCHES = ['profileVisible', 'showPortfolio', 'showContact'] as const;

export function PrivacyPage() {
  const { t } = useTranslation();
  const { data, isPending, error } = useSettings();
  const update = useUpdatePrivacy();
  const [downloading, setDownloading] = useState(false);

  const onToggle = (key: keyof PrivacySettings, value: boolean) => {
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast.success(t('settings:privacy.saved')),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };
  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast.success(t('settings:privacy.downloaded'));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageHeader title={t('settings:privacy.title')} subtitle={t('settings:privacy.subtitle')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('settings:privacy.visibilityTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="divide-y">
          {isPending && <Spinner label={t('common:loading')} />}
          {error && <p role="alert">{error.message}</p>}
          {data &&
            SWITCHES.map((key) => (
              <SettingSwitch
                key={key}
                label={t(`settings:privacy.${key}.label`)}
                help={t(`settings:privacy.${key}.help`)}
                checked={
                  update.isPending && update.variables?.[key] !== undefined
                    ? !!update.variables[key]
                    : data.privacy[key]
                }
                disabled={update.isPending}
                onCheckedChange={(value) => onToggle(key, value)}
              />
            ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('settings:privacy.dataTitle')}</CardTitle>
          <CardDescription>{t('settings:privacy.dataHelp')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={onDownload} disabled={downloading}>
            <Download aria-hidden="true" />
            {downloading ? t('settings:privacy.downloading') : t('settings:privacy.download')}
          </Button>
        </CardContent>
      </Card>
      <BlockedList />
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>{t('settings:privacy.dangerTitle')}</CardTitle>
          <CardDescription>{t('settings:privacy.dangerHelp')}</CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </div>
  );
}
