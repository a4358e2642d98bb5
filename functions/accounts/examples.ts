/** The user shown in the examples of the account and portal operations (one user, one story). */
export const exampleUser = {
  id: 'usr_8fK2mQ1zR7tY3pL0aB9c',
  email: 'dana@example.org',
  name: 'Dana Reyes',
  organization: 'Example Health',
  organizationId: 'org_2hG7kL9mN1pQ4rS6tU8v',
  role: 'owner',
  createdAt: '2026-11-22T10:00:00.000Z',
};
