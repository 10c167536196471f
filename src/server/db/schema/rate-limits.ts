import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of every rate limit (lib/rate-limit, rate-limiter-flexible's Drizzle store): one row per
 * limit and key (`<limit>:<key>`), points used in the current window and when the window ends. The
 * property names are the ones the library reads and writes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
