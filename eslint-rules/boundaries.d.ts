// Types for boundaries.js, so its TypeScript test can import the plugin under strict settings.
import type { Rule } from 'eslint';

declare const plugin: { rules: Record<'boundaries' | 'desktop-bridge', Rule.RuleModule> };
export default plugin;
