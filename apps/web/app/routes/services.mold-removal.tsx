/** Placeholder for the services.mold-removal screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>services.mold-removal</h1>
    </main>
  );
}
