/** A failed request's words when the server explained nothing (every page loads these). */
export const apiClientCopy = {
  network: 'Could not reach the server. Check your connection and try again.',
  tooMany: 'Too many attempts. Please wait a few seconds and try again.',
  failed: 'Something went wrong. Please try again.',
};
