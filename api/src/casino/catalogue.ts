import { crashGame, type CasinoGame, type CasinoSection } from '@exchange/contracts';

/** A game of the reference catalogue, before the api's own address is known. */
export interface CatalogueEntry {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly provider: string;
  readonly section: CasinoSection;
  readonly tagline: string | null;
  readonly isNew: boolean;
  readonly isPopular: boolean;
}

/** The providers of the reference catalogue: made-up studios, so no real brand is implied. */
export const providers = {
  lotusLive: 'Lotus Live',
  royalDeal: 'Royal Deal Studios',
  spinForge: 'Spin Forge',
  saffron: 'Saffron Gaming',
  jetline: 'Jetline Games',
  monsoon: 'Monsoon Tables',
  sbe: 'SBE Games',
} as const;

type Row = readonly [name: string, provider: string, tagline?: string];

const live: readonly Row[] = [
  ['Lightning Roulette Lounge', providers.lotusLive, 'Min 100 · Max 5L'],
  ['Speed Baccarat A', providers.lotusLive, 'Min 100 · Max 5L'],
  ['Grand Blackjack VIP', providers.lotusLive, 'Min 1,000 · Max 10L'],
  ['Mega Wheel Live', providers.royalDeal, 'Min 10 · Max 1L'],
  ['Dream Catcher Deluxe', providers.royalDeal, 'Min 10 · Max 1L'],
  ['Auto Roulette Hindi', providers.royalDeal, 'Min 50 · Max 2L'],
  ['Sic Bo Live', providers.monsoon, 'Min 50 · Max 2L'],
  ['Casino Hold’em Live', providers.monsoon, 'Min 100 · Max 3L'],
  ['Football Studio', providers.lotusLive, 'Min 20 · Max 1L'],
  ['Monopoly Big Ball', providers.royalDeal, 'Min 10 · Max 50K'],
  ['Dragon Tiger Live', providers.monsoon, 'Min 100 · Max 5L'],
  ['Crazy Coin Flip', providers.lotusLive, 'Min 10 · Max 50K'],
];

const slots: readonly Row[] = [
  ['Gates of Gold', providers.spinForge],
  ['Sweet Bonanza Bazaar', providers.spinForge],
  ['Book of Maharaja', providers.spinForge],
  ['Tiger Fortune', providers.saffron],
  ['Diwali Diamonds', providers.saffron],
  ['Peacock Riches', providers.saffron],
  ['Monsoon Megaways', providers.spinForge],
  ['Cricket Star Reels', providers.saffron],
  ['Temple of Lakshmi', providers.spinForge],
  ['Neon Rickshaw', providers.saffron],
  ['Bollywood Nights', providers.spinForge],
  ['Spice Route Spins', providers.saffron],
  ['Elephant Gold Rush', providers.spinForge],
  ['Lotus Link', providers.saffron],
  ['Rajasthan Rubies', providers.spinForge],
];

const crash: readonly Row[] = [
  ['Aviator', providers.sbe],
  ['JetX Skyline', providers.jetline],
  ['Rocket Rani', providers.jetline],
  ['Kite Crash', providers.jetline],
  ['Space Rupee', providers.jetline],
  ['Balloon Burst', providers.sbe],
  ['Chopper Cashout', providers.sbe],
  ['Mines of Kolar', providers.jetline],
  ['Plinko Palace', providers.jetline],
  ['Cricket Crash', providers.sbe],
];

const table: readonly Row[] = [
  ['European Roulette', providers.monsoon],
  ['Classic Blackjack', providers.monsoon],
  ['Punto Banco', providers.monsoon],
  ['Three Card Poker', providers.royalDeal],
  ['Casino War', providers.royalDeal],
  ['Red Dog', providers.royalDeal],
  ['French Roulette', providers.monsoon],
  ['Pontoon', providers.royalDeal],
  ['Caribbean Stud', providers.monsoon],
  ['Craps Classic', providers.royalDeal],
  ['Video Poker Deuces', providers.spinForge],
  ['Keno Express', providers.spinForge],
];

