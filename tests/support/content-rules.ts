/** The platform-rule checks now live with the quality suite (the admin lab runs them too). */
export * from "../../src/server/modules/quality/content-rules";
