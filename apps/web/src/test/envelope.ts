/** The JSON envelope of a successful API answer (spec §7), as the MSW handlers of the web tests send it. */
export function ok<T>(data: T, message = 'Success') {
  return { code: 0, message, data };
}
