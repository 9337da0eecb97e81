/** How dangerous a tool is: `read-only` runs without asking, `write` asks unless a rule allows it, `destructive` asks. */
export type SafetyTier = 'read-only' | 'write' | 'destructive';
