import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import { applicationFiles, applications, candidates } from "../../../db/schema";
import type { AppDb } from "~/lib/db.server";
import { cvFileTypes, downloadName, type CvFileKind } from "./cv-file";

/**
 * Uploaded CVs on disk, in UPLOAD_DIR: outside the web root (nothing serves that folder), each under a random
 * name that says nothing about the person or the file, readable by this service's user only. A file belongs to
 * one application_files row; the row goes with its application (account deletion and retention cascade), and
 * `removeOrphanUploads` then removes any file whose row is gone.
 */

const KEY = /^[0-9a-f]{32}$/;

function pathOf(dir: string, key: string): string {
  // The key is ours, but it is checked anyway: nothing can make this read outside the folder.
  if (!KEY.test(key)) throw new Error("not an upload key");
  return path.join(dir, key);
}

/** Writes the bytes under a new random name and returns the name (the row's storage_key). */
export async function storeUpload(dir: string, bytes: Uint8Array): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const key = crypto.randomBytes(16).toString("hex");
  const target = pathOf(dir, key);
  const partial = `${target}.part`;
  // Written whole before it gets its name, so a half-written file never looks like an upload.
  await fs.writeFile(partial, bytes, { flag: "wx", mode: 0o600 });
  await fs.rename(partial, target);
  return key;
}

export function readUpload(dir: string, key: string): Promise<Buffer> {
  return fs.readFile(pathOf(dir, key));
}

export async function removeUpload(dir: string, key: string): Promise<void> {
  await fs.rm(pathOf(dir, key), { force: true });
}

/** The storage keys of every upload an account's applications hold, so they can go from disk with the account. */
export async function uploadKeysOfAccount(db: AppDb, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: applicationFiles.storageKey })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(candidates.userId, userId));
  return rows.map((row) => row.key);
}

/** Removes the files of these keys whose rows are gone (a key still in use is kept). Returns how many went. */
export async function removeUploadsWithoutRows(db: AppDb, dir: string, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const kept = new Set((await db.select({ key: applicationFiles.storageKey }).from(applicationFiles).where(inArray(applicationFiles.storageKey, keys))).map((row) => row.key));
  const gone = keys.filter((key) => !kept.has(key));
  for (const key of gone) await removeUpload(dir, key);
  return gone.length;
}

/**
 * Removes every file in the folder that no application_files row names. A file younger than `graceMs` is left:
 * its application may still be being saved (the file is written first, then the row). Returns how many went.
 */
export async function removeOrphanUploads(db: AppDb, dir: string, options: { graceMs?: number; now?: Date } = {}): Promise<number> {
  const graceMs = options.graceMs ?? 60 * 60_000;
  const now = (options.now ?? new Date()).getTime();
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const candidates: string[] = [];
  for (const name of names) {
    const key = name.endsWith(".part") ? name.slice(0, -".part".length) : name;
    if (!KEY.test(key)) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs >= graceMs) candidates.push(name);
  }
  if (candidates.length === 0) return 0;
  let removed = 0;
  for (let at = 0; at < candidates.length; at += 500) {
    const batch = candidates.slice(at, at + 500);
    const keys = batch.filter((name) => !name.endsWith(".part"));
    const kept = new Set(
      keys.length ? (await db.select({ key: applicationFiles.storageKey }).from(applicationFiles).where(inArray(applicationFiles.storageKey, keys))).map((row) => row.key) : [],
    );
    for (const name of batch) {
      if (kept.has(name)) continue;
      await fs.rm(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Word's old format: accepted before uploads were limited to PDF and .docx, so older applications may hold one. */
const LEGACY_DOC_TYPE = "application/msword";

/**
 * An uploaded CV as a download: always an attachment (never shown inline, so a file cannot run as a page of this
 * site), with the type it was checked to be (the server adds nosniff to every response, so a browser never
 * guesses another type; the tests check it here), never cached. A file missing from disk is "not found".
 */
export async function cvFileResponse(dir: string, file: { storageKey: string; contentType: string; candidateName: string }): Promise<Response> {
  const known = (Object.entries(cvFileTypes) as [CvFileKind, { contentType: string }][]).find(([, type]) => type.contentType === file.contentType);
  const kind = known?.[0] ?? (file.contentType === LEGACY_DOC_TYPE ? "doc" : "pdf");
  const contentType = known || file.contentType === LEGACY_DOC_TYPE ? file.contentType : "application/octet-stream";
  let bytes: Buffer;
  try {
    bytes = await readUpload(dir, file.storageKey);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw data("There is no file at this address.", { status: 404 });
    throw error;
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${downloadName(file.candidateName, kind)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
