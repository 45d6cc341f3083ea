// The top-level namespaces of the interface catalogues that pages outside the app shell print (the
// landing page, its top bar and footer, the error page). The entry bundle carries only these of the
// English catalogue (vite.config.ts makes `virtual:public-en-catalogue` from them); the whole
// English catalogue arrives with the app shell (src/web/app/app-shell.tsx). A key used on the landing page
// must live in one of these namespaces.
export const PUBLIC_NAMESPACES = ['brand', 'common', 'nav', 'footer', 'language', 'landing', 'errors', 'templates'] as const
