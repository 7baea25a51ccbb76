import { enqueueSnackbar, type VariantType } from 'notistack';

function show(variant: VariantType, title: string, description?: string): void {
  enqueueSnackbar(
    description ? (
      <span>
        <strong style={{ display: 'block' }}>{title}</strong>
        {description}
      </span>
    ) : (
      title
    ),
    { variant },
  );
}

/** Toasts as the spec words them: a title and, sometimes, a line of description. */
export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
