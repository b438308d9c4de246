"""Benign platform look-alikes: hashes, digests, ids, public keys, signatures and payloads.

Every value here is random-looking and often sits next to "key", "token" or "secret", but
none grants access: hashes and digests name content, ids name objects, public keys and
certificates are public, signatures and MACs sign one message, and base64 payloads are data.
"""

from __future__ import annotations

import base64
import hashlib
import json
import struct
from random import Random

from tests.redact.lookalike79.gen import (
    ALNUM,
    JAN_2037,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_text,
    b64url,
    branch,
    certificate,
    clerk_id,
    clerk_pk,
    clock,
    colon_hex,
    day,
    ec_spki,
    hexs,
    jwt_hs256,
    nanoid,
    neon_branch,
    neon_endpoint,
    neon_project,
    num,
    objectid,
    pem_b64,
    pick,
    pinecone_host,
    posthog_phc,
    rsa_spki,
    sb_publishable,
    sentry_dsn,
    sha,
    ssh_ecdsa_pub,
    ssh_ed25519_pub,
    ssh_fingerprint,
    ssh_rsa_pub,
    supa_ref,
    supabase_jwt,
    svix_msg_id,
    ts_2037,
    turnstile_sitekey,
    ulid,
    upstash_db,
    uuid4,
    uuid7,
    vercel_id,
    who,
)

_COMMITS = (
    "fix(billing): guard against duplicate checkout.session events",
    "chore(deps): bump @clerk/nextjs",
    "feat(editor): outline sidebar keeps scroll position",
    "perf(rag): batch pinecone upserts",
    "fix(auth): handle Clerk org switch in middleware",
    "feat(digest): weekly digest via QStash schedule",
    "refactor(llm): route rewrite through OpenRouter fallback",
    "test(e2e): stabilise Turnstile mock",
)
_PEM_CERT = "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----"
_PEM_PUB = "-----BEGIN PUBLIC KEY-----\n⟨spki⟩\n-----END PUBLIC KEY-----"


def _git(r: Random) -> dict[str, str]:
    shas = [sha(r) for _ in range(5)]
    msgs = r.sample(_COMMITS, 4)
    out = {f"s{i + 1}": s[:7] for i, s in enumerate(shas[:4])}
    out.update({f"m{i + 1}": m for i, m in enumerate(msgs)})
    out.update(sha=shas[0], sha2=shas[1], tree=shas[4], pr=num(r, 4), br=branch(r))
    out["ver"] = f"2037.1.{r.randint(1, 40)}"
    return out


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "n": str(r.randint(1, 31)),
        "n2": str(r.randint(10, 99)),
        "ms": f"{r.randint(2, 9)}.{r.randint(0, 9)}",
    }


