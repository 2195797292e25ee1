import { cpSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { CMS_CONTENT_DIR } from "./cms-env.ts";

// A fresh copy of the repository's content/ for the CMS browser test (e2e/support/cms-env.ts).
rmSync(CMS_CONTENT_DIR, { recursive: true, force: true });
cpSync(resolve(import.meta.dirname, "../../../../content"), CMS_CONTENT_DIR, { recursive: true });
