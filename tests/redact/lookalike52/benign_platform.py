"""Benign look-alikes from the platform side: Kafka offsets and consumer groups, Confluent
resource ids, MongoDB ObjectIds and resume tokens, LaunchDarkly flags and client-side ids,
commits, Azure resource ids, Key Vault references, Front Door refs, AKS pods and digests,
artifact checksums, Snyk and Jenkins identifiers."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike52.gen import (
    B64URL,
    LOWER_ALNUM,
    UHEX,
    Kind,
    b64,
    digits,
    hexs,
    num,
    object_id,
    pick,
    uuid4,
)

_TOPICS = ("etransfer.outbound.v3", "ledger.postings", "members.profile-changed", "mobile.audit")
_GROUPS = ("etransfer-notifier", "ledger-projector", "statements-builder", "fraud-scoring")
_POD_HASH = "bcdfghjklmnpqrstvwxz2456789"
_KV_NAMES = (
    "plaid-secret",
    "auth0-m2m-client-secret",
    "mongo-app-password",
    "confluent-api-secret",
    "ld-sdk-key",
    "interac-hmac",
)


def _kafka(r: Random) -> dict[str, str]:
    off = int(num(r, r.choice((7, 8, 9))))
    lag = r.randint(0, 4000)
    off2 = int(num(r, 8))
    return {
        "g": r.choice(_GROUPS),
        "t": r.choice(_TOPICS),
        "o": str(off),
        "end": str(off + lag),
        "lag": str(lag),
        "o2": str(off2),
        "end2": str(off2 + r.randint(0, 50)),
        "p": str(r.randint(0, 11)),
        "cuid": uuid4(r),
        "ip": f"10.42.{r.randint(0, 9)}.{r.randint(2, 250)}",
    }


def _confluent_ids(r: Random) -> dict[str, str]:
    return {
        "lkc": "lkc-" + pick(r, LOWER_ALNUM, 6),
        "env": "env-" + pick(r, LOWER_ALNUM, 6),
        "sa": "sa-" + pick(r, LOWER_ALNUM, 6),
        "lsrc": "lsrc-" + pick(r, LOWER_ALNUM, 6),
        "pkc": "pkc-" + pick(r, LOWER_ALNUM, 5),
        "cid": pick(r, B64URL, 22),
        "sid": str(r.randint(100001, 100999)),
        "ver": str(r.randint(2, 30)),
        "fp": hexs(r, 16),
    }


def _objectids(r: Random) -> dict[str, str]:
    return {
        "oid": object_id(r),
        "oid2": object_id(r),
        "oid3": object_id(r),
        "dev": uuid4(r),
        "m": "00" + num(r, 7),
        "n": str(r.randint(2, 900)),
    }


def _resume(r: Random) -> dict[str, str]:
    ts = f"{1953849600 + r.randint(0, 14 * 86400):08X}"
    token = (
        "82"
        + ts
        + "0000000"
        + r.choice("123456789")
        + "2B042C0100296E5A1004"
        + pick(r, UHEX, 32)
        + "463C6F7065726174696F6E54797065003C696E736572740046646F63756D656E744B65790046645F69"
        + "64006"
        + "4"
        + object_id(r).upper()
        + "000004"
    )
    return {
        "tok": token,
        "gid": object_id(r),
        "org": object_id(r),
        "h": pick(r, LOWER_ALNUM, 5),
        "s": str(r.randint(0, 2)),
        "pub": pick(r, "abcdefghijklmnopqrstuvwxyz", 8),
    }


def _flags(r: Random) -> dict[str, str]:
    flag = r.choice(
        (
            "etransfer-request-money",
            "etransfer-autodeposit-v2",
            "flinks-connect-embedded",
            "plaid-link-oauth-redirect",
            "biometric-login-android",
            "statement-pdf-v3",
            "halifax-branch-locator",
        )
    )
    return {
        "csid": hexs(r, 24),
        "flag": f"{flag}-{r.randint(2, 9)}",
        "env": hexs(r, 24),
        "ck": hexs(r, 40),
        "v": str(r.randint(3, 220)),
        "pct": str(r.choice((5, 10, 25, 50))),
        "sha": hexs(r, 40),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "short": hexs(r, 10),
        "pr": num(r, 4),
        "b": num(r, 4),
    }


def _azure_ids(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tid": uuid4(r),
        "p": uuid4(r),
        "mi": uuid4(r),
        "ra": uuid4(r),
    }


def _kv_refs(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_KV_NAMES),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "tid": uuid4(r),
        "mi": uuid4(r),
        "d1": str(r.randint(10, 30)),
        "d2": str(r.randint(1, 9)),
    }


def _frontdoor(r: Random) -> dict[str, str]:
    day = r.randint(1, 12)
    hh, mm, ss = r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
    stamp = f"203112{day:02d}T{hh:02d}{mm:02d}{ss:02d}Z"
    return {
        "xref": stamp
        + "-"
        + pick(r, LOWER_ALNUM, 16)
        + hexs(r, 4)
        + "00000000"
        + pick(r, LOWER_ALNUM, 12),
        "refa": pick(r, UHEX, 32),
        "edge": r.choice(("YQB01EDGE", "YUL30EDGE", "YHZ01EDGE", "YTO01EDGE")) + digits(r, 4),
        "when": f"2031-12-{day:02d}T{hh:02d}:{mm:02d}:{ss:02d}Z",
        "req": uuid4(r),
        "fdid": uuid4(r),
        "corr": uuid4(r),
    }


def _pods(r: Random) -> dict[str, str]:
    rs = pick(r, _POD_HASH, 10)
    return {
        "pod": f"ledger-api-{rs}-{pick(r, _POD_HASH, 5)}",
        "pod2": f"ledger-api-{rs}-{pick(r, _POD_HASH, 5)}",
        "pod3": f"etransfer-notifier-{pick(r, _POD_HASH, 10)}-{pick(r, _POD_HASH, 5)}",
        "dig": hexs(r, 64),
        "cid": hexs(r, 64),
        "node": f"aks-user-{num(r, 8)}-vmss0000{r.randint(0, 9):02d}",
        "uid": uuid4(r),
        "rv": num(r, 8),
        "age": str(r.randint(2, 59)),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "pod": hexs(r, 40),
        "pod2": hexs(r, 40),
        "pod3": hexs(r, 40),
        "int": b64(r, 64),
        "md5": hexs(r, 32),
        "cmd5": b64(r, 16),
        "b": num(r, 10),
        "ver": f"7.{r.randint(10, 16)}.{r.randint(0, 5)}",
    }


def _snyk(r: Random) -> dict[str, str]:
    return {
        "id1": "SNYK-JAVA-COMFASTERXMLJACKSONCORE-" + num(r, 7),
        "id2": "SNYK-JS-" + r.choice(("AXIOS", "SEMVER", "BRACES", "CROSSSPAWN")) + "-" + num(r, 7),
        "id3": "SNYK-COCOAPODS-" + r.choice(("ALAMOFIRE", "SDWEBIMAGE")) + "-" + num(r, 7),
        "cve": f"CVE-20{r.randint(28, 31)}-{num(r, 5)}",
        "proj": uuid4(r),
        "org": uuid4(r),
        "n": str(r.randint(1, 40)),
        "d": str(r.randint(10, 28)),
    }


def _jenkins(r: Random) -> dict[str, str]:
    return {
        "b": str(r.randint(100, 4999)),
        "q": num(r, 6),
        "md5": hexs(r, 32),
        "sha": hexs(r, 40),
        "dur": f"{r.randint(4, 38)} min {r.randint(0, 59)} s",
        "ws": pick(r, B64URL, 8).replace("-", "_"),
        "n": str(r.randint(2, 4)),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "kafka_offsets_and_consumer_groups",
        (
            "GROUP              TOPIC                  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  "
            "LAG   CONSUMER-ID                                           HOST\n"
            "⟨g⟩  ⟨t⟩  ⟨p⟩          ⟨o⟩        ⟨end⟩        ⟨lag⟩   "
            "consumer-⟨g⟩-1-⟨cuid⟩  /⟨ip⟩",
            "kafka-consumer-groups --bootstrap-server $BOOTSTRAP "
            "--command-config ccloud.properties "
            "--group ⟨g⟩ --topic ⟨t⟩:⟨p⟩ --reset-offsets --to-offset ⟨o⟩ --execute",
            "[Consumer clientId=consumer-⟨g⟩-2, groupId=⟨g⟩] Seeking to offset ⟨o⟩ for "
            "partition ⟨t⟩-⟨p⟩",
            "Le groupe ⟨g⟩ avait un lag de ⟨lag⟩ sur ⟨t⟩-⟨p⟩ (offset courant ⟨o⟩, fin ⟨end⟩).",
            "kcat -C -b $BOOTSTRAP -t ⟨t⟩ -p ⟨p⟩ -o ⟨o2⟩ -c 1 -f 'offset %o key %k\\n' → "
            "last offset ⟨end2⟩",
        ),
        _kafka,
        secrets=(),
    ),
    Kind(
        "confluent_resource_ids",
        (
            "$ confluent kafka cluster describe ⟨lkc⟩\n+--------------+------------------------"
            "--------+\n| ID           | ⟨lkc⟩                     |\n| Environment  | ⟨env⟩"
            "                     |\n| Provider     | azure                          |\n| Region "
            "      | canadacentral                  |\n| Endpoint     | SASL_SSL://⟨pkc⟩."
            "canadacentral.azure.confluent.cloud:9092 |",
            "Schema Registry ⟨lsrc⟩ : subject etransfer.outbound.v3-value version ⟨ver⟩, schema id "
            "⟨sid⟩, fingerprint Avro ⟨fp⟩.",
            "Service account ⟨sa⟩ (bcu-mobile-bff) has DeveloperRead on topic prefix `mobile.` in "
            "⟨lkc⟩ / ⟨env⟩.",
            "kafka-metadata-quorum describe --status → ClusterId: ⟨cid⟩, LeaderEpoch ⟨ver⟩",
        ),
        _confluent_ids,
        secrets=(),
    ),
    Kind(
        "mongodb_objectids",
        (
            'db.etransfers.find({_id: ObjectId("⟨oid⟩")}, {status: 1, memberNumber: 1})',
            '{"_id":{"$oid":"⟨oid⟩"},"memberNumber":"⟨m⟩","status":"SENT",'
            '"linkedAccountId":{"$oid":"⟨oid2⟩"}}',
            "MongoServerError: E11000 duplicate key error collection: mobile.devices index: "
            'deviceId_1 dup key: { deviceId: "⟨dev⟩" }',
            "Le document ⟨oid⟩ a un createdAt en UTC alors que ⟨oid2⟩ et ⟨oid3⟩ sont en heure de "
            "Montréal.",
            "deleted ⟨n⟩ orphaned sessions; last one was ObjectId('⟨oid3⟩')",
        ),
        _objectids,
        secrets=(),
    ),
    Kind(
        "mongodb_resume_tokens_and_atlas_ids",
        (
            'change stream resumed from {"_data": "⟨tok⟩"}',
            "atlas clusters describe bcu-mobile-prod --projectId ⟨gid⟩ -o json | jq .stateName",
            "Atlas alert: host bcu-mobile-prod-shard-00-0⟨s⟩.⟨h⟩.mongodb.net:27017 — Replication "
            "Oplog Window below 1 h. Org ⟨org⟩, project ⟨gid⟩.",
            'mongosh "mongodb+srv://bcu-mobile-prod.⟨h⟩.mongodb.net/?authMechanism=MONGODB-X509'
            '&authSource=%24external" --tls --tlsCertificateKeyFile ~/certs/atlas-x509.pem',
            "La clé d'API publique Atlas de Karim est ⟨pub⟩ (la privée est dans 1Password), "
            "projet ⟨gid⟩.",
        ),
        _resume,
        secrets=(),
    ),
    Kind(
        "launchdarkly_flags_and_client_ids",
        (
            "const ldClient = LDClient.initialize('⟨csid⟩', { kind: 'member', key: '⟨ck⟩' });",
            "Flag `⟨flag⟩` is at ⟨pct⟩ % in production (env ⟨env⟩); kill switch "
            "`etransfer-outage-banner` stays off.",
            '{"kind":"feature","key":"⟨flag⟩","version":⟨v⟩,"variation":1,'
            '"contextKeys":{"member":"⟨ck⟩"}}',
            "ld-find-code-refs: ⟨flag⟩ referenced in 4 files at ⟨sha⟩",
            "ID côté client LaunchDarkly pour le web-banking : ⟨csid⟩ (public, c'est normal "
            "qu'il soit dans le bundle JS).",
        ),
        _flags,
        secrets=(),
    ),
    Kind(
        "commit_hashes",
        (
            "⟨s1⟩ fix(etransfer): trim recipient e-mail before Interac lookup (#⟨pr⟩)\n"
            "⟨s2⟩ chore(deps): bump auth0-android to 3.4.0\n⟨s3⟩ feat(flinks): "
            "embedded Connect behind flag",
            "Reverted ⟨sha⟩ on release/7.15 — it broke the Flinks redirect on Android 14.",
            "Checking out Revision ⟨sha⟩ (refs/remotes/origin/release/7.15)\n"
            'Commit message: "Merge pull request #⟨pr⟩"\nFirst time build. Skipping changelog.',
            "Le cherry-pick de ⟨short⟩ sur hotfix/7.14.3 a conflit dans AuthManager.swift.",
            "git bisect: ⟨sha2⟩ is the first bad commit (build #⟨b⟩ still fine at ⟨sha⟩)",
        ),
        _commits,
        secrets=(),
    ),
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/rg-bcu-mobile-prod-cc/providers/"
            "Microsoft.ContainerService/managedClusters/aks-bcu-mobile-prod",
            '$ az account show\n{\n  "environmentName": "AzureCloud",\n  "id": "⟨sub⟩",\n'
            '  "name": "BCU-Mobile-Prod",\n  "tenantId": "⟨tid⟩",\n  "user": {\n'
            '    "name": "elodie.bouchard@bellerive.coop",\n    "type": "user"\n  }\n}',
            "serviceAccount:\n  annotations:\n    azure.workload.identity/client-id: ⟨mi⟩\n"
            "    azure.workload.identity/tenant-id: ⟨tid⟩",
            "La managed identity mi-bcu-ledger (principalId ⟨p⟩) a le rôle Key Vault Secrets "
            "User ; assignation ⟨ra⟩.",
        ),
        _azure_ids,
        secrets=(),
    ),
    Kind(
        "key_vault_secret_references",
        (
            "https://kv-bcu-mob-prod-cc.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",
            "@Microsoft.KeyVault(SecretUri=https://kv-bcu-mob-prod-cc.vault.azure.net/secrets/"
            "⟨name⟩/⟨ver⟩)",
            "apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nspec:\n"
            "  provider: azure\n  parameters:\n    keyvaultName: kv-bcu-mob-prod-cc\n"
            "    clientID: ⟨mi⟩\n    tenantId: ⟨tid⟩\n    objects: |\n      array:\n"
            "        - |\n          objectName: ⟨name⟩\n          objectType: secret\n"
            "          objectVersion: ⟨ver⟩",
            "$ az keyvault secret list-versions --vault-name kv-bcu-mob-prod-cc -n ⟨name⟩ "
            "--query '[].id' -o tsv\nhttps://kv-bcu-mob-prod-cc.vault.azure.net/secrets/⟨name⟩/"
            "⟨ver⟩\nhttps://kv-bcu-mob-prod-cc.vault.azure.net/secrets/⟨name⟩/⟨ver2⟩",
            "withCredentials([string(credentialsId: '⟨name⟩-prod', variable: 'SECRET_VALUE')]) "
            "{ sh './scripts/rotate.sh' }  // rotated Nov ⟨d1⟩, next in ⟨d2⟩ weeks",
        ),
        _kv_refs,
        secrets=(),
    ),
    Kind(
        "front_door_refs_and_request_ids",
        (
            "HTTP/2 503\nx-azure-ref: ⟨xref⟩\nx-fd-int-roxy-purgeid: 0\nx-cache: CONFIG_NOCACHE\n"
            "x-ms-request-id: ⟨req⟩",
            "Azure Front Door error page: Ref A: ⟨refa⟩ Ref B: ⟨edge⟩ Ref C: ⟨when⟩",
            "Le membre a envoyé une capture avec X-Azure-Ref ⟨xref⟩ ; le WAF a bloqué la requête "
            "(règle 942100).",
            'AzureDiagnostics | where trackingReference_s == "⟨xref⟩" | project '
            "httpStatusCode_d, clientIp_s",
            "x-azure-fdid: ⟨fdid⟩ (origin lock on the AKS ingress), "
            "x-ms-correlation-request-id: ⟨corr⟩",
        ),
        _frontdoor,
        secrets=(),
    ),
    Kind(
        "aks_pods_and_image_digests",
        (
            "NAME                                    READY   STATUS    RESTARTS   AGE\n"
            "⟨pod⟩                1/1     Running   0          ⟨age⟩h\n"
            "⟨pod2⟩                1/1     Running   2          ⟨age⟩h\n"
            "⟨pod3⟩      1/1     Running   0          ⟨age⟩m",
            "image: bcumobile.azurecr.io/ledger-api@sha256:⟨dig⟩",
            "    Container ID:   containerd://⟨cid⟩\n    Image:          bcumobile.azurecr.io/"
            "ledger-api:7.15.0\n    Image ID:       bcumobile.azurecr.io/ledger-api@sha256:⟨dig⟩",
            "⟨pod⟩ tourne sur ⟨node⟩ (uid ⟨uid⟩, resourceVersion ⟨rv⟩) — OOMKilled deux fois.",
        ),
        _pods,
        secrets=(),
    ),
    Kind(
        "artifact_checksums",
        (
            "$ sha256sum app-release.aab BelleriveMobile.ipa\n⟨s1⟩  app-release.aab\n"
            "⟨s2⟩  BelleriveMobile.ipa",
            "SPEC CHECKSUMS:\n  Auth0: ⟨pod⟩\n  LaunchDarkly: ⟨pod2⟩\n\n"
            "PODFILE CHECKSUM: ⟨pod3⟩\n\nCOCOAPODS: 1.16.2",
            '"node_modules/@bellerive/design-tokens": {\n  "version": "⟨ver⟩",\n'
            '  "resolved": "https://pkgs.dev.azure.com/bellerive/_packaging/mobile-npm/npm/'
            'registry/@bellerive/design-tokens/-/design-tokens-⟨ver⟩.tgz",\n'
            '  "integrity": "sha512-⟨int⟩"\n}',
            '<component group="com.auth0.android" name="auth0" version="3.4.0">\n'
            '   <artifact name="auth0-3.4.0.aar">\n      <sha256 value="⟨s1⟩" '
            'origin="Generated by Gradle"/>\n   </artifact>\n</component>',
            "Jenkins fingerprint de app-release.aab (build ⟨b⟩) : MD5 ⟨md5⟩ ; Content-MD5 "
            "du blob : ⟨cmd5⟩",
        ),
        _checksums,
        secrets=(),
    ),
    Kind(
        "snyk_issue_and_project_ids",
        (
            "✗ High severity vulnerability found in com.fasterxml.jackson.core:jackson-core\n"
            "  Description: Denial of Service (DoS)\n  Info: https://security.snyk.io/vuln/⟨id1⟩\n"
            "  Introduced through: org.springframework.boot:spring-boot-starter-web@3.5.1",
            "# .snyk\nversion: v1.25.0\nignore:\n  ⟨id2⟩:\n    - '*':\n        reason: "
            "dev-only, not in the bundle\n        expires: 2032-01-⟨d⟩T00:00:00.000Z\n",
            "Snyk project ⟨proj⟩ (bcu-ios/Podfile.lock) in org ⟨org⟩: ⟨n⟩ issues, including ⟨id3⟩.",
            "⟨cve⟩ / ⟨id1⟩ : corrigé par le bump Jackson, Snyk l'affiche encore sur le projet "
            "⟨proj⟩.",
        ),
        _snyk,
        secrets=(),
    ),
    Kind(
        "jenkins_build_metadata",
        (
            "Started by user Élodie Bouchard\nRunning in Durability level: MAX_SURVIVABILITY\n"
            "[Pipeline] node\nRunning on mac-mini-hfx-02 in /Users/jenkins/agent/workspace/"
            "bcu-ios_release_7.15@⟨n⟩",
            "Build #⟨b⟩ (queue item ⟨q⟩) finished in ⟨dur⟩ — artifact app-release.aab, "
            "fingerprint ⟨md5⟩.",
            "[Pipeline] withCredentials\nMasking supported pattern matches of $PLAID_SECRET or "
            "$AUTH0_CLIENT_SECRET\n[Pipeline] sh\n+ ./gradlew :app:testReleaseUnitTest\n"
            "BUILD SUCCESSFUL in ⟨dur⟩",
            "https://ci.bellerive.coop/job/bcu-android/job/main/⟨b⟩/ — commit ⟨sha⟩, "
            "workspace bcu-android_main_⟨ws⟩",
        ),
        _jenkins,
        secrets=(),
    ),
)