const indianCard: readonly Row[] = [
  ['Teen Patti', providers.saffron],
  ['Teen Patti 20-20', providers.saffron, 'Min 100 · Max 1L'],
  ['Andar Bahar', providers.saffron],
  ['Andar Bahar Live', providers.lotusLive, 'Min 100 · Max 2L'],
  ['Dragon Tiger', providers.saffron],
  ['32 Cards', providers.monsoon],
  ['Lucky 7', providers.monsoon],
  ['Amar Akbar Anthony', providers.saffron],
  ['Bollywood Casino', providers.monsoon],
  ['Hi Lo Card', providers.saffron],
  ['Poker 20-20', providers.monsoon],
  ['Muflis Teen Patti', providers.saffron],
  ['Jhandi Munda', providers.lotusLive, 'Min 50 · Max 50K'],
];

const sections: readonly (readonly [CasinoSection, readonly Row[]])[] = [
  ['live-casino', live],
  ['slots', slots],
  ['crash', crash],
  ['table', table],
  ['indian-card', indianCard],
];

const codeOf = (provider: string, name: string): string => {
  const prefix = provider
    .split(/\s+/)
    .map((word) => word[0]?.toLowerCase() ?? '')
    .join('');
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `${prefix}_${slug}`;
};

function buildCatalogue(): readonly CatalogueEntry[] {
  let nextId = 200_001;
  const entries: CatalogueEntry[] = [];
  for (const [section, rows] of sections) {
    rows.forEach(([name, provider, tagline], index) => {
      const isAviator = section === 'crash' && name === 'Aviator';
      entries.push({
        id: isAviator ? crashGame.gameId : nextId++,
        code: isAviator ? crashGame.gameCode : codeOf(provider, name),
        name,
        provider,
        section,
        tagline: tagline ?? null,
        // The first two of each section are the popular ones, every fifth is new: enough to show badges.
        isPopular: index < 2,
        isNew: index % 5 === 4,
      });
    });
  }
  return entries;
}

/** Every game of the reference catalogue, in lobby order. */
export const catalogue: readonly CatalogueEntry[] = buildCatalogue();

const byCode = new Map(catalogue.map((entry) => [entry.code, entry]));

export const findGameByCode = (code: string): CatalogueEntry | undefined => byCode.get(code);

/** A provider's name as a list file name: `Lotus Live` → `lotus-live`. */
export const listNameOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface GameFilter {
  readonly section?: string | undefined;
  readonly provider?: string | undefined;
  readonly search?: string | undefined;
}

/** The games matching every filter given; names and providers match without regard to case. */
export function filterGames(entries: readonly CatalogueEntry[], filter: GameFilter): CatalogueEntry[] {
  const search = filter.search?.trim().toLowerCase() ?? '';
  const provider = filter.provider?.trim().toLowerCase() ?? '';
  return entries.filter(
    (entry) =>
      (filter.section === undefined || filter.section === '' || entry.section === filter.section) &&
      (provider === '' || entry.provider.toLowerCase() === provider || listNameOf(entry.provider) === provider) &&
      (search === '' || entry.name.toLowerCase().includes(search) || entry.provider.toLowerCase().includes(search)),
  );
}

/** A catalogue entry as the lobby receives it, its artwork served by the api at `apiOrigin`. */
export const toCasinoGame = (entry: CatalogueEntry, apiOrigin: string): CasinoGame => ({
  ...entry,
  imageUrl: `${apiOrigin}/cdn/games/art/${entry.code}.svg`,
});

/**
 * The CDN's game list files by name: `all`, each section (`slots`, `live-casino`…) and each provider
 * (`lotus-live`…). Unknown names have no file.
 */
export function gameListByName(name: string): readonly CatalogueEntry[] | undefined {
  if (name === 'all') return catalogue;
  if (sections.some(([section]) => section === name)) return catalogue.filter((entry) => entry.section === name);
  const ofProvider = catalogue.filter((entry) => listNameOf(entry.provider) === name);
  return ofProvider.length > 0 ? ofProvider : undefined;
}
