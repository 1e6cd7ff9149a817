import { namesInWords } from "~/features/referrals/who-can-see";

/**
 * Who can read the diary, in the diary page's words. The rules it follows: the person themselves; each partner
 * organisation the person let see their diary when it referred them (or later, in their settings), which sees
 * the entries and the appointments; no staff page shows diary entries (caseworkers book and see the
 * appointments, not the entries). `partners` comes from partnersWhoMaySee(…, "diary"). Browser-safe.
 */
export function diaryReadersText(partners: readonly string[]): string {
  if (partners.length === 0) return "Only you can read your diary entries: our caseworkers do not see them, and no partner organisation can.";
  const names = namesInWords(partners);
  return `You and ${names} can read your diary entries and see these appointments, because you agreed to it when you were referred or in your settings. Our caseworkers do not see your entries.`;
}
