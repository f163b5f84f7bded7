import { minorToNumber, type Market } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { useSportsTranslation } from '../../../i18n/sports-translations';
import type { FancyOutcome, SlipFigures } from '../slip-maths';
import { SignedAmount } from './signed-amount';

const listStyle = { listStyle: 'none', m: 0, p: 0 } as const;
const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: 1, typography: 'body2' } as const;

export interface SlipFiguresPanelProps {
  /** This bet's figures, or null while the odds or stake cannot be read. */
  readonly figures: SlipFigures | null;
  /** A back (or YES) shows what it wins, a lay (or NO) what it risks. */
  readonly liabilityShown: boolean;
  readonly market: Market;
}

/**
 * The slip's figures, read out as they change: this bet's profit or liability, and what every
 * runner (or, on a fancy line, every result) would stand at if the bet is matched.
 */
export function SlipFiguresPanel({ figures, liabilityShown, market }: SlipFiguresPanelProps) {
  const { t } = useSportsTranslation();
  const { amount } = useLocaleFormat();
  return (
    <Box aria-live="polite" sx={{ display: 'grid', gap: 0.5, p: 1, borderRadius: 1, bgcolor: 'background.paper' }}>
      <Typography variant="body2">
        {liabilityShown ? t('slip.liability') : t('slip.profit')}:{' '}
        <Box
          component="span"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          data-figure={liabilityShown ? 'liability' : 'profit'}
        >
          {figures === null ? '–' : amount(minorToNumber(liabilityShown ? figures.liability : figures.profit))}
        </Box>
      </Typography>
      {figures?.runners != null && <IfMatched runners={figures.runners} exposure={figures.exposure} market={market} />}
      {figures?.outcomes != null && <FancyOutcomes outcomes={figures.outcomes} />}
    </Box>
  );
}

interface IfMatchedProps {
  readonly runners: ReadonlyMap<number, bigint>;
  readonly exposure: bigint | null;
  readonly market: Market;
}

/** Every runner's P/L if the bet is matched, and the market's exposure then. */
function IfMatched({ runners, exposure, market }: IfMatchedProps) {
  const { t } = useSportsTranslation();
  const { amount } = useLocaleFormat();
  const runnersById = new Map(market.runners.map((runner) => [runner.id, runner.name]));
  return (
    <Box>
      <Typography variant="caption" sx={{ fontWeight: 700 }}>
        {t('slip.ifMatched')}
      </Typography>
      <Box component="ul" sx={listStyle}>
        {[...runners].map(([runnerId, value]) => (
          <Box component="li" key={runnerId} data-runner-pl={runnerId} sx={rowStyle}>
            <span>{runnersById.get(runnerId) ?? runnerId}</span>
            <SignedAmount value={value} />
          </Box>
        ))}
      </Box>
      {exposure !== null && (
        <Typography variant="caption">
          {t('slip.exposureIfMatched', { amount: amount(minorToNumber(exposure)) })}
        </Typography>
      )}
    </Box>
  );
}

/** A fancy bet's P/L at its line or above, and below it. */
function FancyOutcomes({ outcomes }: { readonly outcomes: readonly FancyOutcome[] }) {
  const { t } = useSportsTranslation();
  return (
    <Box component="ul" sx={listStyle}>
      {outcomes.map((outcome) => (
        <Box component="li" key={outcome.result} sx={rowStyle}>
          <span>
            {outcome.result === 'atOrAbove'
              ? t('slip.fancyAtOrAbove', { line: outcome.line })
              : t('slip.fancyBelow', { line: outcome.line })}
          </span>
          <SignedAmount value={outcome.profitLoss} />
        </Box>
      ))}
    </Box>
  );
}
