import { ErrorState, uiStore, useTranslateRefusal, useUiStore } from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { useSportsTranslation } from '../../../i18n/sports-translations';
import { isStreamUnavailable, tvStreamQuery } from '../api/get-tv-stream';
import { videoLinkQuery } from '../api/get-video-link';
import { HlsVideo } from './hls-video';

/** The video's place while its stream is asked for, in the video's own shape so nothing jumps. */
function StreamLoading() {
  const { t } = useSportsTranslation();
  return (
    <Box role="status" aria-label={t('video.loading')}>
      <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />
    </Box>
  );
}

function StreamNote({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ py: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * The event's stream: `Sport/GetVideoLink` names its feed, and the TV stream service gives the
 * address to play now. No feed, or the service's status 0, is said plainly; a failed call can be
 * tried again.
 */
function VideoStream({ eventId, title }: { eventId: number; title: string }) {
  const { t } = useSportsTranslation();
  const translate = useTranslateRefusal();
  const link = useQuery(videoLinkQuery(eventId));
  const videoLink = link.data?.url ?? null;
  const stream = useQuery({ ...tvStreamQuery({ eventId, videoLink: videoLink ?? '' }), enabled: videoLink !== null });
  const describeFailure = (error: unknown) => t('video.failed', { reason: translate(error) });

  if (link.isError)
    return <ErrorState error={link.error} onRetry={() => void link.refetch()} describe={describeFailure} />;
  if (link.isPending) return <StreamLoading />;
  if (videoLink === null) return <StreamNote>{t('video.none')}</StreamNote>;
  if (stream.isError) {
    if (!isStreamUnavailable(stream.error)) {
      return <ErrorState error={stream.error} onRetry={() => void stream.refetch()} describe={describeFailure} />;
    }
    // The service's own words (in the player's language when it names their code), else ours.
    const { message } = stream.error.body as { message?: unknown };
    const spoke = typeof message === 'string' && message.trim() !== '';
    return <StreamNote>{spoke ? translate(stream.error) : t('video.unavailable')}</StreamNote>;
  }
  if (stream.isPending) return <StreamLoading />;
  return <HlsVideo url={stream.data.url} title={t('video.player', { event: title })} />;
}

/**
 * Live TV in a box the player opens and closes (the specification's video box flag, kept in the
 * platform's ui store so it stays as the player left it from one event to the next).
 */
export function VideoBox({ eventId, title }: { eventId: number; title: string }) {
  const { t } = useSportsTranslation();
  const open = useUiStore((state) => state.videoBoxOpen);
  const contentId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 } }}>
      <Button
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={() => uiStore.getState().setVideoBoxOpen(!open)}
        size="small"
      >
        {t(open ? 'video.hide' : 'video.show')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box id={contentId} sx={{ mt: 1 }}>
          <VideoStream eventId={eventId} title={title} />
        </Box>
      </Collapse>
    </Paper>
  );
}
