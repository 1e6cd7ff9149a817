/** Where the dashboard's sign-out button posts. */
export const SIGN_OUT_PATH = "/sign-out";
