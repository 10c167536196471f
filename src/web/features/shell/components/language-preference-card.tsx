import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useTranslation } from 'react-i18next';
import { ShellLanguageSwitch } from './shell-language-switch';

export function LanguagePreferenceCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('common:language.label')}</CardTitle>
        <CardDescription>{t('settings:account.languageHelp')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ShellLanguageSwitch />
      </CardContent>
    </Card>
  );
}
