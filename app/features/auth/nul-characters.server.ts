import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { NUL_CHARACTER_MESSAGE } from "~/lib/request-body.server";

/** PostgreSQL cannot store a NUL character in text, so a value holding one is refused before any query. */
export const NUL_CHARACTER_CODE = "INVALID_CHARACTER";
export const nulCharacterMessage = NUL_CHARACTER_MESSAGE;

export function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object" || depth > 5) return false;
  return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || hasNulCharacter(inner, depth + 1));
}

/** Answers 400 to any better-auth request whose body or query holds a NUL character, from any door. */
export const refuseNulCharacters = {
  id: "fcw-refuse-nul",
  hooks: {
    before: [
      {
        matcher: () => true,
        handler: createAuthMiddleware(async (ctx) => {
          if (hasNulCharacter(ctx.body) || hasNulCharacter(ctx.query)) {
            throw APIError.from("BAD_REQUEST", { message: nulCharacterMessage, code: NUL_CHARACTER_CODE });
          }
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
