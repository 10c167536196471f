import type { AttachmentView } from '@shared/schemas/attachment';
import { AttachmentList } from '@web/components/attachments/attachment-list';

/** The files of a chat message (decision 123), readable on either bubble's colour. */
export function MessageAttachments({ files }: { files: AttachmentView[] | undefined }) {
  if (!files || files.length === 0) return null;
  return (
    <div className="mt-1 [&_a]:text-inherit [&_a]:underline [&_span]:text-inherit">
      <AttachmentList files={files} />
    </div>
  );
}
