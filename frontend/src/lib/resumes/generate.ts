/** The AI writer's `POST /api/resume/generate`, as creating and regenerating both call it. */
export const GENERATE_TIMEOUT_MS = 60_000;
export const GENERATE_TIMEOUT_MESSAGE =
  "AI generation is taking longer than expected. Please try again with shorter descriptions.";
