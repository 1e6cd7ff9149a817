import { describe, expect, it } from "vitest";
import { boundaryOf, fieldOf, MultipartError, type MultipartLimits } from "./multipart.server";
import { readMultipart } from "./request-body.server";

const limits: MultipartLimits = { maxFileBytes: 1000, maxFieldBytes: 200, maxParts: 10, maxBodyBytes: 5000 };

/** A browser-shaped multipart body from a FormData, re-cut into chunks of `size` bytes. */
async function encoded(form: FormData, size?: number) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const bytes = new Uint8Array(await request.arrayBuffer());
  const contentType = request.headers.get("content-type");
  const step = size ?? bytes.length;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += step) controller.enqueue(bytes.slice(at, at + step));
      controller.close();
    },
  });
  return { body, contentType, length: bytes.length };
}

function sample(fileBytes = 300) {
  const form = new FormData();
  form.append("cv", "upload");
  form.append("file", new File([new Uint8Array(fileBytes).fill(65)], "My CV.pdf", { type: "application/pdf" }));
  form.append("note", "Hello — I would like to apply.\r\nThanks");
  form.append("share", "contact_details");
  form.append("share", "cv");
  return form;
}

describe("readMultipart", () => {
  it.each([undefined, 1, 7, 64])("reads fields and a file whatever the chunk size (%s)", async (size) => {
    const { body, contentType } = await encoded(sample(), size);
    const form = await readMultipart(body, contentType, limits);
    expect(fieldOf(form, "cv")).toBe("upload");
    expect(fieldOf(form, "note")).toBe("Hello — I would like to apply.\r\nThanks");
    expect(form.fields.get("share")).toEqual(["contact_details", "cv"]);
    const file = form.files.get("file");
    expect(file).toMatchObject({ filename: "My CV.pdf", contentType: "application/pdf", size: 300 });
    expect(file?.bytes?.length).toBe(300);
    expect(file?.bytes?.every((byte) => byte === 65)).toBe(true);
  });

  it("counts a file over the limit without keeping it, and still reads the fields after it", async () => {
    const { body, contentType } = await encoded(sample(1500), 100);
    const form = await readMultipart(body, contentType, limits);
    expect(form.files.get("file")).toMatchObject({ bytes: null, size: 1500 });
    expect(fieldOf(form, "note")).toContain("Hello");
  });

  it("treats an empty file input as no file", async () => {
    const form = new FormData();
    form.append("file", new File([], ""));
    form.append("note", "x");
    const { body, contentType } = await encoded(form);
    const read = await readMultipart(body, contentType, limits);
    expect(read.files.size).toBe(0);
    expect(fieldOf(read, "note")).toBe("x");
  });

  it("stops reading a body over the limit", async () => {
    const { body, contentType } = await encoded(sample(6000), 500);
    await expect(readMultipart(body, contentType, limits)).rejects.toMatchObject({ reason: "too-large" });
  });

  it("refuses too much text, too many parts, and bodies that are not multipart or are cut short", async () => {
    const long = new FormData();
    long.append("note", "x".repeat(201));
    const longBody = await encoded(long);
    await expect(readMultipart(longBody.body, longBody.contentType, limits)).rejects.toMatchObject({ reason: "too-large" });

    const many = new FormData();
    for (let index = 0; index < 11; index += 1) many.append("share", "cv");
    const manyBody = await encoded(many);
    await expect(readMultipart(manyBody.body, manyBody.contentType, limits)).rejects.toMatchObject({ reason: "too-many-parts" });

    await expect(readMultipart(new Blob(["a=b"]).stream(), "application/x-www-form-urlencoded", limits)).rejects.toMatchObject({ reason: "not-multipart" });
    const cut = new TextEncoder().encode('--abc\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello');
    await expect(readMultipart(new Blob([cut]).stream(), "multipart/form-data; boundary=abc", limits)).rejects.toBeInstanceOf(MultipartError);
    const nameless = new TextEncoder().encode("--abc\r\nContent-Disposition: form-data\r\n\r\nhello\r\n--abc--\r\n");
    await expect(readMultipart(new Blob([nameless]).stream(), "multipart/form-data; boundary=abc", limits)).rejects.toMatchObject({ reason: "malformed" });
  });

  it("finds the boundary, quoted or not, only in multipart form data", () => {
    expect(boundaryOf("multipart/form-data; boundary=----x123")).toBe("----x123");
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(boundaryOf("text/plain; boundary=x")).toBeNull();
    expect(boundaryOf(null)).toBeNull();
  });
});
