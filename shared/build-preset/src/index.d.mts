import type { RsbuildConfig } from '@rsbuild/core';

export declare const SINGLETONS: string[];
export declare function sharedSingletons(appRoot: string): Record<string, { singleton: true; requiredVersion: string; version: string }>;
export declare function createAppConfig(options: {
  appRoot: string;
  name: string;
  port: number;
  exposes?: Record<string, string>;
  entry?: Record<string, string>;
  title?: string;
  extra?: RsbuildConfig;
}): RsbuildConfig;
