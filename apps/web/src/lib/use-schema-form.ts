import type { FieldError } from '@gas/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api.ts';
import { translateValidationMessage } from './validation-messages.ts';

type Values = Record<string, string>;
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** One message per field: the first the schema reports. */
export function issuesToErrors<V extends Values>(issues: readonly z.core.$ZodIssue[]): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as keyof V & string;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Controlled form state driven by a shared zod schema: validates everything on submit, then
 * re-checks as the person types; server errors land on the field whose id they name and stay
 * until that field changes. What was typed is kept after any error.
 */
export function useSchemaForm<S extends z.ZodType, V extends Values>(schema: S, initialValues: V) {
  const { t } = useTranslation('validation');
  const [values, setValues] = useState<V>(initialValues);
  const [clientErrors, setClientErrors] = useState<FormErrors<V>>({});
  const [serverErrors, setServerErrors] = useState<FormErrors<V>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);

  const check = (next: V) => {
    const result = schema.safeParse(next);
    return result.success ? {} : issuesToErrors<V>(result.error.issues);
  };

  const setField = (field: keyof V & string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (isSubmitted) setClientErrors(check(next));
    if (serverErrors[field]) {
      const { [field]: _cleared, ...rest } = serverErrors;
      setServerErrors(rest as FormErrors<V>);
    }
  };

  /** The parsed values when valid; otherwise null, with every message on its field. */
  const validate = (): z.output<S> | null => {
    setIsSubmitted(true);
    setServerErrors({});
    const result = schema.safeParse(values);
    if (result.success) {
      setClientErrors({});
      return result.data;
    }
    setClientErrors(issuesToErrors<V>(result.error.issues));
    return null;
  };

  /** Puts each server error on its field (by htmlId); returns the ones that name no field here. */
  const applyServerErrors = (errors: readonly FieldError[]): FieldError[] => {
    const onFields: FormErrors<V> = {};
    const unplaced: FieldError[] = [];
    for (const error of errors) {
      if (error.htmlId in values) {
        const field = error.htmlId as keyof V & string;
        onFields[field] ??= error.message;
      } else unplaced.push(error);
    }
    setServerErrors(onFields);
    return unplaced;
  };

  /** The field's message in the reader's language (the schemas word theirs in English). */
  const errorOf = (field: keyof V & string): string | undefined => {
    const message = clientErrors[field] ?? serverErrors[field];
    return message === undefined ? undefined : translateValidationMessage(message, t);
  };

  /** Props for a Mantine input bound to `field`; the id is the field's own name (the spec's ids). */
  const inputProps = (field: keyof V & string) => ({
    id: field,
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: { currentTarget: { value: string } }) => setField(field, event.currentTarget.value),
  });

  /**
   * Props for a Mantine NumberInput bound to `field`: the value stays the text as typed
   * ("350,000.50"), which the schema parses; only the person's typing changes it.
   */
  const numberInputProps = (field: keyof V & string) => ({
    id: field,
    name: field,
    value: values[field],
    error: errorOf(field),
    onValueChange: ({ value }: { value: string }, { source }: { source: string }) => {
      if (source === 'event') setField(field, value);
    },
  });

  /**
   * A form's onSubmit: stops the browser's own submit, calls `onStart` (to clear the last
   * outcome), then `onValid` with the parsed values when every field passes.
   */
  const handleSubmit =
    (onValid: (values: z.output<S>) => void, onStart?: () => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onStart?.();
      const parsed = validate();
      if (parsed !== null) onValid(parsed);
    };

  /** A failed submit: its field errors onto their fields, its message returned for the form's alert. */
  const takeServerError = (error: Error): string => {
    if (error instanceof ApiError) applyServerErrors(error.errors);
    return translateValidationMessage(error.message, t);
  };

  return {
    values,
    setField,
    validate,
    applyServerErrors,
    errorOf,
    inputProps,
    numberInputProps,
    handleSubmit,
    takeServerError,
  };
}
