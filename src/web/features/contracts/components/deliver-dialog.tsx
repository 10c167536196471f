import {
  CONTRACT_TEXT_MAX,
  DELIVERY_FILE_TYPES,
  DELIVERY_FILES_MAX,
  deliveryMessage,
  type Milestone,
} from '@shared/schemas/contract';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FieldError } from '@web/components/ui/field-error';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { Send, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDeliver } from '../api/contract-actions';
import { checkDeliveryFiles } from '../lib/delivery-files';

const ACCEPT = DELIVERY_FILE_TYPES.join(',');

export function DeliverDialog({ contractId, milestone }: { contractId: string; milestone: Milestone }) {
  const { t } = useTranslation();
  const ids = useId();
  const deliver = useDeliver(contractId);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const next = checkDeliveryFiles(files, Array.from(e.target.files ?? []));
    setFiles(next.files);
    setFileError(next.error);
    e.target.value = '';
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = deliveryMessage.safeParse(message);
    if (!parsed.success) {
      setMessageError(parsed.error.issues[0]?.message ?? 'contracts:validation.deliveryMessage');
      return;
    }
    try {
      await deliver.mutateAsync({ milestoneId: milestone.id, message: parsed.data, files });
      toast.success(t('contracts:deliver.success'));
      setOpen(false);
      setMessage('');
      setFiles([]);
      setFileError(null);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Send aria-hidden className="size-4" />
          {t('contracts:actions.deliver')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('contracts:deliver.title')}</DialogTitle>
          <DialogDescription>
            {t('contracts:deliver.description', { title: milestone.title })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${ids}-message`}>{t('contracts:deliver.message')}</Label>
            <Textarea
              id={`${ids}-message`}
              rows={5}
              maxLength={CONTRACT_TEXT_MAX}
              value={message}
              aria-invalid={Boolean(messageError)}
              onChange={(e) => {
                setMessage(e.target.value);
                setMessageError(null);
              }}
            />
            <FieldError message={messageError && t(messageError)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-files`}>{t('contracts:deliver.files')}</Label>
            <input
              ref={input}
              id={`${ids}-files`}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={onFiles}
              aria-describedby={`${ids}-files-help`}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            />
            <p id={`${ids}-files-help`} className="text-xs text-muted-foreground">
              {t('contracts:deliver.filesHelp', { count: DELIVERY_FILES_MAX })}
            </p>
            <FieldError message={fileError && t(fileError)} />
            {files.length > 0 ? (
              <ul className="space-y-1" aria-label={t('contracts:deliver.chosen')}>
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2 text-sm">
                    <span className="truncate">{f.name}</span>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={t('contracts:deliver.remove', { name: f.name })}
                      onClick={() => setFiles(files.filter((_, j) => j !== i))}
                    >
                      <X aria-hidden className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="submit" disabled={deliver.isPending}>
              {deliver.isPending ? t('contracts:deliver.sending') : t('contracts:deliver.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
