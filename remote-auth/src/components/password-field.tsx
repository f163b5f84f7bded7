import { PlainIconButton, VisibilityIcon } from '@exchange/shared';
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
        <PlainIconButton aria-label={action} onClick={() => setVisible((shown) => !shown)}>
          <VisibilityIcon visible={!visible} />
        </PlainIconButton>
      }
    />
  );
}
