import type { PreferenceSettings } from '@shared/schemas/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSettings, useUpdatePreferences } from '../api/settings';
import { SettingSwitch } from './setting-switch';

const SWITCHES = ['emailNotifications', 'projectUpdates', 'marketingEmails'] as const;

export function EmailPreferencesCard() {
  const { t } = useTranslation();
  const { data, isPending } = useSettings();
  const update = useUpdatePreferences();
  const onToggle = (key: keyof PreferenceSettings, value: boolean) => {
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast.success(t('settings:email.saved')),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings:email.title')}</CardTitle>
        <CardDescription>{t('settings:email.help')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {isPending && <Spinner label={t('common:loading')} />}
        {data &&
          SWITCHES.map((key) => (
            <SettingSwitch
              key={key}
              label={t(`settings:email.${key}.label`)}
              help={t(`settings:email.${key}.help`)}
              checked={
                update.isPending && update.variables?.[key] !== undefined
                  ? !!update.variables[key]
                  : data.preferences[key]
              }
              disabled={update.isPending}
              onCheckedChange={(value) => onToggle(key, value)}
            />
          ))}
      </CardContent>
    </Card>
  );
}
