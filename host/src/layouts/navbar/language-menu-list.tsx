import { languageNames, supportedLanguages, type Language } from '@exchange/shared';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface LanguageMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
}

/** The languages, each checked when it is the page's; loaded when a player first opens the menu. */
export function LanguageMenuList({ id, anchor, current, onClose, onChoose }: LanguageMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {supportedLanguages.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          role="menuitemradio"
          aria-checked={language === current}
          selected={language === current}
          onClick={() => onChoose(language)}
        >
          <ListItemText>{languageNames[language]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
