import { sports, type SportsMenuProps } from '@exchange/shared';
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { NavLink } from 'react-router';

/** The sports navigation the main layout shows: one entry per sport, leading to its match list. */
export function SportsMenu({ onNavigate }: SportsMenuProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="overline" sx={{ display: 'block', px: 2, pt: 1 }}>
        Sports
      </Typography>
      <List dense disablePadding>
        {sports.map((sport) => (
          <ListItem key={sport.id} disablePadding>
            <ListItemButton component={NavLink} to={`/matchlist/${sport.id}`} onClick={onNavigate}>
              <ListItemText primary={sport.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
