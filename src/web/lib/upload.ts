import type { PendingAttachment } from '@shared/schemas/attachment';
import { ApiError } from './api';
import i18n, { currentLanguage } from './i18n';

/** One upload in flight: its progress as it goes, the answer, and a way to stop it. */
export interface Upload {
  done: Promise<PendingAttachment>;
  abort: () => void;
}

/**
 * POST /api/attachments with one file (decision 123), through XMLHttpRequest: fetch() tells
 * nothing of an upload's progress. `onProgress` gets 0..1; a refusal rejects with the server's
 * ApiError (its message already in the reader's language), an abort with code 'ABORTED'.
 */
export function uploadAttachment(file: File, onProgress: (share: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<PendingAttachment>((resolve, reject) => {
    xhr.open('POST', '/api/attachments');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept-language', currentLanguage());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as
        | (PendingAttachment & { error?: { code: string; message: string; field?: string } })
        | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(1);
        resolve(body);
        return;
      }
      reject(
        new ApiError(
          xhr.status,
          body?.error?.code ?? 'HTTP_ERROR',
          body?.error?.message ?? i18n.t('common:error.generic'),
          body?.error?.field,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', i18n.t('common:attachments.error.network')));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', ''));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
