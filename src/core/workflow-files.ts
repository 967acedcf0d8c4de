// GitHub Actions workflow files, as GitHub guards them: creating or changing a file under
// `.github/workflows/` needs the `workflows` permission (an App's; GITHUB_TOKEN never has it), in a
// push and in a merge alike (emulator/RULES.md P6).

/** The folder GitHub's check looks at, by exact path. */
const WORKFLOWS_FOLDER = '.github/workflows/';

/** Whether GitHub needs the `workflows` permission to create or change `path`. */
export function isWorkflowFile(path: string): boolean {
  return path.startsWith(WORKFLOWS_FOLDER);
}
