/** Loads the current page again from the server (its own module so tests can stand in for it). */
export const reloadPage = () => window.location.reload();
