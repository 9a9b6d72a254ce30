// A webpack loader for React Router's production build. It marks the top-level
// `React.forwardRef(...)` and `React.memo(...)` calls that define its components as pure
// (`/* @__PURE__ */`) and drops the `X.displayName = "X";` lines after them (names for React's
// developer tools, which a production build does not need). Without that, a minifier must keep
// each such component and all it uses even when the site never renders it: React Router's
// framework-mode Link (with its route-module prefetching), NavLink and Form, and the data
// router's routes. The site has links of its own (src/components/links/Link.tsx).
module.exports = function pureCalls(source) {
  return source
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "\w+";$/gm, '');
};
