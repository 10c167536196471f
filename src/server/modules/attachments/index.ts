export { ATTACHMENT_FILE_PATH, ATTACHMENT_UPLOAD_PATH, attachmentRoutes } from './routes';
export {
  adminInDispute,
  asEventFile,
  attachmentsOfMessages,
  claimPending,
  linkToContractEvent,
  linkToMessage,
  presentAttachment,
  removeStalePending,
} from './service';
