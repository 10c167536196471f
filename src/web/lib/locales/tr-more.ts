import { byNamespace } from '../i18n-namespaces';

// Every other Turkish catalogue (see tr-core.ts).
export default byNamespace(
  import.meta.glob(
    ['../../../shared/locales/tr/*.json', '!../../../shared/locales/tr/{common,shell,discovery}.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
