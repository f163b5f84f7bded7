import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * The progress bar of a form while its request is out. Its slot keeps its height when idle, so
 * the form does not jump; it sits outside the buttons so their names stay what they say.
 */
export function BusyIndicator({ busy, label }: { busy: boolean; label: string }) {
  return <Box sx={{ height: 4, my: 1 }}>{busy ? <LinearProgress aria-label={label} /> : null}</Box>;
}
