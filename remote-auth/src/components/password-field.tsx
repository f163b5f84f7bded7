import { VisibilityIcon } from '@exchange/shared';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';

import { useAuthTranslation } from '../i18n/auth-translations';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'htmlInput' | 'endAdornment' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A password input with a show/hide toggle named after the field ("Show password"), so a player
 * on a phone can check what they typed.
 */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { t, i18n } = useAuthTranslation();
  const action = t(visible ? 'fields.hide' : 'fields.show', { field: label.toLocaleLowerCase(i18n.language) });
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      htmlInput={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={action} edge="end" onClick={() => setVisible((shown) => !shown)}>
            <VisibilityIcon visible={!visible} />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
