"""Benign look-alikes from the platform side: git SHAs, image digests, generated Kubernetes
names, Netbox ids, Kafka topics and cluster ids, trace ids, firmware checksums, certificate
fingerprints, public keys and certificates, alert routing ids, AWS resource ids and base64
of data that is not secret."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike19.gen import (
    B64URL,
    DOM_BR,
    DOM_ID,
    LOWER_ALNUM,
    PEOPLE,
    SITES,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    certificate_body,
    clock,
    day,
    device,
    ec_public_der_b64,
    fqdn,
    hexs,
    hexu,
    ip10,
    iso,
    num,
    pem,
    pick,
    site,
    ssh_ed25519_pub,
    uuid4,
    wrap,
)

_CERT = "CERTI" + "FICATE"
_PUBKEY = "PUBLIC" + " KEY"
_RSA_SPKI_PREFIX = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"


def _git(r: Random) -> dict[str, str]:
    who = r.choice(PEOPLE)
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s7a": hexs(r, 7),
        "s7b": hexs(r, 7),
        "s7c": hexs(r, 7),
        "s8": hexs(r, 8),
        "site": site(r),
        "who": who,
        "Who": who.capitalize(),
        "d": day(r),
        "t": clock(r),
        "pid": str(r.randint(3, 400)),
        "ix": r.choice(("IIX-JK", "IX-BR-SP", "IX-BR-CE", "CDIX")),
    }


def _digest(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "id12": hexs(r, 12),
        "id13": hexs(r, 13),
        "mb": str(r.randint(40, 900)),
        "pod": f"genieacs-cwmp-{hexs(r, 10)}-{pick(r, LOWER_ALNUM, 5)}",
        "ver": f"{r.randint(1, 3)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "ns": r.choice(("acs", "radius", "netbox", "telemetry")),
    }


def _k8s(r: Random) -> dict[str, str]:
    rs = hexs(r, 10)
    return {
        "rs": rs,
        "p1": pick(r, LOWER_ALNUM, 5),
        "p2": pick(r, LOWER_ALNUM, 5),
        "p3": pick(r, LOWER_ALNUM, 5),
        "cm": pick(r, "bcdfghkmt2456789", 10),
        "pvc": uuid4(r),
        "ns": r.choice(("acs", "radius", "netbox", "telemetry", "noc-tools")),
        "n": str(r.randint(12, 40)),
        "age": f"{r.randint(1, 40)}d",
        "rev": str(r.randint(2, 90)),
        "restarts": str(r.randint(0, 7)),
    }


def _netbox(r: Random) -> dict[str, str]:
    return {
        "id": str(r.randint(2, 9000)),
        "id2": str(r.randint(2, 9000)),
        "host": device(r),
        "serial": r.choice(("FOC", "21023", "ZTE", "CAT")) + pick(r, UPPER_ALNUM, 8),
        "n": num(r, 5),
        "ip": ip10(r),
        "uuid": uuid4(r),
        "ts": iso(r),
        "user": r.choice(PEOPLE),
        "where": r.choice(SITES),
    }


def _kafka(r: Random) -> dict[str, str]:
    topic = r.choice(("radius.acct.v2", "netflow.raw", "acs.inform", "bss.orders"))
    return {
        "t": topic,
        "th": f"{topic}-{hexs(r, 8)}",
        "g": r.choice(("radius-acct-writer", "flow-ingest", "genieacs-events", "bss-consumer")),
        "u": r.choice(("radius-acct-writer", "flow-ingest", "genieacs-events")),
        "cid": b64url(r, 16),
        "cons": f"rdkafka-{uuid4(r)}",
        "o1": num(r, 8),
        "o2": num(r, 8),
        "lag": str(r.randint(0, 90000)),
        "ip": ip10(r),
        "b": f"kafka-{r.randint(0, 2)}.{r.choice(('jkt1', 'gru1'))}.{DOM_ID}",
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 32),
        "s": hexs(r, 16),
        "ts": iso(r),
        "dev": f"{hexu(r, 6)}-EG8145V5-48575443{hexu(r, 8)}",
        "ms": str(r.randint(200, 9000)),
        "dom": r.choice((DOM_ID, DOM_BR)),
    }


def _firmware(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "h512": hexs(r, 128),
        "md5": hexs(r, 32),
        "sha1": hexs(r, 40),
        "m": str(r.randint(12, 19)),
        "p": str(r.randint(1, 9)),
        "n": str(r.randint(100, 299)),
        "host": device(r, r.choice(("pe", "cr"))),
    }


def _colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(hexu(r, 2) for _ in range(nbytes))


def _fingerprint(r: Random) -> dict[str, str]:
    host = device(r)
    return {
        "fp": _colon_hex(r, 32),
        "b43": b64(r, 32).rstrip("="),
        "b44": b64(r, 32),
        "serial": hexs(r, 36),
        "hex64": hexs(r, 64),
        "host": host,
        "fq": fqdn(host),
        "ip": ip10(r),
        "dd": f"{r.randint(1, 30):02d}",
        "days": str(r.randint(62, 89)),
        "svc": r.choice(("acs", "netbox", "grafana", "oxidized", "zabbix")),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    host = device(r)
    return {
        "cert": certificate_body(r),
        "pub": wrap(ec_public_der_b64(r)),
        "ssh": ssh_ed25519_pub(r),
        "rsapub": _RSA_SPKI_PREFIX + b64(r, 258)[:-4] + "IDAQAB",
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "who": r.choice(PEOPLE),
        "host": host,
        "fq": fqdn(host),
        "ip": ip10(r),
        "sel": f"nf{r.randint(2025, 2027)}{r.choice(('a', 'b', 'q2'))}",
    }


def _alerting(r: Random) -> dict[str, str]:
    return {
        "chat": "-100" + num(r, 10),
        "cid": "C0" + pick(r, UPPER_ALNUM, 9),
        "tid": "T0" + pick(r, UPPER_ALNUM, 9),
        "uid": "U0" + pick(r, UPPER_ALNUM, 9),
        "did": num(r, 19),
        "gid": pick(r, B64URL.replace("-", "").replace("_", ""), 14),
        "upd": num(r, 9),
        "msg": str(r.randint(100, 90000)),
        "ts": iso(r),
        "epoch": str(r.randint(1806500000, 1809000000)),
    }


def _aws(r: Random) -> dict[str, str]:
    who = r.choice(PEOPLE)
    return {
        "acct": num(r, 12),
        "region": r.choice(("sa-east-1", "ap-southeast-3", "ap-southeast-1")),
        "bucket": r.choice(("nf-oxidized-backup", "nf-loki-chunks", "nf-radius-archive")),
        "aroa": "AROA" + pick(r, UPPER_ALNUM, 17),
        "user": who,
        "md5": hexs(r, 32),
        "vid": pick(r, B64URL.replace("-", "") + ".", 32),
        "len": num(r, 7),
        "i": "i-0" + hexs(r, 16),
        "vpc": "vpc-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "kms": uuid4(r),
        "site": site(r),
        "ts": iso(r),
        "d": day(r),
    }


def _b64(r: Random) -> dict[str, str]:
    host = device(r)
    where = site(r)
    event = json.dumps(
        {"nas": fqdn(host), "event": r.choice(("port-up", "port-down", "lag-member-down"))}
        | {"ifindex": r.randint(1, 600), "ts": iso(r)},
        separators=(",", ":"),
    )
    dictionary = (
        f"VENDOR NusaFibra {r.randint(60000, 65000)}\nBEGIN-VENDOR NusaFibra\n"
        f"ATTRIBUTE NF-Plan-Id {r.randint(1, 20)} string\nEND-VENDOR NusaFibra\n"
    )
    cloud = f"#cloud-config\nhostname: radius-{where}-0{r.randint(1, 9)}\npackage_update: true\n"
    return {
        "host": host,
        "hb": b64_of(host),
        "eb": b64_of(event),
        "event": event,
        "db": b64_of(dictionary),
        "cb": b64_of(cloud),
        "ca": b64_of(pem(_CERT, certificate_body(r)) + "\n"),
        "sum": b64(r, 32),
        "md5b": b64(r, 16),
        "ns": r.choice(("acs", "radius", "netbox", "telemetry")),
        "off": num(r, 7),
        "cl": r.choice(("nf-k8s-jkt1", "nf-k8s-gru1")),
        "key": f"configs/{where}/{day(r)}.tar.gz",
    }


BENIGN_PLATFORM: tuple[Kind, ...] = (
    Kind(
        "git_shas",
        (
            "$ git log --oneline -3\n⟨s7a⟩ olt: add ZTE C600 template\n"
            "⟨s7b⟩ radius: new BNG clients for ⟨site⟩\n⟨s7c⟩ tacacs: fix source interface",
            "$ git rev-parse HEAD\n⟨sha⟩",
            "Checking out ⟨s8⟩ as detached HEAD (ref is main)...",
            "commit ⟨sha⟩\nAuthor: ⟨Who⟩ <⟨who⟩@" + DOM_ID + ">\nDate:   ⟨d⟩ ⟨t⟩ +0700\n\n"
            "    bgp: raise prefix limit for ⟨ix⟩",
            "https://gitlab." + DOM_ID + "/netops/ansible-network/-/commit/⟨sha⟩",
            "Deploy ke ⟨site⟩ pakai commit ⟨sha⟩, target rollback ⟨sha2⟩",
            'curl -s --header "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://gitlab.'
            + DOM_ID
            + '/api/v4/projects/⟨pid⟩/repository/commits/⟨sha⟩"',
            "git cherry-pick ⟨sha⟩ ⟨sha2⟩",
            "Revertido ⟨s7a⟩ (quebrou o template da OLT), ver ⟨sha⟩",
        ),
        _git,
    ),
    Kind(
        "container_digests",
        (
            "image: docker.io/drumsergio/genieacs@sha256:⟨d⟩",
            "$ docker images --digests freeradius/freeradius-server\n"
            "REPOSITORY                     TAG     DIGEST          IMAGE ID       SIZE\n"
            "freeradius/freeradius-server   3.2.5   sha256:⟨d⟩   ⟨id12⟩   ⟨mb⟩MB",
            "$ crictl images | grep oxidized\ndocker.io/oxidized/oxidized   0.30.1   ⟨id13⟩   "
            "⟨mb⟩MB",
            "$ kubectl -n ⟨ns⟩ get pod ⟨pod⟩ -o jsonpath='{.status.containerStatuses[0]."
            "imageID}'\ndocker.io/drumsergio/genieacs@sha256:⟨d⟩",
            "image:\n  repository: grafana/loki\n  tag: ⟨ver⟩\n  digest: sha256:⟨d⟩",
            "⟨ver⟩: Pulling from netboxcommunity/netbox\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image for netboxcommunity/netbox:v⟨ver⟩",
            "Image netbox dipin ke digest sha256:⟨d⟩ biar upgrade nggak kejutan",
        ),
        _digest,
    ),
    Kind(
        "k8s_generated_names",
        (
            "$ kubectl -n ⟨ns⟩ get pods\nNAME                             READY   STATUS    "
            "RESTARTS   AGE\ngenieacs-cwmp-⟨rs⟩-⟨p1⟩    1/1     Running   ⟨restarts⟩   ⟨age⟩\n"
            "genieacs-cwmp-⟨rs⟩-⟨p2⟩    1/1     Running   0          ⟨age⟩\n"
            "genieacs-nbi-⟨rs⟩-⟨p3⟩     1/1     Running   0          ⟨age⟩",
            "env:\n  - name: GENIEACS_MONGODB_CONNECTION_URL\n    valueFrom:\n"
            "      secretKeyRef:\n        name: genieacs-mongo\n        key: url\n"
            "  - name: POD_NAME\n    value: genieacs-cwmp-⟨rs⟩-⟨p1⟩",
            "$ kubectl -n ⟨ns⟩ describe secret radius-sql\nName:         radius-sql\n"
            "Namespace:    ⟨ns⟩\nType:  Opaque\n\nData\n====\npassword:  ⟨n⟩ bytes\n"
            "username:  6 bytes",
            "configMapRef: radius-config-⟨cm⟩  # hash do kustomize muda a cada edit",
            "PVC do mongo: pvc-⟨pvc⟩ (⟨ns⟩/data-genieacs-mongo-0)",
            "$ kubectl -n ⟨ns⟩ get secret\nNAME                          TYPE                 "
            "DATA   AGE\ngenieacs-mongo                Opaque               2      ⟨age⟩\n"
            "sh.helm.release.v1.genieacs.v⟨rev⟩   helm.sh/release.v1   1      ⟨age⟩",
            "ReplicaSet genieacs-cwmp-⟨rs⟩ nggak mau scale, event: FailedCreate",
            '  Normal  Pulled  ⟨n⟩s  kubelet  Container image "drumsergio/genieacs:1.2.13" '
            "already present on machine (pod genieacs-cwmp-⟨rs⟩-⟨p1⟩)",
        ),
        _k8s,
    ),
    Kind(
        "netbox_object_ids",
        (
            "https://netbox." + DOM_ID + "/dcim/devices/⟨id⟩/",
            '{"id": ⟨id⟩, "url": "https://netbox.' + DOM_ID + '/api/dcim/devices/⟨id⟩/", '
            '"name": "⟨host⟩", "serial": "⟨serial⟩", "asset_tag": "NF-⟨n⟩"}',
            'curl -s -H "Authorization: Token $NETBOX_TOKEN" -H "Accept: application/json" '
            "'https://netbox." + DOM_ID + "/api/ipam/prefixes/?vrf_id=⟨id⟩&site=⟨where⟩'",
            "dev = nb.dcim.devices.get(⟨id⟩)\nprint(dev.primary_ip4)  # ⟨ip⟩/32",
            '{"event": "updated", "timestamp": "⟨ts⟩", "model": "device", '
            '"username": "⟨user⟩", "request_id": "⟨uuid⟩", "data": {"id": ⟨id⟩, '
            '"name": "⟨host⟩"}}',
            "| objeto | id |\n|---|---|\n| ⟨host⟩ | ⟨id⟩ |\n| prefix CGNAT ⟨where⟩ | ⟨id2⟩ |",
            "/core/object-changes/⟨id2⟩/ mostra que ⟨user⟩ mudou o status de ⟨host⟩ pra offline",
            "Device ⟨host⟩ (netbox id ⟨id⟩, serial ⟨serial⟩) dipindah ke rack R⟨id2⟩",
        ),
        _netbox,
    ),
    Kind(
        "kafka_topics_and_offsets",
        (
            "$ kafka-consumer-groups.sh --bootstrap-server ⟨b⟩:9094 --describe --group ⟨g⟩\n"
            "GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID  HOST\n"
            "⟨g⟩  ⟨t⟩  0  ⟨o1⟩  ⟨o2⟩  ⟨lag⟩  ⟨cons⟩  /⟨ip⟩",
            "security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule "
            'required username="⟨u⟩" password="${file:/etc/kafka/secrets/⟨u⟩.properties:'
            'password}";',
            "kafka-storage.sh format -t ⟨cid⟩ -c /etc/kafka/kraft/server.properties",
            "topic novo: ⟨th⟩ (o sufixo é hash do schema, não mexer)",
            '[sinks.kafka_acct.sasl]\nenabled = true\nmechanism = "SCRAM-SHA-512"\n'
            'username = "⟨u⟩"\npassword = "${KAFKA_SASL_PASSWORD}"',
            "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaUser\nmetadata:\n  name: ⟨u⟩\n"
            "spec:\n  authentication:\n    type: scram-sha-512\n    password:\n"
            "      valueFrom:\n        secretKeyRef:\n          name: ⟨u⟩-scram\n"
            "          key: password",
            "Lag do grupo ⟨g⟩ no ⟨t⟩ chegou a ⟨lag⟩ depois do deploy, consumer ⟨cons⟩",
            "Cluster ID KRaft di jkt1: ⟨cid⟩ (dari meta.properties)",
        ),
        _kafka,
    ),
    Kind(
        "trace_and_span_ids",
        (
            "traceparent: 00-⟨t⟩-⟨s⟩-01",
            "level=info ts=⟨ts⟩ caller=auth.go:88 traceID=⟨t⟩ spanID=⟨s⟩ "
            'msg="radius auth ok" took=⟨ms⟩ms',
            "https://grafana.⟨dom⟩/explore?left=%7B%22datasource%22:%22tempo%22,"
            "%22queries%22:%5B%7B%22query%22:%22⟨t⟩%22%7D%5D%7D",
            '{app="genieacs-cwmp"} |= "⟨t⟩"',
            '{"ts":"⟨ts⟩","level":"warn","msg":"cwmp session timeout","trace_id":"⟨t⟩",'
            '"span_id":"⟨s⟩","device":"⟨dev⟩"}',
            "Trace ⟨t⟩ nunjukin ⟨ms⟩ ms di query radcheck",
            "X-B3-TraceId: ⟨t⟩\nX-B3-SpanId: ⟨s⟩\nX-B3-Sampled: 1",
            "span ⟨s⟩ (trace ⟨t⟩) é o INSERT no radacct",
        ),
        _trace,
    ),
    Kind(
        "firmware_checksums",
        (
            "$ sha256sum MA5800-X7_V100R021C10SPC⟨n⟩.bin\n⟨h⟩  MA5800-X7_V100R021C10SPC⟨n⟩.bin",
            "routeros-7.⟨m⟩.⟨p⟩-arm64.npk  SHA256 ⟨h⟩ (confere com o site da MikroTik)",
            "junos-vmhost-install-mx-x86-64-23.4R2-S⟨p⟩.tgz\n  MD5: ⟨md5⟩\n  SHA1: ⟨sha1⟩\n"
            "  SHA256: ⟨h⟩",
            "- name: push firmware\n  ansible.builtin.get_url:\n"
            "    url: https://repo." + DOM_ID + "/fw/ztec600_v1.2.⟨n⟩.bin\n"
            "    dest: /srv/tftp/\n    checksum: sha256:⟨h⟩",
            "Firmware ONT EG8145V5 V5R020C10S⟨n⟩ sha512: ⟨h512⟩",
            "⟨host⟩#verify /md5 harddisk:/asr9k-x64-7.⟨m⟩.⟨p⟩.iso\n"
            "verify /md5 (harddisk:/asr9k-x64-7.⟨m⟩.⟨p⟩.iso) = ⟨md5⟩",
            "Checksum firmware OLT ZTE C600 dari portal vendor: ⟨h⟩ — cocok dengan file di "
            "jump host",
            "⟨h⟩  ONT-F670L-V9.0.⟨p⟩P1N⟨m⟩.bin\n⟨sha1⟩  (sha1 del mismo archivo)",
        ),
        _firmware,
    ),
    Kind(
        "cert_fingerprints",
        (
            "$ openssl x509 -noout -fingerprint -sha256 -in ⟨svc⟩.crt\nsha256 Fingerprint=⟨fp⟩",
            "The authenticity of host '⟨fq⟩ (⟨ip⟩)' can't be established.\n"
            "ED25519 key fingerprint is SHA256:⟨b43⟩.",
            "$ ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub\n"
            "256 SHA256:⟨b43⟩ root@⟨host⟩ (ED25519)",
            "Certificate Name: ⟨svc⟩." + DOM_ID + "\n    Serial Number: ⟨serial⟩\n"
            "    Key Type: ECDSA\n    Domains: ⟨svc⟩." + DOM_ID + "\n"
            "    Expiry Date: 2027-07-⟨dd⟩ 03:12:44+00:00 (VALID: ⟨days⟩ days)\n"
            "    Certificate Path: /etc/letsencrypt/live/⟨svc⟩." + DOM_ID + "/fullchain.pem\n"
            "    Private Key Path: /etc/letsencrypt/live/⟨svc⟩." + DOM_ID + "/privkey.pem",
            'pin-sha256="⟨b44⟩"  # SPKI do intermediário, usado no app do técnico',
            "Certificate fingerprint (SHA-256): ⟨fp⟩  (alias kafka-ca no truststore)",
            "Fingerprint do certificado novo do ⟨svc⟩ (SHA-256): ⟨fp⟩ — as ONTs validam "
            "pela CA, não por pin",
            "[admin@⟨host⟩] > /certificate print detail where name=acs-ca\n"
            ' 0 name="acs-ca" fingerprint="⟨hex64⟩" trusted=yes',
        ),
        _fingerprint,
    ),
    Kind(
        "public_keys_and_certs",
        (
            pem(_CERT, "⟨cert⟩"),
            pem(_PUBKEY, "⟨pub⟩"),
            "ssh-ed25519 ⟨ssh⟩ ⟨who⟩@nf-laptop",
            "set system login user oxidized class read-only authentication ssh-ed25519 "
            '"ssh-ed25519 ⟨ssh⟩ oxidized@nf"',
            "⟨sel⟩._domainkey." + DOM_BR + '. 3600 IN TXT "v=DKIM1; k=rsa; p=⟨rsapub⟩"',
            '{"kty":"EC","crv":"P-256","x":"⟨x⟩","y":"⟨y⟩"}  <- JWK público da conta ACME (só x/y)',
            "⟨fq⟩,⟨ip⟩ ssh-ed25519 ⟨ssh⟩",
            "fullchain do ⟨fq⟩ (só o cert, a chave fica em privkey.pem):\n\n"
            + pem(_CERT, "⟨cert⟩"),
            "Kunci publik SSH buat user ansible di ⟨host⟩:\nssh-ed25519 ⟨ssh⟩ ansible@nf",
        ),
        _pubkeys,
    ),
    Kind(
        "alert_routing_ids",
        (
            "receivers:\n  - name: noc-telegram\n    telegram_configs:\n"
            "      - bot_token_file: /etc/alertmanager/secrets/telegram_token\n"
            "        chat_id: ⟨chat⟩\n        parse_mode: HTML",
            "slack_configs:\n  - api_url_file: /etc/alertmanager/secrets/slack_noc_url\n"
            "    channel: '#noc-alerts'\n    send_resolved: true",
            '{"ok":true,"result":[{"update_id":⟨upd⟩,"message":{"message_id":⟨msg⟩,'
            '"chat":{"id":⟨chat⟩,"title":"NOC Nusantara Fibra","type":"supergroup"},'
            '"date":⟨epoch⟩,"text":"/ack OLTDown"}}]}',
            "TELEGRAM_CHAT_ID=⟨chat⟩\nTELEGRAM_BOT_TOKEN_FILE=/run/secrets/telegram_bot_token",
            "Slack: canal #noc-alerts = ⟨cid⟩, workspace ⟨tid⟩, bot user ⟨uid⟩",
            "Discord webhook id ⟨did⟩ (o token fica no Vault em kv/alerting/discord-noc)",
            "contact point noc-telegram (uid ⟨gid⟩) → chat ⟨chat⟩",
            'curl -s "https://api.telegram.org/bot${TELEGRAM_BOT_TOKEN}/sendMessage" '
            "-d chat_id=⟨chat⟩ -d text='teste'",
            "level=info ts=⟨ts⟩ caller=notify.go:848 component=dispatcher "
            'receiver=noc-telegram integration=telegram[0] msg="Notify success" attempts=1 '
            "chat_id=⟨chat⟩",
        ),
        _alerting,
    ),
    Kind(
        "aws_resource_ids",
        (
            "[profile nf-backup]\nrole_arn = arn:aws:iam::⟨acct⟩:role/oxidized-s3\n"
            "source_profile = nf-sso\nregion = ⟨region⟩",
            '$ aws sts get-caller-identity\n{\n    "UserId": "⟨aroa⟩:⟨user⟩",\n'
            '    "Account": "⟨acct⟩",\n'
            '    "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/NetOps/⟨user⟩"\n}',
            "$ aws s3api head-object --bucket ⟨bucket⟩ --key configs/latest.tar.gz\n{\n"
            '    "LastModified": "⟨ts⟩",\n    "ContentLength": ⟨len⟩,\n'
            '    "ETag": "\\"⟨md5⟩\\"",\n    "VersionId": "⟨vid⟩"\n}',
            "⟨i⟩ running t3.medium radius-⟨site⟩-aws (⟨vpc⟩, ⟨sg⟩)",
            "KMS do bucket: arn:aws:kms:⟨region⟩:⟨acct⟩:key/⟨kms⟩",
            "aws s3 cp configs.tar.gz s3://⟨bucket⟩/⟨d⟩/ --profile nf-backup",
            "Account ID AWS (bukan rahasia): ⟨acct⟩, bucket ⟨bucket⟩ di ⟨region⟩",
            "AWS_PROFILE=nf-backup\nAWS_REGION=⟨region⟩\n"
            "AWS_ROLE_ARN=arn:aws:iam::⟨acct⟩:role/loki-s3",
        ),
        _aws,
    ),
    Kind(
        "base64_non_secret",
        (
            "clusters:\n- cluster:\n    certificate-authority-data: ⟨ca⟩\n"
            "    server: https://⟨cl⟩.k8s." + DOM_ID + ":6443\n  name: ⟨cl⟩\nusers:\n"
            "- name: oidc\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1\n"
            "      command: kubectl\n      args: [oidc-login, get-token]",
            "$ echo -n '⟨host⟩' | base64\n⟨hb⟩",
            "offset ⟨off⟩: value=⟨eb⟩",
            "binaryData:\n  dictionary.nusafibra: ⟨db⟩",
            "user_data (base64) do template radius:\n⟨cb⟩",
            "x-amz-checksum-sha256: ⟨sum⟩\nContent-MD5: ⟨md5b⟩",
            "Field `payload` di event Kafka itu base64 JSON biasa: ⟨eb⟩ → ⟨event⟩",
            "aws s3api put-object --bucket nf-oxidized-backup --key ⟨key⟩ --body ⟨key⟩ "
            "--content-md5 ⟨md5b⟩",
        ),
        _b64,
    ),
)
