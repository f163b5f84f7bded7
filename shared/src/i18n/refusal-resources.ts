import { type refusalTables, refusalTexts, templateResources } from '@exchange/contracts';

import type { Language } from './languages';
import accountForms from './locales/refusals/account-forms.hi.json';
import accounts from './locales/refusals/accounts.hi.json';
import bets from './locales/refusals/bets.hi.json';
import bonus from './locales/refusals/bonus.hi.json';
import casino from './locales/refusals/casino.hi.json';
import payments from './locales/refusals/payments.hi.json';
import requests from './locales/refusals/requests.hi.json';
import responsiblePlay from './locales/refusals/responsible-play.hi.json';
import sports from './locales/refusals/sports.hi.json';
import stakes from './locales/refusals/stakes.hi.json';
import transactions from './locales/refusals/transactions.hi.json';

/**
 * The Hindi of every refusal, one file per domain table of the contracts (`refusalTables`); a
 * plural refusal has its `_one` and `_other` forms, as i18next reads them.
 */
export const hindiRefusals: Readonly<Record<keyof typeof refusalTables, Readonly<Record<string, string>>>> = {
  requests,
  accountForms,
  accounts,
  bets,
  payments,
  stakes,
  responsiblePlay,
  bonus,
  transactions,
  sports,
  casino,
};

/**
 * The `refusals` section of the common namespace in each language: the English is the contracts'
 * own wording of each code, so the api's message and the page's English are one text.
 */
export const refusalResources: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: templateResources(refusalTexts),
  hi: Object.assign({}, ...Object.values(hindiRefusals)) as Record<string, string>,
};
