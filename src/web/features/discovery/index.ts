/* What other features use of discovery: the search result cards (the saved page shows them too). */
export { ProjectResult, ServiceResult } from './components/search-results';
