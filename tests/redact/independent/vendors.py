"""Vendor token kinds, shaped after gitleaks' default rules and detect-secrets' plugins.

Each kind knows how to draw a fake value and how a note would name it (a label, the
environment variable a project would use, a config key). ``distinct`` says whether the
value is recognisable without any keyword (a vendor prefix or fixed shape); kinds that are
only recognisable next to their vendor's name are never placed in keyword-free contexts.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from tests.redact.independent import values as v

Maker = Callable[[random.Random], str]


@dataclass(frozen=True)
class Vendor:
    kind: str
    source: str
    label: str
    env: str
    key: str
    make: Maker
    distinct: bool = True
    in_dev: bool = True


def _gl(rule: str) -> str:
    return "gitleaks:" + rule


def _ds(plugin: str) -> str:
    return "detect-secrets:" + plugin


def _w(alphabet: str, n: int) -> Maker:
    return lambda rng: v.chars(rng, alphabet, n)


def _p(prefix: str, alphabet: str, n: int) -> Maker:
    return lambda rng: prefix + v.chars(rng, alphabet, n)


_WORD = v.ALNUM + "_"
_DASHW = v.ALNUM + "_-"
_UPNUM = v.UPPER + v.DIGITS


def _slack_bot(rng: random.Random) -> str:
    return (
        "xo" + "xb-" + v.chars(rng, v.DIGITS, 12) + "-" + v.chars(rng, v.DIGITS, 13) + "-"
    ) + v.alnum(rng, 24)


def _slack_user(rng: random.Random) -> str:
    d = v.DIGITS
    return (
        ("xo" + "xp-" + v.chars(rng, d, 11) + "-" + v.chars(rng, d, 12) + "-" + v.chars(rng, d, 13))
        + "-"
        + v.hexs(rng, 32)
    )


def _slack_app(rng: random.Random) -> str:
    return (
        "xa"
        + "pp-1-A0"
        + v.chars(rng, _UPNUM, 9)
        + "-"
        + v.chars(rng, v.DIGITS, 13)
        + "-"
        + v.hexs(rng, 64)
    )


def _gh_fine(rng: random.Random) -> str:
    return "github" + "_pat_11" + v.chars(rng, _UPNUM, 20) + "_" + v.alnum(rng, 59)


def _openai(rng: random.Random) -> str:
    return "sk-" + "proj-" + v.chars(rng, _DASHW, 58) + "T3Blbk" + "FJ" + v.chars(rng, _DASHW, 58)


def _openai_legacy(rng: random.Random) -> str:
    return "sk-" + v.alnum(rng, 20) + "T3Blbk" + "FJ" + v.alnum(rng, 20)


def _anthropic(rng: random.Random) -> str:
    return "sk-" + "ant-api03-" + v.chars(rng, _DASHW, 93) + "AA"


def _aws_id(rng: random.Random) -> str:
    return rng.choice(["AK" + "IA", "AS" + "IA"]) + v.chars(rng, v.UPPER + "234567", 16)


def _aws_secret(rng: random.Random) -> str:
    return v.chars(rng, v.ALNUM + "/+", 40)


def _gcp_key(rng: random.Random) -> str:
    return "AI" + "za" + "Sy" + v.chars(rng, _DASHW, 33)


def _azure_ad(rng: random.Random) -> str:
    return v.alnum(rng, 3) + rng.choice(v.DIGITS) + "Q~" + v.chars(rng, v.ALNUM + "_~.-", 34)


def _sendgrid(rng: random.Random) -> str:
    return "S" + "G." + v.chars(rng, _DASHW, 22) + "." + v.chars(rng, _DASHW, 43)


def _discord_bot(rng: random.Random) -> str:
    ident = str(rng.randint(10**17, 10**18 - 1))
    return v.b64_text(ident) + "." + v.chars(rng, _DASHW, 6) + "." + v.chars(rng, _DASHW, 38)


def _telegram(rng: random.Random) -> str:
    return str(rng.randint(10**9, 10**10 - 1)) + ":AA" + v.chars(rng, _DASHW, 33)


def _heroku_v2(rng: random.Random) -> str:
    return "HR" + "KU-AA" + v.chars(rng, _DASHW, 58)


def _age(rng: random.Random) -> str:
    return "AGE-" + "SECRET-KEY-1" + v.chars(rng, v.BECH32, 58).upper()


def _postman(rng: random.Random) -> str:
    return "PM" + "AK-" + v.hexs(rng, 24) + "-" + v.hexs(rng, 34)


def _grafana_sa(rng: random.Random) -> str:
    return "gl" + "sa_" + v.alnum(rng, 32) + "_" + v.hexs(rng, 8)


def _notion(rng: random.Random) -> str:
    return "nt" + "n_" + v.chars(rng, v.DIGITS, 11) + v.alnum(rng, 35)


def _brevo(rng: random.Random) -> str:
    return "xkey" + "sib-" + v.hexs(rng, 64) + "-" + v.alnum(rng, 16)


def _dynatrace(rng: random.Random) -> str:
    return "dt0" + "c01." + v.chars(rng, _UPNUM, 24) + "." + v.chars(rng, _UPNUM, 64)


def _atlassian(rng: random.Random) -> str:
    return "ATA" + "TT3" + v.chars(rng, _DASHW, 177) + "=" + v.hexs(rng, 8).upper()


def _mailchimp(rng: random.Random) -> str:
    return v.hexs(rng, 32) + "-us" + str(rng.randint(10, 21))


def _harness(rng: random.Random) -> str:
    return "pa" + "t." + v.chars(rng, _DASHW, 22) + "." + v.alnum(rng, 24) + "." + v.alnum(rng, 20)


def _terraform(rng: random.Random) -> str:
    return v.alnum(rng, 14) + ".atlas" + "v1." + v.chars(rng, _DASHW, 67)


def _maxmind(rng: random.Random) -> str:
    return v.alnum(rng, 6) + "_" + v.alnum(rng, 29) + "_m" + "mk"


def _square(rng: random.Random) -> str:
    return "EA" + "AA" + v.chars(rng, _DASHW, 60)


def _vault(rng: random.Random) -> str:
    return "hv" + "s." + v.chars(rng, _DASHW, rng.randint(92, 110))


def _pypi(rng: random.Random) -> str:
    return "pypi-" + "AgEIcHlwaS5vcmc" + v.b64_bytes(rng, 90, urlsafe=True).rstrip("=")


def _gitlab_rrt(rng: random.Random) -> str:
    return "GR13" + "48941" + v.chars(rng, _DASHW, 20)


VENDORS: tuple[Vendor, ...] = (
    Vendor(
        "github-pat",
        _gl("github-pat"),
        "GitHub token",
        "GITHUB_TOKEN",
        "github_token",
        _p("gh" + "p_", v.ALNUM, 36),
    ),
    Vendor(
        "github-fine-grained-pat",
        _gl("github-fine-grained-pat"),
        "fine-grained GitHub PAT",
        "GH_TOKEN",
        "gh_token",
        _gh_fine,
    ),
    Vendor(
        "github-oauth",
        _gl("github-oauth"),
        "GitHub OAuth token",
        "GITHUB_OAUTH_TOKEN",
        "oauth_token",
        _p("gh" + "o_", v.ALNUM, 36),
    ),
    Vendor(
        "github-app-token",
        _gl("github-app-token"),
        "GitHub App installation token",
        "GH_APP_TOKEN",
        "installation_token",
        _p("gh" + "s_", v.ALNUM, 36),
    ),
    Vendor(
        "github-refresh-token",
        _gl("github-refresh-token"),
        "GitHub refresh token",
        "GITHUB_REFRESH_TOKEN",
        "refresh_token",
        _p("gh" + "r_", v.ALNUM, 36),
        in_dev=False,
    ),
    Vendor(
        "gitlab-pat",
        _gl("gitlab-pat"),
        "GitLab token",
        "GITLAB_TOKEN",
        "private_token",
        _p("gl" + "pat-", _DASHW, 20),
    ),
    Vendor(
        "gitlab-runner-token",
        _gl("gitlab-runner-authentication-token"),
        "GitLab runner token",
        "RUNNER_TOKEN",
        "token",
        _p("gl" + "rt-", _DASHW, 20),
    ),
    Vendor(
        "gitlab-deploy-token",
        _gl("gitlab-deploy-token"),
        "GitLab deploy token",
        "CI_DEPLOY_PASSWORD",
        "deploy_token",
        _p("gl" + "dt-", _DASHW, 20),
        in_dev=False,
    ),
    Vendor(
        "gitlab-pipeline-trigger",
        _gl("gitlab-ptt"),
        "pipeline trigger token",
        "TRIGGER_TOKEN",
        "trigger_token",
        _p("gl" + "ptt-", v.HEX, 40),
        in_dev=False,
    ),
    Vendor(
        "gitlab-runner-registration",
        _gl("gitlab-rrt"),
        "runner registration token",
        "REGISTRATION_TOKEN",
        "registration_token",
        _gitlab_rrt,
        in_dev=False,
    ),
    Vendor(
        "slack-bot-token",
        _gl("slack-bot-token"),
        "Slack bot token",
        "SLACK_BOT_TOKEN",
        "bot_token",
        _slack_bot,
    ),
    Vendor(
        "slack-user-token",
        _gl("slack-user-token"),
        "Slack user token",
        "SLACK_USER_TOKEN",
        "user_token",
        _slack_user,
    ),
    Vendor(
        "slack-app-token",
        _gl("slack-app-token"),
        "Slack app-level token",
        "SLACK_APP_TOKEN",
        "app_token",
        _slack_app,
        in_dev=False,
    ),
    Vendor(
        "stripe-secret-key",
        _gl("stripe-access-token"),
        "Stripe secret key",
        "STRIPE_SECRET_KEY",
        "stripe_key",
        _p("sk" + "_live_", v.ALNUM, 24),
    ),
    Vendor(
        "stripe-test-key",
        _gl("stripe-access-token"),
        "Stripe test key",
        "STRIPE_KEY",
        "secret_key",
        _p("sk" + "_test_", v.ALNUM, 99),
        in_dev=False,
    ),
    Vendor(
        "stripe-restricted-key",
        _gl("stripe-access-token"),
        "Stripe restricted key",
        "STRIPE_RK",
        "restricted_key",
        _p("rk" + "_live_", v.ALNUM, 99),
        in_dev=False,
    ),
    Vendor(
        "aws-access-key-id",
        _gl("aws-access-token"),
        "AWS access key id",
        "AWS_ACCESS_KEY_ID",
        "aws_access_key_id",
        _aws_id,
    ),
    Vendor(
        "aws-secret-access-key",
        "written",
        "AWS secret access key",
        "AWS_SECRET_ACCESS_KEY",
        "aws_secret_access_key",
        _aws_secret,
        distinct=False,
    ),
    Vendor(
        "gcp-api-key", _gl("gcp-api-key"), "Google API key", "GOOGLE_API_KEY", "api_key", _gcp_key
    ),
    Vendor(
        "azure-ad-client-secret",
        _gl("azure-ad-client-secret"),
        "Entra app client secret",
        "AZURE_CLIENT_SECRET",
        "client_secret",
        _azure_ad,
    ),
    Vendor(
        "openai-api-key", _gl("openai-api-key"), "OpenAI key", "OPENAI_API_KEY", "api_key", _openai
    ),
    Vendor(
        "openai-legacy-key",
        _gl("openai-api-key"),
        "old OpenAI key",
        "OPENAI_KEY",
        "openai_key",
        _openai_legacy,
        in_dev=False,
    ),
    Vendor(
        "anthropic-api-key",
        _gl("anthropic-api-key"),
        "Anthropic API key",
        "ANTHROPIC_API_KEY",
        "anthropic_key",
        _anthropic,
    ),
    Vendor(
        "huggingface-token",
        _gl("huggingface-access-token"),
        "Hugging Face token",
        "HF_TOKEN",
        "hf_token",
        _p("hf" + "_", v.UPPER + v.LOWER, 34),
    ),
    Vendor(
        "huggingface-org-token",
        _gl("huggingface-organization-api-token"),
        "Hugging Face org token",
        "HF_ORG_TOKEN",
        "org_token",
        _p("api" + "_org_", v.UPPER + v.LOWER, 34),
        in_dev=False,
    ),
    Vendor(
        "npm-token",
        _gl("npm-access-token"),
        "npm token",
        "NPM_TOKEN",
        "_authToken",
        _p("np" + "m_", v.ALNUM, 36),
    ),
    Vendor(
        "pypi-token",
        _gl("pypi-upload-token"),
        "PyPI upload token",
        "TWINE_PASSWORD",
        "password",
        _pypi,
    ),
    Vendor(
        "twilio-api-key",
        _gl("twilio-api-key"),
        "Twilio API key SID-secret",
        "TWILIO_API_KEY",
        "twilio_key",
        _p("S" + "K", v.HEX, 32),
    ),
    Vendor(
        "twilio-auth-token",
        _ds("TwilioKeyDetector"),
        "Twilio auth token",
        "TWILIO_AUTH_TOKEN",
        "twilio_auth_token",
        _w(v.HEX, 32),
        distinct=False,
        in_dev=False,
    ),
    Vendor(
        "sendgrid-api-key",
        _gl("sendgrid-api-token"),
        "SendGrid key",
        "SENDGRID_API_KEY",
        "sendgrid_api_key",
        _sendgrid,
    ),
    Vendor(
        "mailgun-api-key",
        _gl("mailgun-private-api-token"),
        "Mailgun key",
        "MAILGUN_API_KEY",
        "mailgun_api_key",
        _p("key" + "-", v.HEX, 32),
        distinct=False,
    ),
    Vendor(
        "discord-bot-token",
        _ds("DiscordBotTokenDetector"),
        "Discord bot token",
        "DISCORD_TOKEN",
        "discord_token",
        _discord_bot,
    ),
    Vendor(
        "telegram-bot-token",
        _gl("telegram-bot-api-token"),
        "Telegram bot token",
        "TELEGRAM_BOT_TOKEN",
        "telegram_token",
        _telegram,
    ),
    Vendor(
        "shopify-access-token",
        _gl("shopify-access-token"),
        "Shopify admin token",
        "SHOPIFY_ACCESS_TOKEN",
        "shopify_token",
        _p("shp" + "at_", v.HEX, 32),
    ),
    Vendor(
        "shopify-shared-secret",
        _gl("shopify-shared-secret"),
        "Shopify app shared secret",
        "SHOPIFY_API_SECRET",
        "shared_secret",
        _p("shp" + "ss_", v.HEX, 32),
        in_dev=False,
    ),
    Vendor(
        "square-access-token",
        _gl("square-access-token"),
        "Square access token",
        "SQUARE_ACCESS_TOKEN",
        "square_token",
        _square,
    ),
    Vendor(
        "square-oauth-secret",
        _ds("SquareOAuthDetector"),
        "Square OAuth secret",
        "SQUARE_OAUTH_SECRET",
        "square_secret",
        _p("sq0" + "csp-", _DASHW, 43),
        in_dev=False,
    ),
    Vendor(
        "datadog-api-key",
        _gl("datadog-access-token"),
        "Datadog API key",
        "DD_API_KEY",
        "datadog_api_key",
        _w(v.HEX, 32),
        distinct=False,
    ),
    Vendor(
        "datadog-app-key",
        _gl("datadog-access-token"),
        "Datadog application key",
        "DD_APP_KEY",
        "datadog_app_key",
        _w(v.HEX, 40),
        distinct=False,
        in_dev=False,
    ),
    Vendor(
        "heroku-api-key",
        _gl("heroku-api-key-v2"),
        "Heroku API key",
        "HEROKU_API_KEY",
        "heroku_api_key",
        _heroku_v2,
    ),
    Vendor(
        "heroku-legacy-key",
        _gl("heroku-api-key"),
        "Heroku key (legacy)",
        "HEROKU_KEY",
        "heroku_key",
        v.uuid4,
        distinct=False,
        in_dev=False,
    ),
    Vendor(
        "digitalocean-pat",
        _gl("digitalocean-pat"),
        "DigitalOcean token",
        "DIGITALOCEAN_TOKEN",
        "do_token",
        _p("dop" + "_v1_", v.HEX, 64),
    ),
    Vendor(
        "digitalocean-oauth",
        _gl("digitalocean-access-token"),
        "DigitalOcean OAuth token",
        "DO_OAUTH_TOKEN",
        "access_token",
        _p("doo" + "_v1_", v.HEX, 64),
        in_dev=False,
    ),
    Vendor(
        "doppler-token",
        _gl("doppler-api-token"),
        "Doppler service token",
        "DOPPLER_TOKEN",
        "doppler_token",
        _p("dp." + "pt.", v.ALNUM, 43),
    ),
    Vendor(
        "vault-token",
        _gl("vault-service-token"),
        "Vault token",
        "VAULT_TOKEN",
        "vault_token",
        _vault,
    ),
    Vendor(
        "age-secret-key", _gl("age-secret-key"), "age identity", "SOPS_AGE_KEY", "age_key", _age
    ),
    Vendor(
        "linear-api-key",
        _gl("linear-api-key"),
        "Linear API key",
        "LINEAR_API_KEY",
        "linear_key",
        _p("lin" + "_api_", v.ALNUM, 40),
    ),
    Vendor(
        "sentry-user-token",
        _gl("sentry-user-token"),
        "Sentry auth token",
        "SENTRY_AUTH_TOKEN",
        "auth_token",
        _p("sntr" + "yu_", v.HEX, 64),
    ),
    Vendor(
        "databricks-token",
        _gl("databricks-api-token"),
        "Databricks PAT",
        "DATABRICKS_TOKEN",
        "databricks_token",
        _p("da" + "pi", v.HEX, 32),
    ),
    Vendor(
        "postman-api-key",
        _gl("postman-api-token"),
        "Postman API key",
        "POSTMAN_API_KEY",
        "postman_key",
        _postman,
        in_dev=False,
    ),
    Vendor(
        "pulumi-token",
        _gl("pulumi-api-token"),
        "Pulumi access token",
        "PULUMI_ACCESS_TOKEN",
        "pulumi_token",
        _p("pu" + "l-", v.HEX, 40),
        in_dev=False,
    ),
    Vendor(
        "rubygems-key",
        _gl("rubygems-api-token"),
        "RubyGems API key",
        "GEM_HOST_API_KEY",
        "rubygems_api_key",
        _p("ruby" + "gems_", v.HEX, 48),
        in_dev=False,
    ),
    Vendor(
        "grafana-sa-token",
        _gl("grafana-service-account-token"),
        "Grafana service account token",
        "GRAFANA_TOKEN",
        "grafana_token",
        _grafana_sa,
    ),
    Vendor(
        "grafana-cloud-token",
        _gl("grafana-cloud-api-token"),
        "Grafana Cloud token",
        "GRAFANA_CLOUD_TOKEN",
        "cloud_token",
        lambda rng: "gl" + "c_" + v.b64_bytes(rng, 60).rstrip("="),
        in_dev=False,
    ),
    Vendor(
        "planetscale-token",
        _gl("planetscale-api-token"),
        "PlanetScale service token",
        "PLANETSCALE_TOKEN",
        "pscale_token",
        _p("pscale" + "_tkn_", _WORD, 43),
        in_dev=False,
    ),
    Vendor(
        "planetscale-password",
        _gl("planetscale-password"),
        "PlanetScale branch password",
        "DATABASE_PASSWORD",
        "pscale_password",
        _p("pscale" + "_pw_", _WORD, 43),
        in_dev=False,
    ),
    Vendor(
        "notion-token",
        _gl("notion-api-token"),
        "Notion integration token",
        "NOTION_TOKEN",
        "notion_token",
        _notion,
        in_dev=False,
    ),
    Vendor(
        "perplexity-key",
        _gl("perplexity-api-key"),
        "Perplexity key",
        "PPLX_API_KEY",
        "pplx_key",
        _p("pp" + "lx-", v.ALNUM, 48),
        in_dev=False,
    ),
    Vendor(
        "brevo-key",
        _gl("sendinblue-api-token"),
        "Brevo (Sendinblue) key",
        "BREVO_API_KEY",
        "brevo_key",
        _brevo,
        in_dev=False,
    ),
    Vendor(
        "dynatrace-token",
        _gl("dynatrace-api-token"),
        "Dynatrace API token",
        "DT_API_TOKEN",
        "dt_token",
        _dynatrace,
        in_dev=False,
    ),
    Vendor(
        "shippo-token",
        _gl("shippo-api-token"),
        "Shippo live token",
        "SHIPPO_TOKEN",
        "shippo_token",
        _p("shippo" + "_live_", v.HEX, 40),
        in_dev=False,
    ),
    Vendor(
        "prefect-key",
        _gl("prefect-api-token"),
        "Prefect API key",
        "PREFECT_API_KEY",
        "prefect_key",
        _p("pn" + "u_", v.ALNUM, 36),
        in_dev=False,
    ),
    Vendor(
        "easypost-key",
        _gl("easypost-api-token"),
        "EasyPost production key",
        "EASYPOST_API_KEY",
        "easypost_key",
        _p("EZ" + "AK", v.ALNUM, 54),
        in_dev=False,
    ),
    Vendor(
        "flyio-token",
        _gl("flyio-access-token"),
        "Fly.io token",
        "FLY_API_TOKEN",
        "fly_token",
        _p("fo" + "1_", _DASHW, 43),
        in_dev=False,
    ),
    Vendor(
        "atlassian-token",
        _gl("atlassian-api-token"),
        "Jira API token",
        "JIRA_API_TOKEN",
        "jira_token",
        _atlassian,
        in_dev=False,
    ),
    Vendor(
        "mailchimp-key",
        _gl("mailchimp-api-key"),
        "Mailchimp API key",
        "MAILCHIMP_API_KEY",
        "mailchimp_key",
        _mailchimp,
        distinct=False,
        in_dev=False,
    ),
    Vendor(
        "cloudflare-api-token",
        _gl("cloudflare-api-key"),
        "Cloudflare API token",
        "CLOUDFLARE_API_TOKEN",
        "cloudflare_token",
        _w(_DASHW, 40),
        distinct=False,
    ),
    Vendor(
        "newrelic-user-key",
        _gl("new-relic-user-api-key"),
        "New Relic user key",
        "NEW_RELIC_API_KEY",
        "newrelic_key",
        _p("NR" + "AK-", _UPNUM, 27),
        in_dev=False,
    ),
    Vendor(
        "okta-token",
        _gl("okta-access-token"),
        "Okta API token",
        "OKTA_API_TOKEN",
        "okta_token",
        _p("0" + "0", _DASHW, 40),
        distinct=False,
        in_dev=False,
    ),
    Vendor(
        "alibaba-access-key",
        _gl("alibaba-access-key-id"),
        "Alibaba Cloud AccessKey",
        "ALIBABA_CLOUD_ACCESS_KEY_ID",
        "access_key_id",
        _p("LT" + "AI", v.ALNUM, 20),
        in_dev=False,
    ),
    Vendor(
        "clojars-token",
        _gl("clojars-api-token"),
        "Clojars deploy token",
        "CLOJARS_TOKEN",
        "clojars_token",
        _p("CLO" + "JARS_", v.LOWER + v.DIGITS, 60),
        in_dev=False,
    ),
    Vendor(
        "infracost-key",
        _gl("infracost-api-token"),
        "Infracost API key",
        "INFRACOST_API_KEY",
        "infracost_key",
        _p("ic" + "o-", v.ALNUM, 32),
        in_dev=False,
    ),
    Vendor(
        "readme-key",
        _gl("readme-api-token"),
        "ReadMe API key",
        "README_API_KEY",
        "readme_key",
        _p("rd" + "me_", v.LOWER + v.DIGITS, 70),
        in_dev=False,
    ),
    Vendor(
        "scalingo-token",
        _gl("scalingo-api-token"),
        "Scalingo API token",
        "SCALINGO_API_TOKEN",
        "scalingo_token",
        _p("tk-" + "us-", _DASHW, 48),
        in_dev=False,
    ),
    Vendor(
        "harness-pat",
        _gl("harness-api-key"),
        "Harness PAT",
        "HARNESS_API_KEY",
        "harness_key",
        _harness,
        in_dev=False,
    ),
    Vendor(
        "terraform-cloud-token",
        _gl("hashicorp-tf-api-token"),
        "Terraform Cloud token",
        "TF_TOKEN_app_terraform_io",
        "tfc_token",
        _terraform,
        in_dev=False,
    ),
    Vendor(
        "contentful-token",
        _gl("contentful-delivery-api-token"),
        "Contentful delivery token",
        "CONTENTFUL_ACCESS_TOKEN",
        "contentful_token",
        _w(_DASHW, 43),
        distinct=False,
        in_dev=False,
    ),
    Vendor(
        "algolia-admin-key",
        _gl("algolia-api-key"),
        "Algolia admin key",
        "ALGOLIA_ADMIN_KEY",
        "algolia_admin_key",
        _w(v.HEX, 32),
        distinct=False,
        in_dev=False,
    ),
    Vendor(
        "artifactory-key",
        _gl("artifactory-api-key"),
        "Artifactory API key",
        "ARTIFACTORY_API_KEY",
        "artifactory_key",
        _p("AK" + "Cp", v.ALNUM, 69),
        in_dev=False,
    ),
    Vendor(
        "maxmind-license",
        _gl("maxmind-license-key"),
        "MaxMind license key",
        "MAXMIND_LICENSE_KEY",
        "license_key",
        _maxmind,
        in_dev=False,
    ),
    Vendor(
        "facebook-page-token",
        _gl("facebook-page-access-token"),
        "Facebook page token",
        "FB_PAGE_TOKEN",
        "page_token",
        _p("EA" + "AC", v.ALNUM, 120),
        in_dev=False,
    ),
    Vendor(
        "snyk-token",
        _gl("snyk-api-token"),
        "Snyk token",
        "SNYK_TOKEN",
        "snyk_token",
        v.uuid4,
        distinct=False,
        in_dev=False,
    ),
    Vendor(
        "frameio-token",
        _gl("frameio-api-token"),
        "Frame.io developer token",
        "FRAMEIO_TOKEN",
        "frameio_token",
        _p("fio" + "-u-", _DASHW, 64),
        in_dev=False,
    ),
    Vendor(
        "duffel-token",
        _gl("duffel-api-token"),
        "Duffel live token",
        "DUFFEL_TOKEN",
        "duffel_token",
        _p("duffel" + "_live_", _DASHW, 43),
        in_dev=False,
    ),
    Vendor(
        "sourcegraph-token",
        _gl("sourcegraph-access-token"),
        "Sourcegraph token",
        "SRC_ACCESS_TOKEN",
        "src_token",
        _p("sg" + "p_", v.HEX, 40),
        in_dev=False,
    ),
    Vendor("jwt", _gl("jwt"), "session JWT", "AUTH_JWT", "id_token", v.jwt),
)
