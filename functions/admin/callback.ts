/** Cloudflare Pages Function at /admin/callback: GitHub returns here with a code (deploy/editor-sign-in.ts). */
import { finishSignIn, type PagesContext } from "../../deploy/editor-sign-in.ts";

export const onRequestGet = (context: PagesContext) => finishSignIn(context);
