/** Cloudflare Pages Function at /admin/callback: GitHub returns here with a code (hosting/editor-sign-in.ts). */
import { finishSignIn, type PagesContext } from "../../hosting/editor-sign-in.ts";

export const onRequestGet = (context: PagesContext) => finishSignIn(context);
