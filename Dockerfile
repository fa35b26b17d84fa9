# One image for both roles: `npm run gateway` or `npm run engine`.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY engine/package.json engine/
COPY realtime-server/package.json realtime-server/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build:web
EXPOSE 3000
CMD ["npm", "run", "gateway"]
