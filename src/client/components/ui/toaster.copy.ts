/** The toaster's one word of its own (the entry loads it with every page: keep it alone). */
export const toasterCopy = { dismissNotification: 'Dismiss notification' };
