/** The fixed inline script of a painted page (src/start/checkPaintedScript.mjs). */
export declare const CHECK_PAINTED_SCRIPT: string;
