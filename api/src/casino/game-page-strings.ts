// The game pages' words in the platform's two languages (ADR 0010): English and Hindi. The server
// writes the page in one of them; the page's scripts read the same language's `script` strings from
// the page (`data-strings`), so one table holds every word of a game page.

import { refusalTexts } from '@exchange/contracts';

/** A refusal of the contracts (`{{name}}`, `{{name, money}}` marks) in this table's marks (`{name}`). */
const withPageMarks = (text: string): string => text.replace(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g, '{$1}');

/** The English of a refusal the api answers a game page's call with, in this table's marks. */
const englishRefusal = (code: ServerMessageKey): string => withPageMarks(refusalTexts[code]);

export const gamePageLanguages = ['en', 'hi'] as const;
export type GamePageLanguage = (typeof gamePageLanguages)[number];

/** The language named in a game URL's `lang`, English when it names none the pages speak. */
export const gamePageLanguageOf = (requested: unknown): GamePageLanguage =>
  gamePageLanguages.find((language) => language === requested) ?? 'en';

export interface GamePageStrings {
  /** Written into the page by the server. */
  readonly page: {
    readonly balance: string;
    readonly lobby: string;
    readonly notFound: string;
    readonly multiplier: string;
    readonly connecting: string;
    readonly stake: string;
    readonly bet: string;
    readonly cashOut: string;
    readonly fairTitle: string;
    /** Followed by the seed hash. */
    readonly seedHash: string;
    readonly howToCheck: string;
    readonly fairExplanation: string;
    readonly pastRounds: string;
    readonly demoNote: string;
    readonly cards: string;
    readonly player: string;
    readonly dealer: string;
    readonly deal: string;
    readonly wins: string;
    readonly losses: string;
  };
  /** Read by the page's scripts; `{name}` marks a value they fill in. */
  readonly script: Readonly<Record<ScriptStringKey, string>>;
  /**
   * The api's refusals of a game page's calls, by refusal code. The api answers with the code and
   * its values beside the English; the page shows its own words of the code, with those values
   * (`data-server-messages`, read by the page's strings.js).
   */
  readonly server: Readonly<Record<ServerMessageKey, string>>;
}

/** The refusal codes a game page's calls are answered with. */
export const gamePageRefusalCodes = [
  'crashStakeFormat',
  'crashStakeRange',
  'crashBetsClosed',
  'crashBetTwice',
  'crashBalanceLow',
  'crashNothingToCashOut',
  'crashRoundNotStarted',
  'crashTooLate',
  'gameSessionEnded',
  'gameLaunchEnded',
  'gameSessionOtherGame',
  'dailyLossLimit',
  'weeklyLossLimit',
  'dailyLossRoom',
  'weeklyLossRoom',
] as const;

type ServerMessageKey = (typeof gamePageRefusalCodes)[number];

type ScriptStringKey =
  | 'roundBetting'
  | 'roundBetPlaced'
  | 'roundFlying'
  | 'roundFlyingWithBet'
  | 'roundCrashed'
  | 'resultWon'
  | 'resultLost'
  | 'verified'
  | 'notVerified'
  | 'seed'
  | 'roundLabel'
  | 'cashOut'
  | 'cashOutAmount'
  | 'stakeInvalid'
  | 'notUpdated'
  | 'somethingWrong'
  | 'notOpened'
  | 'notConnected'
  | 'network'
  | 'serverAnswered'
  | 'handWon'
  | 'handLost'
  | 'handTied';

