import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfilePage } from '@shared/schemas/profile';
import {
  type UpdateProfileFormValues,
  type UpdateProfileInput,
  updateProfileInput,
} from '@shared/schemas/profile';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors } from '@web/lib/form-errors';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { type ControllerRenderProps, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileAltDraft, ProfileSecondLanguage } from './profile-second-language';

type FieldName = 'name' | 'title' | 'location' | 'bio' | 'hourlyRate' | 'yearsOfExperience' | 'skills';

function formValues(profile: ProfilePage): UpdateProfileFormValues {
  return {
    name: profile.name,
    title: profile.title ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    hourlyRate: profile.hourlyRateCents === null ? '' : (profile.hourlyRateCents / 100).toFixed(2),
    yearsOfExperience: profile.yearsOfExperience === null ? '' : String(profile.yearsOfExperience),
    skills: profile.skills.join(', '),
  };
}

export function EditProfileDialog({ profile }: { profile: ProfilePage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileFormValues, unknown, UpdateProfileInput>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: formValues(profile),
  });

  // The title and 'about' text in the other language (decision 130); unticked removes them on save.
  const [second, setSecond] = useState<ProfileAltDraft | null>(null);
  const onOpenChange = (next: boolean) => {
    if (next) {
      form.reset(formValues(profile));
      setSecond(
        profile.alt
          ? { lang: profile.alt.lang, title: profile.alt.title ?? '', bio: profile.alt.bio ?? '' }
          : null,
      );
    }
    setOpen(next);
  };

  // The typed strings go to the server, which parses them with the same schema.
  const onSubmit = form.handleSubmit(async () => {
    try {
      await update.mutateAsync({ ...form.getValues(), alt: second });
      toast.success(t('profile:toast.updated'));
      setOpen(false);
    } catch (err) {
      // The dialog stays open with everything typed; each message stands by its field.
      applyServerErrors(form, err);
    }
  });

  /** One field: its label, the control `input` gives (with the field spread on it) and its message. */
  const row = (
    name: FieldName,
    label: string,
    input: (
      field: Omit<ControllerRenderProps<UpdateProfileFormValues, FieldName>, 'value'> & { value: string },
    ) => React.ReactElement,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem id={`profile-${name}`}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{input({ ...field, value: String(field.value ?? '') })}</FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button variant="outline" onClick={() => onOpenChange(true)}>
        <Pencil aria-hidden="true" />
        {t('profile:edit.open')}
      </Button>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('profile:edit.title')}</DialogTitle>
          <DialogDescription>{t('profile:edit.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {row('name', t('profile:edit.name'), (field) => (
              <Input required {...field} />
            ))}
            {row('title', t('profile:edit.jobTitle'), (field) => (
              <Input placeholder={t('profile:defaultTitle')} {...field} />
            ))}
            {row('location', t('profile:edit.location'), (field) => (
              <Input {...field} />
            ))}
            <div className="grid gap-4 sm:grid-cols-2">
              {row('hourlyRate', t('profile:edit.hourlyRate'), (field) => (
                <Input type="number" inputMode="decimal" step="0.01" min="0" {...field} />
              ))}
              {row('yearsOfExperience', t('profile:edit.years'), (field) => (
                <Input type="number" inputMode="numeric" step="1" min="0" max="80" {...field} />
              ))}
            </div>
            {row('bio', t('profile:edit.bio'), (field) => (
              <Textarea rows={5} {...field} />
            ))}
            {row('skills', t('profile:edit.skills'), (field) => (
              <Input placeholder={t('profile:edit.skillsHint')} {...field} />
            ))}
            <ProfileSecondLanguage value={second} onChange={setSecond} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? t('common:actions.saving') : t('common:actions.save')}
              </Button>
            </DialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
