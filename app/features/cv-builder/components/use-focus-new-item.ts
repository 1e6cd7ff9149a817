import { useEffect, useState } from "react";

/**
 * After an item is added to a list, moves focus to its first field once it has rendered.
 * Call the returned function with the new item's id; the field's id is `${prefix}-${itemId}`.
 */
export function useFocusNewItem(prefix: string) {
  const [itemId, setItemId] = useState<string | null>(null);
  useEffect(() => {
    if (!itemId) return;
    document.getElementById(`${prefix}-${itemId}`)?.focus();
    setItemId(null);
  }, [itemId, prefix]);
  return setItemId;
}
