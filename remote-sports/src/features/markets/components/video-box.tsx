import { uiStore, useUiStore } from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { useSportsTranslation } from '../../../i18n/sports-translations';
import { videoLinkQuery } from '../api/get-video-link';
import { HlsVideo } from './hls-video';

function VideoStream({ eventId, title }: { eventId: number; title: string }) {
  const { t } = useSportsTranslation();
  const { data, isPending, error } = useQuery(videoLinkQuery(eventId));
  if (isPending)
    return <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />;
  if (error !== null || data.url === null) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('video.none')}
      </Typography>
    );
  }
  return <HlsVideo url={data.url} title={t('video.player', { event: title })} />;
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
