import type { Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { answerCheckRequest } from "../app/features/disclosure-check/api.server";
import { answerContactRequest, BodyTooLargeError } from "../app/features/enquiries/api.server";

/**
 * Reads a request body of at most `limit` bytes. Past the limit it stops listening rather than
 * destroying the socket, so the 413 still reaches the client; Node discards the rest.
 */
export function readNodeBody(req: Request, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        cleanup();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      if (req.complete) return;
      cleanup();
      reject(new Error("The client went away before sending the whole body."));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

/**
 * POST /api/contact answered by Express directly: the same code as the route module, without turning
 * each request into a web Request and back, which costs more CPU than storing the enquiry.
 */
export function contactHandler(contextFor: (req: Request, res: Response) => AppLoadContext) {
  return async (req: Request, res: Response) => {
    const result = await answerContactRequest(
      {
        method: req.method,
        header: (name) => req.get(name),
        readBody: (limit) => readNodeBody(req, limit),
      },
      contextFor(req, res),
    );
    res.status(result.status).set(result.headers).json(result.body);
  };
}

/** POST /api/disclosure-check answered by Express directly, with the same guards and body reader as /api/contact. */
export function disclosureCheckHandler(contextFor: (req: Request, res: Response) => AppLoadContext) {
  return async (req: Request, res: Response) => {
    const result = await answerCheckRequest(
      { method: req.method, header: (name) => req.get(name), readBody: (limit) => readNodeBody(req, limit) },
      contextFor(req, res),
    );
    res.status(result.status).set(result.headers).json(result.body);
  };
}
