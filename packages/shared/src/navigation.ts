/**
 * The five main links of the navbar and mobile menu (spec §2), in order: `to` is the client route,
 * `key` the `nav.<key>` text of the web's common namespace. Shared because the server draws the
 * same links in the static first paint of a page (apps/server/src/plugins/app-shell.ts).
 */
export const MAIN_LINKS = [
  { to: '/', key: 'home' },
  { to: '/attractions', key: 'attractions' },
  { to: '/stay', key: 'stay' },
  { to: '/gourmetFood', key: 'food' },
  { to: '/ai-travel-planner', key: 'planner' },
] as const;

/** One entry of {@link MAIN_LINKS}: client route `to` and its `nav.<key>` text key. */
export type MainLink = (typeof MAIN_LINKS)[number];
