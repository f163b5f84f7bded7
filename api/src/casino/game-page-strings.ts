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
    readonly notFound: string;
    readonly multiplier: string;
    readonly connecting: string;
    readonly stake: string;
    readonly bet: string;
    /** A bet panel's heading, followed by its number (1 or 2). */
    readonly betPanel: string;
    readonly stakeDown: string;
    readonly stakeUp: string;
    readonly stakeChips: string;
    /** A stake chip's name; `{amount}` is its stake in rupees. */
    readonly setStake: string;
    readonly autoCashOut: string;
    readonly autoCashOutAt: string;
    readonly autoBet: string;
    readonly recentRounds: string;
    readonly sound: string;
    readonly liveBets: string;
    readonly stakeHeader: string;
    readonly multiplierHeader: string;
    readonly winHeader: string;
    readonly fairTitle: string;
    /** Followed by the chain's terminating hash. */
    readonly terminatingHash: string;
    /** Followed by the chain's client seed. */
    readonly clientSeed: string;
    /** The label of the seed the player sends with each bet. */
    readonly playerSeedLabel: string;
    /** The button that draws the player a new random seed. */
    readonly newSeed: string;
    /** What the player's seed is for, and the characters it may have. */
    readonly playerSeedHint: string;
    /** The heading over the round's client seed and the players' seeds mixed into it. */
    readonly roundSeedsTitle: string;
    /** Followed by the round's client seed. */
    readonly roundClientSeed: string;
    readonly howToCheck: string;
    readonly fairExplanation: string;
    readonly fairPageLink: string;
    readonly pastRounds: string;
    /** The standalone fairness page (/casino/fair). */
    readonly fairPageTitle: string;
    readonly fairPageIntro: string;
    readonly gameHashLabel: string;
    readonly clientSeedLabel: string;
    /** Where a player finds a round's client seed. */
    readonly clientSeedHint: string;
    readonly terminatingHashLabel: string;
    readonly chainIndexLabel: string;
    readonly check: string;
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
  'crashAutoCashOutRange',
  'crashSeedFormat',
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
  | 'checking'
  | 'historyGameHash'
  | 'historyClientSeed'
  | 'fairCrashPoint'
  | 'fairChainOk'
  | 'fairChainNot'
  | 'fairHashInvalid'
  | 'fairSeedInvalid'
  | 'fairIndexInvalid'
  | 'roundLabel'
  | 'cashOut'
  | 'cashOutAmount'
  | 'bet'
  | 'betStake'
  | 'betPlaced'
  | 'betWon'
  | 'betLost'
  | 'flewAway'
  | 'nextRoundIn'
  | 'nextRoundSoon'
  | 'liveMultiplier'
  | 'autoCashOutInvalid'
  | 'autoBetStopped'
  | 'betCount'
  | 'stakeInvalid'
  | 'setStake'
  | 'playerSeedInvalid'
  | 'seedsWillMix'
  | 'seedsWillMixOne'
  | 'seedsChainOnly'
  | 'seedsNoneMixed'
  | 'yourSeed'
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
      notFound: 'Game not found.',
      multiplier: 'Multiplier',
      connecting: 'Connecting…',
      stake: 'Stake (₹)',
      bet: 'Bet',
      betPanel: 'Bet',
      stakeDown: 'Lower the stake',
      stakeUp: 'Raise the stake',
      stakeChips: 'Quick stakes',
      setStake: 'Stake ₹{amount}',
      autoCashOut: 'Auto cash-out',
      autoCashOutAt: 'Auto cash-out at (×)',
      autoBet: 'Auto bet',
      recentRounds: 'Last 20 rounds',
      sound: 'Sound',
      liveBets: 'Bets this round',
      stakeHeader: 'Stake (₹)',
      multiplierHeader: 'Cashed out',
      winHeader: 'Win (₹)',
      fairTitle: 'Provably fair',
      terminatingHash: "This chain's terminating hash, published before its first round:",
      clientSeed: "This chain's client seed:",
      playerSeedLabel: 'Your seed',
      newSeed: 'New seed',
      playerSeedHint:
        "Sent with each of your bets. When your bet is among the round's first bets with a seed, your seed is mixed into the round's client seed. 1 to 32 characters: letters A–Z and a–z, digits 0–9, _ and -.",
      roundSeedsTitle: "This round's seeds",
      roundClientSeed: "This round's client seed:",
      howToCheck: 'How to check a round',
      fairExplanation:
        "The rounds play a hash chain. The server draws a secret chain seed and hashes it again and again: hash N = SHA-256(seed), and each earlier hash is the SHA-256 of the next one written as 64 hex characters, down to the terminating hash, which is published with the chain's client seed (chosen by the server with the chain) before its first round. Round k plays hash k, and once it has crashed its game hash is shown: hashed once it gives the previous round's hash, hashed k times the terminating hash. A round's client seed is the chain's client seed, then the seeds of the round's first N bets that carry one, in the order they were placed, joined by “:” (N, from 0 to 3, is shown with the round; with no player's seed mixed in, it is the chain's client seed alone). It is fixed when betting closes, so the server commits to the chain before any player's seed is known. The crash point comes from HMAC-SHA256(key: the game hash, message: the round's client seed): if that HMAC, as a 256-bit number, is divisible by 101 the round crashes at 1.00×; otherwise, with h its first 13 hex digits and e = 2<sup>52</sup>, the crash point is floor((100·e − h) / (e − h)) / 100, at most 1000.00. So P(crash ≥ m) = (100/101) · 0.99 / (m − 0.01), and cashing out at m returns (99/101) · m / (m − 0.01) of the stake on average: a house edge of 1.00 % at 1.01×, 1.32 % at 1.50×, 1.49 % at 2× and close to 1.98 % at high targets. This page checks every past round below with your browser's own cryptography.",
      fairPageLink: 'Check a round on the fairness page',
      pastRounds: 'Past rounds',
      fairPageTitle: 'Aviator: check a round',
      fairPageIntro:
        "Paste a round's game hash and client seed: the game's past rounds list shows both once the round has crashed. This page computes the round's crash point with your browser's own cryptography and, given its place in the chain, checks that its game hash leads to the terminating hash (each hash, hashed once, gives the previous round's). The terminating hash is filled in with the one published now.",
      gameHashLabel: 'Game hash (64 hex characters)',
      clientSeedLabel: 'Client seed',
      clientSeedHint:
        "Each round has its own client seed (up to 200 characters): the game's past rounds list shows it beside the round's game hash.",
      terminatingHashLabel: 'Terminating hash of the chain (optional)',
      chainIndexLabel: "The round's place in its chain (optional)",
      check: 'Check',
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
      verified: ' ✓ crash point and hash chain verified',
      notVerified: ' ✗ does not match its chain',
      checking: ' … checking the hash chain',
      historyGameHash: 'game hash',
      historyClientSeed: 'client seed',
      fairCrashPoint: 'Crash point: {point}×',
      fairChainOk: 'Round {steps} of that chain: the game hash, hashed that many times, gives the terminating hash.',
      fairChainNot:
        'Not round {steps} of that chain: the game hash, hashed that many times, does not give the terminating hash.',
      fairHashInvalid: 'A hash is 64 characters, each 0–9 or a–f.',
      fairSeedInvalid: "Enter the round's client seed: 1 to 200 characters.",
      fairIndexInvalid: 'The place in the chain is a whole number from 1 to {max}.',
      roundLabel: 'Round {round}: ',
      cashOut: 'Cash out',
      cashOutAmount: 'Cash out ₹{amount}',
      bet: 'Bet',
      betStake: 'Bet ₹{amount}',
      betPlaced: 'Bet placed: waiting for take-off',
      betWon: 'Won ₹{payout} at {multiplier}×',
      betLost: 'Lost ₹{stake}',
      flewAway: 'Flew away at {point}×',
      nextRoundIn: 'Next round in {seconds} s',
      nextRoundSoon: 'Next round soon',
      liveMultiplier: 'Multiplier {multiplier}×',
      autoCashOutInvalid: 'Auto cash-out is a multiplier from {min}× to {max}×, with at most two decimals.',
      autoBetStopped: 'Auto bet {slot} stopped: {reason}',
      betCount: 'Bets: {count}',
      stakeInvalid: 'Enter a stake in rupees, with at most two decimals.',
      setStake: 'Stake ₹{amount}',
      playerSeedInvalid:
        'Your seed is 1 to 32 characters: letters A–Z and a–z, digits 0–9, _ and -. Change it or press “New seed”.',
      seedsWillMix:
        "When betting closes, the seeds of the round's first {n} bets that carry one are mixed into its client seed.",
      seedsWillMixOne:
        "When betting closes, the seed of the round's first bet that carries one is mixed into its client seed.",
      seedsChainOnly: "This round mixes in no player's seed: it uses the chain's client seed alone.",
      seedsNoneMixed: "No player's seed was mixed into this round: its client seed is the chain's alone.",
      yourSeed: 'your seed',
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
      notFound: 'गेम नहीं मिला।',
      multiplier: 'गुणक',
      connecting: 'जुड़ रहा है…',
      stake: 'दाँव (₹)',
      bet: 'दाँव लगाएँ',
      betPanel: 'दाँव',
      stakeDown: 'दाँव घटाएँ',
      stakeUp: 'दाँव बढ़ाएँ',
      stakeChips: 'तुरंत दाँव',
      setStake: 'दाँव ₹{amount}',
      autoCashOut: 'ऑटो कैश आउट',
      autoCashOutAt: 'ऑटो कैश आउट का गुणक (×)',
      autoBet: 'ऑटो दाँव',
      recentRounds: 'पिछले 20 राउंड',
      sound: 'ध्वनि',
      liveBets: 'इस राउंड के दाँव',
      stakeHeader: 'दाँव (₹)',
      multiplierHeader: 'कैश आउट',
      winHeader: 'जीत (₹)',
      fairTitle: 'जाँचने योग्य निष्पक्षता',
      terminatingHash: 'इस चेन का टर्मिनेटिंग हैश, उसके पहले राउंड से पहले प्रकाशित:',
      clientSeed: 'इस चेन का क्लाइंट सीड:',
      playerSeedLabel: 'आपका सीड',
      newSeed: 'नया सीड',
      playerSeedHint:
        'आपके हर दाँव के साथ भेजा जाता है। जब आपका दाँव राउंड के सीड वाले पहले दाँवों में होता है, तो आपका सीड राउंड के क्लाइंट सीड में मिलाया जाता है। 1 से 32 अक्षर: A–Z और a–z अक्षर, 0–9 अंक, _ और -।',
      roundSeedsTitle: 'इस राउंड के सीड',
      roundClientSeed: 'इस राउंड का क्लाइंट सीड:',
      howToCheck: 'किसी राउंड की जाँच कैसे करें',
      fairExplanation:
        'राउंड एक हैश चेन से चलते हैं। सर्वर एक गुप्त चेन सीड चुनता है और उसे बार-बार हैश करता है: हैश N = SHA-256(सीड), और हर पिछला हैश अगले हैश के 64 हेक्स अक्षरों का SHA-256 है, टर्मिनेटिंग हैश तक, जो चेन के पहले राउंड से पहले चेन के क्लाइंट सीड (जिसे सर्वर चेन के साथ चुनता है) के साथ प्रकाशित होता है। राउंड k हैश k से चलता है, और क्रैश के बाद उसका गेम हैश दिखाया जाता है: एक बार हैश करने पर वह पिछले राउंड का हैश देता है, k बार हैश करने पर टर्मिनेटिंग हैश। किसी राउंड का क्लाइंट सीड चेन का क्लाइंट सीड है, उसके बाद राउंड के सीड वाले पहले N दाँवों के सीड, जिस क्रम में वे लगाए गए, “:” से जुड़े हुए (N, 0 से 3 तक, राउंड के साथ दिखाया जाता है; किसी खिलाड़ी का सीड न मिलाया जाए तो वह केवल चेन का क्लाइंट सीड है)। यह दाँव बंद होने पर तय होता है, इसलिए सर्वर किसी भी खिलाड़ी का सीड जानने से पहले ही चेन के लिए प्रतिबद्ध हो जाता है। क्रैश पॉइंट HMAC-SHA256(कुंजी: गेम हैश, संदेश: राउंड का क्लाइंट सीड) से आता है: यदि वह HMAC, 256-बिट संख्या के रूप में, 101 से विभाज्य है तो राउंड 1.00× पर क्रैश होता है; अन्यथा, उसके पहले 13 हेक्स अंक h और e = 2<sup>52</sup> से, क्रैश पॉइंट floor((100·e − h) / (e − h)) / 100 है, अधिकतम 1000.00। इसलिए P(क्रैश ≥ m) = (100/101) · 0.99 / (m − 0.01), और m पर कैश आउट करने से औसतन दाँव का (99/101) · m / (m − 0.01) वापस मिलता है: हाउस एज 1.01× पर 1.00 %, 1.50× पर 1.32 %, 2× पर 1.49 % और ऊँचे लक्ष्यों पर लगभग 1.98 %। यह पेज नीचे के हर पिछले राउंड की जाँच आपके ब्राउज़र की अपनी क्रिप्टोग्राफ़ी से करता है।',
      fairPageLink: 'किसी राउंड की जाँच निष्पक्षता पेज पर करें',
      pastRounds: 'पिछले राउंड',
      fairPageTitle: 'Aviator: किसी राउंड की जाँच करें',
      fairPageIntro:
        'किसी राउंड का गेम हैश और क्लाइंट सीड यहाँ चिपकाएँ: राउंड क्रैश होने के बाद गेम की पिछले राउंड की सूची दोनों दिखाती है। यह पेज आपके ब्राउज़र की अपनी क्रिप्टोग्राफ़ी से राउंड का क्रैश पॉइंट निकालता है, और चेन में उसका स्थान दिए जाने पर जाँचता है कि उसका गेम हैश टर्मिनेटिंग हैश तक पहुँचता है (हर हैश, एक बार हैश करने पर, पिछले राउंड का हैश देता है)। टर्मिनेटिंग हैश अभी प्रकाशित मान से भरा गया है।',
      gameHashLabel: 'गेम हैश (64 हेक्स अक्षर)',
      clientSeedLabel: 'क्लाइंट सीड',
      clientSeedHint:
        'हर राउंड का अपना क्लाइंट सीड होता है (अधिकतम 200 अक्षर): गेम की पिछले राउंड की सूची में वह राउंड के गेम हैश के साथ दिखता है।',
      terminatingHashLabel: 'चेन का टर्मिनेटिंग हैश (वैकल्पिक)',
      chainIndexLabel: 'चेन में राउंड का स्थान (वैकल्पिक)',
      check: 'जाँचें',
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
      verified: ' ✓ क्रैश पॉइंट और हैश चेन की पुष्टि हुई',
      notVerified: ' ✗ अपनी चेन से मेल नहीं खाता',
      checking: ' … हैश चेन की जाँच जारी',
      historyGameHash: 'गेम हैश',
      historyClientSeed: 'क्लाइंट सीड',
      fairCrashPoint: 'क्रैश पॉइंट: {point}×',
      fairChainOk: 'उस चेन का राउंड {steps}: गेम हैश को उतनी बार हैश करने पर टर्मिनेटिंग हैश मिलता है।',
      fairChainNot: 'उस चेन का राउंड {steps} नहीं: गेम हैश को उतनी बार हैश करने पर टर्मिनेटिंग हैश नहीं मिलता।',
      fairHashInvalid: 'हैश 64 अक्षरों का होता है, हर अक्षर 0–9 या a–f।',
      fairSeedInvalid: 'राउंड का क्लाइंट सीड लिखें: 1 से 200 अक्षर।',
      fairIndexInvalid: 'चेन में स्थान 1 से {max} तक की पूर्ण संख्या है।',
      roundLabel: 'राउंड {round}: ',
      cashOut: 'कैश आउट',
      cashOutAmount: '₹{amount} कैश आउट करें',
      bet: 'दाँव लगाएँ',
      betStake: '₹{amount} का दाँव लगाएँ',
      betPlaced: 'दाँव लग गया: उड़ान की प्रतीक्षा',
      betWon: '{multiplier}× पर ₹{payout} जीते',
      betLost: '₹{stake} हारे',
      flewAway: '{point}× पर उड़ गया',
      nextRoundIn: 'अगला राउंड {seconds} सेकंड में',
      nextRoundSoon: 'अगला राउंड जल्द',
      liveMultiplier: 'गुणक {multiplier}×',
      autoCashOutInvalid: 'ऑटो कैश आउट {min}× से {max}× तक का गुणक होता है, दशमलव के बाद अधिकतम दो अंक।',
      autoBetStopped: 'ऑटो दाँव {slot} रुका: {reason}',
      betCount: 'दाँव: {count}',
      stakeInvalid: 'दाँव रुपये में लिखें, दशमलव के बाद अधिकतम दो अंक।',
      setStake: 'दाँव ₹{amount}',
      playerSeedInvalid: 'आपका सीड 1 से 32 अक्षरों का होता है: A–Z और a–z अक्षर, 0–9 अंक, _ और -। इसे बदलें या “नया सीड” दबाएँ।',
      seedsWillMix: 'दाँव बंद होने पर, राउंड के सीड वाले पहले {n} दाँवों के सीड उसके क्लाइंट सीड में मिलाए जाते हैं।',
      seedsWillMixOne: 'दाँव बंद होने पर, राउंड के सीड वाले पहले दाँव का सीड उसके क्लाइंट सीड में मिलाया जाता है।',
      seedsChainOnly: 'यह राउंड किसी खिलाड़ी का सीड नहीं मिलाता: वह केवल चेन के क्लाइंट सीड का उपयोग करता है।',
      seedsNoneMixed: 'इस राउंड में किसी खिलाड़ी का सीड नहीं मिलाया गया: उसका क्लाइंट सीड केवल चेन का है।',
      yourSeed: 'आपका सीड',
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
      crashAutoCashOutRange: 'ऑटो कैश आउट {min}× से {max}× तक का गुणक होता है, दशमलव के बाद अधिकतम दो अंक।',
      crashSeedFormat: 'आपका सीड 1 से 32 अक्षरों, अंकों, अंडरस्कोर या हाइफ़न का होता है।',
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
