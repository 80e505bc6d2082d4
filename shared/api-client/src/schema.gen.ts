export interface paths { [path: string]: never } export interface components { schemas: Record<string, never> }
