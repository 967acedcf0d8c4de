// Branch names and commit ids come from GitHub payloads and end up in git's argv: validate them
// so none can be read as an option or a different ref syntax.

export function assertBranchName(branch: string): string {
  const problem = branchNameProblem(branch);
  if (problem) throw new Error(`Invalid branch name '${branch}': ${problem}.`);
  return branch;
}

/** The rules of `git check-ref-format --branch`, checked without a process. */
export function branchNameProblem(branch: string): string | null {
  if (branch.length === 0) return 'empty';
  if (branch.startsWith('-')) return "starts with '-'";
  if (branch.startsWith('refs/')) return "give the short name, without 'refs/'";
  if (branch === '@' || branch.includes('@{')) return "contains '@{'";
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(branch)) return 'contains a space, control character or one of ~^:?*[\\';
  if (branch.includes('..')) return "contains '..'";
  if (branch.startsWith('/') || branch.endsWith('/') || branch.includes('//')) return 'has an empty path component';
  if (branch.endsWith('.')) return "ends with '.'";
  for (const part of branch.split('/')) {
    if (part.startsWith('.')) return "has a component starting with '.'";
    if (part.endsWith('.lock')) return "has a component ending with '.lock'";
  }
  return null;
}

export function assertOid(oid: string): string {
  if (!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(oid)) throw new Error(`Invalid commit id '${oid}': expected a full lowercase hex object id.`);
  return oid;
}

/** Names, shas, `HEAD~2`, `main^`, `v1.2..v1.3`: no whitespace, `:`, `@{` or leading `-`. */
export const REV_PATTERN = /^[A-Za-z0-9_.\/~^-]+$/;
