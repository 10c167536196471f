/* What other features use of account states: the panel of the console's user page. */
export { AccountStatesPanel } from './routes/admin-account';
