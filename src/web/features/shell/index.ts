/* What other features use of the shell: the not-found page and the own-profile query. */
export { ownProfileQueryOptions } from './api/own-profile';
export { NotFoundPage } from './routes/not-found';
