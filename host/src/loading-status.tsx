import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A spinner for a part of the page that is still loading. The progressbar carries the label itself:
 * assistive technology announces the progressbar, and an unnamed one is an accessibility failure.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
