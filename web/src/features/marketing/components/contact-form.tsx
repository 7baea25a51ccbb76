import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { ContactRequest } from '@shared/contracts/contact';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSubmitContact } from '../api/submit-contact';

type FormValues = z.input<typeof ContactRequest>;
const FIELDS: FieldPath<FormValues>[] = ['name', 'email', 'subject', 'message'];
const EMPTY: FormValues = { name: '', email: '', subject: '', message: '' };

/** The contact form: checked in the browser with the same schema the API applies, stored for the admins. */
export function ContactForm() {
  const submit = useSubmitContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof ContactRequest>>({
    resolver: zodResolver(ContactRequest),
    defaultValues: EMPTY,
  });

  const field = (name: FieldPath<FormValues>) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `contact-${name}`, error: !!errors[name], helperText: errors[name]?.message };
  };

  const onSubmit = handleSubmit((values) =>
    submit.mutateAsync(values).then(
      () => {
        reset(EMPTY);
        toast.success('Thanks! Your message has been sent.', 'We usually reply within one business day.');
      },
      (error: unknown) => {
        const issues = error instanceof ApiError ? (error.body?.error.issues ?? []) : [];
        for (const issue of issues) {
          const name = FIELDS.find((f) => f === issue.path);
          if (name) setError(name, { message: issue.message });
        }
        const detail = error instanceof ApiError ? error.serverMessage : undefined;
        toast.error('Failed to send your message', detail ?? 'Please try again later.');
      },
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Name" autoComplete="name" required fullWidth {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required fullWidth {...field('email')} />
      </Box>
      <TextField label="Subject" fullWidth {...field('subject')} />
      <TextField label="Message" required fullWidth multiline minRows={6} {...field('message')} />
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submit.isPending}
          sx={{ px: 4, py: 1.25, fontWeight: 700 }}
        >
          {submit.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </Box>
    </Box>
  );
}
