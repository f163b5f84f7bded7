import { validateForm, type FieldErrors } from '@exchange/contracts';
import { useTranslateRefusal } from '@exchange/shared';
import { useState, type FormEvent } from 'react';

import { focusField } from './focus-field';

type FormSchema<Values extends Record<string, string>> = Parameters<typeof validateForm<Values>>[0];
type FieldOf<Values> = Extract<keyof Values, string>;

/**
 * A form checked with its schema before anything is sent: nothing is said until the first
 * submit, then the messages follow the typing, so a fixed field stops saying it is wrong.
 */
export function useValidatedForm<Values extends Record<string, string>>(
  schema: FormSchema<Values>,
  initialValues: Values,
  fieldOrder: readonly FieldOf<Values>[],
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<FieldOf<Values>>>({});
  const [checked, setChecked] = useState(false);
  const translateRefusal = useTranslateRefusal();

  const change = (field: FieldOf<Values>) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (checked) {
      const validation = validateForm(schema, next);
      setErrors(validation.ok ? {} : validation.error);
    }
  };

  /** On submit: the checked values, or `null` after showing the messages and focusing the first field to fix. */
  const validate = (event: FormEvent<HTMLFormElement>): Values | null => {
    setChecked(true);
    const validation = validateForm(schema, values);
    if (validation.ok) {
      setErrors({});
      return validation.value;
    }
    setErrors(validation.error);
    const firstInvalid = fieldOrder.find((field) => validation.error[field]);
    if (firstInvalid) focusField(event.currentTarget, firstInvalid);
    return null;
  };

  // The rules say what is wrong as refusal codes; the player reads them in their language.
  const shownErrors: FieldErrors<FieldOf<Values>> = {};
  for (const field of Object.keys(errors) as FieldOf<Values>[]) {
    const message = errors[field];
    if (message !== undefined) shownErrors[field] = translateRefusal(message);
  }
  return { values, errors: shownErrors, change, validate };
}
