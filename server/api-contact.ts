import type { Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { answerCheckRequest } from "../app/features/disclosure-check/api.server";
import { answerContactRequest } from "../app/features/enquiries/api.server";
import { readBodyBytes } from "../app/lib/request-body.server";

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
        readBody: (limit) => readBodyBytes(req, limit),
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
      { method: req.method, header: (name) => req.get(name), readBody: (limit) => readBodyBytes(req, limit) },
      contextFor(req, res),
    );
    res.status(result.status).set(result.headers).json(result.body);
  };
}
