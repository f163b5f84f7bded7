import { useLocaleFormat, useSayLine } from '@exchange/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { useSportsTranslation } from '../../../i18n/sports-translations';
import { scorecardQuery } from '../api/get-score-card';

/** The score of a cricket or kabaddi event, asked again every few seconds while it is in play. */
export function Scorecard({ eventId, inPlay }: { eventId: number; inPlay: boolean }) {
  const { t } = useSportsTranslation();
  const { dateTime } = useLocaleFormat();
  const say = useSayLine();
  const headingId = useId();
  const { data: score, isPending } = useQuery(scorecardQuery(eventId, inPlay));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1, sm: 1.5 } }}>
      <Typography id={headingId} component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('scorecard.heading')}
      </Typography>
      {score === undefined ? (
        isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('scorecard.unavailable')}
          </Typography>
        )
      ) : (
        <Box aria-live="polite">
          {score.teams.map((team) => (
            <Box key={team.name} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: team.batting === true ? 700 : 400 }}>
                {team.name}
                {team.batting === true && ` (${t('scorecard.batting')})`}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
                {say('scoreLines', team.scoreLine, team.score)}
                {team.overs !== undefined && ` (${t('scorecard.overs', { overs: team.overs })})`}
              </Typography>
            </Box>
          ))}
          {score.summary !== '' && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {say('scoreLines', score.summaryLine, score.summary)}
            </Typography>
          )}
          {score.recentBalls !== undefined && score.recentBalls.length > 0 && (
            <Box
              sx={{ display: 'flex', gap: 0.5, mt: 0.75, flexWrap: 'wrap' }}
              role="list"
              aria-label={t('scorecard.recentBalls')}
            >
              {score.recentBalls.map((ball, index) => (
                <Chip key={index} role="listitem" size="small" variant="outlined" label={ball} />
              ))}
            </Box>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('scorecard.updated', {
              time: dateTime(score.updatedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
            })}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
