// The public API's shapes (docs/api.md, docs/product.md §7): what the site sends and what it gets
// back. The server validates and serialises with these schemas; each exports its type beside it,
// which the site imports (src/api/types.ts).

import { type Static, Type } from 'typebox';
import {
  EMPLOYMENT_TYPES,
  LIMITS,
  PATTERNS,
  POST_TYPES,
  PRODUCT_CATEGORIES,
  ROLES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  WORKPLACES,
  PUBLIC_LIST_LIMIT,
} from '../values/constants';
import { QUOTE_CHOICES } from '../values/quote';
import { PRODUCT_SORTS } from '../values/shop';
import { Body, Email, Id, Line, Message, OptionalLine, Password, Text, Timestamp } from '../fields';

// Accounts and passwords.

/** A sign-up: the address (the forms' one rule) and a new password. */
export const Credentials = Body({ email: Email, password: Password });
export type Credentials = Static<typeof Credentials>;

/**
 * A login names an existing account, so it takes any address an account may have been made with:
 * the looser rule sign-up took before EMAIL_PATTERN (JSON Schema's `email` format). Nothing is
 * sent to it.
 */
export const LoginCredentials = Body({
  email: Type.String({ minLength: 1, maxLength: LIMITS.email, format: 'email' }),
  password: Password,
});
export type LoginCredentials = Static<typeof LoginCredentials>;

export const ForgotPassword = Body({ email: Email });
export type ForgotPassword = Static<typeof ForgotPassword>;

export const ResetPassword = Body({
  token: Type.String({ minLength: 1, maxLength: LIMITS.resetToken }),
  password: Password,
});
export type ResetPassword = Static<typeof ResetPassword>;

/** The token of an email verification link (/verify-email?token=...). */
export const VerifyEmail = Body({
  token: Type.String({ minLength: 1, maxLength: LIMITS.resetToken }),
});
export type VerifyEmail = Static<typeof VerifyEmail>;

export const ChangePassword = Body({
  currentPassword: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }),
  newPassword: Password,
});
export type ChangePassword = Static<typeof ChangePassword>;

/** The answer to a password change: a fresh token for this tab (the older ones have ended). */
export const PasswordChanged = Type.Object({ message: Type.String(), token: Type.String() });
export type PasswordChanged = Static<typeof PasswordChanged>;

// Public content.

/**
 * What the media library says of an uploaded image (/media/uploads/...), for <picture>: its size
 * in pixels as served (its variants are the widths of contract/values/constants.ts's variantWidths),
 * its alt text and focal point (fractions of its width and height: crops keep it in view).
 */
export const ImageInfo = Type.Object({
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  alt: Type.String(),
  focalX: Type.Number({ minimum: 0, maximum: 1 }),
  focalY: Type.Number({ minimum: 0, maximum: 1 }),
});
export type ImageInfo = Static<typeof ImageInfo>;

export const Testimonial = Type.Object({
  id: Id,
  name: Type.String(),
  designation: Type.String(),
  message: Type.String(),
  /** URL of the portrait; null when there is none (the site shows a placeholder portrait). */
  photo: Type.Union([Type.String(), Type.Null()]),
  /** Present when `photo` is an upload of the media library. */
  photoInfo: Type.Optional(ImageInfo),
});
export type Testimonial = Static<typeof Testimonial>;

