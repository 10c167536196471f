/* What other features use of saved: the favourite heart and 'Save this search' (loaded when shown). */
export { FavouriteButton } from './components/favourite-button';
export { SaveSearchButton } from './components/lazy-save-search-button';
