"""Secret families in structured text: connection strings, URLs, command lines, headers,
manifests, code, and key material."""

from __future__ import annotations

from tests.redact.independent import values as v
from tests.redact.independent.families import (
    Family,
    _basic,
    _discord_hook,
    _docker,
    _k8s,
    _openssh,
    _pem,
    _pw,
    _short,
    _slack_hook,
    _teams_hook,
    _url_pw,
)

FAMILIES2: tuple[Family, ...] = (
    Family(
        "conn-postgres",
        _url_pw,
        ("p",),
        dev=(
            "DATABASE_URL=postgres://{u}:{p}@{h}:5432/{db}",
            'psql "postgresql://{u}:{p}@{h}/{db}?sslmode=require"',
        ),
        holdout=(
            "The migration job connects with postgresql+psycopg://{u}:{p}@{h}:6432/{db}",
            "sqlalchemy.url = postgresql://{u}:{p}@{h}/{db}",
            "- prod read replica: `postgres://{u}:{p}@{h}:5433/{db}`",
            "host={h} port=5432 dbname={db} user={u} password={p} sslmode=verify-full",
        ),
    ),
    Family(
        "conn-mysql",
        _url_pw,
        ("p",),
        dev=(
            "mysql://{u}:{p}@{h}:3306/{db}",
            "JDBC: jdbc:mysql://{h}:3306/{db}?user={u}&password={p}",
        ),
        holdout=(
            'DB_DSN="{u}:{p}@tcp({h}:3306)/{db}?parseTime=true"',
            "mariadb+pymysql://{u}:{p}@{h}/{db}",
            "mysql -h {h} -u {u} -p{p} {db}",
        ),
    ),
    Family(
        "conn-mongodb",
        _url_pw,
        ("p",),
        dev=("MONGO_URI=mongodb+srv://{u}:{p}@cluster0.ab1cd.mongodb.net/{db}",),
        holdout=(
            'mongosh "mongodb://{u}:{p}@{h}:27017/{db}?authSource=admin"',
            "spring.data.mongodb.uri=mongodb://{u}:{p}@{h}/{db}",
        ),
    ),
    Family(
        "conn-redis",
        _url_pw,
        ("p",),
        dev=("REDIS_URL=redis://:{p}@{h}:6379/0", "redis-cli -h {h} -a {p} ping"),
        holdout=(
            "Sidekiq uses rediss://default:{p}@{h}:6380",
            'CACHE_URL = "redis://{u}:{p}@{h}:6379/2"',
            "requirepass {p}",
        ),
    ),
    Family(
        "conn-amqp",
        _url_pw,
        ("p",),
        dev=("CELERY_BROKER_URL=amqp://{u}:{p}@{h}:5672//",),
        holdout=(
            "RabbitMQ: amqps://{u}:{p}@{h}/vhost-{db}",
            "broker_url = 'amqp://{u}:{p}@{h}:5672/{db}'",
        ),
    ),
    Family(
        "conn-mssql",
        _pw,
        ("p",),
        dev=("Server={h};Database=Orders;User Id={u};Password={p};",),
        holdout=(
            '"ConnectionStrings": {{ "Default": "Server={h},1433;Database=App;User ID={u};'
            'Password={p};TrustServerCertificate=True" }}',
            "Data Source={h};Initial Catalog=Billing;uid={u};pwd={p}",
        ),
    ),
    Family(
        "url-userinfo",
        _url_pw,
        ("p",),
        dev=(
            "git clone https://{u}:{p}@git.acme.io/platform/infra.git",
            "Artifacts mirror: https://{u}:{p}@nexus.acme.io/repository/pypi/simple",
        ),
        holdout=(
            "pip install --index-url https://{u}:{p}@pypi.acme.io/simple/ acme-core",
            "The proxy is http://{u}:{p}@proxy.corp:3128 (set HTTPS_PROXY too)",
            "ftp://{u}:{p}@files.partner.example/outgoing/",
            "Open https://{u}:{p}@{h}:15672/#/queues to inspect the queues.",
        ),
    ),
    Family(
        "url-token-in-userinfo",
        _short,
        ("t",),
        dev=("git remote set-url origin https://x-access-token:{t}@github.com/acme/api.git",),
        holdout=(
            "go env -w GOPRIVATE=git.acme.io && git config --global "
            'url."https://oauth2:{t}@git.acme.io".insteadOf "https://git.acme.io"',
            "https://{u}:{t}@gitlab.acme.io/group/project.git",
        ),
    ),
    Family(
        "url-query-credential",
        _short,
        ("t",),
        dev=(
            "Webhook target: https://hooks.partner.example/ingest?access_token={t}",
            "GET https://api.acme.dev/v1/report?format=csv&api_key={t}",
        ),
        holdout=(
            "the map tiles load from https://tiles.example.net/{{z}}/{{x}}/{{y}}.png?key={t}",
            "curl 'https://monitor.acme.io/api/push?status=up&msg=OK&token={t}'",
            "Grafana iframe: https://grafana.acme.io/d/abc?orgId=1&auth_token={t}",
            "https://ws.acme.io/socket?client=web&sig={t}&v=2",
            "WSS endpoint wss://stream.acme.io/v1?apikey={t}",
        ),
    ),
    Family(
        "cli-password-flag",
        _short,
        ("p",),
        dev=(
            "mysqldump -u {u} -p{p} orders > orders.sql",
            "docker login -u {u} -p {p} registry.acme.io",
            "./manage.py createsuperuser --username {u} --password={p}",
        ),
        holdout=(
            "sshpass -p '{p}' ssh {u}@10.0.4.2",
            "keytool -importkeystore -srckeystore app.p12 -storepass {p} -keypass {p}",
            "PGPASSWORD={p} psql -h localhost -U {u} app",
            'influx auth create --org acme --user {u} --password "{p}"',
            "openssl pkcs12 -export -in cert.pem -inkey key.pem -passout pass:{p}",
            "helm install db bitnami/postgresql --set auth.postgresPassword={p}",
        ),
    ),
    Family(
        "cli-token-flag",
        _short,
        ("t",),
        dev=(
            "vercel deploy --prod --token={t}",
            "./bin/sync --api-key {t} --dry-run",
        ),
        holdout=(
            "terraform login is broken here, so we run `tfctl --auth-token={t}`",
            "codecov -t {t}",
            "sentry-cli --auth-token {t} releases new 1.4.2",
            "npx netlify deploy --auth {t} --dir=dist",
            "ngrok config add-authtoken {t}",
        ),
    ),
    Family(
        "curl-user",
        _short,
        ("p",),
        dev=("curl -u {u}:{p} https://jenkins.acme.io/api/json",),
        holdout=(
            "curl --user '{u}:{p}' -X POST https://registry.acme.io/v2/_catalog",
            "wget --http-user={u} --http-password={p} https://dl.acme.io/builds/latest.tgz",
            "http -a {u}:{p} GET https://api.acme.dev/me",
        ),
    ),
    Family(
        "auth-header",
        _basic,
        ("t",),
        dev=(
            "curl -H 'Authorization: Bearer {t}' https://api.acme.dev/v2/jobs",
            "X-API-Key: {t}",
        ),
        holdout=(
            "fetch(url, {{ headers: {{ Authorization: `Bearer {t}` }} }})",
            'requests.get(url, headers={{"X-Auth-Token": "{t}"}})',
            "Header `Api-Key: {t}` is required on every call.",
            "Authorization: Token {t}",
        ),
    ),
    Family(
        "basic-auth-header",
        _basic,
        ("a",),
        dev=("Authorization: Basic {a}",),
        holdout=(
            'curl -H "Authorization: Basic {a}" https://es.acme.io:9200/_cat/indices',
            'The nginx upstream sends `proxy_set_header Authorization "Basic {a}";`',
        ),
    ),
    Family(
        "docker-auths",
        _docker,
        ("a",),
        dev=(
            '~/.docker/config.json on the runner:\n{{\n  "auths": {{\n    "{reg}": {{\n'
            '      "auth": "{a}"\n    }}\n  }}\n}}',
        ),
        holdout=(
            '{{"auths":{{"{reg}":{{"auth":"{a}"}}}}}}',
            'The imagePullSecret decodes to {{"auths": {{"{reg}": {{"username": "ci", '
            '"auth": "{a}"}}}}}}',
        ),
    ),
    Family(
        "k8s-secret-data",
        _k8s,
        ("b",),
        dev=(
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\n"
            "data:\n  username: {u}\n  password: {b}",
        ),
        holdout=(
            "kubectl get secret app-env -o yaml shows:\n```yaml\ndata:\n  DB_PASS: {b}\n"
            "  DB_USER: {u}\n```",
            "kind: Secret\ndata:\n  pw: {b}",
            '{{"apiVersion":"v1","kind":"Secret","data":{{"password":"{b}"}}}}',
        ),
    ),
    Family(
        "code-credential-call",
        _pw,
        ("p",),
        dev=(
            'client.login("{u}", "{p}")',
            'conn = psycopg.connect(host="{h}", user="{u}", password="{p}")',
        ),
        holdout=(
            "smtp.login('{u}', '{p}')",
            'auth = ("{u}", "{p}")\nrequests.get(url, auth=auth)',
            "HTTPBasicAuth('{u}', '{p}')",
            "new Client({{ user: '{u}', pass: '{p}' }})",
            'ftp.login(user="{u}", passwd="{p}")',
            'DB_CREDS = ("{h}", "{u}", "{p}")',
        ),
    ),
    Family(
        "env-short-key",
        _short,
        ("p",),
        dev=("DB_PASS={p}", "SMTP_PW={p}", "REDIS_AUTH={p}"),
        holdout=(
            "MYSQL_ROOT_PASSWORD={p}",
            "PGPASS={p}",
            'ADMIN_PWD="{p}"',
            "MQ_PASS='{p}'",
            "LDAP_BIND_PW={p}",
        ),
    ),
    Family(
        "structured-short-key",
        _short,
        ("p",),
        dev=('{{"user": "{u}", "pw": "{p}"}}', "db:\n  user: {u}\n  pass: {p}"),
        holdout=(
            '[database]\nuser = "{u}"\npasswd = "{p}"',
            "smtp:\n  login: {u}\n  pwd: '{p}'",
            '<add key="Password" value="{p}" />',
            '{{"login": "{u}", "secret": "{p}"}}',
            'credentials:\n  - user: {u}\n    pass: "{p}"',
        ),
    ),
    Family(
        "dotfile-credential",
        _short,
        ("t",),
        dev=("//registry.npmjs.org/:_authToken={t}",),
        holdout=(
            "machine api.heroku.com\n  login {u}@acme.io\n  password {t}",
            "~/.git-credentials: https://{u}:{t}@github.com",
            "[pypi]\n  username = __token__\n  password = {t}",
            "~/.pgpass → *:*:*:{u}:{t}",
        ),
    ),
    Family(
        "private-key-rsa",
        _pem("RSA", 1192, der=v.DER_RSA_PRIVATE),
        ("body",),
        dev=("The deploy key (keep out of git):\n\n```\n{pem}\n```",),
        holdout=("tls.key for the ingress:\n{pem}",),
        source="gitleaks:private-key",
    ),
    Family(
        "private-key-in-yaml",
        _pem("RSA", 1192, der=v.DER_RSA_PRIVATE),
        ("ibody",),
        dev=(),
        holdout=(
            "ssl:\n  key: |\n{ind}",
            "```yaml\nstringData:\n  tls.key: |\n{ind}\n```",
        ),
        source="gitleaks:private-key",
    ),
    Family(
        "private-key-ec",
        _pem("EC", 120),
        ("body",),
        dev=("Signing key for the license server:\n{pem}",),
        holdout=("```pem\n{pem}\n```\n(APNs auth key, team 7QX…)",),
        source="gitleaks:private-key",
    ),
    Family(
        "private-key-pkcs8",
        _pem("", 1218, der=v.DER_PKCS8_PRIVATE),
        ("body",),
        dev=("key.pem:\n{pem}",),
        holdout=("The webhook signer's key — paste into the vault, then delete this note:\n{pem}",),
        source="gitleaks:private-key",
    ),
    Family(
        "private-key-encrypted",
        _pem("ENCRYPTED", 1250),
        ("body",),
        dev=(),
        holdout=("Encrypted client key (password is in 1Password):\n{pem}",),
        source="gitleaks:private-key",
    ),
    Family(
        "private-key-openssh",
        _openssh,
        ("body",),
        dev=("~/.ssh/id_ed25519 on the build host:\n{pem}",),
        holdout=(
            "SSH_PRIVATE_KEY (GitLab CI variable, type File):\n{pem}",
            "cat > ~/.ssh/id_deploy <<'EOF'\n{pem}\nEOF",
        ),
        source="gitleaks:private-key",
    ),
    Family(
        "private-key-pgp",
        _pem("PGP", 900, block=True),
        ("body",),
        dev=("Exported the release signing key:\n{pem}",),
        holdout=("gpg --import <<'KEY'\n{pem}\nKEY",),
        source="gitleaks:private-key",
    ),
    Family(
        "ssh-key-material-bare",
        _openssh,
        ("body",),
        dev=("Here is the body in case the file gets lost:\n\n{body}",),
        holdout=(
            "Pasted from the old server (no header, it got cut):\n```\n{body}\n```",
            "{body}",
        ),
    ),
    Family(
        "slack-webhook-url",
        _slack_hook,
        ("s",),
        dev=("Alerts go to https://hooks.slack.com/services/{t}/{b}/{s}",),
        holdout=(
            "SLACK_WEBHOOK=https://hooks.slack.com/services/{t}/{b}/{s}",
            'curl -X POST -d \'{{"text":"deployed"}}\' hooks.slack.com/services/{t}/{b}/{s}',
        ),
        source="gitleaks:slack-webhook-url",
    ),
    Family(
        "discord-webhook-url",
        _discord_hook,
        ("s",),
        dev=("Discord notifications: https://discord.com/api/webhooks/{id}/{s}",),
        holdout=("DISCORD_WEBHOOK_URL=https://discordapp.com/api/webhooks/{id}/{s}",),
    ),
    Family(
        "teams-webhook-url",
        _teams_hook,
        ("s",),
        dev=(),
        holdout=(
            "Teams channel hook: https://acme.webhook.office.com/webhookb2/{g1}@{g2}"
            "/IncomingWebhook/{s}/{g3}",
        ),
        source="gitleaks:microsoft-teams-webhook",
    ),
)
