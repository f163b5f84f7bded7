import { fail, refusal, refusalText, type ApiFailure, type RefusalCode, type WordingValues } from '@exchange/contracts';

/** The api's answer to a refused call: its English message, with the code and values a page says it by. */
export const refusedWith = (code: RefusalCode, values: WordingValues = {}): ApiFailure =>
  fail(refusalText(code, values), refusal(code, values));
