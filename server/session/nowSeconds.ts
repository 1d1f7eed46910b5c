/** The server clock in Unix seconds: every stored time and every token expiry uses it. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
