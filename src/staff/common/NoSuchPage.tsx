import { staffCopy } from '../../content/staff';

/** An address of the back office no page has. */
export function NoSuchPage() {
  return (
    <section aria-labelledby="staff-missing">
      <h2 id="staff-missing">{staffCopy.noSuchPage}</h2>
    </section>
  );
}
