import { z } from 'zod';

/* Messages are translation keys ('ns:key'); both the web forms and the server translate them. */

export const privacySettings = z.strictObject({
  profileVisible: z.boolean(),
  showPortfolio: z.boolean(),
  showContact: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettings>;

/** PATCH bodies: any subset of the switches. */
export const privacySettingsPatch = privacySettings.partial();
export type PrivacySettingsPatch = z.infer<typeof privacySettingsPatch>;

export const preferenceSettings = z.strictObject({
  language: z.enum(['en', 'tr']),
  emailNotifications: z.boolean(),
  projectUpdates: z.boolean(),
  marketingEmails: z.boolean(),
});
export type PreferenceSettings = z.infer<typeof preferenceSettings>;

export const preferenceSettingsPatch = preferenceSettings.partial();
export type PreferenceSettingsPatch = z.infer<typeof preferenceSettingsPatch>;

/** GET /api/settings and the answer of both PATCH routes. */
export const userSettings = z.object({ privacy: privacySettings, preferences: preferenceSettings });
export type UserSettings = z.infer<typeof userSettings>;

/** GET /api/settings/export: a JSON file of everything the user owns, one key per kind of data. */
/** One exported row: the columns of a table the user owns, as stored. */
const exportedRow = z.record(z.string(), z.unknown());
const exportedRows = z.array(exportedRow);

/** GET /api/settings/export: everything the user owns, one key per kind of thing. */
export const userDataExport = z.object({
  exportedAt: z.string(),
  account: exportedRow,
  profile: exportedRow,
  portfolio: exportedRows,
  services: exportedRows,
  projects: exportedRows,
  applications: exportedRows,
  reviews: z.object({ received: exportedRows, written: exportedRows }),
  conversations: exportedRows,
  messages: exportedRows,
  notifications: exportedRows,
  payments: exportedRows,
  payoutRequests: exportedRows,
  aiOrders: exportedRows,
  aiGenerations: exportedRows,
  ledgerEntries: exportedRows,
  /** Contracts on either side, each with its milestones and events (files with their download paths). */
  contracts: exportedRows,
  /** Deliveries of those contracts (made or received), with their files. */
  deliveries: exportedRows,
  /** Disputes of those contracts, with their messages, offers and files. */
  disputes: exportedRows,
  favourites: exportedRows,
  savedSearches: exportedRows,
  /** The people this user blocked. */
  blocks: exportedRows,
  /** Every file of those contracts and disputes: name, size, type and the path to download it. */
  files: exportedRows,
  /**
   * The files of this user's chat messages (sent or received) and their own uploads not used yet:
   * name, size, kind and the path to download it (decision 123).
   */
  chatFiles: exportedRows,
  /** Custom offers sent or received, and requests for one asked or received (decision 121). */
  customOffers: exportedRows,
  offerRequests: exportedRows,
});
export type UserDataExport = z.infer<typeof userDataExport>;

export const deleteAccountInput = z.strictObject({
  password: z
    .string({ error: 'settings:delete.passwordRequired' })
    .min(1, 'settings:delete.passwordRequired')
    .max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
