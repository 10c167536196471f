import { formatKilobytes, formatNumber } from '@shared/format';
import type { GeneratedModel } from '@shared/schemas/ai';
import { DownloadLink } from '@web/components/download-link';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { FieldError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api';
import { describedBy, serverIssue } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { Box, Download, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useGenerateModel } from '../api/generate-model';
import { ModelPreview } from '../components/model-preview';
import { SignInPrompt } from '../components/sign-in-prompt';
import { ToolPage } from '../components/tool-page';

export function ThreeDModellingPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  return (
    <ToolPage icon={Box} title={t('ai:model3d.title')} subtitle={t('ai:model3d.subtitle')}>
      {isPending ? null : user ? <ModelBuilder /> : <SignInPrompt />}
    </ToolPage>
  );
}

/** An object URL for the chosen file, revoked when the file changes or the page closes. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function ModelBuilder() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [model, setModel] = useState<(GeneratedModel & { modelUrl: string }) | null>(null);
  const generate = useGenerateModel();
  const preview = usePreviewUrl(file);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setError(t('ai:model3d.required'));
      return;
    }
    if (!file.type.startsWith('image/')) {
      setError(t('ai:model3d.notImage'));
      return;
    }
    setError(null);
    try {
      // The file can disappear or be unreadable after it was picked.
      await file.slice(0, 1).arrayBuffer();
    } catch {
      toast.error(t('ai:model3d.readFailed'));
      return;
    }
    try {
      const result = await generate.mutateAsync(file);
      if (!result.modelUrl) {
        toast.error(t('ai:model3d.noModelUrl'));
        return;
      }
      setModel({ ...result, modelUrl: result.modelUrl });
    } catch (err) {
      // The chosen file stays; a refusal of the image stands under its field, anything else in the toast.
      const about = serverIssue(err, 'file');
      if (about) setError(about);
      else toast.error(t('ai:model3d.failed'), { description: errorMessage(err) });
    }
  };

  return (
    <>
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="model-image">{t('ai:model3d.image')}</Label>
              <Input
                id="model-image"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy('model-image-hint', error && 'model-image-error')}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setModel(null);
                  setError(null);
                }}
              />
              <p id="model-image-hint" className="text-sm text-muted-foreground">
                {t('ai:model3d.imageHint')}
              </p>
              <FieldError id="model-image-error" message={error} />
            </div>
            {preview ? (
              <figure className="space-y-1">
                <img
                  src={preview}
                  alt={t('ai:model3d.source')}
                  className="max-h-64 rounded-lg border object-contain"
                />
                <figcaption className="text-sm text-muted-foreground">{t('ai:model3d.source')}</figcaption>
              </figure>
            ) : null}
            <ReasonButton
              type="submit"
              className="w-full"
              reasonClassName="text-center"
              pending={generate.isPending}
              reason={!file && t('ai:model3d.required')}
            >
              {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {generate.isPending ? t('ai:model3d.generating') : t('ai:model3d.generate')}
            </ReasonButton>
          </form>
        </CardContent>
      </Card>
      {model ? <ModelResult model={model} /> : null}
    </>
  );
}

function ModelResult({ model }: { model: GeneratedModel & { modelUrl: string } }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const stats: [string, string][] = [
    [t('ai:model3d.stats.vertices'), formatNumber(model.stats.vertices, lang)],
    [t('ai:model3d.stats.triangles'), formatNumber(model.stats.triangles, lang)],
    [
      t('ai:model3d.stats.grid'),
      t('ai:model3d.stats.gridValue', { width: model.stats.gridWidth, height: model.stats.gridHeight }),
    ],
    [t('ai:model3d.stats.size'), formatKilobytes(model.stats.bytes, lang)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ai:model3d.result')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ModelPreview url={model.modelUrl} />
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">{t('ai:model3d.method')}</p>
        <Button asChild>
          <DownloadLink href={model.modelUrl} filename="model.glb">
            <Download aria-hidden />
            {t('ai:model3d.download')}
          </DownloadLink>
        </Button>
        <p className="text-sm text-muted-foreground">{t('ai:model3d.viewerHint')}</p>
      </CardContent>
    </Card>
  );
}
