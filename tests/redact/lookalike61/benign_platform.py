"""Benign look-alikes from the platform: Keycloak realm and client ids and public keys, Vault
lease ids, accessors and audit HMACs, Vault policies, Consul ids, Kafka offsets and ids,
OpenShift pod and build names, image digests, Dynatrace trace and entity ids."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike61.gen import (
    ALNUM,
    K8S,
    UPPER_ALNUM,
    Kind,
    b64_of,
    b64url,
    day,
    hexs,
    num,
    pick,
    ts,
    uhexs,
    uuid4,
)

_APPS = ("sepa-inst-gw", "psd2-gw", "card-issuing-api", "ledger-service", "notif-svc")
_NS = ("payments", "psd2", "cards", "iam", "ledger")
_DT_ENVS = ("xqk41872", "vzm09315", "dnv83012")


def _kc_ids(r: Random) -> dict[str, str]:
    return {
        "realm": r.choice(("psd2", "retail", "internal")),
        "cid": r.choice(("PSDCZ-CNB-", "PSDSK-NBS-", "PSDAT-FMA-")) + num(r, 8),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "kid": b64url(r, 32),
        "d": day(r),
        "ip": f"10.42.{r.randint(0, 15)}.{r.randint(2, 250)}",
    }


def _jwks(r: Random) -> dict[str, str]:
    spki = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return {
        "kid": b64url(r, 32),
        "kid2": b64url(r, 32),
        "n": b64url(r, 256),
        "x5t": b64url(r, 20),
        "x5t256": b64url(r, 32),
        "pk": b64_of(spki + r.randbytes(256) + bytes.fromhex("0203010001")),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "realm": r.choice(("psd2", "retail", "internal")),
        "d": day(r),
    }


def _leases(r: Random) -> dict[str, str]:
    role = r.choice(("payments-ro", "oracle-core-ro", "ledger-rw", "kc-app"))
    return {
        "role": role,
        "lease": f"database/creds/{role}/" + pick(r, ALNUM, 24),
        "l1": pick(r, ALNUM, 24),
        "l2": pick(r, ALNUM, 24),
        "l3": pick(r, ALNUM, 24),
        "acc": pick(r, ALNUM, 24),
        "u": uuid4(r),
        "u2": uuid4(r),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "epoch": str(2_001_000_000 + r.randint(0, 3_000_000)),
        "ts": ts(r),
        "app": r.choice(_APPS),
    }


def _policies(r: Random) -> dict[str, str]:
    return {
        "app": r.choice(_APPS),
        "role": r.choice(("payments-ro", "oracle-core-ro", "ledger-rw", "kc-app")),
        "t": ts(r).replace("+02:00", "Z"),
        "v": str(r.randint(2, 41)),
        "mount": r.choice(("kv-payments", "kv-cards", "kv-iam", "kv-kafka")),
    }


def _consul(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "ip": f"10.42.8.{r.randint(10, 60)}",
        "ip2": f"10.52.8.{r.randint(10, 60)}",
        "ver": f"1.{r.randint(20, 22)}.{r.randint(0, 6)}",
        "idx": num(r, r.choice((7, 8))),
        "h": hexs(r, 8),
        "app": r.choice(_APPS),
    }


def _offsets(r: Random) -> dict[str, str]:
    end = int(num(r, r.choice((7, 8, 9))))
    lag = r.randint(0, 40000)
    return {
        "u": uuid4(r),
        "cur": str(end - lag),
        "end": str(end),
        "lag": str(lag),
        "p": str(r.randint(0, 11)),
        "ip": f"10.42.{r.randint(0, 15)}.{r.randint(2, 250)}",
        "g": r.choice(("sepa-inst-gw", "ledger", "notif-svc", "fraud-scoring")),
        "ts": ts(r),
    }


def _kafka_ids(r: Random) -> dict[str, str]:
    return {
        "cid": b64url(r, 16),
        "tid": b64url(r, 16),
        "did": b64url(r, 16),
        "n": str(r.randint(1, 9)),
        "pid": num(r, r.choice((4, 5, 6))),
        "e": str(r.randint(0, 30)),
        "off": num(r, 8),
        "t": r.choice(("sepa.inst.outbound", "ledger.entries", "cards.auth.events")),
    }


def _pods(r: Random) -> dict[str, str]:
    return {
        "app": r.choice(_APPS),
        "rs": pick(r, K8S, 10),
        "rs2": pick(r, K8S, r.choice((9, 10))),
        "pod": pick(r, K8S, 5),
        "pod2": pick(r, K8S, 5),
        "n": str(r.randint(12, 980)),
        "k": f"{r.randint(1, 24):02d}",
        "cron": str(r.randint(28_900_000, 29_400_000)),
        "age": r.choice(("3d4h", "17h", "41m", "12d")),
        "ns": r.choice(_NS),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "h12": hexs(r, 12),
        "app": r.choice(_APPS),
        "v": f"3.{r.randint(10, 19)}.{r.randint(0, 9)}",
        "z": str(r.randint(1, 30)),
        "ns": r.choice(_NS),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 32),
        "s": hexs(r, 16),
        "env": r.choice(_DT_ENVS),
        "ms": str(r.randint(800, 12000)),
        "ts": ts(r),
        "app": r.choice(_APPS),
    }


def _entities(r: Random) -> dict[str, str]:
    return {
        "svc": uhexs(r, 16),
        "pgi": uhexs(r, 16),
        "host": uhexs(r, 16),
        "mz": "-" + num(r, 19),
        "p": num(r, 7),
        "pub": pick(r, UPPER_ALNUM, 24),
        "env": r.choice(_DT_ENVS),
        "ts": ts(r),
        "ts2": ts(r).replace("2033-", "2034-"),
    }


KEYCLOAK_VAULT_CONSUL: tuple[Kind, ...] = (
    Kind(
        "keycloak_realm_and_client_ids",
        (
            "Realm `⟨realm⟩`, client `⟨cid⟩` (internal id ⟨uuid⟩) — TPP registrovaný cez DCR ⟨d⟩",
            '[{"id":"⟨uuid⟩","clientId":"⟨cid⟩","enabled":true,'
            '"clientAuthenticatorType":"client-jwt","publicClient":false,'
            '"secret":"**********","redirectUris":["https://tpp.example.org/cb"]}]',
            '{"alg":"RS256","typ":"JWT","kid":"⟨kid⟩"}  ← hlavička ID tokenu z realmu ⟨realm⟩',
            "type=CLIENT_LOGIN, realmId=⟨uuid⟩, clientId=⟨cid⟩, userId=⟨uuid2⟩, ipAddress=⟨ip⟩",
            "./kcadm.sh get clients -r ⟨realm⟩ -q clientId=⟨cid⟩ --fields id\n"
            '[ {\n  "id" : "⟨uuid⟩"\n} ]',
        ),
        _kc_ids,
    ),
    Kind(
        "keycloak_public_keys",
        (
            '{"keys":[{"kid":"⟨kid⟩","kty":"RSA","alg":"RS256","use":"sig","n":"⟨n⟩",'
            '"e":"AQAB","x5t":"⟨x5t⟩","x5t#S256":"⟨x5t256⟩"}]}',
            "curl -s https://sso.dunavia.sk/realms/⟨realm⟩ | jq .\n"
            '{\n  "realm": "⟨realm⟩",\n  "public_key": "⟨pk⟩",\n'
            '  "token-service": "https://sso.dunavia.sk/realms/⟨realm⟩/protocol/openid-connect",\n'
            '  "tokens-not-before": 0\n}',
            "Po rotácii kľúčov má realm ⟨realm⟩ nový aktívny kid ⟨kid⟩ (RS256), starý ⟨kid2⟩ "
            "je passive do ⟨d⟩.",
            '{"kty":"EC","crv":"P-256","kid":"⟨kid⟩","use":"sig","x":"⟨x⟩","y":"⟨y⟩"}',
        ),
        _jwks,
    ),
    Kind(
        "vault_leases_accessors_and_audit_hmacs",
        (
            "vault lease revoke -prefix database/creds/⟨role⟩/   # po incidente, posledný "
            "bol ⟨lease⟩",
            "vault token lookup -accessor ⟨acc⟩\nKey                 Value\n"
            "---                 -----\naccessor            ⟨acc⟩\n"
            "creation_time       ⟨epoch⟩\ncreation_ttl        8h\n"
            "display_name        kubernetes-payments-⟨app⟩\nentity_id           ⟨u⟩\n"
            "id                  n/a\npolicies            [default ⟨app⟩]",
            '{"time":"⟨ts⟩","type":"response","auth":{"client_token":"hmac-sha256:⟨h1⟩",'
            '"accessor":"hmac-sha256:⟨h2⟩","display_name":"approle",'
            '"policies":["default","jenkins-deploy"]},"request":{"id":"⟨u⟩",'
            '"operation":"read","path":"kv-payments/data/⟨app⟩/oracle"}}',
            "vault list sys/leases/lookup/database/creds/⟨role⟩/\nKeys\n----\n⟨l1⟩\n⟨l2⟩\n⟨l3⟩",
            "vault write auth/approle/role/jenkins-deploy/secret-id-accessor/destroy "
            "secret_id_accessor=⟨u2⟩",
        ),
        _leases,
    ),
    Kind(
        "vault_policies_and_paths",
        (
            'path "⟨mount⟩/data/⟨app⟩/*" {\n  capabilities = ["read", "list"]\n}\n'
            'path "database/creds/⟨role⟩" {\n  capabilities = ["read"]\n}',
            "======= Metadata =======\nKey                Value\n---                -----\n"
            "created_time       ⟨t⟩\ncustom_metadata    map[owner:sre rotation:90d]\n"
            "deletion_time      n/a\ndestroyed          false\nversion            ⟨v⟩",
            "vault kv get -field=password ⟨mount⟩/⟨app⟩/oracle  # ide rovno do env, "
            "nikam sa nekopíruje",
            '{{ with secret "database/creds/⟨role⟩" }}\n'
            "spring.datasource.username={{ .Data.username }}\n"
            "spring.datasource.password={{ .Data.password }}\n{{ end }}",
            'vault.hashicorp.com/agent-inject-secret-db: "database/creds/⟨role⟩"\n'
            'vault.hashicorp.com/role: "⟨app⟩"',
        ),
        _policies,
    ),
    Kind(
        "consul_ids",
        (
            "Node      Address          Status  Type    Build   Protocol  DC   Partition  Segment\n"
            "consul-0  ⟨ip⟩:8301  alive   server  ⟨ver⟩  2         ba1  default    <all>\n"
            "consul-1  ⟨ip2⟩:8301  alive   server  ⟨ver⟩  2         ost1 default    <all>",
            "AccessorID ⟨u⟩ (agent token pre ocp-ba1) — SecretID je vo Vaulte, nie tu",
            "Node      ID                                    Address         State     Voter\n"
            "consul-0  ⟨u⟩  ⟨ip⟩:8300  leader    true\n"
            "consul-1  ⟨u2⟩  ⟨ip2⟩:8300  follower  true",
            '{"Node":"worker-ba1-07","NodeID":"⟨u3⟩","ServiceID":"⟨app⟩-⟨h⟩","ModifyIndex":⟨idx⟩}',
            "consul kv get -detailed config/⟨app⟩/timeout_ms | grep ModifyIndex → ⟨idx⟩",
        ),
        _consul,
    ),
)

KAFKA_OPENSHIFT_DYNATRACE: tuple[Kind, ...] = (
    Kind(
        "kafka_consumer_offsets",
        (
            "GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID  HOST\n"
            "⟨g⟩  sepa.inst.outbound  ⟨p⟩  ⟨cur⟩  ⟨end⟩  ⟨lag⟩  consumer-⟨g⟩-1-⟨u⟩  /⟨ip⟩",
            "kcat -C -b kafka-0.ost1.dnv.internal:9093 -t ledger.entries -p ⟨p⟩ -o ⟨cur⟩ -c 1",
            "Lag na partícii ⟨p⟩ skupiny ⟨g⟩ bol ⟨lag⟩ (offset ⟨cur⟩ z ⟨end⟩) o ⟨ts⟩",
            "kafka-consumer-groups.sh --bootstrap-server kafka-0.ost1.dnv.internal:9093 "
            "--group ⟨g⟩ --reset-offsets --topic ledger.entries:⟨p⟩ --to-offset ⟨cur⟩ --execute",
            "[Consumer clientId=consumer-⟨g⟩-2, groupId=⟨g⟩] Resetting offset for partition "
            "ledger.entries-⟨p⟩ to position FetchPosition{offset=⟨end⟩, "
            "offsetEpoch=Optional.empty}",
        ),
        _offsets,
    ),
    Kind(
        "kafka_cluster_and_topic_ids",
        (
            "Cluster ID: ⟨cid⟩ (KRaft, controller quorum 3/3)",
            "Topic: ⟨t⟩\tTopicId: ⟨tid⟩\tPartitionCount: 12\tReplicationFactor: 3\t"
            "Configs: min.insync.replicas=2,retention.ms=604800000",
            "meta.properties:\nversion=1\ndirectory.id=⟨did⟩\nnode.id=⟨n⟩\ncluster.id=⟨cid⟩",
            "ProducerId=⟨pid⟩, epoch ⟨e⟩, transactional.id=sepa-inst-gw-tx-⟨n⟩ — fenced po "
            "reštarte",
            "Po migrácii na KRaft zostal topic ⟨t⟩ s TopicId ⟨tid⟩, offset ⟨off⟩ sedí",
        ),
        _kafka_ids,
    ),
    Kind(
        "openshift_pod_and_build_names",
        (
            "NAME                                READY   STATUS    RESTARTS   AGE\n"
            "⟨app⟩-⟨rs⟩-⟨pod⟩   1/1     Running   0          ⟨age⟩\n"
            "⟨app⟩-⟨rs⟩-⟨pod2⟩   1/1     Running   2          ⟨age⟩",
            "oc logs build/⟨app⟩-⟨n⟩ -n ⟨ns⟩ | tail -20",
            "build.build.openshift.io/⟨app⟩-⟨n⟩ started",
            "OOMKilled: pod kafka-connect-oracle-⟨rs2⟩-⟨pod⟩ na node worker-ba1-⟨k⟩.dnv.internal",
            "CronJob vault-snapshot vytvoril job vault-snapshot-⟨cron⟩, pod "
            "vault-snapshot-⟨cron⟩-⟨pod⟩ skončil Completed",
        ),
        _pods,
    ),
    Kind(
        "container_image_digests",
        (
            "image: artifactory.dnv.internal/docker-local/⟨app⟩@sha256:⟨h⟩",
            "podman inspect --format '{{.Digest}}' quay.dnv.internal/⟨ns⟩/⟨app⟩:⟨v⟩\nsha256:⟨h⟩",
            "Docker Image:  image-registry.openshift-image-registry.svc:5000/⟨ns⟩/⟨app⟩@sha256:⟨h⟩",
            "Upgrade clustra na 4.18.⟨z⟩: quay.io/openshift-release-dev/ocp-release@sha256:⟨h⟩",
            "REPOSITORY                           TAG     IMAGE ID      CREATED\n"
            "quay.dnv.internal/⟨ns⟩/⟨app⟩  ⟨v⟩  ⟨h12⟩  2 days ago",
            "cosign verify: podpis je v tagu sha256-⟨h⟩.sig",
        ),
        _digests,
    ),
    Kind(
        "dynatrace_trace_ids",
        (
            "traceparent: 00-⟨t⟩-⟨s⟩-01",
            "Dynatrace distributed trace ⟨t⟩: ⟨ms⟩ ms v Oracle spane ⟨s⟩ (SELECT z LEDGER_ENTRY)",
            "https://⟨env⟩.live.dynatrace.com/ui/apps/dynatrace.distributedtracing/explorer"
            "?traceId=⟨t⟩&spanId=⟨s⟩",
            "⟨ts⟩ ERROR [⟨app⟩] dt.trace_id=⟨t⟩ dt.span_id=⟨s⟩ ORA-12170: TNS:Connect timeout",
            'fetch spans | filter trace.id == "⟨t⟩" | fields start_time, span.name, duration',
        ),
        _traces,
    ),
    Kind(
        "dynatrace_entity_and_token_ids",
        (
            "SERVICE-⟨svc⟩ (sepa-inst-gw) má degradáciu od ⟨ts⟩, problém P-⟨p⟩",
            'fetch logs | filter dt.entity.process_group_instance == "PROCESS_GROUP_INSTANCE-'
            '⟨pgi⟩" | limit 100',
            '{"id":"dt0c01.⟨pub⟩","name":"jenkins-deploy-events","enabled":true,'
            '"owner":"sre@dunavia.sk","creationDate":"⟨ts⟩","expirationDate":"⟨ts2⟩",'
            '"scopes":["events.ingest","metrics.ingest"]}',
            "HOST-⟨host⟩ = worker-ba1-07, management zone ⟨mz⟩ (Payments PROD)",
            "Token ID dt0c01.⟨pub⟩ (len verejná časť) — revokovaný v ⟨env⟩ po odchode Jana",
        ),
        _entities,
    ),
)

PLATFORM: tuple[Kind, ...] = KEYCLOAK_VAULT_CONSUL + KAFKA_OPENSHIFT_DYNATRACE
