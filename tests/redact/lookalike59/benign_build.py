"""Benign look-alikes from the build and release side: Sentry ids, CI run numbers, commit
hashes, checksums, versions, Firebase and Apple identifiers, certificate fingerprints and
Actions cache keys. None of them is a credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike59.gen import (
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    day,
    digits,
    hexs,
    num,
    pick,
    uuid4,
)


def _ver(r: Random) -> str:
    return f"4.{r.randint(10, 19)}.{r.randint(0, 9)}"


def _sentry(r: Random) -> dict[str, str]:
    return {
        "ev": hexs(r, 32),
        "iss": str(r.randint(100, 999)),
        "issn": num(r, 10),
        "pub": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "ver": _ver(r),
        "build": "2033" + "02" + day(r) + digits(r, 2),
    }


def _ci(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "run": num(r, 11),
        "job": num(r, 11),
        "rnum": str(r.randint(1200, 4999)),
        "vc": "203302" + d + digits(r, 2),
        "ver": _ver(r),
        "bn": f"2033.2.{int(d)}.{r.randint(1, 30)}",
    }


def _commits(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "sha2": hexs(r, 40),
        "short": sha[:7],
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "pr": str(r.randint(800, 2999)),
        "act": f"v{r.randint(4, 7)}.{r.randint(0, 3)}.{r.randint(0, 9)}",
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "sha256": hexs(r, 64),
        "sri": b64(r, 64),
        "sha1": hexs(r, 40),
        "md5": hexs(r, 32),
        "v": f"5.{r.randint(0, 9)}.{r.randint(0, 9)}",
        "d": day(r),
    }


def _versions(r: Random) -> dict[str, str]:
    k_minor = r.randint(33, 36)
    return {
        "bom": f"{r.randint(40, 44)}.{r.randint(0, 12)}.{r.randint(0, 3)}",
        "k1": f"1.{k_minor}.{r.randint(1, 9)}",
        "k2": f"1.{k_minor + 1}.{r.randint(1, 5)}",
        "nodeimg": f"2033.02.{r.randint(1, 20):02d}",
        "xc": f"{r.randint(18, 20)}.{r.randint(0, 4)}",
        "xcb": f"{r.randint(18, 20)}{r.choice('ABCDEF')}{r.randint(10, 299)}"
        + r.choice(("", "a", "b")),
        "ios": f"{r.randint(26, 27)}.{r.randint(0, 4)}",
        "fl": f"2.{r.randint(240, 290)}.{r.randint(0, 3)}",
        "cv": f"3.{r.randint(55, 70)}.{r.randint(0, 3)}",
        "sv": _ver(r),
        "bn": str(r.randint(1000, 9999)),
        "short": hexs(r, 7),
        "node": f"{r.choice((24, 26, 28))}.{r.randint(0, 14)}.{r.randint(0, 9)}",
        "npm": f"{r.randint(11, 13)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
        "rn": f"{r.randint(88, 99)}.{r.randint(0, 9)}",
    }


def _firebase_ids(r: Random) -> dict[str, str]:
    return {
        "pn": num(r, 12),
        "h16": hexs(r, 16),
        "h22": hexs(r, 22),
        "oc": pick(r, LOWER_ALNUM, 32),
        "env": r.choice(("prod", "stg", "dev")),
    }


def _fingerprint(r: Random, nbytes: int) -> str:
    return ":".join(hexs(r, 2).upper() for _ in range(nbytes))


def _certs(r: Random) -> dict[str, str]:
    return {
        "thumb": hexs(r, 40).upper(),
        "thumb2": hexs(r, 40).upper(),
        "fp": _fingerprint(r, 32),
        "fp1": _fingerprint(r, 20),
        "m": f"{r.randint(1, 12):02d}",
    }


def _apple(r: Random) -> dict[str, str]:
    return {
        "team": pick(r, UPPER_ALNUM, 10),
        "kid": pick(r, UPPER_ALNUM, 10),
        "appid": "6" + digits(r, 9),
        "iss": uuid4(r),
        "uuid": uuid4(r),
    }


def _actions(r: Random) -> dict[str, str]:
    return {
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "aid": num(r, 10),
        "rn": f"{r.randint(1, 60)}",
        "sha": hexs(r, 40),
        "run": num(r, 11),
        "img": f"2033020{r.randint(1, 9)}.{r.randint(1, 9)}.0",
    }


BENIGN_BUILD: tuple[Kind, ...] = (
    Kind(
        "sentry_event_ids_and_dsn",
        (
            "Sentry event ⟨ev⟩ (issue REMIT-API-⟨iss⟩): CosmosException 429 on /v2/quotes",
            "https://tulayhashi.sentry.io/issues/⟨issn⟩/events/⟨ev⟩/",
            "SENTRY_DSN=https://⟨pub⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩  "
            "# public DSN, it ships inside the app anyway",
            "sentry-trace: ⟨trace⟩-⟨span⟩-1",
            "Sentryのイベント ⟨ev⟩ をリリース remit-app@⟨ver⟩+⟨build⟩ に紐付け",
            '{"event_id":"⟨ev⟩","level":"error","release":"remit-api@⟨ver⟩",'
            '"environment":"production","transaction":"POST /v2/transfers"}',
        ),
        _sentry,
    ),
    Kind(
        "ci_build_and_run_numbers",
        (
            "GitHub Actions run ⟨run⟩ (attempt 2) failed at 'Deploy to AKS'; run #⟨rnum⟩",
            "https://github.com/tulayhashi/remit-api/actions/runs/⟨run⟩/job/⟨job⟩",
            "Android versionCode ⟨vc⟩ / versionName ⟨ver⟩ uploaded to internal testing",
            "iOS build ⟨ver⟩ (⟨bn⟩) na-approve na sa TestFlight",
            "ビルド番号 ⟨bn⟩ の dSYM を Sentry にアップロード済み（run ⟨run⟩）",
        ),
        _ci,
    ),
    Kind(
        "commit_hashes",
        (
            "⟨sha⟩ fix(payout): retry GCash 5xx with jitter",
            "$ git log --oneline -3\n⟨s1⟩ (HEAD -> main, origin/main) chore: bump firebase-bom\n"
            "⟨s2⟩ feat(wise): v3 quotes\n"
            "⟨s3⟩ Merge pull request #⟨pr⟩ from tulayhashi/cebu/line-pay-refunds",
            "Reverted ⟨sha⟩ — sinira nito ang signature check ng Maya webhook",
            "prod は ⟨short⟩ をデプロイ中（image tag sha-⟨short⟩）",
            "$ git bisect bad ⟨sha⟩\n$ git bisect good ⟨sha2⟩",
            "- uses: actions/checkout@⟨sha⟩ # ⟨act⟩",
        ),
        _commits,
    ),
    Kind(
        "artifact_checksums",
        (
            "$ sha256sum app-release.aab\n⟨sha256⟩  app-release.aab",
            '"integrity": "sha512-⟨sri⟩"',
            '<component group="com.squareup.okhttp3" name="okhttp" version="⟨v⟩">\n'
            '   <artifact name="okhttp-⟨v⟩.jar">\n'
            '      <sha256 value="⟨sha256⟩" origin="Generated by Gradle"/>\n'
            "   </artifact>\n</component>",
            "IPA の SHA-256: ⟨sha256⟩（App Store Connect にアップしたものと一致）",
            "Podfile.lock → PODFILE CHECKSUM: ⟨sha1⟩",
            "Checksum ng recon export remit-203302⟨d⟩.csv.gz: md5 ⟨md5⟩, sha256 ⟨sha256⟩",
        ),
        _checksums,
    ),
    Kind(
        "version_strings",
        (
            'implementation(platform("com.google.firebase:firebase-bom:⟨bom⟩"))',
            "AKS upgraded ⟨k1⟩ → ⟨k2⟩ (node image AKSUbuntu-2404gen2containerd-⟨nodeimg⟩)",
            "Xcode ⟨xc⟩ (⟨xcb⟩), iOS SDK ⟨ios⟩, fastlane ⟨fl⟩",
            "Microsoft.Azure.Cosmos ⟨cv⟩ — inayos na ang 449 retry bug",
            "release: remit-api@⟨sv⟩+build.⟨bn⟩.sha.⟨short⟩",
            "node v⟨node⟩ / npm ⟨npm⟩ / react-native 0.⟨rn⟩",
        ),
        _versions,
    ),
    Kind(
        "firebase_and_oauth_client_ids",
        (
            'google-services.json: "mobilesdk_app_id": "1:⟨pn⟩:android:⟨h16⟩"',
            "GoogleService-Info.plist: GOOGLE_APP_ID 1:⟨pn⟩:ios:⟨h16⟩, GCM_SENDER_ID ⟨pn⟩",
            "OAuth client (Android, Google Sign-In): ⟨pn⟩-⟨oc⟩.apps.googleusercontent.com",
            "Firebase project tulay-remit-⟨env⟩ (project number ⟨pn⟩), web appId 1:⟨pn⟩:web:⟨h22⟩",
            "Info.plist URL scheme (REVERSED_CLIENT_ID): com.googleusercontent.apps.⟨pn⟩-⟨oc⟩",
        ),
        _firebase_ids,
    ),
    Kind(
        "certificate_thumbprints_and_fingerprints",
        (
            "WEBSITE_LOAD_CERTIFICATES=⟨thumb⟩",
            'assetlinks.json: "sha256_cert_fingerprints": ["⟨fp⟩"]',
            "Play App Signing SHA-1 ⟨fp1⟩ — idinagdag sa Firebase para sa Google Sign-In",
            "Name                    Thumbprint                                Expires\n"
            "api-tulayhashi-jp       ⟨thumb⟩  2033-⟨m⟩-14\n"
            "admin-tulayhashi-jp     ⟨thumb2⟩  2033-⟨m⟩-21",
            "証明書サムプリント ⟨thumb⟩（api.tulayhashi.jp、2033-⟨m⟩ 期限）",
        ),
        _certs,
    ),
    Kind(
        "apple_team_and_key_ids",
        (
            "Apple Team ID ⟨team⟩, bundle jp.tulayhashi.remit, App Store ID id⟨appid⟩",
            "APNs Key ID ⟨kid⟩ (AuthKey_⟨kid⟩.p8 nasa Key Vault, wala dito)",
            "App Store Connect API: issuer ⟨iss⟩, key ⟨kid⟩, role App Manager",
            '{"applinks":{"details":[{"appIDs":["⟨team⟩.jp.tulayhashi.remit"],'
            '"components":[{"/":"/r/*"}]}]}}',
            "provisioning profile UUID ⟨uuid⟩（match AppStore jp.tulayhashi.remit、Team ⟨team⟩）",
        ),
        _apple,
    ),
    Kind(
        "github_actions_cache_and_artifacts",
        (
            "Cache restored from key: Linux-gradle-⟨h64⟩",
            "Artifact app-release.aab has been successfully uploaded! Final size is 48211975 "
            "bytes. Artifact ID is ⟨aid⟩\nArtifact digest: sha256:⟨h64⟩",
            "Restore cache: node-modules-Linux-x64-⟨h64⟩ (hit), fallback key "
            "node-modules-Linux-x64-⟨h64b⟩",
            "Runner name: 'GitHub Actions ⟨rn⟩', image ubuntu-24.04 version ⟨img⟩ (run ⟨run⟩)",
            "- uses: azure/login@⟨sha⟩ # v3\n  with:\n"
            "    client-id: ${{ secrets.AZURE_CLIENT_ID }}\n"
            "    tenant-id: ${{ secrets.AZURE_TENANT_ID }}\n"
            "    subscription-id: ${{ secrets.AZURE_SUBSCRIPTION_ID }}",
        ),
        _actions,
    ),
)
