/** Placeholder for the works screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>works</h1>
    </main>
  );
}
