import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { useSportsTranslation } from '../../../i18n/sports-translations';

const hlsType = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS stream: natively where the browser can (Safari, recent Chromium), else with hls.js,
 * which is fetched only then, as a chunk of its own (docs/adr/0018).
 */
export function HlsVideo({ url, title }: { url: string; title: string }) {
  const { t } = useSportsTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    setFailed(false);
    if (element.canPlayType(hlsType) !== '') {
      element.src = url;
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        // No worker: the page's Content-Security-Policy allows no blob: scripts.
        const hls = new Hls({ enableWorker: false });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(url);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  return (
    <Box>
      <Box
        component="video"
        ref={video}
        controls
        muted
        autoPlay
        playsInline
        aria-label={title}
        sx={{ display: failed ? 'none' : 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black' }}
      />
      {failed && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('video.cannotPlay')}
        </Typography>
      )}
    </Box>
  );
}
