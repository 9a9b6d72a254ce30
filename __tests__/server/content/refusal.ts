// What a service's refusal says: the 400 it is, its reason and the field at fault.

/** The reason and field of a refusal (fails unless `run` is refused with a 400). */
export async function refusal(run: Promise<unknown>) {
  const error = (await run.then(
    () => undefined,
    (e: unknown) => e,
  )) as { statusCode?: number; message?: string; field?: string } | undefined;
  expect(error?.statusCode).toBe(400);
  return { field: error?.field, message: error?.message };
}
