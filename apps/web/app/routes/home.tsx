/** Placeholder for the home screen (SPEC 2); replaced by the full page. */
export default function Page() {
  return (
    <main id="main">
      <h1>home</h1>
    </main>
  );
}
