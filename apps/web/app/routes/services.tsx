/** Placeholder for the services screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>services</h1>
    </main>
  );
}
