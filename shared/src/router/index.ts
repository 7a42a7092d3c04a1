/*
 * The router of every app: react-router-dom, reached only through @portal/shared (issue 13). Routes
 * and links of every remote must share the shell's router (one location, one history), so one copy is
 * on the page; and as @portal/shared is the page's one singleton, that copy is the shell's. A shared
 * package is never tree-shaken (any remote might use any export), which put all of react-router
 * (189 KB, 65 KB gzip) on the first load; re-exported from here it is an ordinary dependency, and the
 * build keeps only these names (and what they need). A name missing here fails the app's type check;
 * adding one is a minor version of @portal/shared, like any addition.
 */
export { BrowserRouter, Link, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction } from 'react-router-dom';
