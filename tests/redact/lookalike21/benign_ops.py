"""Benign look-alikes from the systems the developer runs: SAP document numbers and GUIDs,
Azure resource and Power BI ids, Service Bus strings without keys, broker message ids,
correlation ids, git SHAs, database identifiers, iPaaS ids, certificate serials and
thumbprints, public certificates and public SSH/PGP keys. Each must come out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike21.gen import (
    CERT,
    DB_HOSTS,
    EH_NAMESPACES,
    INTERNAL_HOSTS,
    PGP_PUB,
    PUBKEY,
    SAP_HTTP,
    SB_NAMESPACES,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    begin,
    colon_hex,
    day,
    digits,
    end,
    hexs,
    indent,
    num,
    partner,
    pgp_public_body,
    pick,
    spki_rsa_body,
    ssh_ed25519_pub,
    ssh_fingerprint,
    ssh_rsa_pub,
    uhexs,
    uuid4,
    x509_body,
)

B_CERT, E_CERT = begin(CERT), end(CERT)
B_PUB, E_PUB = begin(PUBKEY), end(PUBKEY)
B_PGPPUB, E_PGPPUB = begin(PGP_PUB), end(PGP_PUB)


def _p(r: Random) -> dict[str, str]:
    name, domain, edi_id = partner(r)
    return {"partner": name, "pdomain": domain, "pid": edi_id}


def _t(r: Random) -> str:
    return f"{r.randint(6, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def _sap(r: Random) -> dict[str, str]:
    guid = "005056" + uhexs(r, 26)
    return {
        "idoc": "0000000" + num(r, 9),
        "idoc2": "0000000" + num(r, 9),
        "deliv": "80" + digits(r, 6),
        "shp": "1" + digits(r, 7),
        "tr": r.choice(("S4DK", "S4QK")) + "9" + digits(r, 5),
        "tr2": r.choice(("S4DK", "S4QK")) + "9" + digits(r, 5),
        "guid": guid,
        "guid_dash": f"{guid[:8]}-{guid[8:12]}-{guid[12:16]}-{guid[16:20]}-{guid[20:]}".lower(),
        "billing": "90" + digits(r, 6),
        "fi": "14" + digits(r, 8),
        "host": r.choice(SAP_HTTP),
        "d": day(r),
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tid": uuid4(r),
        "ws": uuid4(r),
        "rep": uuid4(r),
        "ds": uuid4(r),
        "gw": uuid4(r),
        "oid": uuid4(r),
        "cid": uuid4(r),
        "sec": hexs(r, 20),
        "ns": r.choice(SB_NAMESPACES),
        "rg": r.choice(("rg-edi-prod", "rg-integration-prod", "rg-powerbi")),
        "d": day(r),
    }


def _queue_table(r: Random) -> str:
    names = r.sample(
        [
            "sbq-edi-214-inbound",
            "sbq-asn-856",
            "sbq-iftsta",
            "sbq-carta-porte",
            "sbq-204-tender",
            "sbq-210-invoice",
            "sbq-p44-events",
        ],
        3,
    )
    rows = "\n".join(f"{n:<20}  {r.randint(0, 4000)}" for n in names)
    return f"Name                  Count\n--------------------  -------\n{rows}"


def _servicebus(r: Random) -> dict[str, str]:
    return {
        "ns": r.choice(SB_NAMESPACES),
        "eh": r.choice(EH_NAMESPACES),
        "pol": r.choice(("send-214", "listen-214", "mule-send", "powerbi-listen")),
        "table": _queue_table(r),
        "topic": r.choice(("sbt-edi-events", "sbt-tracking", "sbt-customs")),
        "sub1": r.choice(("sbs-powerbi-feed", "sbs-archive")),
        "sub2": r.choice(("sbs-s4-inbound", "sbs-alerts")),
        "rule": r.choice(("only-214", "partner-filter", "mx-only")),
        "pcount": r.choice(("4", "8", "16", "32")),
        "days": r.choice(("1", "3", "7")),
        "func": r.choice(("func-edi-214-prod", "func-asn-856-prod", "func-iftsta-prod")),
        **_p(r),
    }


def _broker(r: Random) -> dict[str, str]:
    return {
        "ctag": b64url(r, 16),
        "gen": b64url(r, 16),
        "pid1": str(r.randint(100, 9999)),
        "seq": num(r, r.choice((5, 7, 11))),
        "lock": uuid4(r),
        "mid": r.choice((uuid4(r), hexs(r, 32))),
        "off": num(r, r.choice((8, 10, 12))),
        "part": str(r.randint(0, 31)),
        "tag": str(r.randint(1, 90000)),
        "alock": b64(r, r.choice((48, 60))),
        "d": day(r),
        "t": _t(r),
    }


def _correlation(r: Random) -> dict[str, str]:
    return {
        "tr": hexs(r, 32),
        "span": hexs(r, 16),
        "u": uuid4(r),
        "u2": uuid4(r),
        "ups_trans": pick(r, UPPER_ALNUM, 10) + "-" + digits(r, 13),
        "d": day(r),
        "t": _t(r),
        "ms": str(r.randint(100, 999)),
    }


def _git(r: Random) -> dict[str, str]:
    s1 = hexs(r, 40)
    return {
        "sha": s1,
        "sha2": hexs(r, 40),
        "s1": s1[:7],
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "s8": s1[:8],
        "n": str(r.randint(10, 40)),
        "k": str(r.randint(1, 30)),
        "pr": str(r.randint(100, 2400)),
        "d": day(r),
        **_p(r),
    }


def _sql_id(r: Random) -> str:
    return pick(r, "0123456789abcdfghjkmnpqrstuvwxyz", 13)


def _db(r: Random) -> dict[str, str]:
    return {
        "sqlid": _sql_id(r),
        "phv": num(r, 10),
        "dbid": num(r, 10),
        "host": r.choice(DB_HOSTS[2:]),
        "qh": uhexs(r, 16),
        "ph": "06000500" + uhexs(r, 24) + "01000000" + "0" * 88,
        "pdb": uhexs(r, 32),
        "scn": num(r, 11),
        "spid": str(r.randint(51, 400)),
        "d": day(r),
    }


def _ipaas(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "proc": uuid4(r),
        "atom": uuid4(r),
        "comp": uuid4(r),
        "org": uuid4(r),
        "env": uuid4(r),
        "dep": uuid4(r),
        "acct": "tresmareslogistica-" + pick(r, UPPER_ALNUM, 6),
        "app": r.choice(
            ("tmx-edi-214-papi", "tmx-carrier-sapi", "tmx-iftmin-xapi", "tmx-asn-papi")
        ),
        "rev": str(r.randint(2, 60)),
        "d": day(r),
    }


def _certs(r: Random) -> dict[str, str]:
    tp = uhexs(r, 40)
    return {
        "serhex": uhexs(r, 32),
        "sercolon": colon_hex(r, 16, upper=False),
        "fp256": colon_hex(r, 32),
        "tp": tp,
        "tp2": uhexs(r, 40),
        "nocert": "00001000000" + num(r, 9),
        "d": str(r.randint(1, 28)),
        "dd": day(r),
        **_p(r),
    }


def _pubcerts(r: Random) -> dict[str, str]:
    cert = x509_body(r)
    return {
        "cert": cert,
        "cert2": x509_body(r),
        "cert_ind": indent(cert, "    "),
        "certline": cert.replace("\n", ""),
        "pub": spki_rsa_body(r),
        "alias": r.choice(("enc", "sign", "2027")),
        **_p(r),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    body, crc = pgp_public_body(r)
    fpr = uhexs(r, 40)
    spaced = " ".join(fpr[i : i + 4] for i in range(0, 40, 4))
    return {
        "edpub": ssh_ed25519_pub(r),
        "rsapub": ssh_rsa_pub(r),
        "fp": ssh_fingerprint(r),
        "body": body,
        "crc": crc,
        "gfp": spaced[:24] + " " + spaced[24:],
        "host": r.choice(("sftp.", "mft.", "edi.")) + partner(r)[1],
        "ip": f"{r.randint(20, 210)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "comment": r.choice(
            ("tmx-sftp@mty", "edi@edi-gw01", "rodrigo@TMX-LT-044", "boomi-atom@ist")
        ),
        "ihost": r.choice(INTERNAL_HOSTS),
        "d": day(r),
        **_p(r),
    }


OPS: tuple[Kind, ...] = (
    Kind(
        "sap_document_numbers_and_guids",
        (
            "WE02: IDoc ⟨idoc⟩ status 51 'Delivery ⟨deliv⟩ does not exist'; reprocessed with "
            "BD87 → IDoc ⟨idoc2⟩ status 53",
            "| IDoc | Tipo | Status | Documento |\n|---|---|---|---|\n| ⟨idoc⟩ | DESADV | 53 | "
            "⟨deliv⟩ |\n| ⟨idoc2⟩ | SHPMNT05 | 51 | ⟨shp⟩ |",
            "Transport request ⟨tr⟩ (Z_EDI_214_MAP) imported to S4Q; ⟨tr2⟩ waiting for CAB",
            "GET https://⟨host⟩/sap/opu/odata/sap/API_OUTBOUND_DELIVERY_SRV;v=0002/"
            "A_OutbDeliveryHeader('⟨deliv⟩') → 200",
            "SRT_MONI message ID ⟨guid⟩ (= ⟨guid_dash⟩ in the CPI log) for shipment ⟨shp⟩",
            "Factura SAP ⟨billing⟩ (VF01) contabilizada, documento contable ⟨fi⟩ / 2027",
            '{"d":{"__metadata":{"id":"https://⟨host⟩/sap/opu/odata/sap/API_OUTBOUND_DELIVERY_SRV;'
            'v=0002/A_OutbDeliveryHeader(\'⟨deliv⟩\')"},"DeliveryDocument":"⟨deliv⟩",'
            '"ShippingPoint":"MTY1"}}',
        ),
        _sap,
    ),
    Kind(
        "azure_and_powerbi_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.ServiceBus/namespaces/⟨ns⟩",
            "https://app.powerbi.com/groups/⟨ws⟩/reports/⟨rep⟩/ReportSection⟨sec⟩?ctid=⟨tid⟩"
            "&experience=power-bi",
            "AZURE_TENANT_ID=⟨tid⟩\nAZURE_SUBSCRIPTION_ID=⟨sub⟩\nPOWERBI_WORKSPACE_ID=⟨ws⟩\n"
            "POWERBI_DATASET_ID=⟨ds⟩",
            "az role assignment create --assignee ⟨oid⟩ --role 'Azure Service Bus Data Receiver' "
            "--scope /subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.ServiceBus/"
            "namespaces/⟨ns⟩",
            "Workspace de Power BI 'Operaciones MTY' = ⟨ws⟩, dataset 'OTIF 214' = ⟨ds⟩; el "
            "refresh falla por el gateway ⟨gw⟩",
            "Managed identity of func-edi-214-prod: principalId ⟨oid⟩, clientId ⟨cid⟩",
        ),
        _azure,
    ),
    Kind(
        "servicebus_strings_without_keys",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;Authentication=Managed Identity",
            '"ServiceBusConnection__fullyQualifiedNamespace": "⟨ns⟩.servicebus.windows.net"',
            "SharedAccessKeyName=⟨pol⟩ on ⟨ns⟩; the key itself is in Key Vault (secret "
            "sb-⟨pol⟩), ⟨func⟩ reads it by reference",
            "$ az servicebus queue list -g rg-edi-prod --namespace-name ⟨ns⟩ --query "
            '"[].{Name:name, Count:messageCount}" -o table\n⟨table⟩',
            "Topic ⟨topic⟩ → subscriptions ⟨sub1⟩, ⟨sub2⟩; rule ⟨rule⟩: partner = '⟨pid⟩'",
            "⟨eh⟩/samsara-positions: consumer group cg-powerbi, ⟨pcount⟩ partitions, retention "
            "⟨days⟩ days",
            "bootstrap.servers=⟨eh⟩.servicebus.windows.net:9093\nsecurity.protocol=SASL_SSL\n"
            "sasl.mechanism=OAUTHBEARER",
        ),
        _servicebus,
    ),
    Kind(
        "broker_message_and_consumer_ids",
        (
            "$ rabbitmqctl list_consumers -p edi\nListing consumers in vhost edi ...\n"
            "queue_name\tchannel_pid\tconsumer_tag\tack_required\tprefetch_count\tactive\n"
            "edi.214.inbound\t<rabbit@mq01.1.⟨pid1⟩.0>\tamq.ctag-⟨ctag⟩\ttrue\t50\ttrue",
            "Service Bus dead-letter: SequenceNumber ⟨seq⟩, LockToken ⟨lock⟩, MessageId ⟨mid⟩, "
            "DeadLetterReason MaxDeliveryCountExceeded",
            "partition ⟨part⟩, offset ⟨off⟩, sequence ⟨seq⟩, enqueued 2027-06-⟨d⟩T⟨t⟩Z",
            "amq.gen-⟨gen⟩ (exclusive, auto-delete) is the reply queue of the RPC client, not ours",
            '{"messageId":"⟨mid⟩","lockId":"⟨alock⟩","deliveryCount":3}  (Anypoint MQ, '
            "edi-events-dlq)",
            "El mensaje ⟨mid⟩ se reintentó 10 veces (delivery tag ⟨tag⟩) y terminó en edi.214.dlq",
        ),
        _broker,
    ),
    Kind(
        "correlation_and_request_ids",
        (
            "traceparent: 00-⟨tr⟩-⟨span⟩-01",
            "x-correlation-id: ⟨u⟩ (Mule) ↔ transactionId ⟨u2⟩ (FedEx response)",
            "2027-06-⟨d⟩T⟨t⟩.⟨ms⟩Z ERROR tmx-carrier-sapi [correlationId=⟨u⟩] UPS returned 401; "
            "transId ⟨ups_trans⟩",
            "x-ms-request-id: ⟨u⟩\nx-ms-client-request-id: ⟨u2⟩\nx-ms-version: 2022-11-02",
            "Hata kaydı: correlation ⟨u⟩, operation_Id ⟨tr⟩ (App Insights)",
            "requests | where operation_Id == '⟨tr⟩' | project timestamp, name, resultCode",
            "Mã tham chiếu ⟨u⟩: project44 trả 429, thử lại sau ⟨ms⟩ ms",
        ),
        _correlation,
    ),
    Kind(
        "git_commit_shas",
        (
            "$ git log --oneline -3\n⟨s1⟩ (HEAD -> main, origin/main) 214: map AT7 X6 to "
            "'En tránsito'\n⟨s2⟩ fix ISA06 padding for ⟨pid⟩\n⟨s3⟩ bump OpenAS2 to 3.9",
            "Deployed ⟨sha⟩ to edi-gw01 (tag v2.⟨n⟩.0); rollback target ⟨sha2⟩",
            "git describe → v2.⟨n⟩.0-⟨k⟩-g⟨s8⟩",
            "Merged PR !⟨pr⟩ (⟨sha⟩): IFTSTA STS+1+25 → DEL",
            "El commit ⟨sha⟩ rompió el mapeo del 856 de ⟨partner⟩; revert en ⟨sha2⟩",
            "Pipeline edi-maps-ci #2027.06.⟨d⟩.⟨k⟩ · sourceVersion ⟨sha⟩ · succeeded",
        ),
        _git,
    ),
    Kind(
        "database_identifiers_and_keyless_connections",
        (
            "SQL_ID ⟨sqlid⟩, PLAN_HASH_VALUE ⟨phv⟩ — full scan on EDI_STAGE.INBOUND_214",
            "SQL> select dbid, name from v$database;\n\n      DBID NAME\n---------- ---------\n"
            "⟨dbid⟩ WMSPRD",
            "sqlplus /@WMSPRD   # wallet auto-login, no password on the command line",
            "Server=⟨host⟩;Database=TMS_MTY;Authentication=Active Directory Managed Identity;"
            "Encrypt=True;",
            "query_hash 0x⟨qh⟩, plan_handle 0x⟨ph⟩ (sys.dm_exec_query_stats, session ⟨spid⟩)",
            "PDB GUID ⟨pdb⟩, current SCN ⟨scn⟩",
            "Server=⟨host⟩;Database=TMS_MTY;Integrated Security=SSPI;TrustServerCertificate=False",
        ),
        _db,
    ),
    Kind(
        "ipaas_process_and_app_ids",
        (
            "Boomi execution-⟨u⟩-2027.06.⟨d⟩ failed on shape 'Map 214 → IDoc'; process ⟨proc⟩, "
            "atom ⟨atom⟩",
            "MuleSoft org ⟨org⟩ / env Production ⟨env⟩ / app ⟨app⟩",
            "BOOMI_ACCOUNT_ID=⟨acct⟩\nBOOMI_USERNAME=BOOMI_TOKEN.integraciones@tresmareslog.com\n"
            "BOOMI_TOKEN=${BOOMI_TOKEN}",
            "anypoint-cli-v4 runtime-mgr cloudhub-application describe ⟨app⟩ → deploymentId ⟨dep⟩",
            "Boomi component ⟨comp⟩ (Map: IFTSTA → 214) revision ⟨rev⟩",
            "El proceso de Boomi ⟨proc⟩ corre en el atom ⟨atom⟩ (Molecule MTY)",
        ),
        _ipaas,
    ),
    Kind(
        "certificate_serials_and_thumbprints",
        (
            "$ openssl x509 -in tmx_as2_2027.crt -noout -serial -fingerprint -sha256 -dates\n"
            "serial=⟨serhex⟩\nsha256 Fingerprint=⟨fp256⟩\nnotBefore=Jun ⟨d⟩ 00:00:00 2027 GMT\n"
            "notAfter=Jun ⟨d⟩ 23:59:59 2029 GMT",
            "PS C:\\> Get-ChildItem Cert:\\LocalMachine\\My | Format-Table Thumbprint, Subject\n\n"
            "Thumbprint                                Subject\n"
            "----------                                -------\n"
            "⟨tp⟩  CN=as2.tresmareslog.com\n⟨tp2⟩  CN=sftp.tresmareslog.com",
            "Serial Number:\n    ⟨sercolon⟩\nIssuer: C=US, O=DigiCert Inc, CN=DigiCert Global G2 "
            "TLS RSA SHA256 2020 CA1",
            "Número de certificado de la e.firma: ⟨nocert⟩ (vigente hasta 2031)",
            "⟨partner⟩ pinned our cert by SHA-1 thumbprint ⟨tp⟩; the new one is ⟨tp2⟩. Send "
            "them the .cer, never the .pfx",
            "Sertifika parmak izi (SHA-256): ⟨fp256⟩",
        ),
        _certs,
    ),
    Kind(
        "public_certificates_and_keys",
        (
            "⟨partner⟩'s public AS2 cert (encryption), imported as alias ⟨pid⟩-⟨alias⟩:\n\n"
            + B_CERT
            + "\n⟨cert⟩\n"
            + E_CERT,
            B_CERT + "\n⟨cert⟩\n" + E_CERT,
            "Public key of ⟨partner⟩'s signing cert (openssl x509 -pubkey -noout):\n"
            + B_PUB
            + "\n⟨pub⟩\n"
            + E_PUB,
            "El .cer de la e.firma (público) en base64, una sola línea: ⟨certline⟩",
            "Karşı tarafın açık sertifika zinciri:\n"
            + B_CERT
            + "\n⟨cert⟩\n"
            + E_CERT
            + "\n"
            + B_CERT
            + "\n⟨cert2⟩\n"
            + E_CERT,
            "partner:\n  as2_id: ⟨pid⟩\n  encryption_cert: |\n    "
            + B_CERT
            + "\n⟨cert_ind⟩\n    "
            + E_CERT,
        ),
        _pubcerts,
    ),
    Kind(
        "public_ssh_and_pgp_keys",
        (
            "ssh-ed25519 ⟨edpub⟩ ⟨comment⟩",
            "⟨host⟩ ssh-ed25519 ⟨edpub⟩",
            "The authenticity of host '⟨host⟩ (⟨ip⟩)' can't be established.\n"
            "ED25519 key fingerprint is ⟨fp⟩.\nThis key is not known by any other names.\n"
            "Are you sure you want to continue connecting (yes/no/[fingerprint])? yes",
            "Clave PGP pública de ⟨partner⟩ (ciframos los 214 con ésta):\n\n"
            + B_PGPPUB
            + "\n\n⟨body⟩\n⟨crc⟩\n"
            + E_PGPPUB,
            "$ gpg --fingerprint edi@⟨pdomain⟩\n"
            "pub   rsa4096 2027-06-⟨d⟩ [SC] [expires: 2029-06-⟨d⟩]\n"
            "      ⟨gfp⟩\nuid           [ unknown] ⟨partner⟩ EDI <edi@⟨pdomain⟩>",
            "Llave pública que mandamos a ⟨partner⟩ para el SFTP: ssh-rsa ⟨rsapub⟩ ⟨comment⟩",
            "Khóa công khai của máy ⟨ihost⟩ gửi cho ⟨partner⟩: ssh-ed25519 ⟨edpub⟩ ⟨comment⟩",
        ),
        _pubkeys,
    ),
)
