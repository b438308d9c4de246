"""Benign look-alikes: vendor identifiers that look random but name things, not grant access.

Every value here is either shipped to every reader's browser by design (player ids, ad unit
paths, bidder params, Piano AIDs, browser write keys, DSNs) or only identifies an account,
service or object to someone who must already hold a credential (Fastly service ids,
Contentful space ids, Snowflake locators, PagerDuty ids). None must be rewritten.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike15.gen import (
    ALNUM,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    hexs,
    num,
    pick,
    uuid4,
    with_ctx,
)

PD = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"


def _fastly_sid(r: Random) -> dict[str, str]:
    return {
        "sid": pick(r, ALNUM, 22),
        "ver": str(r.randint(40, 400)),
        "key": f"article-{num(r, 6)}",
    }


FASTLY_SID = Kind(
    "fastly_service_id",
    (
        "FASTLY_SERVICE_ID=⟨sid⟩  # www service, active version ⟨ver⟩",
        "$ fastly service-version activate --service-id ⟨sid⟩ --version ⟨ver⟩",
        "- purge endpoint is POST /service/⟨sid⟩/purge/⟨key⟩ (token lives in Vault, not here)",
        "| service | id | version |\n|---|---|---|\n| www | ⟨sid⟩ | ⟨ver⟩ |",
        "Fastly tjeneste-ID (no) for ⟨site⟩: ⟨sid⟩",
    ),
    with_ctx(_fastly_sid),
)


def _node(r: Random) -> dict[str, str]:
    pop = r.choice(["FRA", "ARN", "OSL", "PRG", "ATH", "SIN", "CGK", "LHR", "AMS"])
    node = f"cache-{pop.lower()}-e{pop.lower()}{num(r, 7)}-{pop}"
    return {
        "node": node,
        "rid": hexs(r, 40),
        "xid": "S" + num(r, 10) + "." + num(r, 6),
        "ts": str(r.randint(1_796_000_000, 1_798_700_000)),
    }


FASTLY_NODE = Kind(
    "fastly_cache_node_ids",
    (
        "X-Served-By: ⟨node⟩\nX-Cache: MISS\nX-Timer: ⟨xid⟩,VS0,VE231",
        "[⟨day⟩ ⟨time⟩] fastly req=⟨rid⟩ node=⟨node⟩ status=503",
        "- the slow POP was ⟨node⟩ (x-timer ⟨xid⟩)",
        "$ curl -sI https://⟨site⟩/ | grep -i x-served\nx-served-by: ⟨node⟩",
    ),
    with_ctx(_node),
)


def _cf_ids(r: Random) -> dict[str, str]:
    return {
        "space": pick(r, LOWER_ALNUM, 12),
        "entry": pick(r, ALNUM, 22),
        "asset": pick(r, ALNUM, 22),
        "ct": r.choice(["article", "author", "liveBlog", "gallery"]),
    }


CONTENTFUL_IDS = Kind(
    "contentful_space_entry_ids",
    (
        "CONTENTFUL_SPACE_ID=⟨space⟩\nCONTENTFUL_ENVIRONMENT=master",
        "- broken ⟨ct⟩ entry: https://app.contentful.com/spaces/⟨space⟩/entries/⟨entry⟩",
        '{"sys": {"id": "⟨entry⟩", "type": "Entry", "space": {"sys": {"id": "⟨space⟩"}}}}',
        "Hero image asset ⟨asset⟩ is missing alt text (⟨tkt⟩)",
        "Záznam ⟨entry⟩ v prostoru ⟨space⟩ má rozbitý odkaz (cs)",
    ),
    with_ctx(_cf_ids),
)


def _bc_ids(r: Random) -> dict[str, str]:
    return {"acct": num(r, 13), "player": pick(r, ALNUM, 9), "video": num(r, 13)}


BRIGHTCOVE_IDS = Kind(
    "brightcove_ids",
    (
        '<video-js data-account="⟨acct⟩" data-player="⟨player⟩" data-embed="default"\n'
        '  data-video-id="⟨video⟩" controls></video-js>',
        "https://players.brightcove.net/⟨acct⟩/⟨player⟩_default/index.html?videoId=⟨video⟩",
        "- video ⟨video⟩ stuck in 'processing' since ⟨day⟩ (account ⟨acct⟩)",
        "| account | player | video |\n|---|---|---|\n| ⟨acct⟩ | ⟨player⟩ | ⟨video⟩ |",
    ),
    with_ctx(_bc_ids),
)


def _jw_ids(r: Random) -> dict[str, str]:
    return {"lib": pick(r, ALNUM, 8), "media": pick(r, ALNUM, 8), "pl": pick(r, ALNUM, 8)}


JW_IDS = Kind(
    "jwplayer_media_player_ids",
    (
        '<script src="https://cdn.jwplayer.com/libraries/⟨lib⟩.js"></script>',
        "https://cdn.jwplayer.com/v2/media/⟨media⟩?format=json",
        "- playlist ⟨pl⟩ (recommendations) returns empty for ⟨section⟩",
        "jwplayer('player').setup({ playlist: 'https://cdn.jwplayer.com/v2/playlists/⟨pl⟩' });",
        "Video ⟨media⟩ không phát được trên iOS (vi)",
    ),
    with_ctx(_jw_ids),
)


def _gam(r: Random) -> dict[str, str]:
    return {
        "net": num(r, r.choice([8, 9, 10])),
        "size": r.choice(["[300, 250]", "[728, 90]", "[320, 50]"]),
    }


GAM = Kind(
    "gam_network_ad_unit",
    (
        "googletag.defineSlot('/⟨net⟩/harbourline/⟨section⟩/top', ⟨size⟩, 'div-gpt-ad-top');",
        "- GAM network code ⟨net⟩; ad unit /⟨net⟩/lantern/⟨section⟩/inline_⟨n⟩",
        "[⟨day⟩ ⟨time⟩] gpt: slotRenderEnded /⟨net⟩/harbourline/⟨section⟩/mpu empty=true",
        "| ad unit | sizes |\n|---|---|\n| /⟨net⟩/harbourline/⟨section⟩/sticky | ⟨size⟩ |",
    ),
    with_ctx(_gam),
)


def _prebid(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 8),
        "acct": num(r, 5),
        "site": num(r, 6),
        "zone": num(r, 7),
        "pub": num(r, 6),
        "ix": num(r, 6),
        "net": num(r, 4),
    }


PREBID = Kind(
    "prebid_bidder_params",
    (
        "bids: [\n  { bidder: 'appnexus', params: { placementId: ⟨pid⟩ } },\n"
        "  { bidder: 'rubicon',\n"
        "    params: { accountId: ⟨acct⟩, siteId: ⟨site⟩, zoneId: ⟨zone⟩ } },\n]",
        "- ix siteId ⟨ix⟩ for the ⟨section⟩ MPU; pubmatic publisherId '⟨pub⟩'",
        '{"bidder": "criteo", "params": {"networkId": ⟨net⟩}}',
        "Prebid (el): το appnexus placementId ⟨pid⟩ δεν έχει προσφορές από ⟨day⟩, zone ⟨zone⟩ ok",
    ),
    with_ctx(_prebid),
)


def _piano_aid(r: Random) -> dict[str, str]:
    return {
        "aid": pick(r, ALNUM, 10),
        "offer": "OF" + pick(r, UPPER_ALNUM, 10),
        "term": "TM" + pick(r, UPPER_ALNUM, 10),
    }


PIANO_IDS = Kind(
    "piano_aid_offer_ids",
    (
        "tp.push(['setAid', '⟨aid⟩']);\ntp.push(['setSandbox', false]);",
        "- paywall offer ⟨offer⟩ / term ⟨term⟩ is the Black Friday one",
        "| aid | offer | term |\n|---|---|---|\n| ⟨aid⟩ | ⟨offer⟩ | ⟨term⟩ |",
        "PIANO_AID=⟨aid⟩  # public, it is in every page",
        "Tawaran ⟨offer⟩ dengan term ⟨term⟩ untuk pelanggan digital (id)",
    ),
    with_ctx(_piano_aid),
)


def _mc_form(r: Random) -> dict[str, str]:
    return {"u": hexs(r, 25), "id": hexs(r, 10), "camp": hexs(r, 10)}


MAILCHIMP_IDS = Kind(
    "mailchimp_form_audience_ids",
    (
        '<form action="https://harbourline.us14.list-manage.com/subscribe/post?u=⟨u⟩&amp;id=⟨id⟩"\n'
        '      method="post">',
        "- audience id for the culture newsletter: ⟨id⟩",
        "[⟨day⟩ ⟨time⟩] mailchimp campaign ⟨camp⟩ sent to list ⟨id⟩",
        "Nyhetsbrevet (sv) skickas till lista ⟨id⟩, kampanj ⟨camp⟩",
    ),
    with_ctx(_mc_form),
)


def _sfmc_ids(r: Random) -> dict[str, str]:
    return {"mid": num(r, 9), "de": uuid4(r).upper(), "jb": uuid4(r)}


SFMC_IDS = Kind(
    "sfmc_mid_and_keys",
    (
        "- SFMC business unit MID ⟨mid⟩ (Lantern newsletters)",
        "Data extension external key: ⟨de⟩",
        "[⟨day⟩ ⟨time⟩] journey ⟨jb⟩ version ⟨n⟩ published",
        "| BU | MID | DE key |\n|---|---|---|\n| Lantern | ⟨mid⟩ | ⟨de⟩ |",
    ),
    with_ctx(_sfmc_ids),
)


def _snow_ids(r: Random) -> dict[str, str]:
    qid = f"01{hexs(r, 6)}-{num(r, 4)}-{hexs(r, 4)}-0000-{hexs(r, 12)}"
    return {
        "loc": pick(r, "abcdefghijklmnopqrstuvwxyz", 2) + num(r, 5),
        "qid": qid,
        "org": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 7),
    }


SNOWFLAKE_IDS = Kind(
    "snowflake_locator_query_ids",
    (
        "SNOWFLAKE_ACCOUNT=⟨loc⟩.eu-west-1.aws",
        "- slow query ⟨qid⟩ was the dbt incremental on fct_pageviews",
        "account identifier ⟨org⟩-HARBOURLINE_PROD (locator ⟨loc⟩)",
        "[⟨day⟩ ⟨time⟩] snowflake.connector: query ⟨qid⟩ finished in 41.2s",
    ),
    with_ctx(_snow_ids),
)


def _news_ids(r: Random) -> dict[str, str]:
    return {
        "chan": uuid4(r),
        "art": uuid4(r),
        "pub": "CAAqBwgK" + pick(r, ALNUM + "-_", 12) + "MKrO" + pick(r, ALNUM, 4),
    }


NEWS_IDS = Kind(
    "apple_google_news_ids",
    (
        "APPLE_NEWS_CHANNEL_ID=⟨chan⟩",
        "- Apple News article ⟨art⟩ rejected: missing canonicalURL",
        "https://news.google.com/publications/⟨pub⟩?hl=sv&gl=SE",
        "| feed | id |\n|---|---|\n| Apple News | ⟨chan⟩ |\n| Google News | ⟨pub⟩ |",
    ),
    with_ctx(_news_ids),
)


def _pd_ids(r: Random) -> dict[str, str]:
    return {"svc": "P" + pick(r, PD, 6), "pol": "P" + pick(r, PD, 6), "inc": "Q" + pick(r, PD, 13)}


PD_IDS = Kind(
    "pagerduty_object_ids",
    (
        "- PagerDuty service ⟨svc⟩ (Fastly origin) uses escalation policy ⟨pol⟩",
        "https://harbourline.pagerduty.com/incidents/⟨inc⟩",
        'resource "pagerduty_service" "edge" {\n  escalation_policy = "⟨pol⟩"\n}',
        "[⟨day⟩ ⟨time⟩] incident ⟨inc⟩ resolved by ⟨who⟩",
    ),
    with_ctx(_pd_ids),
)


def _akamai_ids(r: Random) -> dict[str, str]:
    ref = f"18.{hexs(r, 8)}.{r.randint(1_796_000_000, 1_798_700_000)}.{hexs(r, 8)}"
    return {"ref": ref, "cp": num(r, 6), "prp": "prp_" + num(r, 6), "grp": "grp_" + num(r, 5)}


AKAMAI_IDS = Kind(
    "akamai_reference_and_property_ids",
    (
        "Access Denied ... Reference #⟨ref⟩",
        "- CP code ⟨cp⟩ is the image origin; property ⟨prp⟩ in group ⟨grp⟩",
        "$ akamai property-manager show --property ⟨prp⟩ --group ⟨grp⟩",
        "Chyba od Akamai, reference #⟨ref⟩ (cs)",
    ),
    with_ctx(_akamai_ids),
)


def _gha(r: Random) -> dict[str, str]:
    return {"sha": hexs(r, 40), "sha2": hexs(r, 40), "run": num(r, 11), "short": hexs(r, 7)}


GHA_IDS = Kind(
    "github_actions_pins_and_runs",
    (
        "```yaml\n- uses: actions/checkout@⟨sha⟩ # v4\n"
        "- uses: aws-actions/configure-aws-credentials@⟨sha2⟩\n```",
        "- deploy failed: https://github.com/harbourline/web-next/actions/runs/⟨run⟩",
        "commit ⟨sha⟩\nAuthor: ⟨who⟩ <⟨who⟩@harbourline.com>\n\n    fix(amp): drop legacy ad slot",
        "Revert ⟨short⟩ — ⟨tkt⟩ broke the purge step",
    ),
    with_ctx(_gha),
)


def _seg_browser(r: Random) -> dict[str, str]:
    return {"key": pick(r, ALNUM, 32)}


SEGMENT_BROWSER = Kind(
    "segment_browser_write_key",
    (
        'analytics.load("⟨key⟩");\nanalytics.page();',
        "NEXT_PUBLIC_SEGMENT_WRITE_KEY=⟨key⟩",
        '<script src="https://cdn.segment.com/analytics.js/v1/⟨key⟩/analytics.min.js"></script>',
        "- the web source write key ⟨key⟩ is in every page view; not a secret",
    ),
    with_ctx(_seg_browser),
)


def _dd_rum(r: Random) -> dict[str, str]:
    return {"tok": "pub" + hexs(r, 32), "app": uuid4(r)}


DD_RUM = Kind(
    "datadog_rum_client_token",
    (
        "datadogRum.init({\n  applicationId: '⟨app⟩',\n  clientToken: '⟨tok⟩',\n"
        "  site: 'datadoghq.eu',\n});",
        "NEXT_PUBLIC_DD_CLIENT_TOKEN=⟨tok⟩",
        "- RUM app ⟨app⟩ uses client token ⟨tok⟩ (browser, public by design)",
        "| RUM app | client token |\n|---|---|\n| web-next | ⟨tok⟩ |",
    ),
    with_ctx(_dd_rum),
)


def _dsn(r: Random) -> dict[str, str]:
    return {"pk": hexs(r, 32), "org": num(r, 6), "proj": num(r, 16)}


SENTRY_DSN = Kind(
    "sentry_dsn",
    (
        "NEXT_PUBLIC_SENTRY_DSN=https://⟨pk⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",
        "Sentry.init({ dsn: 'https://⟨pk⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩',"
        " tracesSampleRate: 0.1 });",
        "- DSN for the AMP pages: https://⟨pk⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩",
        "DSN Sentry (vi) cho trang AMP: https://⟨pk⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩",
    ),
    with_ctx(_dsn),
)

IDS: tuple[Kind, ...] = (
    FASTLY_SID,
    FASTLY_NODE,
    CONTENTFUL_IDS,
    BRIGHTCOVE_IDS,
    JW_IDS,
    GAM,
    PREBID,
    PIANO_IDS,
    MAILCHIMP_IDS,
    SFMC_IDS,
    SNOWFLAKE_IDS,
    NEWS_IDS,
    PD_IDS,
    AKAMAI_IDS,
    GHA_IDS,
    SEGMENT_BROWSER,
    DD_RUM,
    SENTRY_DSN,
)
