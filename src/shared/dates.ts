/** Kept for existing imports: the formatters live in ./format (one module for every format). */
export { formatDate, formatDateTime } from './format';
