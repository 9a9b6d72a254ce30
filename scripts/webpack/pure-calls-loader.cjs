// A webpack loader for React Router's production build. It marks the top-level
// `React.forwardRef(...)` and `React.memo(...)` calls that define its components as pure
// (`/* @__PURE__ */`) and drops the `X.displayName = "X";` lines after them (names for React's
// developer tools, which a production build does not need). Without that, a minifier must keep
// each such component and all it uses even when the site never renders it: React Router's
// framework-mode Link (with its route-module prefetching), NavLink and Form, and the data
// router's routes. The site has links of its own (src/components/links/Link.tsx).
//
// It marks the other top-level values the same way, each a call or a construction with no effect
// but its value (contexts, symbols, sets and maps, the error boundaries' classes, the plain
// object's property names), so that the minifier drops those the site never reads instead of
// keeping their calls; and it reads `React.useOptimistic` by its name rather than a computed key,
// so that webpack needs no namespace object of React (and every page's runtime no helper for it).
const PURE = '/* @__PURE__ */ ';

module.exports = function pureCalls(source) {
  return (
    source
      .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, `$1${PURE}$2`)
      .replace(/^(var \w+ = )((?:Symbol|new (?:Set|Map|WeakMap|URL))\()/gm, `$1${PURE}$2`)
      // esbuild's private fields: `_field = new WeakMap();` after their class.
      .replace(/^(_\w+ = )(new WeakMap\(\);)$/gm, `$1${PURE}$2`)
      .replace(
        /^(var \w+ = )(Object\.getOwnPropertyNames\(Object\.prototype\)\.sort\(\)\.join\("\\0"\));$/gm,
        `$1${PURE}(() => $2)();`,
      )
      // A class's heritage is evaluated when it is defined: as the value of a pure call, it is not.
      .replace(
        /^(var \w+ = )(class extends React\d*\.Component \{\n[\s\S]*?\n\});$/gm,
        `$1${PURE}(() => $2)();`,
      )
      .replace(
        /^(var useOptimisticImpl = )(React\d*)\[USE_OPTIMISTIC\];$/gm,
        `$1${PURE}(() => $2.useOptimistic)();`,
      )
      .replace(/^\w+\.displayName = "\w+";$/gm, '')
  );
};
