# One image for both processes: `node dist/src/main.js --role=api` and `node dist/workers/main.js`.
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY admin-ui/package.json admin-ui/
RUN npm install
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/admin-ui/dist admin-ui/dist
USER node
EXPOSE 3000
# A young generation large enough for a busy API (see bench/bench-processes.ts, API_NODE_FLAGS).
CMD ["node", "--max-semi-space-size=32", "dist/src/main.js", "--role=api"]
