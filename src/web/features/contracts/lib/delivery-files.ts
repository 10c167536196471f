import { DELIVERY_FILE_MAX_BYTES, DELIVERY_FILE_TYPES, DELIVERY_FILES_MAX } from '@shared/schemas/contract';

/**
 * Files chosen for a delivery, checked as the server checks them (type, 25 MB each, 10 at most);
 * answers the files kept and the translation key of the first problem.
 */
export function checkDeliveryFiles(current: File[], added: File[]): { files: File[]; error: string | null } {
  const files = [...current];
  let error: string | null = null;
  for (const file of added) {
    if (!(DELIVERY_FILE_TYPES as readonly string[]).includes(file.type)) {
      error ??= 'contracts:deliver.fileType';
    } else if (file.size > DELIVERY_FILE_MAX_BYTES) {
      error ??= 'contracts:deliver.fileSize';
    } else if (files.length >= DELIVERY_FILES_MAX) {
      error ??= 'contracts:deliver.fileCount';
    } else {
      files.push(file);
    }
  }
  return { files, error };
}
