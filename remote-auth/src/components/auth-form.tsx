import { Alert, Box } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

export interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The server's message for the last attempt, shown above the fields. */
  serverError: string | null;
  children: ReactNode;
}

/** The form of every auth page: checked by the page (not the browser), the server's refusal on top. */
export function AuthForm({ onSubmit, busy, serverError, children }: AuthFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {serverError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      ) : null}
      {children}
    </Box>
  );
}
