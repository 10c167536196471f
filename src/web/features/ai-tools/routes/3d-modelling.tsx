import { zodResolver } from '@hookform/resolvers/zod';
import { formatKilobytes, formatNumber } from '@shared/format';
import { type GeneratedModel, model3dInput } from '@shared/schemas/ai';
import { DownloadLink } from '@web/components/download-link';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { Box, Download, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
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

/** The route's schema, and the type the server would refuse (415) checked before the upload. */
const modelForm = model3dInput.extend({
  file: model3dInput.shape.file.refine((f) => f.type.startsWith('image/'), 'ai:model3d.notImage'),
});
type ModelValues = { file: File | null };

function ModelBuilder() {
  const { t } = useTranslation();
  const [model, setModel] = useState<(GeneratedModel & { modelUrl: string }) | null>(null);
  const generate = useGenerateModel();
  const form = useForm<ModelValues, unknown, z.output<typeof modelForm>>({
    resolver: zodResolver(modelForm) as never,
    defaultValues: { file: null },
  });
  const file = form.watch('file');
  const preview = usePreviewUrl(file);

  const onSubmit = form.handleSubmit(async ({ file }) => {
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
      // The chosen file stays; a refusal of the image stands under its field, anything else by the
      // button and in the toast.
      if (applyServerErrors(form, err).length === 0)
        toast.error(t('ai:model3d.failed'), { description: errorMessage(err) });
    }
  });

  return (
    <>
      <Card>
        <CardContent className="pt-6">
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <FormField
                control={form.control}
                name="file"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('ai:model3d.image')}</FormLabel>
                    <FormControl>
                      <Input
                        ref={field.ref}
                        name={field.name}
                        onBlur={field.onBlur}
                        type="file"
                        accept="image/jpeg,image/png,image/webp,image/gif"
                        onChange={(e) => {
                          field.onChange(e.target.files?.[0] ?? null);
                          form.clearErrors('file');
                          setModel(null);
                        }}
                      />
                    </FormControl>
                    <FormDescription className="text-sm">{t('ai:model3d.imageHint')}</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
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
              <FormRootMessage />
            </form>
          </Form>
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
