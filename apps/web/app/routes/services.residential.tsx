/** Placeholder for the services.residential screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>services.residential</h1>
    </main>
  );
}
