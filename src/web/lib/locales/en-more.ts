import { byNamespace } from '../i18n-namespaces';

// Every other English catalogue (see en-core.ts).
export default byNamespace(
  import.meta.glob(
    ['../../../shared/locales/en/*.json', '!../../../shared/locales/en/{common,shell,discovery}.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
