/** Logs the address that has no page, as the spec asks, while the not-found page is parsed. */
export const NOT_FOUND_LOG = "console.error('404 Error: User attempted to access non-existent route:',location.pathname)";
