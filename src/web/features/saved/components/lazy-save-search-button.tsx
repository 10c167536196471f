import { withNamespaces } from '@web/lib/i18n';
import { lazy } from 'react';

// 'Save this search' with its dialog (Radix dialog and switch) is a chunk loaded for someone
// signed in; the search page shows a button of the same look in its place until it arrives, and
// a visitor who is signed out gets the page's sign-in link straight away.
export const SaveSearchButton = lazy(
  withNamespaces(
    () =>
      import('./save-search-button').then((m) => ({
        default: m.SaveSearchButton,
      })),
    ['saved'],
  ),
);
