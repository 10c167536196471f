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
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors, formErrorMessage } from '@web/lib/form-errors';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateProfile } from '../api/update-profile';

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
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset(formValues(profile));
    setOpen(next);
  };

  // The typed strings go to the server, which parses them with the same schema.
  const onSubmit = form.handleSubmit(async () => {
    try {
      await update.mutateAsync(form.getValues());
      toast.success(t('profile:toast.updated'));
      setOpen(false);
    } catch (err) {
      // The dialog stays open with everything typed; each message stands by its field.
      applyServerErrors(form, err);
    }
  });

  const field = (name: FieldName, label: string, input: React.ReactNode) => (
    <div className="space-y-2">
      <Label htmlFor={`profile-${name}`}>{label}</Label>
      {input}
      <FieldError id={`profile-${name}-error`} message={errors[name]?.message} />
    </div>
  );
  const a11y = (name: FieldName) => ({
    id: `profile-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `profile-${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button variant="outline" onClick={() => onOpenChange(true)}>
        <Pencil aria-hidden="true" />
        {t('profile:edit.open')}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('profile:edit.title')}</DialogTitle>
          <DialogDescription>{t('profile:edit.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {field(
            'name',
            t('profile:edit.name'),
            <Input {...a11y('name')} required {...form.register('name')} />,
          )}
          {field(
            'title',
            t('profile:edit.jobTitle'),
            <Input {...a11y('title')} placeholder={t('profile:defaultTitle')} {...form.register('title')} />,
          )}
          {field(
            'location',
            t('profile:edit.location'),
            <Input {...a11y('location')} {...form.register('location')} />,
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              'hourlyRate',
              t('profile:edit.hourlyRate'),
              <Input
                {...a11y('hourlyRate')}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                {...form.register('hourlyRate')}
              />,
            )}
            {field(
              'yearsOfExperience',
              t('profile:edit.years'),
              <Input
                {...a11y('yearsOfExperience')}
                type="number"
                inputMode="numeric"
                step="1"
                min="0"
                max="80"
                {...form.register('yearsOfExperience')}
              />,
            )}
          </div>
          {field(
            'bio',
            t('profile:edit.bio'),
            <Textarea {...a11y('bio')} rows={5} {...form.register('bio')} />,
          )}
          {field(
            'skills',
            t('profile:edit.skills'),
            <Input
              {...a11y('skills')}
              placeholder={t('profile:edit.skillsHint')}
              {...form.register('skills')}
            />,
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('common:actions.saving') : t('common:actions.save')}
            </Button>
          </DialogFooter>
          <FormError message={formErrorMessage(errors)} className="text-right" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
