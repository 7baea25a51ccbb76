import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';

/** Puts the server's field-level validation messages under the fields of this form that they name. */
export function showFieldIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const issue of error.body?.error.issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
}
