import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

import { useAuthStyles } from './auth-styles';

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
  /** Attributes of the <input> itself (input mode, pattern, autocapitalisation). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** Drawn at the end inside the outline: the password field's show/hide button. */
  endAdornment?: ReactNode;
}

/**
 * An outlined text field, the width of the form: its label above the outline, the helper text
 * below and tied to the input. Plain elements on the brand's variables (ADR 0037): the auth pages
 * are the first screen of most visits and load none of MUI's components.
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
  htmlInput,
  endAdornment,
}: TextFieldProps) {
  useAuthStyles();
  const id = useId();
  const helperId = `${id}-helper-text`;
  const hasHelper = helperText !== undefined && helperText !== null && helperText !== '';
  return (
    <div className="xp-auth-field" data-error={error ? '' : undefined}>
      <label className="xp-auth-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="xp-auth-field-box">
        <input
          {...htmlInput}
          className="xp-auth-field-input"
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          aria-invalid={error}
          aria-describedby={hasHelper ? helperId : undefined}
        />
        {endAdornment}
      </div>
      {hasHelper ? (
        <p className="xp-auth-field-helper" id={helperId}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
