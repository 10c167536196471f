import { formatDate } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { brandName } from '@web/lib/page-meta';
import { Award, Download, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useOwnProfile } from '../api/own-profile';
import { PageHeader } from '../components/page-header';
import { canvasToPng, drawCertificate, saveBlob } from '../lib/certificate';

export function MarketingPackagePage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { data: profile, isPending, error } = useOwnProfile();

  if (isPending) return <Spinner label={t('common:loading')} className="min-h-[50vh]" />;
  if (error || !profile) return <p role="alert">{error?.message ?? t('common:error.generic')}</p>;

  const appName = brandName();
  const text = {
    appName,
    title: t('settings:marketing.certificateTitle'),
    certifies: t('settings:marketing.certifies'),
    name: profile.name,
    body: t('settings:marketing.body', { app: appName }),
    memberSince: t('settings:marketing.memberSince', { date: formatDate(profile.createdAt, lang) }),
  };
  const profileUrl = `${window.location.origin}/profile/${profile.id}`;

  const onDownload = async () => {
    try {
      const canvas = document.createElement('canvas');
      drawCertificate(canvas, text);
      const slug = profile.name
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-|-$/g, '');
      saveBlob(await canvasToPng(canvas), `certificate-${slug || 'freelancer'}.png`);
      toast.success(t('settings:marketing.downloaded'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const onShare = async () => {
    try {
      await navigator.clipboard.writeText(profileUrl);
      toast.success(t('settings:marketing.copied'));
    } catch {
      toast.error(t('settings:marketing.copyFailed', { url: profileUrl }));
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageHeader title={t('settings:marketing.title')} subtitle={t('settings:marketing.subtitle')} />
      <Card className="border-4 border-primary/70">
        <CardContent className="space-y-4 px-6 py-10 text-center">
          <Award className="mx-auto size-12 text-primary" aria-hidden="true" />
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">{appName}</p>
          <h2 className="font-serif text-2xl font-bold md:text-3xl">{text.title}</h2>
          <p className="text-muted-foreground">{text.certifies}</p>
          <p className="font-serif text-3xl font-bold italic md:text-4xl" data-testid="certificate-name">
            {profile.name}
          </p>
          <p>{text.body}</p>
          <p className="text-sm text-muted-foreground">{text.memberSince}</p>
        </CardContent>
        <CardFooter className="flex flex-wrap justify-center gap-3 pb-6">
          <Button onClick={onDownload}>
            <Download aria-hidden="true" /> {t('settings:marketing.download')}
          </Button>
          <Button variant="outline" onClick={onShare}>
            <Share2 aria-hidden="true" /> {t('settings:marketing.share')}
          </Button>
        </CardFooter>
      </Card>
      <div className="space-y-2">
        <Label htmlFor="profile-link">{t('settings:marketing.profileLink')}</Label>
        <Input id="profile-link" readOnly value={profileUrl} onFocus={(e) => e.currentTarget.select()} />
      </div>
    </div>
  );
}
