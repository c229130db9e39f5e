import { createToaster } from '@chakra-ui/react';

/** The app's one toaster; `<AppToaster />` renders what is created here. */
export const toaster = createToaster({ placement: 'top', max: 4, pauseOnPageIdle: true });

/** How long an error message stays up (spec 01 section 8). */
export const ERROR_TOAST_DURATION_MS = 10_000;
