// A promise's rejection as the Error it carries, for tests that assert on the error itself; a
// promise that resolves fails the test.
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
