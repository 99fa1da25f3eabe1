# Production image for docker-compose.yml. Not used in development or CI.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV NODE_ENV=production
EXPOSE 3000 3001
CMD ["npm", "start"]
