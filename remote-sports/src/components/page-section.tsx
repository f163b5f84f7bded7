import { platformInstanceId } from '@exchange/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  /** The page's heading, already in the player's language. */
  title: ReactNode;
  /** Controls beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every sports page's frame: one region named by its h1, marked with the remote and the platform
 * instance it was rendered with (the composition tests read both).
 */
export function PageSection({ title, actions, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-remote="sports"
      data-shared-instance={platformInstanceId}
      sx={{ maxWidth: 1100, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} component="h1" variant="h5" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
