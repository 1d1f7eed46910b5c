/** Unix time in whole seconds: every time column of the server is stored this way. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
