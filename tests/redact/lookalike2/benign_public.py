"""Benign look-alikes: vendors' public ids and keys that are public by design."""

from __future__ import annotations

import random

from tests.redact.lookalike2.fields import Kind, b64_text, pick

_PK = "p" + "k_"


def _clerk_pk(rng: random.Random) -> str:
    # Clerk publishable keys are pk_test_/pk_live_ + base64("<frontend api host>$").
    host = rng.choice(("clean-mole-", "happy-otter-", "brave-lynx-")) + str(rng.randint(10, 99))
    mode = rng.choice(("test_", "live_"))
    return _PK + mode + b64_text(f"{host}.clerk.accounts.dev$").rstrip("=")


def _recaptcha_site_key(rng: random.Random) -> str:
    return (
        "6L"
        + pick(rng, "abcdefABCDEF", 1)
        + pick(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1)
        + (pick(rng, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_", 36))
    )


def _legacy_node_id(rng: random.Random) -> str:
    # GitHub's legacy global node ids are base64 of "<len>:<Type><database id>".
    return b64_text(f"04:User{rng.randint(10**6, 10**8)}")


def _firebase_app_id(rng: random.Random) -> str:
    return f"1:{rng.randint(10**11, 10**12 - 1)}:web:" + pick(rng, "0123456789abcdef", 22)


PUBLIC: tuple[Kind, ...] = (
    Kind(
        "posthog_project_key",
        (
            "posthog.init('phc_⟪an:43⟫', { api_host: 'https://eu.i.posthog.com' })",
            "NEXT_PUBLIC_POSTHOG_KEY=phc_⟪an:43⟫ is the *project* key: it ships in the "
            "browser bundle by design. The personal API key (phx_) is the secret one.",
        ),
    ),
    Kind(
        "launchdarkly_client_side_id",
        (
            "const ldClient = initialize('⟪hex:24⟫', { key: user.id });",
            "LaunchDarkly client-side ID for prod is ⟪hex:24⟫ (public; the sdk- key stays on "
            "the server).",
        ),
    ),
    Kind(
        "datadog_rum_client_token",
        (
            "datadogRum.init({\n  applicationId: '⟪uuid⟫',\n  clientToken: 'pub⟪hex:32⟫',\n"
            "  site: 'datadoghq.eu',\n  service: '⟪g:service⟫-web',\n})",
            "RUM clientToken pub⟪hex:32⟫ is a browser token by design (Datadog: safe to "
            "expose); DD_API_KEY is not.",
        ),
    ),
    Kind(
        "clerk_publishable_key",
        (
            "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=⟪g:clerk⟫",
            '<ClerkProvider publishableKey="⟪g:clerk⟫"> wraps the app in layout.tsx.',
        ),
        gen={"clerk": _clerk_pk},
    ),
    Kind(
        "recaptcha_site_key",
        (
            '<div class="g-recaptcha" data-sitekey="⟪g:rc⟫"></div>',
            "reCAPTCHA site key ⟪g:rc⟫ is registered for acme.dev and localhost only.",
        ),
        gen={"rc": _recaptcha_site_key},
    ),
    Kind(
        "hcaptcha_and_turnstile_sitekeys",
        (
            '<div class="h-captcha" data-sitekey="⟪uuid⟫"></div>',
            "Turnstile sitekey 0x4AAAAAAA⟪an:14⟫ goes in the widget; the secret key is only "
            "in the worker's env.",
        ),
    ),
    Kind(
        "firebase_web_config_ids",
        (
            "const firebaseConfig = {\n  projectId: 'acme-⟪lan:5⟫',\n"
            "  messagingSenderId: '⟪num:12⟫',\n  appId: '⟪g:app⟫',\n"
            "  measurementId: 'G-⟪uan:10⟫',\n};",
            "Firebase appId ⟪g:app⟫ belongs to the staging project.",
        ),
        gen={"app": _firebase_app_id},
    ),
    Kind(
        "analytics_site_ids",
        (
            "<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){};"
            "h._hjSettings={hjid:⟪num:7⟫,hjsv:6};})(window,document);</script>",
            "fbq('init', '⟪num:16⟫'); // Meta pixel for the marketing site",
            "Clarity project id ⟪lan:10⟫ and GA4 G-⟪uan:10⟫ are both in the consent banner config.",
        ),
    ),
    Kind(
        "intercom_and_crisp_ids",
        (
            "window.intercomSettings = { api_base: 'https://api-iam.intercom.io', "
            "app_id: '⟪lan:8⟫' };",
            "$crisp=[];CRISP_WEBSITE_ID='⟪uuid⟫'; — Crisp website id, public.",
        ),
    ),
    Kind(
        "algolia_app_id",
        (
            "ALGOLIA_APP_ID=⟪uan:10⟫\nALGOLIA_INDEX=prod_products",
            "Search requests go to https://⟪uan:10⟫-dsn.algolia.net/1/indexes/docs/query.",
        ),
    ),
    Kind(
        "paypal_client_id_in_sdk_url",
        (
            '<script src="https://www.paypal.com/sdk/js?client-id=A⟪an:79⟫&currency=EUR"></script>',
            "PayPal's JS SDK takes the REST app client-id in the URL (public by design): A⟪an:79⟫",
        ),
    ),
    Kind(
        "auth0_spa_client_id",
        (
            "createAuth0Client({ domain: 'acme.eu.auth0.com', clientId: '⟪an:32⟫', "
            "authorizationParams: { redirect_uri: location.origin } })",
            "The SPA's Auth0 clientId is ⟪an:32⟫ (public client, PKCE, no secret).",
        ),
    ),
    Kind(
        "azure_ad_client_id",
        (
            "const msalConfig = { auth: { clientId: '⟪uuid⟫', authority: "
            "'https://login.microsoftonline.com/⟪uuid⟫' } };",
            "App registration 'acme-web' → Application (client) ID ⟪uuid⟫, Directory "
            "(tenant) ID ⟪uuid⟫.",
        ),
    ),
    Kind(
        "apple_team_and_bundle_ids",
        (
            "codesign -dv App.app → Identifier=dev.acme.app, TeamIdentifier=⟪uan:10⟫, "
            "CDHash=⟪hex:40⟫",
            "DEVELOPMENT_TEAM = ⟪uan:10⟫; (in project.pbxproj, both targets)",
        ),
    ),
    Kind(
        "twilio_sids",
        (
            "TWILIO_ACCOUNT_SID=AC⟪hex:32⟫\nTWILIO_MESSAGING_SERVICE_SID=MG⟪hex:32⟫",
            "Delivery of SM⟪hex:32⟫ failed with 30007 (carrier filtering).",
        ),
    ),
    Kind(
        "sendgrid_template_id",
        (
            "sendgrid.send({ templateId: 'd-⟪hex:32⟫', dynamicTemplateData: { name } })",
            "The password reset email uses dynamic template d-⟪hex:32⟫.",
        ),
    ),
    Kind(
        "github_graphql_node_id",
        (
            'gh api graphql -f query=\'mutation { addComment(input: {subjectId: "PR_kwDO⟪an:14⟫",'
            ' body: "ping"}) { clientMutationId } }\'',
            'The legacy node id "⟪g:legacy⟫" and the new "U_kgDO⟪an:8⟫" name the same user.',
        ),
        gen={"legacy": _legacy_node_id},
    ),
    Kind(
        "slack_permalink",
        (
            "Decision thread: https://acme.slack.com/archives/C0⟪uan:9⟫/p17⟪num:14⟫",
            "Slack team T0⟪uan:9⟫, bot user U0⟪uan:9⟫, channel C0⟪uan:9⟫ (#deploys).",
        ),
    ),
    Kind(
        "doc_tool_urls",
        (
            "Design: https://www.figma.com/design/⟪an:22⟫/Checkout?node-id=⟪int:1-99⟫-"
            "⟪int:100-999⟫",
            "Runbook: https://www.notion.so/acme/On-call-runbook-⟪hex:32⟫",
            "Spec in https://docs.google.com/document/d/1⟪b64u:32⟫/edit (ask ⟪g:person⟫ for "
            "access).",
        ),
    ),
    Kind(
        "grafana_and_pagerduty_ids",
        (
            "Dashboard https://grafana.acme.dev/d/⟪an:9⟫/⟪g:service⟫-latency?orgId=1&var-pod=All",
            "PagerDuty incident Q⟪uan:13⟫ (service P⟪uan:6⟫) auto-resolved after 12 min.",
        ),
    ),
)
