import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

import { PageSection } from '../../components/page-section';
import { useSportsTranslation } from '../../i18n/sports-translations';

/** The rule sets, in the order a new player needs them; each has a heading and numbered paragraphs. */
export const ruleSections = [
  { key: 'exchange', paragraphs: 5 },
  { key: 'bookmaker', paragraphs: 3 },
  { key: 'fancy', paragraphs: 4 },
  { key: 'inPlay', paragraphs: 3 },
  { key: 'suspension', paragraphs: 3 },
  { key: 'commission', paragraphs: 2 },
] as const;

function ExpandIcon() {
  return (
    <SvgIcon>
      <path fill="currentColor" d="M7 10l5 5 5-5z" />
    </SvgIcon>
  );
}

/** `/rules`: how each kind of market works, written for players. */
export function RulesPage() {
  const { t } = useSportsTranslation();
  return (
    <PageSection title={t('pages.rules.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('rules.intro')}
      </Typography>
      {ruleSections.map(({ key, paragraphs }, index) => (
        <Accordion
          key={key}
          defaultExpanded={index === 0}
          disableGutters
          variant="outlined"
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary expandIcon={<ExpandIcon />}>
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t(`rules.${key}.title`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {Array.from({ length: paragraphs }, (_, paragraph) => (
              <Typography key={paragraph} variant="body2" sx={{ mb: 1 }}>
                {t(`rules.${key}.p${paragraph + 1}`)}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </PageSection>
  );
}
