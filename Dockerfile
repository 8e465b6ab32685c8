# Marquee in a container: build the web app in one stage, run the server as a non-root user in the
# next. Everything the server keeps (the SQLite file, the image cache, the media library) is under
# the /data volume; with DATABASE_URL and REDIS_URL set it is one node of several (compose.yaml). Both stages run
# Node.js 24, the current LTS.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Compilers for native modules (better-sqlite3, argon2) in case no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATABASE_URL=sqlite:/data/app.db \
    CACHE_DIR=/data/cache \
    MEDIA_DIR=/data/media
# FFmpeg reads and converts the library's films so every one plays in a browser (docs/playback.md); Chromaprint's
# fpcalc finds a series' intros by the audio its episodes share.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg libchromaprint-tools \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Ready, not only alive: the database (and Redis, when set) must answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server drains on SIGTERM (docker stop): requests in flight finish, then it exits.
CMD ["npm", "run", "serve"]