export const gamePageStrings: Readonly<Record<GamePageLanguage, GamePageStrings>> = {
  en: {
    page: {
      balance: 'Balance',
      lobby: 'Lobby',
      notFound: 'Game not found.',
      multiplier: 'Multiplier',
      connecting: 'Connecting…',
      stake: 'Stake (₹)',
      bet: 'Bet',
      cashOut: 'Cash out',
      fairTitle: 'Provably fair',
      seedHash: "This round's seed hash (SHA-256), published before bets close:",
      howToCheck: 'How to check a round',
      fairExplanation:
        'Each round has a secret seed of 64 hex characters; its SHA-256 is shown before the round. After the crash the seed is revealed. The crash point is HMAC-SHA256(key: the seed, message: "sbe_aviator"): its first 13 hex digits r give x = r / 2<sup>52</sup>, and the crash point is max(1.00, floor(99 / (1 − x)) / 100), at most 1000.00. This page checks every past round below with your browser\'s own cryptography.',
      pastRounds: 'Past rounds',
      demoNote: 'Demo table: play for fun. No money is staked or won here.',
      cards: 'Cards',
      player: 'Player',
      dealer: 'Dealer',
      deal: 'Deal',
      wins: 'Wins',
      losses: 'Losses',
    },
    script: {
      roundBetting: 'Round {round}: place your bet, take-off in {seconds} s',
      roundBetPlaced: 'Round {round}: bet placed, take-off in {seconds} s',
      roundFlying: 'Round {round}: flying',
      roundFlyingWithBet: 'Round {round}: flying. Cash out before it crashes!',
      roundCrashed: 'Round {round}: crashed at {point}×. Next round soon.',
      resultWon: 'Round {round}: cashed out at {multiplier}×, won ₹{payout} (net ₹{net}).',
      resultLost: 'Round {round}: crashed at {point}× before you cashed out, lost ₹{stake}.',
      verified: ' ✓ seed and crash point verified',
      notVerified: ' ✗ does not match its hash',
      seed: ' seed {seed}',
      roundLabel: 'Round {round}: ',
      cashOut: 'Cash out',
      cashOutAmount: 'Cash out ₹{amount}',
      stakeInvalid: 'Enter a stake in rupees, with at most two decimals.',
      notUpdated: 'The game could not be updated.',
      somethingWrong: 'Something went wrong. Please try again.',
      notOpened: 'This game could not be opened. Go back to the lobby and open it again.',
      notConnected: 'Not connected',
      network: 'Please check your network connection.',
      serverAnswered: 'The game server answered {status}.',
      handWon: 'You win this hand.',
      handLost: 'The dealer wins.',
      handTied: 'A tie.',
    },
    // The contracts' own English of each code: the api's message and the page's English are one text.
    server: Object.fromEntries(gamePageRefusalCodes.map((code) => [code, englishRefusal(code)])) as Record<
      ServerMessageKey,
      string
    >,
  },
  hi: {
    page: {
      balance: 'बैलेंस',
      lobby: 'लॉबी',
      notFound: 'गेम नहीं मिला।',
      multiplier: 'गुणक',
      connecting: 'जुड़ रहा है…',
      stake: 'दाँव (₹)',
      bet: 'दाँव लगाएँ',
      cashOut: 'कैश आउट',
      fairTitle: 'जाँचने योग्य निष्पक्षता',
      seedHash: 'इस राउंड का सीड हैश (SHA-256), दाँव बंद होने से पहले प्रकाशित:',
      howToCheck: 'किसी राउंड की जाँच कैसे करें',
      fairExplanation:
        'हर राउंड का 64 हेक्स अक्षरों का एक गुप्त सीड होता है; उसका SHA-256 राउंड से पहले दिखाया जाता है। क्रैश के बाद सीड खोल दिया जाता है। क्रैश पॉइंट HMAC-SHA256(कुंजी: सीड, संदेश: "sbe_aviator") है: उसके पहले 13 हेक्स अंक r से x = r / 2<sup>52</sup> बनता है, और क्रैश पॉइंट max(1.00, floor(99 / (1 − x)) / 100) है, अधिकतम 1000.00। यह पेज नीचे के हर पिछले राउंड की जाँच आपके ब्राउज़र की अपनी क्रिप्टोग्राफ़ी से करता है।',
      pastRounds: 'पिछले राउंड',
      demoNote: 'डेमो टेबल: मज़े के लिए खेलें। यहाँ कोई पैसा न लगता है, न जीता जाता है।',
      cards: 'पत्ते',
      player: 'खिलाड़ी',
      dealer: 'डीलर',
      deal: 'पत्ते बाँटें',
      wins: 'जीत',
      losses: 'हार',
    },
    script: {
      roundBetting: 'राउंड {round}: अपना दाँव लगाएँ, उड़ान {seconds} सेकंड में',
      roundBetPlaced: 'राउंड {round}: दाँव लग गया, उड़ान {seconds} सेकंड में',
      roundFlying: 'राउंड {round}: उड़ान जारी',
      roundFlyingWithBet: 'राउंड {round}: उड़ान जारी। क्रैश से पहले कैश आउट करें!',
      roundCrashed: 'राउंड {round}: {point}× पर क्रैश हुआ। अगला राउंड जल्द।',
      resultWon: 'राउंड {round}: {multiplier}× पर कैश आउट, ₹{payout} जीते (शुद्ध ₹{net})।',
      resultLost: 'राउंड {round}: आपके कैश आउट से पहले {point}× पर क्रैश हुआ, ₹{stake} हारे।',
      verified: ' ✓ सीड और क्रैश पॉइंट की पुष्टि हुई',
      notVerified: ' ✗ अपने हैश से मेल नहीं खाता',
      seed: ' सीड {seed}',
      roundLabel: 'राउंड {round}: ',
      cashOut: 'कैश आउट',
      cashOutAmount: '₹{amount} कैश आउट करें',
      stakeInvalid: 'दाँव रुपये में लिखें, दशमलव के बाद अधिकतम दो अंक।',
      notUpdated: 'गेम अपडेट नहीं हो सका।',
      somethingWrong: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
      notOpened: 'यह गेम खुल नहीं सका। लॉबी पर वापस जाकर इसे फिर से खोलें।',
      notConnected: 'जुड़ा नहीं है',
      network: 'कृपया अपना नेटवर्क कनेक्शन जाँचें।',
      serverAnswered: 'गेम सर्वर ने {status} उत्तर दिया।',
      handWon: 'यह हाथ आपने जीता।',
      handLost: 'डीलर जीता।',
      handTied: 'बराबरी।',
    },
    server: {
      crashStakeFormat: 'दाँव रुपये में लिखें, दशमलव के बाद अधिकतम दो अंक।',
      crashStakeRange: 'दाँव {min} से {max} तक हो सकता है।',
      crashBetsClosed: 'दाँव राउंड शुरू होने से पहले लिए जाते हैं: अगले राउंड की प्रतीक्षा करें।',
      crashBetTwice: 'इस राउंड पर आपका दाँव पहले से लगा है।',
      crashBalanceLow: 'इस दाँव के लिए आपका बैलेंस कम है: {available} उपलब्ध, {requested} चाहिए।',
      crashNothingToCashOut: 'इस राउंड में कैश आउट करने के लिए आपका कोई दाँव नहीं है।',
      crashRoundNotStarted: 'राउंड अभी शुरू नहीं हुआ है।',
      crashTooLate: 'बहुत देर हो गई: राउंड {point}× पर क्रैश हो चुका है।',
      gameSessionEnded: 'यह गेम सत्र समाप्त हो गया है।',
      gameLaunchEnded: 'यह गेम सत्र समाप्त हो गया है। लॉबी से गेम फिर से खोलें।',
      gameSessionOtherGame: 'यह गेम सत्र किसी दूसरे गेम के लिए है।',
      dailyLossLimit: 'आप अपनी दैनिक हानि सीमा तक पहुँच गए हैं। रीसेट होने तक नए दाँव अस्वीकार किए जाएँगे।',
      weeklyLossLimit: 'आप अपनी साप्ताहिक हानि सीमा तक पहुँच गए हैं। रीसेट होने तक नए दाँव अस्वीकार किए जाएँगे।',
      dailyLossRoom:
        'यह दाँव {risk} हार सकता है, जिससे आपकी दैनिक हानि सीमा {limit} पार हो जाएगी: आज अधिकतम {room} और जोखिम में डाला जा सकता है।',
      weeklyLossRoom:
        'यह दाँव {risk} हार सकता है, जिससे आपकी साप्ताहिक हानि सीमा {limit} पार हो जाएगी: इस सप्ताह अधिकतम {room} और जोखिम में डाला जा सकता है।',
    },
  },
};

/**
 * What a page in `language` writes into `data-server-messages`: its own words of each refusal code
 * its calls may be answered with, `{name}` marking a value the api sends beside the code.
 */
export const serverMessages = (language: GamePageLanguage): Readonly<Record<ServerMessageKey, string>> =>
  gamePageStrings[language].server;
