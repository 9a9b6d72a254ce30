// The rows `npm run bench:data` seeds (scripts/bench/data.mjs): products, contact messages,
// members, audit rows and emails, made from a fixed pseudo-random sequence so that every run and
// both databases hold the same data. Each table is a list of [column, PostgreSQL type] and a
// generator of rows (arrays in that column order), oldest first.
//
// The inbox's words are placed on purpose, so that the searches of the benchmark match known
// shares of the messages (SEARCHES): "website" about 40 %, "integr…" about 10 %, "kubernetes"
// about 0.05 %, "zanzibar" none.

import fs from 'node:fs';
import path from 'node:path';

/** Same seed, same rows: mulberry32. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Ada', 'Ben', 'Chloé', 'Dev', 'Elif', 'Femi', 'Grace', 'Hugo', 'Ines', 'Jonas'];
const LAST = ['Okafor', 'Schmidt', 'Nguyen', 'García', 'Kowalski', 'Patel', 'Murphy', 'Rossi'];
const DOMAINS = ['example.com', 'example.org', 'example.net'];
const SUBJECTS = [
  'Quote for a new shop',
  'Question about pricing',
  'Support request',
  'Partnership proposal',
  'Invoice 2026-114',
  'Course enrolment',
  'Plugin licence renewal',
  'Accessibility audit',
  'Hosting and maintenance',
  'Feedback on the demo',
];
const SENTENCES = [
  'Hello, I found your company through a friend who recommended you.',
  'We are a small bakery with two shops and a growing number of online orders.',
  'Could you send us an estimate and a rough timeline?',
  'Our budget is limited this year, so a phased approach would suit us.',
  'The current pages load slowly on phones and our customers complain about it.',
  'We also need the content to be easy to edit for our staff.',
  'Please call me in the afternoon, mornings are busy in the shop.',
  'Is training for two people included in the price?',
  'We would like to keep our domain name and our email addresses.',
  'Thank you for the quick answer last week.',
  'The invoice mentions a licence we did not order.',
  'Can the audit be done before the end of the quarter?',
];
/** [word, share of messages, sentence holding it]: the searches' known matches. */
const PLACED = [
  ['website', 0.4, 'We would like a new website that our customers enjoy using.'],
  ['integr', 0.1, 'Could you help with the integration of our booking system?'],
  ['kubernetes', 0.0005, 'Everything runs on Kubernetes at the moment.'],
];
/** The inbox searches measured: a word many messages hold, few hold, a prefix, none. */
export const SEARCHES = [
  { label: 'many ("website", ~40 %)', q: 'website' },
  { label: 'prefix ("integr", ~10 %)', q: 'integr' },
  { label: 'few ("kubernetes", ~0.05 %)', q: 'kubernetes' },
  { label: 'none ("zanzibar")', q: 'zanzibar' },
];

const ADJECTIVES = [
  'Harbour',
  'Ledger',
  'Atlas',
  'Willow',
  'Quartz',
  'Beacon',
  'Meridian',
  'Ember',
];
const KINDS = ['Agency Template', 'SaaS Landing Page', 'UI Kit', 'Booking Plugin', 'SEO Audit'];
const PRODUCT_SENTENCES = [
  'A bold, fast template for studios and consultancies, with case-study pages and team profiles.',
  'Ships as static HTML and React versions, documented and tested on every major browser.',
  'Scores 100 for performance on a mid-range phone out of the box.',
  'Accessible components with keyboard support, visible focus and WCAG 2.2 AA colour contrast.',
  'Includes a year of updates and email support from the people who built it.',
];
const CATEGORIES = ['templates', 'ui-kits', 'plugins', 'audits'];
const STAFF = ['boss@kestrel.example', 'editor@kestrel.example', 'ops@kestrel.example'];
const DAY_MS = 86_400_000;

/** `count` times spread evenly over the last `days` days, oldest first, as ISO strings. */
const timeline = (count, days) => {
  const end = Date.UTC(2026, 10, 1);
  const step = (days * DAY_MS) / Math.max(1, count);
  return (i) => new Date(end - days * DAY_MS + Math.floor(i * step)).toISOString();
};

const json = (value) => JSON.stringify(value);
const pick = (rand, list) => list[Math.floor(rand() * list.length)];

