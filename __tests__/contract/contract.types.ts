// Compile-time checks of the contract, run by `npm run typecheck` (not by Jest). Each
// `@ts-expect-error` line must be an error: if the site's types drift from the schemas the
// server validates and answers with, or the two sides' shapes stop agreeing, typecheck fails.

import type { Static } from 'typebox';
import type { LIMITS } from '../../contract/values/constants';
import type * as Api from '../../contract/api/public';
import type * as Staff from '../../contract/api/staff';
import type {
  ContactMessage,
  Credentials,
  Product,
  ProductResponse,
  Profile,
  Testimonial,
} from '../../src/api/types';
import type { Testimonial as SampleTestimonial } from '../../src/content/testimonials';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>) => proof;
const holds = (proof: true) => proof;

// The site's types are the schemas' own.
same<Credentials, Static<typeof Api.Credentials>>(true);
same<ContactMessage, Static<typeof Api.ContactMessage>>(true);
same<Profile, Static<typeof Api.Profile>>(true);
same<ProductResponse, Static<typeof Api.PublicProduct>>(true);

// One testimonial on both sides, with a number for its id: the API's and the built-in samples'.
same<Testimonial['id'], number>(true);
same<Readonly<Testimonial>, SampleTestimonial>(true);
// @ts-expect-error a testimonial's id is a number, never a string
holds(null as unknown as Equal<Testimonial['id'], number | string>);

// Dollars on the public API, cents in the site and on the back office's API.
same<ProductResponse['price'], number>(true);
same<Product['priceCents'], number>(true);
// @ts-expect-error the site's product has no dollar price: it was converted to cents once
type _NoDollars = Product['price'];
// @ts-expect-error the public API sends no cents
type _NoCents = ProductResponse['priceCents'];
same<Static<typeof Staff.ProductInput>['priceCents'], number>(true);
// @ts-expect-error the back office's product has no dollar price
type _StaffNoDollars = Static<typeof Staff.StaffProduct>['price'];

// Fixed values are the contract's literal types, not any string.
same<Profile['role'], 'member' | 'editor' | 'admin'>(true);
same<ProductResponse['category'], 'templates' | 'ui-kits' | 'plugins' | 'audits'>(true);
// @ts-expect-error an unknown category is not a category
const _category: ProductResponse['category'] = 'hardware';

// Credentials are exactly an email and a password.
// @ts-expect-error an extra field is not part of the credentials
const _credentials: Credentials = { email: 'a@example.com', password: 'long enough', name: 'A' };

// The limits are numbers fixed at compile time (a typo in a name is an error).
same<(typeof LIMITS)['passwordMin'], 8>(true);
// @ts-expect-error there is no such limit
type _NoSuchLimit = (typeof LIMITS)['passwordMinimum'];
