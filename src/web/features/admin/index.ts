/* What other features use of the console: its frame and list controls (for their console pages). */
export { AdminLayout } from './components/admin-layout';
export { Pager } from './components/list-controls';
