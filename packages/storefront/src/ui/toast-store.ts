import { createToaster } from '@chakra-ui/react';

/**
 * The app's one toast store, which `<ToasterWindow />` renders. Reached through `toaster` (toaster.ts),
 * which loads this module with the first message: Chakra's `createToaster` brings the whole toast
 * package (the machines as well as the store) into the chunk of whatever imports it.
 */
export const toastStore = createToaster({ placement: 'top', max: 4, pauseOnPageIdle: true });
