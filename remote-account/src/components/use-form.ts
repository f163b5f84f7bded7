import { validateForm, type FieldErrors } from '@exchange/contracts';
import { useState, type ChangeEvent } from 'react';

type FormSchema<Values extends Record<string, unknown>> = Parameters<typeof validateForm<Values>>[0];

/**
 * A form checked with the contracts' rules before anything is sent: quiet until the first submit,
 * then the messages follow the typing, so a fixed field stops saying it is wrong.
 */
export function useForm<Fields extends Record<string, string>, Values extends Record<string, unknown>>(
  schema: FormSchema<Values>,
  initialValues: Fields,
) {
  const [values, setValues] = useState<Fields>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof Fields, string>>>({});
  const [checked, setChecked] = useState(false);

  const recheck = (next: Fields) => {
    const validation = validateForm(schema, next);
    setErrors(validation.ok ? {} : (validation.error as FieldErrors<Extract<keyof Fields, string>>));
  };

  const setField = (field: Extract<keyof Fields, string>, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) recheck(next);
  };

  const change = (field: Extract<keyof Fields, string>) => (event: ChangeEvent<HTMLInputElement>) =>
    setField(field, event.target.value);

  /** The parsed values, or null after showing what is wrong. */
  const submit = (): Values | null => {
    setChecked(true);
    const validation = validateForm(schema, values);
    if (validation.ok) {
      setErrors({});
      return validation.value;
    }
    setErrors(validation.error as FieldErrors<Extract<keyof Fields, string>>);
    return null;
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setChecked(false);
  };

  return { values, errors, change, setField, submit, reset };
}
