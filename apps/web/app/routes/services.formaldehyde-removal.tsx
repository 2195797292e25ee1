/** Placeholder for the services.formaldehyde-removal screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>services.formaldehyde-removal</h1>
    </main>
  );
}
