/** Query keys of the organisation data every feature shares (districts, duty sites, roles). */
export const orgKeys = {
  all: ['org'] as const,
  districts: () => [...orgKeys.all, 'districts'] as const,
  dutySites: () => [...orgKeys.all, 'dutySites'] as const,
  roles: () => [...orgKeys.all, 'roles'] as const,
};
