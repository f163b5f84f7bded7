import { crashGame, type CasinoGame, type CasinoSection } from '@exchange/contracts';

/** A game of the reference catalogue, before the api's own address is known. */
export interface CatalogueEntry {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly provider: string;
  readonly section: CasinoSection;
  /** The English of a live table's stakes ("Min 100 · Max 5L"), for a lobby that does not read `stakeLimits`. */
  readonly tagline: string | null;
  /** A live table's smallest and largest stake in rupees. */
  readonly stakeLimits: { readonly min: number; readonly max: number } | null;
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

/** A game of the reference catalogue: a live table names its smallest and largest stake in rupees. */
type Row = readonly [name: string, provider: string, stakeLimits?: readonly [min: number, max: number]];

const live: readonly Row[] = [
  ['Lightning Roulette Lounge', providers.lotusLive, [100, 5_00_000]],
  ['Speed Baccarat A', providers.lotusLive, [100, 5_00_000]],
  ['Grand Blackjack VIP', providers.lotusLive, [1_000, 10_00_000]],
  ['Mega Wheel Live', providers.royalDeal, [10, 1_00_000]],
  ['Dream Catcher Deluxe', providers.royalDeal, [10, 1_00_000]],
  ['Auto Roulette Hindi', providers.royalDeal, [50, 2_00_000]],
  ['Sic Bo Live', providers.monsoon, [50, 2_00_000]],
  ['Casino Hold’em Live', providers.monsoon, [100, 3_00_000]],
  ['Football Studio', providers.lotusLive, [20, 1_00_000]],
  ['Monopoly Big Ball', providers.royalDeal, [10, 50_000]],
  ['Dragon Tiger Live', providers.monsoon, [100, 5_00_000]],
  ['Crazy Coin Flip', providers.lotusLive, [10, 50_000]],
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
  ['Teen Patti 20-20', providers.saffron, [100, 1_00_000]],
  ['Andar Bahar', providers.saffron],
  ['Andar Bahar Live', providers.lotusLive, [100, 2_00_000]],
  ['Dragon Tiger', providers.saffron],
  ['32 Cards', providers.monsoon],
  ['Lucky 7', providers.monsoon],
  ['Amar Akbar Anthony', providers.saffron],
  ['Bollywood Casino', providers.monsoon],
  ['Hi Lo Card', providers.saffron],
  ['Poker 20-20', providers.monsoon],
  ['Muflis Teen Patti', providers.saffron],
  ['Jhandi Munda', providers.lotusLive, [50, 50_000]],
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

const plainRupees = new Intl.NumberFormat('en-IN');
const shortRupees = new Intl.NumberFormat('en-IN', { notation: 'compact' });

/** A table's stakes in English, as lobbies showed them before they read `stakeLimits`: "Min 100 · Max 5L". */
const stakeLimitsText = ([min, max]: readonly [number, number]): string =>
  `Min ${plainRupees.format(min)} · Max ${shortRupees.format(max)}`;

function buildCatalogue(): readonly CatalogueEntry[] {
  let nextId = 200_001;
  const entries: CatalogueEntry[] = [];
  for (const [section, rows] of sections) {
    rows.forEach(([name, provider, limits], index) => {
      const isAviator = section === 'crash' && name === 'Aviator';
      entries.push({
        id: isAviator ? crashGame.gameId : nextId++,
        code: isAviator ? crashGame.gameCode : codeOf(provider, name),
        name,
        provider,
        section,
        tagline: limits === undefined ? null : stakeLimitsText(limits),
        stakeLimits: limits === undefined ? null : { min: limits[0], max: limits[1] },
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
