import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  error?: boolean;
  /** Below the field, read with it (`aria-describedby`): the error, else a hint. */
  helperText?: ReactNode;
  fullWidth?: boolean;
  /** Attributes of the <input> itself (input mode, pattern, autocapitalisation). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** Drawn at the end inside the outline: the password field's show/hide button. */
  endAdornment?: ReactNode;
}

/**
 * An outlined text field as MUI's TextField draws it (floating label, notched outline, helper text
 * tied to the input), put together from its parts. TextField itself also imports Select and with it
 * the menu, popover and modal code, which the login page would download and evaluate for nothing:
 * the host keeps those in a chunk of their own (`mui-menus`).
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error = false,
  helperText,
  fullWidth = false,
  htmlInput,
  endAdornment,
}: TextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const hasHelper = helperText !== undefined && helperText !== null && helperText !== '';
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        endAdornment={endAdornment}
        inputProps={{ ...htmlInput, 'aria-describedby': hasHelper ? helperId : undefined }}
      />
      {hasHelper ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
