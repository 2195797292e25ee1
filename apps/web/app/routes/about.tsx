/** Placeholder for the about screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>about</h1>
    </main>
  );
}
