/** The server clock in Unix seconds: every stored time, signature window and token expiry uses it. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
