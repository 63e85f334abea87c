/** The person id of a project person record: its `person` field, which may come back expanded ({ _id }). */
export function personIdOf(record: unknown): string | undefined {
  const person = (record as { person?: unknown } | null | undefined)?.person;
  const id = typeof person === 'object' && person !== null ? (person as { _id?: unknown })._id : person;
  return typeof id === 'string' ? id : undefined;
}
