import type { AdminUserDetail } from '@shared/schemas/admin';
import { AccountStatesPanel } from '@web/features/sanctions';
import type { ComponentType } from 'react';

/**
 * Further panels of a user's console page (`/admin/users/:id`), shown in this order below the
 * account, wallet, contracts, payouts and role. A section that acts on users (account states, ...)
 * adds its panel here with one line: `{ key: 'sanctions', Panel: SanctionsPanel }`. A panel gets
 * the user as the console read it and fetches anything else itself (its own query keys under
 * ['admin', ...], which the page's changes invalidate).
 */
export interface AdminUserPanel {
  key: string;
  Panel: ComponentType<{ user: AdminUserDetail }>;
}

export const ADMIN_USER_PANELS: AdminUserPanel[] = [{ key: 'sanctions', Panel: AccountStatesPanel }];
