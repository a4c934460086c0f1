import { Input } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './file-input.module.css';

type FileInputProps = {
  /** The field's id and name (the spec's field ids: a server error on it lands here). */
  id: string;
  label: ReactNode;
  /** What may be chosen ("PDF, PNG, JPEG or WebP, up to 10 MB"). */
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** The file types offered by the browser's picker. */
  accept: string;
  /** The chosen file, or null when the choice is cleared. */
  onFile: (file: File | null) => void;
};

/**
 * A native file input in Mantine's field frame (label, description, error): a deposit's receipt,
 * a business certificate. Native, not a custom drop zone, so it works alike in every browser and
 * on phones, and the description and the error describe it for screen readers.
 */
export function FileInput({ id, label, description, error, withAsterisk, accept, onFile }: FileInputProps) {
  const describedBy = [error ? `${id}-error` : '', description ? `${id}-description` : ''].join(' ').trim();
  return (
    <Input.Wrapper id={id} label={label} description={description} error={error} withAsterisk={withAsterisk}>
      <input
        id={id}
        name={id}
        type="file"
        accept={accept}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
    </Input.Wrapper>
  );
}
