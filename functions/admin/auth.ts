/** Cloudflare Pages Function at /admin/auth: the editor's GitHub sign-in starts here (hosting/editor-sign-in.ts). */
import { type PagesContext, startSignIn } from "../../hosting/editor-sign-in.ts";

export const onRequestGet = (context: PagesContext) => startSignIn(context);