const person = (rand, i) => {
  const first = pick(rand, FIRST);
  const last = pick(rand, LAST);
  const email = `${first}.${last}.${i}@${pick(rand, DOMAINS)}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return { name: `${first} ${last}`, email };
};

const sentences = (rand, pool, min, max) =>
  Array.from({ length: min + Math.floor(rand() * (max - min + 1)) }, () => pick(rand, pool));

/** The images of the demo products, served at /media/products/. */
const productImages = (root) =>
  fs
    .readdirSync(path.join(root, 'server/content/media/products'))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => `/media/products/${name}`);

/** Each table's columns and rows; `passwordHash` is the one hash every member shares. */
export function tables(root, passwordHash) {
  const images = productImages(root);
  return {
    products: {
      columns: [
        ['title', 'text'],
        ['price_cents', 'int'],
        ['description', 'text'],
        ['category', 'text'],
        ['image', 'text'],
        ['rating_rate', 'float8'],
        ['rating_count', 'int'],
        ['published', 'bool'],
        ['created_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
      ],
      *rows(count) {
        const rand = random(1);
        const at = timeline(count, 700);
        for (let i = 0; i < count; i += 1) {
          const title = `${pick(rand, ADJECTIVES)} ${pick(rand, KINDS)} ${i + 1}`;
          const text = sentences(rand, PRODUCT_SENTENCES, 2, 3).join(' ');
          const price = 900 + Math.floor(rand() * 60) * 500;
          const rate = Math.round((3 + rand() * 2) * 10) / 10;
          const [category, image] = [pick(rand, CATEGORIES), pick(rand, images)];
          const votes = Math.floor(rand() * 900);
          yield [title, price, text, category, image, rate, votes, true, at(i), at(i)];
        }
      },
    },
    contact_messages: {
      columns: [
        ['full_name', 'text'],
        ['email', 'text'],
        ['subject', 'text'],
        ['message', 'text'],
        ['created_at', 'timestamptz'],
        ['status', 'text'],
      ],
      *rows(count) {
        const rand = random(2);
        const at = timeline(count, 730);
        for (let i = 0; i < count; i += 1) {
          const { name, email } = person(rand, i);
          const body = sentences(rand, SENTENCES, 2, 5);
          for (const [, share, sentence] of PLACED) if (rand() < share) body.splice(1, 0, sentence);
          // The newest fifth is mostly unread; older messages were handled.
          const status = i > count * 0.8 && rand() < 0.7 ? 'unread' : 'handled';
          yield [name, email, pick(rand, SUBJECTS), body.join(' '), at(i), status];
        }
      },
    },
    users: {
      columns: [
        ['email', 'text'],
        ['email_normalized', 'text'],
        ['password_hash', 'text'],
        ['name', 'text'],
        ['created_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
        ['role', 'text'],
        ['email_verified_at', 'timestamptz'],
      ],
      *rows(count) {
        const rand = random(3);
        const at = timeline(count, 1000);
        for (let i = 0; i < count; i += 1) {
          const { name, email } = person(rand, i);
          const verified = rand() < 0.7 ? at(i) : null;
          yield [email, email, passwordHash, name, at(i), at(i), 'member', verified];
        }
      },
    },
    audit_log: {
      columns: [
        ['at', 'timestamptz'],
        ['actor_id', 'int'],
        ['actor_email', 'text'],
        ['action', 'text'],
        ['entity', 'text'],
        ['entity_id', 'int'],
        ['before_json', 'text'],
        ['after_json', 'text'],
      ],
      *rows(count) {
        const rand = random(4);
        const at = timeline(count, 730);
        for (let i = 0; i < count; i += 1) {
          const roll = rand();
          const id = 1 + Math.floor(rand() * 5000);
          const actor = pick(rand, STAFF);
          if (roll < 0.4) {
            const after = { email: person(rand, id).email, client: `203.0.113.${id % 250}` };
            yield [at(i), null, 'anonymous', 'auth.login-failed', 'user', null, null, json(after)];
          } else if (roll < 0.8) {
            const change = [json({ status: 'unread' }), json({ status: 'handled' })];
            yield [at(i), 1, actor, 'message.status', 'message', id, ...change];
          } else {
            const before = { id, title: `Atlas UI Kit ${id}`, priceCents: 4900, published: true };
            const after = { ...before, priceCents: 5900, description: pick(rand, SENTENCES) };
            yield [at(i), 1, actor, 'product.update', 'product', id, json(before), json(after)];
          }
        }
      },
    },
    email_outbox: {
      columns: [
        ['kind', 'text'],
        ['recipient', 'text'],
        ['subject', 'text'],
        ['payload', 'text'],
        ['status', 'text'],
        ['attempts', 'int'],
        ['next_attempt_at', 'timestamptz'],
        ['last_error', 'text'],
        ['created_at', 'timestamptz'],
        ['sent_at', 'timestamptz'],
      ],
      *rows(count) {
        const rand = random(5);
        const at = timeline(count, 365);
        const kinds = ['contact-notification', 'contact-ack', 'welcome', 'email-verification'];
        for (let i = 0; i < count; i += 1) {
          const { email } = person(rand, i);
          const kind = pick(rand, kinds);
          const subject = `Kestrel Software: ${kind.replace('-', ' ')}`;
          // A sent email's message is erased; a failed one cannot be sent again here (empty).
          if (rand() < 0.1) {
            const error = '421 4.7.0 Try again later, closing connection.';
            yield [kind, email, subject, '', 'failed', 8, at(i), error, at(i), null];
          } else yield [kind, email, subject, '', 'sent', 1, at(i), null, at(i), at(i)];
        }
      },
    },
  };
}
