/** Placeholder for the contact screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>contact</h1>
    </main>
  );
}