export const PostType = Type.Enum(POST_TYPES);
export type PostType = Static<typeof PostType>;
/** An open job or internship, as the lists show it: its facts for its page and JobPosting. */
export const Post = Type.Object({
  id: Id,
  title: Type.String(),
  body: Type.String(),
  /** Its page: /careers/jobs/<slug> (or /careers/internships/<slug>); kept when it is renamed. */
  slug: Type.String(),
  datePosted: Type.String({ description: 'YYYY-MM-DD.' }),
  validThrough: Type.Union([Timestamp, Type.Null()], {
    description: 'When applications close; null: open until filled.',
  }),
  employmentType: Type.Enum(EMPLOYMENT_TYPES),
  /** onsite and hybrid: at the company's office; remote: from `applicantCountry`. */
  workplace: Type.Enum(WORKPLACES),
  applicantCountry: Type.Union([Type.String(), Type.Null()]),
  salaryMinCents: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Whole cents (pence) per `salaryUnit`; null: no salary given.',
  }),
  salaryMaxCents: Type.Union([Type.Integer(), Type.Null()]),
  salaryCurrency: Type.Enum(SALARY_CURRENCIES),
  salaryUnit: Type.Enum(SALARY_UNITS),
});
export type Post = Static<typeof Post>;

export const PostSlugParams = Type.Object(
  { slug: Type.String({ title: 'The posting’s address', pattern: PATTERNS.slug, maxLength: 200 }) },
  { additionalProperties: false },
);
export type PostSlugParams = Static<typeof PostSlugParams>;

/** One posting's page: open or closed (a closed one says so and links to the openings). */
export const JobPosting = Type.Object({
  ...Post.properties,
  type: PostType,
  /** False once its closing time has passed or staff closed it. */
  open: Type.Boolean(),
  /** Days an application is kept after the posting closes (the apply form's consent says it). */
  retentionDays: Type.Integer(),
});
export type JobPosting = Static<typeof JobPosting>;

export const ProductCategory = Type.Enum(PRODUCT_CATEGORIES);
export type ProductCategory = Static<typeof ProductCategory>;
/** How many items a public list answers: at most PUBLIC_LIST_LIMIT, which is the default too. */
/** 1 to 100, as a query parameter's text. */
export const LIST_LIMIT_PATTERN = '^([1-9]|[1-9][0-9]|100)$';
const ListLimit = Type.String({
  pattern: LIST_LIMIT_PATTERN,
  description: `1 to ${PUBLIC_LIST_LIMIT} (the default).`,
});
/** Where a page starts: the `cursor` of the previous answer's `Link: <…>; rel="next"`. */
const ListCursor = Type.String({ pattern: PATTERNS.cursor });
/** Every public list reads a page at a time (docs/api.md, "Lists"). */
const listParams = { limit: Type.Optional(ListLimit), cursor: Type.Optional(ListCursor) };

export const ListQuery = Type.Object(listParams, { additionalProperties: false });
export type ListQuery = Static<typeof ListQuery>;
export const PostsQuery = Type.Object({ type: PostType, ...listParams });
export type PostsQuery = Static<typeof PostsQuery>;

/** The shop's search: every word, as the start of a word of a title, category or description. */
const ShopSearch = Type.String({ maxLength: LIMITS.search, pattern: PATTERNS.singleLine });
const ProductSort = Type.Enum(PRODUCT_SORTS);

export const ProductsQuery = Type.Object(
  {
    category: Type.Optional(ProductCategory),
    q: Type.Optional(ShopSearch),
    sort: Type.Optional(ProductSort),
    ...listParams,
  },
  { additionalProperties: false },
);
export type ProductsQuery = Static<typeof ProductsQuery>;

/** The shop's pages (/products?page=N): the query of contract/values/shop.ts. */
export const ShopProductsQuery = Type.Object(
  {
    category: Type.Optional(ProductCategory),
    q: Type.Optional(ShopSearch),
    sort: Type.Optional(ProductSort),
    page: Type.Optional(Type.String({ pattern: PATTERNS.page })),
  },
  { additionalProperties: false },
);
export type ShopProductsQuery = Static<typeof ShopProductsQuery>;

/** A product as the public API sends it: `price` in dollars (the site keeps cents, src/api/api.ts). */
export const PublicProduct = Type.Object({
  id: Id,
  title: Type.String(),
  price: Type.Number({ description: 'In US dollars.' }),
  description: Type.String(),
  category: ProductCategory,
  image: Type.String(),
  /** Present when `image` is an upload of the media library. */
  imageInfo: Type.Optional(ImageInfo),
  rating: Type.Object({ rate: Type.Number(), count: Type.Integer() }),
});
export type PublicProduct = Static<typeof PublicProduct>;
export const PublicProductList = Type.Array(PublicProduct);
export type PublicProductList = Static<typeof PublicProductList>;

