import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateProject } from '../api/create-project';
import { ProjectForm } from '../components/project-form';

export function PostJobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateProject();
  return (
    <div className="container mx-auto max-w-2xl px-4 py-8">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('projects:postJob.title')}</h1>
          <CardDescription>{t('projects:postJob.subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProjectForm
            defaultValues={
              { title: '', description: '', category: '', dueDate: '', requirements: [] } as never
            }
            submitLabel={t('projects:postJob.submit')}
            submittingLabel={t('projects:postJob.submitting')}
            pending={create.isPending}
            onSubmit={async (values) => {
              if (!user) {
                toast.error(t('projects:postJob.mustLogin'));
                return;
              }
              try {
                await create.mutateAsync(values);
                toast.success(t('projects:postJob.success'));
                navigate('/my-projects');
              } catch (err) {
                toast.error(t('projects:postJob.error'), { description: errorMessage(err) });
                throw err;
              }
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
