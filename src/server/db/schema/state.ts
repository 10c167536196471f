import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work done once per version rather than on every start: the fingerprint of each db/sql file
 * that has been applied (`sql:<file>`) and of the demo seed (`seed:demo`). A start compares
 * fingerprints and skips what is already in place.
 */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
