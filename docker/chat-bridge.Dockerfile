# `tend chat bridge` as a container: the committed CLI bundle (dist/cli, which carries every
# library it needs) on Node 24, as an unprivileged user. Secrets come from the environment at run
# time, never from the image: GITHUB_TOKEN; Slack: SLACK_BOT_TOKEN with SLACK_APP_TOKEN and/or
# SLACK_SIGNING_SECRET; DISCORD_BOT_TOKEN for Discord's gateway (it dials out like Socket Mode and
# needs no published port); Lark / Feishu: LARK_APP_ID and LARK_APP_SECRET, with
# TEND_LARK_API_URL=https://open.feishu.cn for Feishu tenants. Build from the repository root:
#   docker build -f docker/chat-bridge.Dockerfile -t tend-chat-bridge .
#   docker run --rm -e GITHUB_TOKEN -e SLACK_BOT_TOKEN -e SLACK_APP_TOKEN -p 8080:8080 \
#     tend-chat-bridge --repo owner/name
#   docker run --rm -e GITHUB_TOKEN -e DISCORD_BOT_TOKEN -p 8080:8080 tend-chat-bridge --repo owner/name
#   docker run --rm -e GITHUB_TOKEN -e LARK_APP_ID -e LARK_APP_SECRET -p 8080:8080 \
#     tend-chat-bridge --repo owner/name
# Microsoft Teams (Graph change notifications): -e TEAMS_TOKEN -e TEAMS_NOTIFICATION_URL -e
# TEAMS_CLIENT_STATE. Graph posts only to a public https URL: run the container behind a reverse
# proxy or tunnel that terminates TLS and forwards /teams/notifications and /teams/lifecycle here.
FROM node:24-slim
WORKDIR /app
COPY package.json ./
COPY dist/cli ./dist/cli
USER node
ENV NODE_ENV=production PORT=8080
EXPOSE 8080
# The health endpoint answers 200 while the bridge works (503 stopping or disconnected).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) finishes the read under way and saves the cursor; the default 10 s grace is enough.
ENTRYPOINT ["node", "dist/cli/index.js", "chat", "bridge"]
