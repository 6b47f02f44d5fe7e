/**
 * Typed translation keys: a key missing from the en-US files fails type checking.
 */
import 'i18next';
import type enCommon from '../locales/en-US/common.json';
import type enPolicies from '../locales/en-US/policies.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof enCommon; policies: typeof enPolicies };
    returnNull: false;
  }
}
