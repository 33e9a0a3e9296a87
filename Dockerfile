# The production site in one image: Node 24 builds it, the official nginx serves build/client
# with the rules in deploy/nginx. `docker compose up` (compose.yaml) serves it on port 8080.
# The VITE_* settings (README, "Configuration") are build arguments: the pages and their
# Content-Security-Policy are fixed when the image is built.

FROM node:24-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
ARG VITE_SITE_NAME VITE_SITE_LOGO_WORD VITE_SITE_LOGO_SUBTITLE VITE_SITE_FOUNDER \
    VITE_SITE_EMAIL VITE_SITE_PHONE VITE_SITE_STREET_ADDRESS VITE_SITE_POSTAL_CODE \
    VITE_SITE_CITY VITE_SITE_LEGAL_NAME VITE_SITE_ORG_NUMBER VITE_SITE_OPENING_HOURS VITE_SITE_GEO \
    VITE_SITE_AREA_SERVED VITE_SITE_GOOGLE_BUSINESS_URL VITE_SITE_SOCIAL_LINKS VITE_SITE_ORIGIN \
    VITE_GA_MEASUREMENT_ID VITE_FORM_ENDPOINT VITE_CMS_GITHUB_REPO VITE_CMS_GITHUB_BRANCH \
    VITE_CMS_AUTH_URL
RUN npm run build

FROM nginx:stable-bookworm
# Same layout as deploy/nginx.conf describes for a server; plain HTTP, TLS ends in front of it.
COPY deploy/nginx /etc/nginx/vinga
COPY deploy/docker/site.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site/build/nginx /etc/nginx/vinga-build
COPY --from=build /site/build/client /var/www/vingadesign/client
EXPOSE 80
