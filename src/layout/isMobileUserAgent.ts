/** Phones and tablets by user agent (docs/console.md §2: the mobile layout also applies on a mobile device). */
export const isMobileUserAgent = (userAgent: string) => /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i.test(userAgent);
