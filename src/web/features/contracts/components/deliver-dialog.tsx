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
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useDraftText } from '@web/lib/form-draft';
import { describedBy, errorIdOf, serverIssue, unplacedError } from '@web/lib/form-errors';
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
  // The message outlives the dialog (a live update that closes it, a reload) until it is delivered.
  const [message, setMessage] = useDraftText(`deliver:${contractId}:${milestone.id}`);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  // The server's refusal: its message stands by the field it names, or by the button.
  const [serverError, setServerError] = useState<unknown>(null);
  const input = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const messageId = `${ids}-message`;
  const filesId = `${ids}-files`;
  const messageMessage = messageError ?? serverIssue(serverError, 'message');
  const filesMessage = fileError ?? serverIssue(serverError, 'files');
  const formMessage = unplacedError(serverError, ['message', 'files']);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const next = checkDeliveryFiles(files, Array.from(e.target.files ?? []));
    setFiles(next.files);
    setFileError(next.error);
    setServerError(null);
    e.target.value = '';
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = deliveryMessage.safeParse(message);
    if (!parsed.success) {
      setMessageError(parsed.error.issues[0]?.message ?? 'contracts:validation.deliveryMessage');
      messageRef.current?.focus();
      return;
    }
    setServerError(null);
    try {
      await deliver.mutateAsync({ milestoneId: milestone.id, message: parsed.data, files });
      toast.success(t('contracts:deliver.success'));
      setOpen(false);
      setMessage('');
      setFiles([]);
      setFileError(null);
    } catch (err) {
      // The dialog stays open with the message and the files; the reason stands by its field.
      setServerError(err);
      if (serverIssue(err, 'message')) messageRef.current?.focus();
      else if (serverIssue(err, 'files')) input.current?.focus();
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
            <Label htmlFor={messageId}>{t('contracts:deliver.message')}</Label>
            <Textarea
              ref={messageRef}
              id={messageId}
              rows={5}
              maxLength={CONTRACT_TEXT_MAX}
              value={message}
              aria-invalid={messageMessage ? true : undefined}
              aria-describedby={describedBy(messageMessage && errorIdOf(messageId))}
              onChange={(e) => {
                setMessage(e.target.value);
                setMessageError(null);
                if (serverIssue(serverError, 'message')) setServerError(null);
              }}
            />
            <FieldError id={errorIdOf(messageId)} message={messageMessage} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={filesId}>{t('contracts:deliver.files')}</Label>
            <input
              ref={input}
              id={filesId}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={onFiles}
              aria-invalid={filesMessage ? true : undefined}
              aria-describedby={describedBy(`${ids}-files-help`, filesMessage && errorIdOf(filesId))}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            />
            <p id={`${ids}-files-help`} className="text-xs text-muted-foreground">
              {t('contracts:deliver.filesHelp', { count: DELIVERY_FILES_MAX })}
            </p>
            <FieldError id={errorIdOf(filesId)} message={filesMessage} />
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
                      onClick={() => {
                        setFiles(files.filter((_, j) => j !== i));
                        setFileError(null);
                        setServerError(null);
                      }}
                    >
                      <X aria-hidden className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <DialogFooter>
            <div className="flex flex-col items-end gap-1">
              <ReasonButton
                type="submit"
                pending={deliver.isPending}
                reason={message.trim() === '' && t('contracts:deliver.needsMessage')}
              >
                {deliver.isPending ? t('contracts:deliver.sending') : t('contracts:deliver.submit')}
              </ReasonButton>
            </div>
          </DialogFooter>
          <FormError message={formMessage} className="text-right" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
