import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { RemoteName } from '../contracts/remote-modules';
import { commonNamespace } from '../i18n/i18n-instance';
import { platformInstanceId } from '../platform/platform-instance';

export interface PlannedPageProps {
  remote: RemoteName;
  /** Already in the player's language: the remote translates it in its own namespace. */
  title: string;
  /** What the page will offer, in a player's words (and language). */
  summary: string;
}

/**
 * The honest stand-in for a page whose feature is not built yet: it says so plainly and carries
 * the remote and platform instance it was rendered with, which the composition tests read.
 */
export function PlannedPage({ remote, title, summary }: PlannedPageProps) {
  const headingId = useId();
  const { t } = useTranslation(commonNamespace);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-remote={remote}
      data-shared-instance={platformInstanceId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Typography id={headingId} component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {summary}
      </Typography>
      <Typography>{t('plannedPage.notAvailable')}</Typography>
    </Paper>
  );
}
