// Copy of the account pages: login (/login), sign-up (/signup) and profile (/profile).

/** The login and sign-up pages' messages (the spec's error catalogue: keep them word for word). */
export const authMessages = {
  emptyFields: 'Please fill all fields',
  invalidCredentials: 'Invalid credentials',
  loginError: 'An error occurred during login.',
  loginSuccess: 'Login successful!',
  signupError: 'Something went wrong',
  signupSuccess: 'Account created. You can now log in.',
} as const;

/**
 * The password rule shown under the sign-up page's password field before the visitor types. The
 * server enforces it (server/auth/password-policy.ts); the list of common passwords stays there.
 */
export const signupCopy = {
  passwordRule:
    '8 to 128 characters. Not a common password (like password or 12345678), not your email ' +
    'address and not only spaces. A passphrase of a few words works well.',
} as const;

// Copy of the profile page (/profile).

export const profileCopy = {
  title: 'Your Profile',
  eyebrow: 'Your account',
  welcome: (name: string) => `Welcome back, ${name}.`,
  /** Shown in the same place while the profile loads. */
  welcomeLoading: 'Welcome back.',
  loading: 'Loading your profile...',
  loadError: 'We could not load your profile just now. Please try again.',
  retry: 'Try again',
  detailsTitle: 'Your details',
  labels: { name: 'Name', email: 'Email', phone: 'Phone', address: 'Address' },
  notGiven: 'Not given yet',
  edit: 'Edit profile',
  editTitle: 'Edit your details',
  emailHint: 'Email cannot be changed here',
  nameRequired: 'Please enter your name.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Your profile has been saved.',
  saveError: 'We could not save your profile. Please try again.',
  statsTitle: 'Your progress',
  stats: {
    completedCourses: 'Completed courses',
    enrolledCourses: 'Enrolled courses',
    completedInternships: 'Completed internships',
  },
  certificatesTitle: 'Certificates',
  certificatesText: 'Certificates appear here when you complete a course.',
  certificateAlt: 'An empty certificate: your certificates will appear here',
  browseCourses: 'Browse our courses',
  limits: { name: 100, phone: 40, address: 200 },
} as const;
