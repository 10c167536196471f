import type { ProjectInput } from '@shared/schemas/project';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useEditProject } from '../api/edit-project';
import { useProject } from '../api/get-project';
import { ProjectForm } from '../components/project-form';

/** The due date as the date input shows it (the poster's local day). */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** /my-projects/:id/edit: the posting form, filled with the project, until someone is hired. */
export function EditProjectPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useProject(id);
  const edit = useEditProject(id);
  if (detail.isPending) return <Spinner label={t('common:loading')} />;
  if (detail.isError || !detail.data.isOwner)
    return (
      <p className="container mx-auto max-w-2xl px-4 py-8 text-lg">
        {detail.isError ? errorMessage(detail.error) : t('projects:owner.notOwner')}
      </p>
    );
  const { project } = detail.data;
  const hired = project.status === 'approved' || project.status === 'completed';
  const defaults: ProjectInput = {
    title: project.title,
    description: project.description,
    category: project.category,
    budget: project.budgetCents / 100,
    dueDate: localDay(project.dueDate),
    requirements: project.requirements,
  };
  return (
    <div className="container mx-auto max-w-2xl px-4 py-8">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('projects:edit.title')}</h1>
        </CardHeader>
        <CardContent>
          {hired ? (
            <p>{t('projects:error.editHired')}</p>
          ) : (
            <ProjectForm
              defaultValues={defaults}
              submitLabel={t('projects:edit.submit')}
              submittingLabel={t('projects:edit.submitting')}
              pending={edit.isPending}
              onSubmit={async (values) => {
                try {
                  await edit.mutateAsync(values);
                  toast.success(t('projects:edit.saved'));
                  navigate(`/my-projects/${project.id}`);
                } catch (err) {
                  toast.error(t('projects:edit.failed'), { description: errorMessage(err) });
                  throw err;
                }
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
