import { byNamespace } from '../i18n-namespaces';

// The Turkish catalogues of CORE_NAMESPACES (../i18n-namespaces.ts; the list is repeated here
// because import.meta.glob takes literals only, and locales.test.ts keeps the two in step).
export default byNamespace(
  import.meta.glob('../../../shared/locales/tr/{common,shell,discovery}.json', {
    eager: true,
    import: 'default',
  }),
);
