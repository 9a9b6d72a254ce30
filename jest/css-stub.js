// CSS Modules in Jest: every class name maps to itself, so components keep their class names.
// `__esModule` is false so that a default import (`import styles from './x.module.css'`) gets the
// proxy itself.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) =>
      key === '__esModule' ? false : typeof key === 'string' ? key : undefined,
  },
);
