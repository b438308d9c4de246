"""Benign look-alikes of the sportsbook domain: bets, feeds, Kafka, KYC, crypto, Cloudflare,
Keycloak and payment-provider identifiers. Each must come out of the scrubber unchanged."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike35.gen import (
    ALNUM,
    B58,
    B64URL,
    CLIENTS,
    COLOS,
    KAFKA_TOPICS,
    LOWER_ALNUM,
    PEOPLE,
    REALMS,
    SERVICES,
    TEAMS,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    bech32,
    ec_public_der_b64,
    ed25519_public_line,
    hexs,
    num,
    pick,
    rsa_modulus_b64url,
    uuid4,
    wrap,
)

_PK_LIVE = "pk_" + "live_" + "51"


def _day(r: Random) -> str:
    return f"{r.randint(1, 28):02d}"


def _odds(r: Random) -> str:
    return f"{r.uniform(1.05, 9.5):.2f}"


def _bets(r: Random) -> dict[str, str]:
    return {
        "slip": f"BS-202902{_day(r)}-" + pick(r, UPPER_ALNUM, 8),
        "slip2": f"BS-202902{_day(r)}-" + pick(r, UPPER_ALNUM, 8),
        "bid": num(r, 19),
        "bid2": num(r, 19),
        "pid": num(r, 9),
        "stake": f"{r.randint(1, 500)}.{r.randint(0, 99):02d}",
        "odds": _odds(r),
        "off": num(r, 8),
    }


def _urns(r: Random) -> dict[str, str]:
    home, away = r.sample(TEAMS, 2)
    return {
        "ev": num(r, 8),
        "season": num(r, 6),
        "tour": str(r.randint(100, 40000)),
        "home": home,
        "away": away,
        "ms": str(r.randint(1864684800000, 1867104000000)),
        "rq": str(r.randint(1000, 99999)),
        "prod": r.choice(("1 (LO)", "3 (Ctrl)", "4 (BetPal)")),
        "hh": f"{r.randint(10, 23)}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
    }


def _betfair(r: Random) -> dict[str, str]:
    return {
        "mkt": num(r, 9),
        "sel": num(r, r.choice((5, 7, 8))),
        "evt": num(r, 8),
        "bfbet": num(r, 12),
        "home": r.choice(TEAMS),
        "odds": _odds(r),
        "stake": str(r.randint(20, 4000)),
        "ref": hexs(r, 20),
    }


def _feed(r: Random) -> dict[str, str]:
    return {
        "ev": num(r, 8),
        "uuid": uuid4(r),
        "corr": uuid4(r),
        "lag": str(r.randint(3, 4000)),
        "tag": str(r.randint(1, 900000)),
        "hexid": hexs(r, 32),
        "ctag": b64url(r, 16),
        "kind": r.choice(("odds_change", "bet_stop", "bet_settlement", "fixture_change")),
        "pre": r.choice(("hi.pre", "hi.-.live", "lo.-.live")),
    }


def _kafka(r: Random) -> dict[str, str]:
    end = r.randint(10_000_000, 90_000_000)
    off = end - r.randint(0, 40_000)
    group = r.choice(SERVICES) + "-" + r.choice(("consumer", "cg", "v2"))
    return {
        "cid": b64url(r, 16),
        "did": b64url(r, 16),
        "group": group,
        "topic": r.choice(KAFKA_TOPICS),
        "p": str(r.randint(0, 23)),
        "off": str(off),
        "end": str(end),
        "lag": str(end - off),
        "uuid": uuid4(r),
        "env": pick(r, LOWER_ALNUM, 6),
        "lkc": pick(r, LOWER_ALNUM, 5),
        "sa": pick(r, LOWER_ALNUM, 6),
        "node": str(r.randint(0, 5)),
    }


def _kyc(r: Random) -> dict[str, str]:
    return {
        "aid": hexs(r, 24),
        "iid": hexs(r, 24),
        "pid": num(r, 9),
        "chk": uuid4(r),
        "app": uuid4(r),
        "vs": uuid4(r),
        "corr": "req-" + uuid4(r),
        "dd": _day(r),
        "label": r.choice(("DOCUMENT_PAGE_MISSING", "BAD_PROOF_OF_ADDRESS", "SELFIE_MISMATCH")),
    }


def _sigs(r: Random) -> dict[str, str]:
    return {
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "ts": str(r.randint(1864684800, 1867104000)),
        "pid": num(r, 9),
    }


def _tx(r: Random) -> dict[str, str]:
    return {
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "h45": hexs(r, 45),
        "conf": str(r.randint(1, 60)),
        "blk": str(r.randint(24_000_000, 26_000_000)),
        "gas": str(r.randint(21000, 180000)),
        "vout": str(r.randint(0, 3)),
        "pid": num(r, 9),
        "amt": f"{r.randint(10, 5000)}.{r.randint(0, 999999):06d}",
    }


def _addr(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 9),
        "idx": str(r.randint(0, 40000)),
        "b38": bech32(r, 38),
        "b38l": bech32(r, 39),
        "b58": bech32(r, 58),
        "h40": hexs(r, 40),
        "h40b": hexs(r, 40),
        "t33": pick(r, B58, 33),
    }


def _pub(r: Random) -> dict[str, str]:
    who = r.choice(PEOPLE)
    return {
        "xpub": "xpub6" + pick(r, B58, 106),
        "ssh": ed25519_public_line(r, f"{who}@qbk"),
        "age": "age1" + bech32(r, 58),
        "pem": wrap(ec_public_der_b64(r), 64),
        "who": who,
        "fp": "SHA256:" + b64(r, 32).rstrip("="),
    }


def _ray(r: Random) -> dict[str, str]:
    return {
        "ray": hexs(r, 16),
        "ray2": hexs(r, 16),
        "ray3": hexs(r, 16),
        "colo": r.choice(COLOS),
        "dd": _day(r),
        "ip": f"{r.choice((31, 46, 77, 93, 109, 178, 188))}.{r.randint(0, 255)}."
        f"{r.randint(0, 255)}.{r.randint(1, 254)}",
        "rule": hexs(r, 32),
        "code": r.choice(("520", "522", "524", "1020", "403")),
    }


def _cf_ids(r: Random) -> dict[str, str]:
    return {"z": hexs(r, 32), "a": hexs(r, 32), "tid": uuid4(r), "kv": hexs(r, 32)}


def _kc_ids(r: Random) -> dict[str, str]:
    return {
        "realm": r.choice(REALMS),
        "client": r.choice(CLIENTS),
        "cu": uuid4(r),
        "uu": uuid4(r),
        "sess": uuid4(r),
        "user": r.choice(PEOPLE),
    }


def _jwks(r: Random) -> dict[str, str]:
    return {
        "kid": b64url(r, 32),
        "n": rsa_modulus_b64url(r),
        "x5t": b64url(r, 20),
        "x5t256": b64url(r, 32),
        "realm": r.choice(REALMS),
        "pk": b64(r, 270)[:342] + "IDAQAB",
    }


def _psp(r: Random) -> dict[str, str]:
    return {
        "s23": pick(r, ALNUM, 23),
        "s23b": pick(r, ALNUM, 23),
        "s23c": pick(r, ALNUM, 23),
        "s14": pick(r, ALNUM, 14),
        "psp": pick(r, UPPER_ALNUM, 16),
        "n7": num(r, 7),
        "c26": pick(r, LOWER_ALNUM, 26),
        "c26b": pick(r, LOWER_ALNUM, 26),
        "n10": num(r, 10),
        "n10b": num(r, 10),
        "uuid": uuid4(r),
        "amt": f"{r.randint(10, 2000)}.00",
    }


def _pub_keys(r: Random) -> dict[str, str]:
    return {
        "pk": _PK_LIVE + pick(r, ALNUM, 97),
        "ack": "live_" + pick(r, UPPER_ALNUM, 32),
        "ppid": "A" + pick(r, B64URL, 79),
        "cko": "pk_" + pick(r, LOWER_ALNUM, 27),
        "origin": r.choice(("https://qalbubet.com", "https://m.qalbubet.com")),
    }


DOMAIN: tuple[Kind, ...] = (
    Kind(
        "bet_slip_and_bet_ids",
        (
            "Bet slip ⟨slip⟩ (bet id ⟨bid⟩) settled as WON twice: duplicate bets.settled.v1 "
            "message, see offset ⟨off⟩.",
            '{"betId":"⟨bid⟩","slipId":"⟨slip⟩","playerId":"PLR-⟨pid⟩","stake":"⟨stake⟩",'
            '"currency":"EUR","odds":"⟨odds⟩","status":"OPEN"}',
            "| slip | bet id | status |\n|---|---|---|\n| ⟨slip⟩ | ⟨bid⟩ | VOID |\n"
            "| ⟨slip2⟩ | ⟨bid2⟩ | CASHED_OUT |",
            "Tiket ⟨slip⟩: igrač PLR-⟨pid⟩ traži objašnjenje za storniranu kvotu ⟨odds⟩ "
            "(bet id ⟨bid⟩).",
        ),
        _bets,
    ),
    Kind(
        "sportradar_event_market_urns",
        (
            "sr:match:⟨ev⟩ / market 18 (total) specifier total=2.5 / outcome sr:outcome:12 "
            "suspended at ⟨hh⟩",
            "GET https://api.betradar.com/v1/sports/en/sport_events/sr:match:⟨ev⟩/summary.xml"
            " → 200, producer ⟨prod⟩",
            "Meč ⟨home⟩ – ⟨away⟩ je sr:match:⟨ev⟩, sezona sr:season:⟨season⟩, "
            "turnir sr:tournament:⟨tour⟩.",
            '<odds_change product="1" event_id="sr:match:⟨ev⟩" timestamp="⟨ms⟩" '
            'request_id="⟨rq⟩"><odds><market id="1" status="1"/></odds></odds_change>',
        ),
        _urns,
    ),
    Kind(
        "betfair_market_and_selection_ids",
        (
            "Betfair market 1.⟨mkt⟩ (Match Odds), selectionId ⟨sel⟩ = ⟨home⟩, eventId ⟨evt⟩.",
            'listMarketBook {"marketIds":["1.⟨mkt⟩"],"priceProjection":{"priceData":'
            '["EX_BEST_OFFERS"]}} → status OPEN, betId ⟨bfbet⟩ still matched',
            "Hedge order placed: betId=⟨bfbet⟩ marketId=1.⟨mkt⟩ selectionId=⟨sel⟩ "
            "price=⟨odds⟩ size=⟨stake⟩ customerRef=hedge-⟨ref⟩",
        ),
        _betfair,
    ),
    Kind(
        "feed_message_and_routing_keys",
        (
            "routing key: ⟨pre⟩.-.⟨kind⟩.1.sr:match.⟨ev⟩.-",
            "feed-normalizer: msg_id=⟨uuid⟩ key=sr:match:⟨ev⟩ type=⟨kind⟩ lag_ms=⟨lag⟩",
            "Kafka record headers: x-feed-msg-id=⟨uuid⟩ x-correlation-id=⟨corr⟩ x-source=uof",
            "AMQP delivery tag ⟨tag⟩, message-id ⟨hexid⟩, consumer tag amq.ctag-⟨ctag⟩",
        ),
        _feed,
    ),
    Kind(
        "kafka_cluster_topic_offsets",
        (
            "Cluster ID: ⟨cid⟩ (KRaft), controller quorum 3 nodes, brokers kafka-0..2",
            "$ kafka-consumer-groups.sh --describe --group ⟨group⟩\n"
            "GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\n"
            "⟨group⟩  ⟨topic⟩  ⟨p⟩  ⟨off⟩  ⟨end⟩  ⟨lag⟩  consumer-⟨group⟩-1-⟨uuid⟩",
            "Confluent: env-⟨env⟩ / lkc-⟨lkc⟩ / service account sa-⟨sa⟩ (samo identifikatori,"
            " ključevi su u Vault-u).",
            "meta.properties: node.id=⟨node⟩ directory.id=⟨did⟩ cluster.id=⟨cid⟩ version=1",
        ),
        _kafka,
    ),
    Kind(
        "kyc_applicant_and_check_ids",
        (
            "Sumsub: applicantId=⟨aid⟩ inspectionId=⟨iid⟩ externalUserId=PLR-⟨pid⟩ "
            "reviewAnswer=RED rejectLabels=[⟨label⟩]",
            "Onfido check ⟨chk⟩ for applicant ⟨app⟩ came back 'consider' (document expired).",
            "Veriff sesija ⟨vs⟩: decision declined, code 9102, igrač PLR-⟨pid⟩.",
            '{"type":"applicantReviewed","applicantId":"⟨aid⟩","inspectionId":"⟨iid⟩",'
            '"correlationId":"⟨corr⟩","levelName":"basic-kyc-mt","externalUserId":"PLR-⟨pid⟩",'
            '"reviewStatus":"completed","createdAtMs":"2029-02-⟨dd⟩ 10:22:31.512"}',
        ),
        _kyc,
    ),
    Kind(
        "webhook_signature_headers",
        (
            "x-payload-digest: ⟨h64⟩\nx-payload-digest-alg: HMAC_SHA256_HEX",
            "X-HMAC-SIGNATURE: ⟨h64⟩ (Veriff; računa se nad telom zahteva, to nije ključ)",
            "Stripe-Signature: t=⟨ts⟩,v1=⟨h64⟩",
            "X-SHA2-Signature: ⟨h64⟩  # Onfido webhook, verified OK for PLR-⟨pid⟩",
            "Cko-Signature: ⟨h64⟩ ≠ expected ⟨h64b⟩ → raw body was re-serialized by Jackson",
        ),
        _sigs,
    ),
    Kind(
        "crypto_transaction_hashes",
        (
            "USDT (TRC20) deposit txid ⟨h64⟩, ⟨conf⟩ confirmations, credited to PLR-⟨pid⟩",
            "ETH tx 0x⟨h64⟩: block ⟨blk⟩, status success, gas used ⟨gas⟩",
            "BTC: txid ⟨h64⟩ vout ⟨vout⟩, blockhash 0000000000000000000⟨h45⟩",
            "| chain | tx | potvrde |\n|---|---|---|\n| ETH | 0x⟨h64⟩ | ⟨conf⟩ |\n"
            "| TRX | ⟨h64b⟩ | 19 |",
        ),
        _tx,
    ),
    Kind(
        "crypto_wallet_addresses",
        (
            "Deposit address for PLR-⟨pid⟩ (BTC, m/84'/0'/0'/0/⟨idx⟩): bc1q⟨b38⟩",
            "ETH hot wallet: 0x⟨h40⟩ (javna adresa, vidi Etherscan); cold wallet 0x⟨h40b⟩.",
            "TRON deposit: T⟨t33⟩ (USDT-TRC20, contract TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t)",
            "Taproot change address bc1p⟨b58⟩; LTC deposit ltc1q⟨b38l⟩",
        ),
        _addr,
    ),
    Kind(
        "public_keys_and_xpubs",
        (
            "xpub for the watch-only deposit wallet (safe to share with the auditors): ⟨xpub⟩",
            "authorized_keys on bastion.bg.qbk.internal:\n⟨ssh⟩",
            "age recipient (public), za .sops.yaml: ⟨age⟩",
            "Fireblocks co-signer callback public key:\n-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n"
            "-----END PUBLIC KEY-----",
            "Host key fingerprint of bastion.bg.qbk.internal: ED25519 key ⟨fp⟩",
        ),
        _pub,
    ),
    Kind(
        "cloudflare_ray_ids",
        (
            "Error 1020: Access denied. Cloudflare Ray ID: ⟨ray⟩ • 2029-02-⟨dd⟩ 18:42:07 UTC",
            "cf-ray: ⟨ray⟩-⟨colo⟩",
            "Igrači iz Niša dobijaju ⟨code⟩; Ray ID-jevi: ⟨ray⟩, ⟨ray2⟩, ⟨ray3⟩ (svi ⟨colo⟩).",
            '{"RayID":"⟨ray⟩","ClientIP":"⟨ip⟩","EdgeResponseStatus":403,'
            '"SecurityAction":"block","SecurityRuleID":"⟨rule⟩"}',
        ),
        _ray,
    ),
    Kind(
        "cloudflare_zone_account_tunnel_ids",
        (
            "Zone ID qalbubet.com: ⟨z⟩, Account ID: ⟨a⟩ (na Overview strani, nisu tajna)",
            "tunnel: ⟨tid⟩\ncredentials-file: /etc/cloudflared/⟨tid⟩.json\ningress:\n"
            "  - hostname: bo.qalbubet.com\n    service: http://backoffice-ui.sportsbook.svc:8080\n"
            "  - service: http_status:404",
            'account_id = "⟨a⟩"\nkv_namespaces = [{ binding = "ODDS_CACHE", id = "⟨kv⟩" }]',
            'curl -s "https://api.cloudflare.com/client/v4/zones/⟨z⟩/dns_records?type=A" '
            '-H "Authorization: Bearer $CF_API_TOKEN"',
        ),
        _cf_ids,
    ),
    Kind(
        "keycloak_realm_and_client_ids",
        (
            "Realm ⟨realm⟩, client ⟨client⟩ (internal id ⟨cu⟩), service account user "
            "service-account-⟨client⟩",
            "kcadm.sh get clients -r ⟨realm⟩ -q clientId=⟨client⟩ --fields id,clientId\n"
            '[ {\n  "id" : "⟨cu⟩",\n  "clientId" : "⟨client⟩"\n} ]',
            "https://sso.qalbubet.com/admin/master/console/#/⟨realm⟩/clients/⟨cu⟩/settings",
            "Korisnik ⟨user⟩ (id ⟨uu⟩) u realmu ⟨realm⟩ dobio je rolu risk-analyst; "
            "sesija ⟨sess⟩ ugašena.",
        ),
        _kc_ids,
    ),
    Kind(
        "keycloak_jwks_and_realm_public_key",
        (
            '{"keys":[{"kid":"⟨kid⟩","kty":"RSA","alg":"RS256","use":"sig","n":"⟨n⟩",'
            '"e":"AQAB","x5t":"⟨x5t⟩","x5t#S256":"⟨x5t256⟩"}]}',
            "Realm ⟨realm⟩ public key (Realm settings → Keys → RS256):\n"
            "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA⟨pk⟩",
            'JWT header from the access token: {"alg":"RS256","typ":"JWT","kid":"⟨kid⟩"}; '
            "kid matches the active key in /protocol/openid-connect/certs",
            "spring.security.oauth2.resourceserver.jwt.jwk-set-uri=https://sso.qalbubet.com/"
            "realms/⟨realm⟩/protocol/openid-connect/certs\n# aktivni kid u produ: ⟨kid⟩",
        ),
        _jwks,
    ),
    Kind(
        "payment_provider_object_ids",
        (
            "Stripe payment_intent pi_3⟨s23⟩ (charge ch_3⟨s23b⟩, customer cus_⟨s14⟩) "
            "refunded as re_3⟨s23c⟩",
            "Adyen pspReference ⟨psp⟩, merchantReference DEP-2029-⟨n7⟩, eventCode "
            "AUTHORISATION, success=true, amount EUR ⟨amt⟩",
            "Checkout.com payment pay_⟨c26⟩ / action act_⟨c26b⟩: status Captured",
            "Skrill transaction_id ⟨n10⟩, mb_transaction_id ⟨n10b⟩, status 2 (processed); "
            "Paysafe payment id ⟨uuid⟩",
        ),
        _psp,
    ),
    Kind(
        "publishable_client_keys",
        (
            "STRIPE_PUBLISHABLE_KEY=⟨pk⟩  # ide u web bundle, javan po dizajnu",
            "Adyen Drop-in config: { clientKey: '⟨ack⟩', environment: 'live', "
            "locale: 'mt-MT' } (client key is public, allowed origin ⟨origin⟩)",
            '<script src="https://www.paypal.com/sdk/js?client-id=⟨ppid⟩&currency=EUR"></script>',
            "Checkout.com Frames public key: ⟨cko⟩ (javni ključ, sme u frontend)",
        ),
        _pub_keys,
    ),
)
