import { cleanCasinoName, type LobbySettingsMessage } from '@exchange/contracts';
import { platformInstanceId, readStoredColorScheme, useLanguage, useSettingsStore } from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

import { gameUrlInLanguage } from './game-language';
import { readGameMessage } from './game-messages';

/** The frame's texts, in the calling lobby's own words. */
export interface GameFrameLabels {
  readonly back: string;
  readonly title: string;
  readonly frameTitle: string;
  readonly fullScreen: string;
  readonly exitFullScreen: string;
}

export interface GameFrameProps {
  /** The launch URL, already checked by `checkGameUrl`. */
  readonly url: string;
  /** Its origin: the only one the lobby talks to. */
  readonly origin: string;
  readonly onClose: () => void;
  readonly labels: GameFrameLabels;
  /** Marks which casino build shows the game (`data-variant`), as its lobby does. */
  readonly variant?: string;
}

/**
 * The launched game in a sandboxed frame, with a way back to the lobby and full screen. The frame
 * keeps its own origin (`allow-same-origin`: the game calls its own server and names its origin in
 * messages) but may not navigate the lobby, open pop-ups or reach the lobby's storage: it is another
 * origin, and only exact-origin messages cross between them.
 */
export function GameFrame({ url, origin, onClose, labels, variant }: GameFrameProps) {
  const language = useLanguage();
  const headingId = useId();
  const containerRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  // The game names itself when it is ready; until then the heading says "Game".
  const [gameName, setGameName] = useState<string | null>(null);
  const title = gameName ?? labels.title;
  const domainTitle = useSettingsStore((state) => state.domainSetting?.domainTitle);

  useEffect(() => {
    const sendSettings = () => {
      const settings: LobbySettingsMessage = {
        source: 'casino-lobby',
        type: 'settings',
        colorScheme: readStoredColorScheme(),
        language,
      };
      frameRef.current?.contentWindow?.postMessage(settings, origin);
    };
    const onMessage = (event: MessageEvent) => {
      const verdict = readGameMessage(event, origin, frameRef.current?.contentWindow ?? null);
      if (!verdict.ok) {
        console.warn(`Ignored ${verdict.reason}.`);
        return;
      }
      if (verdict.message.type === 'ready') {
        sendSettings();
        const name = cleanCasinoName(verdict.message.name ?? '');
        if (name !== '') setGameName(name);
      }
      if (verdict.message.type === 'exit') onClose();
      // Balance and round results are the game's news: the navbar follows the hub's UserBalance
      // push, which the api sends after every stake and win, so nothing else moves money here.
    };
    window.addEventListener('message', onMessage);
    sendSettings();
    return () => window.removeEventListener('message', onMessage);
  }, [origin, language, onClose]);

  // The tab names the game while it is open, as the host names every page ("Brand | Page").
  useEffect(() => {
    if (gameName === null) return undefined;
    const before = document.title;
    document.title = domainTitle ? `${domainTitle} | ${gameName}` : gameName;
    return () => {
      document.title = before;
    };
  }, [gameName, domainTitle]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullScreen = () => {
    const failed = (error: unknown) => console.warn('Full screen is not available.', error);
    if (document.fullscreenElement) document.exitFullscreen().catch(failed);
    else containerRef.current?.requestFullscreen().catch(failed);
  };

  return (
    <Box
      ref={containerRef}
      component="section"
      aria-labelledby={headingId}
      data-remote="casino"
      data-variant={variant}
      data-shared-instance={platformInstanceId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 360, bgcolor: 'background.default' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
        <Button variant="outlined" size="small" onClick={onClose}>
          {labels.back}
        </Button>
        <Typography id={headingId} component="h1" variant="subtitle1" noWrap sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button variant="outlined" size="small" aria-pressed={fullScreen} onClick={toggleFullScreen}>
          {fullScreen ? labels.exitFullScreen : labels.fullScreen}
        </Button>
      </Stack>
      <Box
        ref={frameRef}
        component="iframe"
        // A language switch reloads the game in the new language (its launch token stays valid).
        src={gameUrlInLanguage(url, language)}
        title={labels.frameTitle}
        sandbox="allow-scripts allow-same-origin allow-forms"
        allow="fullscreen"
        referrerPolicy="no-referrer"
        sx={{ flexGrow: 1, width: '100%', border: 0, borderRadius: 1, bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
