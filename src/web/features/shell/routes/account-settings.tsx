import { ChangePasswordCard, LinkedAccountsCard, TwoFactorCard } from '@web/features/auth';
import { useTranslation } from 'react-i18next';
import { ApiTokensCard } from '../components/api-tokens-card';
import { EmailPreferencesCard } from '../components/email-preferences-card';
import { LanguagePreferenceCard } from '../components/language-preference-card';

export function AccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t('settings:account.title')}</h1>
      <LanguagePreferenceCard />
      <EmailPreferencesCard />
      <ChangePasswordCard />
      <TwoFactorCard />
      <LinkedAccountsCard />
      <ApiTokensCard />
    </div>
  );
}
