// kestrel/no-hand-built-mailto: every mailto: link of the site is built by mailtoHref
// (src/lib/mailto.ts), which percent-encodes the address and each field. A link written by hand,
// `mailto:${email}`, puts an address as typed into the URL: one holding `?cc=…&bcc=…` or
// `&body=…` (the email schema once took them, and stored messages may hold them) adds
// recipients or replaces the body in the mail program that opens it (docs/security.md).
//
// The rule reports every string and template literal that holds `mailto:` (in any case), in
// every file it is applied to except src/lib/mailto.ts itself (eslint.config.mjs applies it to
// src/). __tests__/lint/mailto.test.ts proves that it fails such a literal and passes the helper.

/** @type {import('eslint').Rule.RuleModule} */
const noHandBuiltMailto = {
  meta: {
    type: 'problem',
    docs: { description: 'Build mailto: links with mailtoHref (src/lib/mailto.ts) only.' },
    schema: [],
    messages: {
      handBuilt:
        'Build mailto: links with mailtoHref (src/lib/mailto.ts), which encodes the address and each field.',
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'handBuilt' });
    const holdsMailto = (text) => typeof text === 'string' && /mailto:/i.test(text);
    return {
      Literal(node) {
        if (holdsMailto(node.value)) report(node);
      },
      TemplateLiteral(node) {
        if (node.quasis.some((quasi) => holdsMailto(quasi.value.cooked ?? quasi.value.raw)))
          report(node);
      },
    };
  },
};

export default noHandBuiltMailto;