def _integrity(r: Random) -> dict[str, str]:
    return {
        "i": b64(r, 64),
        "i2": b64(r, 64),
        "h128": hexs(r, 128),
        "h64": hexs(r, 64),
        "v": str(r.randint(10, 60)),
        "size": num(r, 6),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "u7": uuid7(r),
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "oid": objectid(r),
        "clerk": clerk_id(r, "user"),
        "nano": "doc_" + nanoid(r),
        "dd": day(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "ev": hexs(r, 32),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "span2": hexs(r, 16),
        "region": r.choice(("iad1", "cle1", "sfo1", "pdx1")),
        "ms": str(JAN_2037 * 1000 + r.randrange(0, 30 * 86400000)),
        "h12": hexs(r, 12),
        "sx": pick(r, LOWER_ALNUM, 5),
        "ray": hexs(r, 16),
        "u": uuid4(r),
        "u7": uuid7(r),
        "dd": day(r),
        "hm": clock(r),
    }


def _llm(r: Random) -> dict[str, str]:
    return {
        "batch": "batch_" + hexs(r, 32),
        "file": "file-" + pick(r, ALNUM, 22),
        "oreq": "req_" + hexs(r, 32),
        "msg": "msg_01" + pick(r, ALNUM, 22),
        "areq": "req_011C" + pick(r, ALNUM, 20),
        "toolu": "toolu_01" + pick(r, ALNUM, 22),
        "gen": f"gen-{num(r, 10)}-{pick(r, ALNUM, 20)}",
        "resp": "resp_" + hexs(r, 48),
        "cc": "chatcmpl-" + pick(r, ALNUM, 29),
        "fp": hexs(r, 10),
        "c": num(r, 3),
        "n": num(r, 4),
        "n2": num(r, 3),
    }


def _ssh(r: Random) -> dict[str, str]:
    fpr = hexs(r, 40).upper()
    return {
        "edpub": ssh_ed25519_pub(r),
        "ecpub": ssh_ecdsa_pub(r),
        "rsapub": ssh_rsa_pub(r),
        "fp": ssh_fingerprint(r),
        "gpgfp": fpr,
        "gpgshort": fpr[-16:],
        "who": who(r),
    }


def _certs(r: Random) -> dict[str, str]:
    root = "Supabase Root 2021 CA"
    cf_ca = "CloudFlare Origin SSL ECC Certificate Authority"
    host = r.choice(("api.quillmark.com", "app.quillmark.com", "*.quillmark.com"))
    return {
        "cert_sb": pem_b64(certificate(r, root, root, "Supabase Inc")),
        "cert_cf": pem_b64(certificate(r, host, cf_ca, "CloudFlare, Inc.")),
        "spki": pem_b64(ec_spki(r)),
        "spkirsa": pem_b64(rsa_spki(r)),
        "kid": uuid4(r),
        "fp": colon_hex(r),
    }


def _jwks(r: Random) -> dict[str, str]:
    rsa = {
        "use": "sig",
        "kty": "RSA",
        "kid": clerk_id(r, "ins"),
        "alg": "RS256",
        "n": b64url(r, 256),
        "e": "AQAB",
    }
    ec = {
        "kty": "EC",
        "crv": "P-256",
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "kid": uuid4(r),
        "alg": "ES256",
        "use": "sig",
        "key_ops": ["verify"],
    }
    return {
        "rsajson": json.dumps({"keys": [rsa]}),
        "ecjson": json.dumps({"keys": [ec]}, indent=2),
        "ref": supa_ref(r),
        "kid": str(rsa["kid"]),
        "kid2": clerk_id(r, "ins"),
        "nprefix": str(rsa["n"])[:24],
        "date": f"2036-12-{day(r)}",
    }


def _public(r: Random) -> dict[str, str]:
    return {
        "anon": supabase_jwt(r, "anon"),
        "sbpub": sb_publishable(r),
        "phc": posthog_phc(r),
        "dsn": sentry_dsn(r),
        "site": turnstile_sitekey(r),
        "cpk": clerk_pk(r),
        "cpkt": clerk_pk(r, "test"),
    }


def _upstash_signature(r: Random) -> str:
    now = JAN_2037 + r.randrange(0, 30 * 86400)
    body = hashlib.sha256(r.randbytes(40)).digest()
    claims = {
        "iss": "Upstash",
        "sub": "https://app.quillmark.com/api/jobs/digest",
        "exp": now + 300,
        "nbf": now,
        "iat": now,
        "jti": "jwt_" + pick(r, ALNUM, 20),
        "body": base64.urlsafe_b64encode(body).decode().rstrip("="),
    }
    return jwt_hs256(r, claims)


def _signatures(r: Random) -> dict[str, str]:
    return {
        "svixid": svix_msg_id(r),
        "ts": ts_2037(r),
        "sig": b64(r, 32),
        "sig2": b64(r, 32),
        "upsig": _upstash_signature(r),
        "h64": hexs(r, 64),
        "u": uuid4(r),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "clerk": clerk_id(r, "user"),
        "win": str((JAN_2037 + r.randrange(0, 30 * 86400)) // 60 * 60000),
        "h64": hexs(r, 64),
        "h16": hexs(r, 16),
        "h16b": hexs(r, 16),
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "h12": hexs(r, 12),
        "h12b": hexs(r, 12),
        "h12c": hexs(r, 12),
        "ip": f"{r.randint(23, 199)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


def _resources(r: Random) -> dict[str, str]:
    return {
        "prj": vercel_id(r, "prj"),
        "team": vercel_id(r, "team", 24),
        "dpl": vercel_id(r, "dpl"),
        "nproj": neon_project(r),
        "br": neon_branch(r),
        "ep": neon_endpoint(r),
        "pr": num(r, 4),
        "ref": supa_ref(r),
        "ref2": supa_ref(r),
        "cfacct": hexs(r, 32),
        "zone": hexs(r, 32),
        "host": pinecone_host(r),
        "ins": clerk_id(r, "ins"),
        "app": clerk_id(r, "app"),
        "org": clerk_id(r, "org"),
        "updb": upstash_db(r),
    }


def _actions(r: Random) -> dict[str, str]:
    return {
        "sha": sha(r),
        "sha2": sha(r),
        "team": vercel_id(r, "team", 24),
        "prj": vercel_id(r, "prj"),
        "aid": num(r, 10),
        "h64": hexs(r, 64),
        "run": num(r, 11),
        "job": num(r, 11),
    }


def _csp(r: Random) -> dict[str, str]:
    return {"s384": b64(r, 48), "s256": b64(r, 32), "nonce": b64(r, 16)}


def _oauth(r: Random) -> dict[str, str]:
    verifier = r.randbytes(32)
    challenge = hashlib.sha256(base64.urlsafe_b64encode(verifier).rstrip(b"=")).digest()
    return {
        "gid": f"{num(r, 12)}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "lid": hexs(r, 32),
        "state": b64url(r, 24),
        "cc": base64.urlsafe_b64encode(challenge).decode().rstrip("="),
        "ghcid": "Ov23li" + pick(r, ALNUM, 14),
        "branch": f"{who(r)}-qm-{num(r, 4)}",
        "cid": pick(r, ALNUM, 16),
        "nonce": b64url(r, 16),
    }


def _payload_json(r: Random) -> tuple[str, str]:
    doc = uuid4(r)
    body = {"docId": doc, "mode": r.choice(("outline", "rewrite", "summary")), "v": 3}
    return doc, json.dumps(body, separators=(",", ":"))


_README_LINES = (
    "# quillmark/web",
    "",
    "Next.js app for Quillmark. Run `pnpm dev` after `vercel env pull`.",
    "Secrets come from Doppler; never commit .env files.",
    "See docs/runbooks for deploys, Stripe webhooks and Neon preview branches.",
)


def _payloads(r: Random) -> dict[str, str]:
    doc, body = _payload_json(r)
    readme = "\n".join(_README_LINES[: r.randint(3, 5)]) + f"\n<!-- {hexs(r, 8)} -->\n"
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x20\x00\x00\x00\x20\x08\x06"
    png += b"\x00\x00\x00" + r.randbytes(r.choice((48, 60, 72)))
    drain = {"ts": ts_2037(r), "level": "info", "msg": f"GET /api/docs/{doc} 200"}
    return {
        "b64json": b64_text(body),
        "doc": doc,
        "mode": json.loads(body)["mode"],
        "readme": "\\n".join(
            base64.b64encode(readme.encode()).decode()[i : i + 60]
            for i in range(0, len(base64.b64encode(readme.encode())), 60)
        ),
        "png": base64.b64encode(png).decode(),
        "drain": b64_text(json.dumps(drain)),
        "sha": hexs(r, 40),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "bid": nanoid(r),
        "n": str(r.randint(1, 60)),
        "short": hexs(r, 7),
        "m": str(r.randint(0, 12)),
        "m2": str(r.randint(0, 20)),
        "m3": str(r.randint(0, 9)),
        "m4": str(r.randint(0, 9)),
        "dpl": vercel_id(r, "dpl"),
        "dd": day(r),
        "h12": hexs(r, 12),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "md5": hexs(r, 32),
        "md5b": hexs(r, 32),
        "md5b64": b64(r, 16),
        "parts": str(r.randint(2, 40)),
        "u": uuid4(r),
        "size": num(r, r.choice((5, 6, 7))),
        "dd": day(r),
        "m": str(r.randint(0, 12)),
    }


def _embedding(r: Random) -> str:
    floats = [r.uniform(-0.08, 0.08) for _ in range(r.choice((24, 32, 48)))]
    return base64.b64encode(struct.pack(f"<{len(floats)}f", *floats)).decode()


def _vectors(r: Random) -> dict[str, str]:
    return {
        "nano": nanoid(r),
        "c": f"{r.randint(0, 120):04d}",
        "u": uuid4(r),
        "u2": uuid4(r),
        "f1": f"{r.uniform(-0.09, 0.09):.6f}",
        "f2": f"{r.uniform(-0.09, 0.09):.6f}",
        "f3": f"{r.uniform(-0.09, 0.09):.6f}",
        "n": f"{r.randint(1000, 99999):,}",
        "n2": f"{r.randint(1000, 99999):,}",
        "s": num(r, 2),
        "emb": _embedding(r),
        "imp": str(r.randint(10, 999)),
        "date": f"2037-01-{day(r)}",
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -4\n⟨s1⟩ ⟨m1⟩\n⟨s2⟩ ⟨m2⟩\n⟨s3⟩ ⟨m3⟩\n"
            "⟨s4⟩ Merge pull request #⟨pr⟩ from quillmark/⟨br⟩",
            "Reverted ⟨sha⟩ (the middleware change) — prod was 500ing on /api/inngest",
            "git bisect: ⟨sha⟩ is the first bad commit\ncommit ⟨sha⟩\nAuthor: qm-dev",
            "Vercel deployment meta: githubCommitSha=⟨sha⟩ githubCommitRef=main",
            "cherry-pick ⟨sha⟩ onto release/2037.01, then ⟨sha2⟩ (the migration)",
            "HEAD is now at ⟨s1⟩ ⟨m1⟩",
            "Sentry release quillmark-web@⟨ver⟩ (commit ⟨sha⟩) has the regression; the last "
            "good one was ⟨sha2⟩",
            "$ git cat-file -p ⟨sha⟩\ntree ⟨tree⟩\nparent ⟨sha2⟩\nauthor qm-dev "
            "<dev@quillmark.com> 2114812800 -0600",
        ),
        _git,
    ),
    Kind(
        "container_image_digests",
        (
            "docker pull ghcr.io/quillmark/crawler@sha256:⟨d⟩",
            "#14 exporting manifest list sha256:⟨d⟩ done\n#14 pushing layers\n#14 DONE ⟨ms⟩s",
            "image: ghcr.io/quillmark/crawler:2037.01.⟨n⟩@sha256:⟨d⟩",
            "Digest: sha256:⟨d⟩\nStatus: Downloaded newer image for "
            "public.ecr.aws/supabase/postgres:17.6.1.0⟨n2⟩",
            "build-push-action outputs: digest=sha256:⟨d⟩ imageid=sha256:⟨d2⟩",
            "Pinned the base image: FROM node:24-bookworm-slim@sha256:⟨d⟩",
            'Normal  Pulled  kubelet  Successfully pulled image "ghcr.io/quillmark/crawler@'
            'sha256:⟨d⟩" in ⟨ms⟩s',
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@upstash/redis": {\n  "version": "1.⟨v⟩.2",\n'
            '  "resolved": "https://registry.npmjs.org/@upstash/redis/-/redis-1.⟨v⟩.2.tgz",\n'
            '  "integrity": "sha512-⟨i⟩",\n  "license": "MIT"\n}',
            "pnpm-lock.yaml:\n  '@anthropic-ai/sdk@0.⟨v⟩.0':\n"
            "    resolution: {integrity: sha512-⟨i⟩}\n    engines: {node: '>=18'}",
            '"inngest@npm:3.⟨v⟩.1":\n  version: 3.⟨v⟩.1\n  resolution: "inngest@npm:3.⟨v⟩.1"\n'
            "  checksum: 10c0/⟨h128⟩",
            "npm error code EINTEGRITY\nnpm error sha512-⟨i⟩ integrity checksum failed when "
            "using sha512: wanted sha512-⟨i⟩ but got sha512-⟨i2⟩. (⟨size⟩ bytes)",
            'bun.lock: "stripe": ["stripe@2⟨v⟩.1.0", "", { "dependencies": { "qs": "^6.11.0" } '
            '}, "sha512-⟨i⟩"],',
            'uv.lock: sdist = { url = "https://files.pythonhosted.org/packages/tiktoken-0.⟨v⟩.0'
            '.tar.gz", hash = "sha256:⟨h64⟩", size = ⟨size⟩ }',
        ),
        _integrity,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "Supabase user ⟨u⟩ (auth.users) maps to Clerk ⟨clerk⟩ in clerk_user_map",
            "select * from documents where id = '⟨u7⟩';  -- uuidv7, created 2037-01-⟨dd⟩",
            "Inngest event ⟨ulid⟩ → run ⟨ulid2⟩ (fn: outline-generate), failed at step 3",
            "Legacy Mongo ids from the Draftly import look like ⟨oid⟩; kept in documents.legacy_id",
            "workspace ⟨u⟩ / doc ⟨nano⟩ / version ⟨ulid⟩",
            '{"id":"⟨u⟩","workspace_id":"⟨u2⟩","created_by":"⟨clerk⟩","legacy_id":"⟨oid⟩"}',
            "PostHog distinct_id ⟨u7⟩ was merged into ⟨u⟩ after login",
        ),
        _ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "Sentry event ⟨ev⟩ — trace ⟨trace⟩, span ⟨span⟩",
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "x-vercel-id: ⟨region⟩::⟨sx⟩-⟨ms⟩-⟨h12⟩",
            "cf-ray: ⟨ray⟩-DFW (Cloudflare support wants this for the R2 502s)",
            '{"ts":"2037-01-⟨dd⟩T⟨hm⟩:07Z","level":"error","route":"/api/generate",'
            '"request_id":"⟨u⟩","trace_id":"⟨trace⟩","msg":"upstream timeout"}',
            "sb-request-id: ⟨u7⟩ (Supabase support asked for it on the ticket)",
            "OTel span: trace_id=⟨trace⟩ span_id=⟨span⟩ parent_span_id=⟨span2⟩ "
            "service.name=quillmark-web",
        ),
        _traces,
    ),
    Kind(
        "llm_api_object_ids",
        (
            "OpenAI batch ⟨batch⟩ (input ⟨file⟩) finished: 9,812 of 9,840 ok",
            "x-request-id: ⟨oreq⟩ on the 429 from OpenAI",
            "Anthropic message ⟨msg⟩, request-id ⟨areq⟩, stop_reason=max_tokens",
            "tool_use ⟨toolu⟩ (insert_citation) never got a tool_result → 400 on the next turn",
            "OpenRouter generation ⟨gen⟩ cost $0.0⟨c⟩, provider fallback kicked in",
            '{"id":"⟨resp⟩","object":"response","model":"gpt-7-mini","usage":'
            '{"input_tokens":⟨n⟩,"output_tokens":⟨n2⟩}}',
            "chat completion ⟨cc⟩, system_fingerprint fp_⟨fp⟩",
        ),
        _llm,
    ),
    Kind(
        "ssh_and_gpg_public_keys",
        (
            "~/.ssh/qm_deploy.pub:\nssh-ed25519 ⟨edpub⟩ deploy@quillmark",
            "Added deploy key (read-only) to quillmark/crawler: ⟨fp⟩ (ED25519)",
            "known_hosts for the k3s box:\ncrawler-1.quillmark.internal ssh-ed25519 ⟨edpub⟩\n"
            "crawler-1.quillmark.internal ecdsa-sha2-nistp256 ⟨ecpub⟩",
            "$ gpg --list-keys ⟨who⟩@quillmark.com\npub   ed25519 2036-03-02 [SC]\n"
            "      ⟨gpgfp⟩\nuid           [ultimate] ⟨who⟩ <⟨who⟩@quillmark.com>",
            "git config --global user.signingkey 'ssh-ed25519 ⟨edpub⟩'",
            "Host key changed! ⟨fp⟩ — expected after the rebuild, confirmed with ⟨who⟩",
            "authorized_keys on staging:\nssh-rsa ⟨rsapub⟩ ⟨who⟩@laptop",
            "GitHub shows the commit as Verified, GPG key ID ⟨gpgshort⟩",
        ),
        _ssh,
    ),
    Kind(
        "certificates_and_public_key_pems",
        (
            'CLERK_JWT_KEY="' + _PEM_PUB.replace("spki", "spkirsa") + '"',
            "Supabase DB CA (prod-ca-2021.crt), needed for sslmode=verify-full:\n"
            + _PEM_CERT.replace("cert", "cert_sb"),
            "Cloudflare origin cert, public half only (the key is in 1Password):\n\n"
            + _PEM_CERT.replace("cert", "cert_cf"),
            "$ openssl ec -in qm-jwt.pem -pubout\nread EC key\nwriting EC key\n" + _PEM_PUB,
            "Public key for verifying Supabase asymmetric JWTs (kid ⟨kid⟩):\n" + _PEM_PUB,
            "$ openssl x509 -noout -fingerprint -sha256 -in origin.pem\nsha256 Fingerprint=⟨fp⟩",
        ),
        _certs,
    ),
    Kind(
        "jwks_documents",
        (
            "curl -s https://clerk.quillmark.com/.well-known/jwks.json\n⟨rsajson⟩",
            "https://⟨ref⟩.supabase.co/auth/v1/.well-known/jwks.json →\n⟨ecjson⟩",
            "kid mismatch: token header kid=⟨kid⟩, but the JWKS only has ⟨kid2⟩ (rotated ⟨date⟩)",
            "jose.createRemoteJWKSet(new URL('https://clerk.quillmark.com/.well-known/jwks.json'"
            ")) // cached, kid ⟨kid⟩, n starts ⟨nprefix⟩…",
            "JWKS for the signing keys (public, served by Supabase):\n\n⟨ecjson⟩",
        ),
        _jwks,
    ),
    Kind(
        "public_client_keys",
        (
            "NEXT_PUBLIC_SUPABASE_ANON_KEY=⟨anon⟩",
            "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=⟨sbpub⟩",
            "NEXT_PUBLIC_POSTHOG_KEY=⟨phc⟩\nNEXT_PUBLIC_POSTHOG_HOST=https://us.i.posthog.com",
            "Sentry.init({ dsn: '⟨dsn⟩', tracesSampleRate: 0.1 })",
            'Turnstile widget: <div class="cf-turnstile" data-sitekey="⟨site⟩"></div>',
            "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=⟨cpk⟩  # dev instance uses ⟨cpkt⟩",
            "Public keys that ship in the client bundle are fine: anon key ⟨anon⟩, "
            "PostHog ⟨phc⟩, Turnstile sitekey ⟨site⟩.",
            "Sentry DSN for the worker project: ⟨dsn⟩ (public, safe in client code)",
        ),
        _public,
    ),
    Kind(
        "webhook_message_signatures",
        (
            "svix-id: ⟨svixid⟩\nsvix-timestamp: ⟨ts⟩\nsvix-signature: v1,⟨sig⟩",
            "Clerk webhook ⟨svixid⟩ failed verification: svix-signature v1,⟨sig⟩ v1,⟨sig2⟩ "
            "(two signatures during the secret rotation)",
            "Upstash-Signature: ⟨upsig⟩",
            "Linear-Signature: ⟨h64⟩ on delivery ⟨u⟩",
            "X-Hub-Signature-256: sha256=⟨h64⟩\nX-GitHub-Delivery: ⟨u⟩\n"
            "X-GitHub-Event: pull_request",
            "X-Inngest-Signature: t=⟨ts⟩&s=⟨h64⟩",
            "Resend webhook (email.bounced) headers: svix-id ⟨svixid⟩, svix-timestamp ⟨ts⟩, "
            "svix-signature v1,⟨sig⟩",
        ),
        _signatures,
    ),
    Kind(
        "cache_keys",
        (
            "@upstash/ratelimit key: ratelimit:generate:⟨clerk⟩:⟨win⟩",
            "LLM cache key = sha256(model|prompt|params) → llmcache:v3:⟨h64⟩",
            "actions/cache hit, key: Linux-pnpm-store-⟨h64⟩",
            "• Running build in 4 packages\nweb:build: cache hit, replaying logs ⟨h16⟩\n"
            "worker:build: cache hit, replaying logs ⟨h16b⟩",
            "redis-cli --scan --pattern 'outline:*' | head -3\noutline:⟨u⟩:⟨h12⟩\n"
            "outline:⟨u2⟩:⟨h12b⟩\noutline:⟨u3⟩:⟨h12c⟩",
            "Next fetch-cache entry ⟨h64⟩ (tag doc:⟨u⟩) stayed stale after revalidateTag",
            "KV key tokenbucket:ip:⟨ip⟩ (TTL 60) — it's the rate limiter bucket, not a token",
        ),
        _cache,
    ),
    Kind(
        "cloud_resource_ids",
        (
            "Vercel: project ⟨prj⟩ (quillmark-web), team ⟨team⟩, latest deployment ⟨dpl⟩",
            "Neon project ⟨nproj⟩ → branch ⟨br⟩ (preview/pr-⟨pr⟩), endpoint ⟨ep⟩",
            "Supabase project ref ⟨ref⟩ (prod, us-east-1); staging is ⟨ref2⟩",
            "Cloudflare account ⟨cfacct⟩, zone quillmark.com ⟨zone⟩, R2 bucket qm-uploads-prod",
            "Pinecone index qm-docs host: ⟨host⟩",
            "Clerk instance ⟨ins⟩, application ⟨app⟩; Quillmark staff org ⟨org⟩",
            "| service | id |\n|---|---|\n| Vercel project | ⟨prj⟩ |\n| Neon branch | ⟨br⟩ |\n"
            "| Supabase ref | ⟨ref⟩ |\n| Upstash db | ⟨updb⟩ |",
            "terraform import cloudflare_r2_bucket.uploads ⟨cfacct⟩/qm-uploads-prod/default",
        ),
        _resources,
    ),
    Kind(
        "github_actions_logs",
        (
            "Run actions/checkout@⟨sha⟩\n  with:\n    repository: quillmark/web\n    token: ***",
            "Download action repository 'actions/setup-node@v4' (SHA:⟨sha⟩)\n"
            "Download action repository 'pnpm/action-setup@v4' (SHA:⟨sha2⟩)",
            "env:\n  VERCEL_TOKEN: ***\n  VERCEL_ORG_ID: ⟨team⟩\n  VERCEL_PROJECT_ID: ⟨prj⟩",
            "Artifact playwright-report.zip uploaded: id ⟨aid⟩, digest sha256:⟨h64⟩ "
            "(run ⟨run⟩, attempt 2)",
            "https://github.com/quillmark/web/actions/runs/⟨run⟩/job/⟨job⟩ — e2e flaked on the "
            "Clerk sign-in step again",
            "uses: actions/cache@⟨sha⟩ # v4.2.0, pinned by SHA per the supply-chain policy",
            "##[debug]Evaluating: secrets.STRIPE_SECRET_KEY\n##[debug]=> '***'\n"
            "##[debug]Result: '***'",
        ),
        _actions,
    ),
    Kind(
        "csp_and_sri_hashes",
        (
            '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" '
            'integrity="sha384-⟨s384⟩" crossorigin="anonymous"></script>',
            "Content-Security-Policy: script-src 'self' 'nonce-⟨nonce⟩' 'sha256-⟨s256⟩' "
            "https://challenges.cloudflare.com; object-src 'none'",
            "CSP report: blocked inline script, its hash 'sha256-⟨s256⟩' is not in the policy",
            "experimental.sri = { algorithm: 'sha384' } → main-app.js got integrity sha384-⟨s384⟩",
            "style-src hash for the Turnstile fallback iframe: 'sha256-⟨s256⟩'",
            "middleware sets x-nonce: ⟨nonce⟩ on each request (fresh per response)",
        ),
        _csp,
    ),
    Kind(
        "oauth_public_parameters",
        (
            "GOOGLE_CLIENT_ID=⟨gid⟩",
            "Authorize URL from the Linear integration: https://linear.app/oauth/authorize?"
            "client_id=⟨lid⟩&redirect_uri=https%3A%2F%2Fapp.quillmark.com%2Fintegrations%2F"
            "linear%2Fcallback&response_type=code&scope=read,write&state=⟨state⟩",
            "PKCE: code_challenge=⟨cc⟩&code_challenge_method=S256 (the verifier stays in an "
            "httpOnly cookie)",
            "GitHub OAuth app client id ⟨ghcid⟩ — the secret is in Doppler, not here",
            "redirect_uri_mismatch for client ⟨gid⟩: added "
            "https://quillmark-git-⟨branch⟩-quillmark.vercel.app/sso-callback",
            '{"issuer":"https://clerk.quillmark.com","authorization_endpoint":'
            '"https://clerk.quillmark.com/oauth/authorize","client_id":"⟨cid⟩",'
            '"scopes_supported":["openid","email","profile"]}',
            "callback had state=⟨state⟩ nonce=⟨nonce⟩ — both matched the cookie",
        ),
        _oauth,
    ),
    Kind(
        "base64_data_payloads",
        (
            "QStash delivered body (base64): ⟨b64json⟩",
            'GitHub contents API returned the README as:\n"content": "⟨readme⟩",\n'
            '"encoding": "base64"',
            "favicon data URI: data:image/png;base64,⟨png⟩",
            'Inngest event data.payload = "⟨b64json⟩" (base64 JSON, a doc/outline.requested)',
            'Vercel log drain sample: {"message":"⟨drain⟩","source":"lambda","encoding":"base64"}',
            'echo \'⟨b64json⟩\' | base64 -d | jq .\n{\n  "docId": "⟨doc⟩",\n'
            '  "mode": "⟨mode⟩",\n  "v": 3\n}',
        ),
        _payloads,
    ),
    Kind(
        "version_and_build_strings",
        (
            "next build → Build ID ⟨bid⟩",
            "Sentry release: quillmark-web@2037.1.⟨n⟩+⟨short⟩",
            "$ npx next info\nOperating System:\n  Platform: darwin\nBinaries:\n"
            "  Node: 24.⟨m⟩.0\n  pnpm: 10.⟨m2⟩.1\nRelevant Packages:\n  next: 16.⟨m3⟩.2\n"
            "  react: 19.⟨m4⟩.0",
            "supabase --version → 3.⟨m⟩.4; local postgres image 17.6.1.0⟨n⟩",
            "deployment ⟨dpl⟩ built from commit ⟨short⟩, buildId ⟨bid⟩, region iad1",
            "APP_VERSION=2037.01.⟨dd⟩-⟨short⟩ BUILD_NUMBER=⟨n⟩",
            "user-agent: quillmark-crawler/3.⟨m⟩.0 (+https://quillmark.com/bot) build ⟨h12⟩",
        ),
        _versions,
    ),
    Kind(
        "checksums_and_etags",
        (
            "$ sha256sum exports/qm-export-⟨dd⟩.zip\n⟨h64⟩  exports/qm-export-⟨dd⟩.zip",
            'R2 PUT returned ETag "⟨md5⟩"; the multipart one was "⟨md5b⟩-⟨parts⟩"',
            "Supabase Storage object uploads/⟨u⟩.docx: eTag ⟨md5⟩, size ⟨size⟩, "
            "mimetype application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "Content-MD5: ⟨md5b64⟩ (R2 rejected it as BadDigest until I hashed the raw bytes)",
            "checksum mismatch on the embeddings dump: expected sha256 ⟨h64⟩, got ⟨h64b⟩",
            "SHASUMS256.txt: ⟨h64⟩  node-v24.⟨m⟩.0-linux-x64.tar.xz",
        ),
        _checksums,
    ),
    Kind(
        "vector_db_ids_and_embeddings",
        (
            "Pinecone upsert: id doc_⟨nano⟩#chunk-⟨c⟩, namespace ws_⟨u⟩, values[0:3] = "
            "[⟨f1⟩, ⟨f2⟩, ⟨f3⟩]",
            "describe_index_stats → namespaces ws_⟨u⟩ (⟨n⟩ vectors), ws_⟨u2⟩ (⟨n2⟩)",
            'delete by ids: ["doc_⟨nano⟩#chunk-0001", "doc_⟨nano⟩#chunk-0002"] in ws_⟨u⟩',
            "query topK=8 → best match doc_⟨nano⟩#chunk-⟨c⟩ with score 0.8⟨s⟩",
            '{"object":"list","data":[{"object":"embedding","index":0,"embedding":"⟨emb⟩"}],'
            '"model":"text-embedding-4-small"}',
            "Pinecone bulk import #⟨imp⟩ from s3://qm-embeddings/⟨date⟩/ (R2) finished, "
            "namespace ws_⟨u⟩",
        ),
        _vectors,
    ),
)
