import { platformInstanceId } from '@exchange/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface AccountPageProps {
  /** The page's heading, already translated. */
  title: string;
  children: ReactNode;
  /** Controls beside the heading (export, refresh). */
  actions?: ReactNode;
}

/** Every account page: one section of the account remote, its heading first; fits 360 px and up. */
export function AccountPage({ title, children, actions }: AccountPageProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-remote="account"
      data-shared-instance={platformInstanceId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1200, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={headingId} component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}
