/**
 * @platform/router: the part of react-router-dom the shell and remotes use, and the one way they
 * import routing. Module Federation shares a singleton as a whole package, so sharing
 * react-router-dom itself put all of it (data routers, loaders, forms, fetchers: 28 KB gzip) in
 * every first download; this lib is the shared singleton instead and the build keeps only what is
 * exported here. One copy in the page means one router context across the shell and remotes.
 * Need another piece of the router API? Export it here (lint refuses react-router-dom elsewhere).
 */
export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
