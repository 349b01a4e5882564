export const frontPageKeys = {
  all: ['front-page'] as const,
  info: () => [...frontPageKeys.all, 'info'] as const,
  links: (districtId: number | null) => [...frontPageKeys.all, 'links', districtId] as const,
};
