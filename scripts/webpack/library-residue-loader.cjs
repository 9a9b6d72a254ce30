// A webpack loader for three libraries of every page's start-up code (Redux Toolkit, react-redux,
// immer). Each leaves a top-level read of a global the site never uses, which a minifier must
// keep (reading a property may run a getter): Redux Toolkit's unused DevTools enhancer, reduced
// by its own build to a bare expression; react-redux's copies of Object's functions for
// hoist-non-react-statics (connect(), which the site does not use); immer's Iterator. It drops the
// bare expression and makes each read the value of a pure call, so that what the site does not
// read is dropped. It changes no code the site runs. Lines that do not match are left as they are.
const PURE = '/* @__PURE__ */ ';

module.exports = function libraryResidue(source) {
  return source
    .replace(
      /^typeof window !== "undefined" && window\.__REDUX_DEVTOOLS_EXTENSION__ && window\.__REDUX_DEVTOOLS_EXTENSION__;$/m,
      '',
    )
    .replace(
      /^(const (?:defineProperty|getOwnPropertyNames|getOwnPropertySymbols|getOwnPropertyDescriptor|getPrototypeOf|objectPrototype) = )(Object\.\w+);$/gm,
      `$1${PURE}(() => $2)();`,
    )
    .replace(/^(var _globalIterator = )(globalThis\.Iterator);$/m, `$1${PURE}(() => $2)();`);
};
