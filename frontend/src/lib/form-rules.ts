/** A react-hook-form rule: the field must hold more than whitespace. Short forms need no schema library. */
export const requiredText = (message: string) => ({ validate: (v: string) => v.trim() !== "" || message });
