// The public API's shapes (docs/api.md, docs/product.md §7): what the site sends and what it gets
// back. The server validates and serialises with these schemas; the site's types are
// `Static<typeof X>` of them (src/api/types.ts).

import { Type } from 'typebox';
import { LIMITS, POST_TYPES, PRODUCT_CATEGORIES, ROLES } from './constants';
import { Body, Email, Id, Line, Message, OptionalLine, Password, Text } from './fields';

// Accounts and passwords.

export const Credentials = Body({ email: Email, password: Password });

export const ForgotPassword = Body({ email: Email });

export const ResetPassword = Body({
  token: Type.String({ minLength: 1, maxLength: LIMITS.resetToken }),
  password: Password,
});

/** The token of an email verification link (/verify-email?token=...). */
export const VerifyEmail = Body({
  token: Type.String({ minLength: 1, maxLength: LIMITS.resetToken }),
});

export const ChangePassword = Body({
  currentPassword: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }),
  newPassword: Password,
});

/** The answer to a password change: a fresh token for this tab (the older ones have ended). */
export const PasswordChanged = Type.Object({ message: Type.String(), token: Type.String() });

// Public content.

export const Testimonial = Type.Object({
  id: Id,
  name: Type.String(),
  designation: Type.String(),
  message: Type.String(),
  /** URL of the portrait; null when there is none (the site shows a placeholder portrait). */
  photo: Type.Union([Type.String(), Type.Null()]),
});

export const PostType = Type.Enum(POST_TYPES);
export const Post = Type.Object({ id: Id, title: Type.String(), body: Type.String() });

export const ProductCategory = Type.Enum(PRODUCT_CATEGORIES);
export const ProductsQuery = Type.Object({ category: Type.Optional(ProductCategory) });

/** A product as the public API sends it: `price` in dollars (the site keeps cents, src/api/api.ts). */
export const PublicProduct = Type.Object({
  id: Id,
  title: Type.String(),
  price: Type.Number({ description: 'In US dollars.' }),
  description: Type.String(),
  category: ProductCategory,
  image: Type.String(),
  rating: Type.Object({ rate: Type.Number(), count: Type.Integer() }),
});
export const PublicProductList = Type.Array(PublicProduct);

// The contact form.

/** `website` is the form's honeypot: people never see it and leave it empty. */
export const ContactMessage = Body({
  fullName: Line(LIMITS.name),
  email: Email,
  subject: Line(LIMITS.subject),
  message: Text(LIMITS.message),
  website: Type.Optional(Type.String({ maxLength: LIMITS.honeypot })),
});

// The profile.

export const Role = Type.Enum(ROLES);

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

/** What the profile's edit panel may change; a field left out keeps its value. */
export const ProfileChanges = Body({
  name: Type.Optional(Line(LIMITS.name)),
  phone: Type.Optional(OptionalLine(LIMITS.phone)),
  address: Type.Optional(OptionalLine(LIMITS.address)),
});

export const Health = Type.Object({ status: Type.String() });

export { Message };
