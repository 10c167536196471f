import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-muted-foreground">
        © {new Date().getFullYear()} {t('common:appName')}
      </div>
    </footer>
  );
}
