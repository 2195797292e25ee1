/** Placeholder for the not-found screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>not-found</h1>
    </main>
  );
}
