// The limits and fixed values that the site and the server share, by concern, each a module of
// its own that imports only plain values, so that the site can import them without pulling the
// schema library into the browser, and a page carries only the values it uses: webpack bundles
// each module whole, with every export any page of the site uses. This module only re-exports
// them: the server and the schemas import them from here, and a new limit goes into its concern's
// module (a field's length: limits.ts). docs/product.md §5 and §9.

export { LIMITS } from './forms/limits';
export { PATTERNS } from './forms/patterns';
// The roles: the site's start-up code (the navigation's Staff link) imports isStaff from roles.ts.
export { ROLES, STAFF_ROLES, isStaff, type Role, type StaffRole } from './roles';
export {
  POST_TYPES,
  EMPLOYMENT_TYPES,
  WORKPLACES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  type PostType,
  type EmploymentType,
  type Workplace,
} from './postings';
export { PRODUCT_CATEGORIES, PUBLIC_LIST_LIMIT, type ProductCategory } from './lists';
export { MESSAGE_STATUSES, EMAIL_STATUSES, type MessageStatus } from './statuses';
export { CONTACT_THANKS, QUOTE_THANKS } from './forms/thanks';
export { FORM_XSRF_FIELD } from './forms/form-xsrf';
// The pages' pictures import the uploads' widths and address from uploads.ts.
export { UPLOAD_URL, variantWidths } from './uploads';
