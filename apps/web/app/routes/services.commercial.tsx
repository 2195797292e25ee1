/** Placeholder for the services.commercial screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>services.commercial</h1>
    </main>
  );
}
