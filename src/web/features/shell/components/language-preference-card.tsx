import { LanguageSwitch } from '@web/components/language-switch';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useTranslation } from 'react-i18next';

export function LanguagePreferenceCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('common:language.label')}</CardTitle>
        <CardDescription>{t('shell:accountSettings.languageHelp')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSwitch />
      </CardContent>
    </Card>
  );
}
