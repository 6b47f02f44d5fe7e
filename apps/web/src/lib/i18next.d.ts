/**
 * Typed translation keys: a key missing from the en-US files fails type checking.
 */
import 'i18next';
import type enCommon from '../locales/en-US/common.json';
import type enPolicies from '../locales/en-US/policies.json';
import type enCatalog from '../locales/en-US/catalog.json';
import type enAttractions from '../locales/en-US/attractions.json';
import type enStay from '../locales/en-US/stay.json';
import type enFood from '../locales/en-US/food.json';
import type enHome from '../locales/en-US/home.json';
import type enMembership from '../locales/en-US/membership.json';
import type enPayment from '../locales/en-US/payment.json';
import type enPlanner from '../locales/en-US/planner.json';
import type enChat from '../locales/en-US/chat.json';
import type enTranslator from '../locales/en-US/translator.json';
import type enPhraseCards from '../locales/en-US/phraseCards.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof enCommon;
      policies: typeof enPolicies;
      catalog: typeof enCatalog;
      attractions: typeof enAttractions;
      stay: typeof enStay;
      food: typeof enFood;
      home: typeof enHome;
      membership: typeof enMembership;
      payment: typeof enPayment;
      planner: typeof enPlanner;
      chat: typeof enChat;
      translator: typeof enTranslator;
      phraseCards: typeof enPhraseCards;
    };
    returnNull: false;
  }
}