/** One page of the shop: its products, how many match, how many the shop has, which page. */
export const ShopPage = Type.Object({
  items: PublicProductList,
  /** Products the query matches. */
  total: Type.Integer(),
  /** Products in the shop, whatever the query. */
  all: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** Pages the matches fill (at least 1). */
  pages: Type.Integer(),
});
export type ShopPage = Static<typeof ShopPage>;

// The contact form.

/** `website` is the form's honeypot: people never see it and leave it empty. */
export const ContactMessage = Body({
  fullName: Line(LIMITS.name),
  email: Email,
  subject: Line(LIMITS.subject),
  message: Text(LIMITS.message),
  website: Type.Optional(Type.String({ maxLength: LIMITS.honeypot })),
});
export type ContactMessage = Static<typeof ContactMessage>;

// The quote wizard (contract/values/quote.ts, docs/product.md §10.15).

/** A plan's or tier's id on the pricing page (the server checks it names a published one). */
const PricingId = Type.String({ minLength: 1, maxLength: LIMITS.quoteId });

/**
 * A quote request: the wizard's answers and the visitor's contact details. `tier` is a tier's id or
 * "not-sure"; `website` is the honeypot. No estimate: the server computes its own.
 */
export const QuoteRequest = Body({
  service: PricingId,
  tier: PricingId,
  pages: Type.Enum(QUOTE_CHOICES.pages),
  integrations: Type.Enum(QUOTE_CHOICES.integrations),
  contentReady: Type.Enum(QUOTE_CHOICES.contentReady),
  deadline: Type.Enum(QUOTE_CHOICES.deadline),
  budget: Type.Enum(QUOTE_CHOICES.budget),
  fullName: Line(LIMITS.name),
  email: Email,
  company: Type.Optional(OptionalLine(LIMITS.company)),
  phone: Type.Optional(OptionalLine(LIMITS.phone)),
  message: Type.Optional(Type.String({ maxLength: LIMITS.message, pattern: PATTERNS.noControl })),
  website: Type.Optional(Type.String({ maxLength: LIMITS.honeypot })),
});
export type QuoteRequest = Static<typeof QuoteRequest>;

/** An indicative range in whole US dollars (contract/values/quote.ts, estimateQuote). */
const QuoteEstimate = Type.Object({
  low: Type.Integer(),
  high: Type.Integer(),
  currency: Type.Literal('USD'),
});

/** The answer to a quote request: the confirmation, and the range the server computed. */
export const QuoteAccepted = Type.Object({
  message: Type.String(),
  estimate: Type.Union([QuoteEstimate, Type.Null()]),
});
export type QuoteAccepted = Static<typeof QuoteAccepted>;

// The profile.

export const Role = Type.Enum(ROLES);
export type Role = Static<typeof Role>;

export const Profile = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  completedCourses: Type.Integer(),
  enrolledCourses: Type.Integer(),
  completedInternships: Type.Integer(),
  /** For the navigation's Staff link only: the server decides every staff request itself. */
  role: Role,
  /** A link emailed to the address was used (docs/product.md, email verification). */
  emailVerified: Type.Boolean(),
});
export type Profile = Static<typeof Profile>;

/** What the profile's edit panel may change; a field left out keeps its value. */
export const ProfileChanges = Body({
  name: Type.Optional(Line(LIMITS.name)),
  phone: Type.Optional(OptionalLine(LIMITS.phone)),
  address: Type.Optional(OptionalLine(LIMITS.address)),
});
export type ProfileChanges = Static<typeof ProfileChanges>;

export const Health = Type.Object({ status: Type.String() });
export type Health = Static<typeof Health>;

export { Message };
