/* What other features use of accounts: the security cards of the settings page and signing out. */
export { useSignOut } from './api/auth-actions';
export { ChangePasswordCard, LinkedAccountsCard, TwoFactorCard } from './components/security-settings';
