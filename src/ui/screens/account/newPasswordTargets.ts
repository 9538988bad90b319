/** The error summary's targets for NewPasswordFields with the same `idPrefix`. */
export function newPasswordTargets(idPrefix: string): Record<string, string> {
  return {
    password: `${idPrefix}-password`,
    confirmPassword: `${idPrefix}-confirmPassword`,
  };
}
