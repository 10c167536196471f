import { Button } from '@web/components/ui/button';
import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice, ToolPage } from '../components/tool-page';

/** The spec shows an in-development notice and makes no calls; people are pointed to real experts. */
export function VideoAiPage() {
  const { t } = useTranslation();
  return (
    <ToolPage icon={Video} title={t('ai:video.title')} subtitle={t('ai:video.subtitle')}>
      <Notice title={t('ai:video.noticeTitle')}>{t('ai:video.notice')}</Notice>
      <Button asChild>
        <Link to="/hire?category=video-animation">{t('ai:video.hire')}</Link>
      </Button>
    </ToolPage>
  );
}
