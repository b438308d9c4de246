"""Benign: certificates and public keys, AD/Kerberos/LDAP ids, SAML and SCIM, Okta ids,
Vault/CyberArk metadata without values, Windows security events."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike12.gen import (
    ALNUM,
    BEGIN,
    DASHES,
    END,
    Kind,
    b64,
    clock,
    day,
    domain_sid,
    fake_name,
    guid_bytes_le,
    hexs,
    hexu,
    iso,
    num,
    pick,
    sid_bytes,
    thumbprint,
    uuid4,
    wrap,
)

_CERT = "CERTIFICATE" + DASHES
_CSR = "CERTIFICATE REQUEST" + DASHES
_HOSTS = (
    "claims-api.mhc.internal",
    "portal.meridale-health.net",
    "edi-gw.mhc.internal",
    "mirth01.mhc.internal",
    "sso.meridale-health.net",
)


def _thumbs(r: Random) -> dict[str, str]:
    return {
        "t1": thumbprint(r),
        "t2": thumbprint(r),
        "t3": thumbprint(r).lower(),
        "app": uuid4(r),
        "h1": r.choice(_HOSTS),
        "h2": r.choice(_HOSTS),
        "m": str(r.randint(1, 12)),
        "d": str(r.randint(1, 28)),
    }


def _certutil(r: Random) -> dict[str, str]:
    return {
        "serial": hexs(r, 38),
        "hash": hexs(r, 40),
        "guid": uuid4(r),
        "uniq": hexs(r, 32),
        "mguid": uuid4(r),
        "host": r.choice(_HOSTS),
        "d": str(r.randint(1, 28)),
    }


def _pem_cert(r: Random) -> dict[str, str]:
    body = "MIIG" + r.choice("nopqr") + "zCCBW+gAwIBAgIQ" + b64(r, r.choice((700, 760, 820)))
    return {
        "body": wrap(body, 64),
        "host": r.choice(_HOSTS),
        "thumb": thumbprint(r),
        "serial": hexs(r, 32),
    }


def _csr(r: Random) -> dict[str, str]:
    body = "MIIC" + r.choice("vwxyz") + "jCCAb4CAQAw" + b64(r, r.choice((480, 520, 560)))
    return {"body": wrap(body, 64), "host": r.choice(_HOSTS), "n": num(r, 4)}


def _ssh_blob(kind: bytes, payload: bytes) -> str:
    return base64.b64encode(len(kind).to_bytes(4, "big") + kind + payload).decode()


def _pubkeys(r: Random) -> dict[str, str]:
    ed = _ssh_blob(b"ssh-ed25519", (32).to_bytes(4, "big") + r.randbytes(32))
    modulus = b"\x00" + r.randbytes(384)
    rsa = _ssh_blob(
        b"ssh-rsa",
        (3).to_bytes(4, "big") + b"\x01\x00\x01" + len(modulus).to_bytes(4, "big") + modulus,
    )
    return {
        "ed": ed,
        "rsa": rsa,
        "n": base64.urlsafe_b64encode(r.randbytes(256)).decode().rstrip("="),
        "kid": pick(r, ALNUM + "-_", 43),
        "x5t": base64.urlsafe_b64encode(r.randbytes(20)).decode().rstrip("="),
        "user": r.choice(("zztest.kiwi", "ado-agent", "mirth-deploy", "ansible")),
        "fp": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
    }


def _pfx(r: Random) -> dict[str, str]:
    return {
        "lk": " ".join(hexu(r, 2) for _ in range(20)),
        "host": r.choice(_HOSTS),
        "name": r.choice(("portal-2025", "claims-api-2025", "saml-sp-2025", "edi-gw-2025")),
        "thumb": thumbprint(r),
        "kv": r.choice(("kv-portal-prd-eus2", "kv-claims-prd-eus2")),
    }


def _sids(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    dom = domain_sid(r)
    return {
        "dom": dom,
        "rid": str(r.randint(1100, 98000)),
        "rid2": str(r.randint(1100, 98000)),
        "rid3": str(r.randint(1100, 98000)),
        "user": f"{fam.lower()}.{given.lower()}",
        "grp": r.choice(("GG-Claims-Batch-Operators", "GG-Portal-Support", "GG-EDI-Readers")),
    }


def _aduser(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    guid = uuid4(r)
    return {
        "fam": fam.title(),
        "given": given,
        "sam": f"{fam.lower()}.{given.lower()}",
        "guid": guid,
        "imm": base64.b64encode(guid_bytes_le(guid)).decode(),
        "dom": domain_sid(r),
        "rid": str(r.randint(1100, 98000)),
        "ou": r.choice(("Contractors", "Employees", "Service Accounts")),
    }


def _ldif(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    guid = uuid4(r)
    sid = f"{domain_sid(r)}-{r.randint(1100, 98000)}"
    return {
        "fam": fam.title(),
        "given": given,
        "sam": f"{fam.lower()}.{given.lower()}",
        "guid": guid,
        "bguid": base64.b64encode(guid_bytes_le(guid)).decode(),
        "sid": sid,
        "bsid": base64.b64encode(sid_bytes(sid)).decode(),
        "pls": "1338" + num(r, 14),
        "grp": r.choice(("GG-Claims-Batch-Operators", "GG-Portal-Support", "GG-EDI-Readers")),
    }


def _klist(r: Random) -> dict[str, str]:
    return {
        "logon": hexs(r, 6),
        "d": str(r.randint(3, 31)),
        "t": f"{r.randint(7, 11)}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
        "kvno": str(r.randint(2, 9)),
        "svc": r.choice(("svc_claims", "svc_portal", "svc_ssis", "svc_mirth")),
        "host": r.choice(_HOSTS),
        "dc": r.choice(("dc01", "dc02", "dc03")),
    }


def _saml_meta(r: Random) -> dict[str, str]:
    return {
        "cert": "MIIDqDCCApCgAwIBAgIGAY" + b64(r, r.choice((600, 640, 680))),
        "exk": "exk" + pick(r, ALNUM, 17),
        "org": r.choice(("mhc", "meridale", "meridale-health")),
        "app": r.choice(("box", "servicenow", "looker", "docusign")),
        "thumb": thumbprint(r),
    }


def _saml_sig(r: Random) -> dict[str, str]:
    return {
        "id": "id" + num(r, 18) + num(r, 9),
        "resp": "_" + hexs(r, 40),
        "irt": "_" + hexs(r, 40),
        "dv": b64(r, 32),
        "sv": wrap(b64(r, 256), 76),
        "sv1": b64(r, 256),
        "ts": iso(r),
        "user": "zztest." + r.choice(("kiwi", "quokka", "pixel")) + "@meridale-health.net",
    }


def _scim(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    return {
        "id": uuid4(r),
        "ext": "00u" + pick(r, ALNUM, 17),
        "ver": hexs(r, 16),
        "fam": fam.title(),
        "given": given,
        "user": f"{given.lower()}.{fam.lower()}@meridale-health.net",
        "ts": iso(r),
        "grp": uuid4(r),
    }


def _okta(r: Random) -> dict[str, str]:
    return {
        "u": "00u" + pick(r, ALNUM, 17),
        "g": "00g" + pick(r, ALNUM, 17),
        "a": "0oa" + pick(r, ALNUM, 17),
        "p": "00p" + pick(r, ALNUM, 17),
        "ev": uuid4(r),
        "tx": pick(r, ALNUM + "-_", 27),
        "ts": iso(r),
        "app": r.choice(("Box", "ServiceNow", "Looker", "Splunk Cloud", "DocuSign")),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "created": iso(r),
        "updated": iso(r),
        "ver": str(r.randint(2, 40)),
        "lease": pick(r, ALNUM, 24),
        "acc": hexs(r, 8),
        "path": r.choice(("claims/sqlserver", "edi/sftp-availity", "portal/b2c", "dw/bigquery")),
        "ttl": r.choice(("1h", "768h", "24h")),
    }


def _cyberark(r: Random) -> dict[str, str]:
    return {
        "host": r.choice(("sqlclaims01", "sqlclaims02", "oradw01", "sftp-edi")),
        "acct": f"{r.randint(20, 99)}_{r.randint(1, 900)}",
        "d": str(r.randint(3, 28)),
        "app": r.choice(("ClaimsBatch", "MirthEDI", "SSISNightly")),
        "req": uuid4(r),
    }


def _events(r: Random) -> dict[str, str]:
    return {
        "dom": domain_sid(r),
        "rid": str(r.randint(1100, 98000)),
        "ip": f"10.{r.randint(10, 60)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        "logon": "0x" + hexu(r, 6),
        "svc": r.choice(("svc_claims", "svc_portal", "svc_ssis", "zztest.kiwi")),
        "ts": f"{day(r)} {clock(r)}",
        "ws": "MHC-" + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 7),
        "proc": "0x" + hexs(r, 4),
    }


def _gmsa(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(("gmsa-claims", "gmsa-ssis", "gmsa-mirth")),
        "dom": domain_sid(r),
        "rid": str(r.randint(1100, 98000)),
        "guid": uuid4(r),
        "bytes": ", ".join(str(r.randint(0, 255)) for _ in range(12)),
        "host": r.choice(("APPCLM01", "APPCLM02", "SSIS01")),
    }


IDENTITY: tuple[Kind, ...] = (
    Kind(
        "cert_store_thumbprints",
        (
            "PS C:\\> Get-ChildItem Cert:\\LocalMachine\\My | Format-Table Thumbprint, Subject\n\n"
            "Thumbprint                                Subject\n----------                      "
            "          -------\n⟨t1⟩  CN=⟨h1⟩\n⟨t2⟩  CN=⟨h2⟩",
            "netsh http show sslcert ipport=0.0.0.0:443\n    IP:port                      : "
            "0.0.0.0:443\n    Certificate Hash             : ⟨t3⟩\n    Application ID              "
            " "
            ": {⟨app⟩}\n    Certificate Store Name       : My",
            "IIS binding on ⟨h1⟩ now uses ⟨t1⟩ (expires ⟨m⟩/⟨d⟩/2026); the old ⟨t2⟩ can be "
            "removed after the F5 is updated",
        ),
        _thumbs,
    ),
    Kind(
        "certutil_store_dump",
        (
            "certutil -store My ⟨hash⟩\n================ Certificate 0 ================\nSerial "
            "Number: ⟨serial⟩\nIssuer: CN=MHC Issuing CA 02, DC=corp, DC=mhc, DC=internal\nSubject:"
            " "
            "CN=⟨host⟩\nCert Hash(sha1): ⟨hash⟩\n  Key Container = te-MHCWebServer-⟨guid⟩\n  "
            "Unique container name: ⟨uniq⟩_⟨mguid⟩\n  Provider = Microsoft Software Key Storage "
            "Provider\nPrivate key is NOT exportable\nEncryption test passed",
            "CA issued ⟨host⟩ with serial ⟨serial⟩ on 3/⟨d⟩/2025; sha1 hash ⟨hash⟩ — key is in "
            "the machine KSP, marked non-exportable",
            "Key container te-MHCWebServer-⟨guid⟩ → file C:\\ProgramData\\Microsoft\\Crypto\\Keys\\"
            "⟨uniq⟩_⟨mguid⟩; granted Read to IIS AppPool\\claims-api",
        ),
        _certutil,
    ),
    Kind(
        "public_certificate_pem",
        (
            BEGIN + _CERT + "\n⟨body⟩\n" + END + _CERT + "\n(intermediate for ⟨host⟩, "
            "downloaded from the CA's AIA URL — public)",
            "Server certificate presented by ⟨host⟩:443 (openssl s_client -showcerts):\n"
            + BEGIN
            + _CERT
            + "\n⟨body⟩\n"
            + END
            + _CERT,
            "SAML SP signing cert for ⟨host⟩ (public half only, thumbprint ⟨thumb⟩, serial "
            "⟨serial⟩):\n" + BEGIN + _CERT + "\n⟨body⟩\n" + END + _CERT,
        ),
        _pem_cert,
    ),
    Kind(
        "certificate_signing_requests",
        (
            BEGIN + _CSR + "\n⟨body⟩\n" + END + _CSR + "\n(CSR for ⟨host⟩, sent in ticket RITM00"
            "⟨n⟩0)",
            "$ openssl req -new -newkey rsa:3072 -keyout ⟨host⟩.key -out ⟨host⟩.csr -subj "
            '"/C=US/ST=Illinois/O=Meridale Health/CN=⟨host⟩"  # key stays on the box; ticket ⟨n⟩',
            '[NewRequest]\nSubject = "CN=⟨host⟩"\nKeyLength = 3072\nExportable = FALSE\n'
            'MachineKeySet = TRUE\nProviderName = "Microsoft Software Key Storage Provider"\n'
            "; certreq -new request.inf ⟨host⟩-⟨n⟩.req",
        ),
        _csr,
    ),
    Kind(
        "ssh_and_jwks_public_keys",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨user⟩@mhc — added to the ADO agent's authorized_keys",
            "ssh-rsa ⟨rsa⟩ ⟨user⟩@sftp-edi",
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","x5t":"⟨x5t⟩","n":"⟨n⟩","e":"AQAB"}]}',
            "Host key of the clearinghouse SFTP changed: SHA256:⟨fp⟩ (confirmed with their NOC "
            "before updating known_hosts)",
        ),
        _pubkeys,
        n=6,
    ),
    Kind(
        "pfx_inspection",
        (
            "$ openssl pkcs12 -info -in ⟨name⟩.pfx -nokeys -passin env:PFX_PASS\nMAC: sha256, "
            "Iteration 2048\nMAC length: 32, salt length: 8\nPKCS7 Encrypted data: PBES2, PBKDF2, "
            "AES-256-CBC, Iteration 2048, PRF hmacWithSHA256\nCertificate bag\nBag Attributes\n"
            "    localKeyID: ⟨lk⟩\n    friendlyName: ⟨name⟩\nsubject=CN = ⟨host⟩",
            "Import-PfxCertificate -FilePath .\\⟨name⟩.pfx -CertStoreLocation "
            "Cert:\\LocalMachine\\My "
            '-Password (Read-Host -AsSecureString -Prompt "PFX password")  # → ⟨thumb⟩',
            "az keyvault certificate import --vault-name ⟨kv⟩ -n ⟨name⟩ -f ⟨name⟩.pfx --password "
            '"$PFX_PASS"  (PFX_PASS read from CyberArk in the same shell; thumbprint ⟨thumb⟩)',
        ),
        _pfx,
    ),
    Kind(
        "ad_security_identifiers",
        (
            "whoami /user\n\nUSER INFORMATION\n----------------\n\nUser Name          SID\n"
            "================== ==============================================\nmhc\\⟨user⟩ "
            "⟨dom⟩-⟨rid⟩",
            "ACL on D:\\EDI\\outbound: ⟨dom⟩-⟨rid2⟩ (gMSA) Modify, S-1-5-32-544 FullControl, "
            "S-1-5-18 FullControl",
            "Get-ADGroup ⟨grp⟩ → SID ⟨dom⟩-⟨rid3⟩; orphaned ACE ⟨dom⟩-⟨rid⟩ belonged to a "
            "deleted contractor account",
        ),
        _sids,
    ),
    Kind(
        "ad_user_object_guids",
        (
            "DistinguishedName : CN=⟨fam⟩ "
            "⟨given⟩,OU=⟨ou⟩,OU=Users,OU=MHC,DC=corp,DC=mhc,DC=internal\n"
            "Enabled           : True\nGivenName         : ⟨given⟩\nObjectClass       : user\n"
            "ObjectGUID        : ⟨guid⟩\nSamAccountName    : ⟨sam⟩\nSID               : ⟨dom⟩-⟨rid⟩"
            "\nUserPrincipalName : ⟨sam⟩@meridale-health.net",
            "Entra Connect sourceAnchor for ⟨sam⟩: ImmutableId ⟨imm⟩ = base64 of objectGUID "
            "⟨guid⟩ (little-endian bytes)",
            "Hard-match fix: Set-MgUser -UserId ⟨sam⟩@meridale-health.net -OnPremisesImmutableId "
            "'⟨imm⟩' (from ObjectGUID ⟨guid⟩)",
        ),
        _aduser,
    ),
    Kind(
        "ldif_base64_attributes",
        (
            "# ⟨sam⟩, ⟨grp⟩\ndn: CN=⟨fam⟩ ⟨given⟩,OU=Contractors,OU=Users,OU=MHC,DC=corp,DC=mhc,"
            "DC=internal\nobjectGUID:: ⟨bguid⟩\nobjectSid:: ⟨bsid⟩\nmemberOf: CN=⟨grp⟩,OU=Groups,"
            "OU=MHC,DC=corp,DC=mhc,DC=internal\nuserAccountControl: 512\npwdLastSet: ⟨pls⟩",
            "ldapsearch -Y GSSAPI -H ldaps://dc01.corp.mhc.internal -b 'DC=corp,DC=mhc,DC=internal'"
            " "
            "'(sAMAccountName=⟨sam⟩)' objectSid → objectSid:: ⟨bsid⟩ (= ⟨sid⟩)",
            "The double colon in `objectGUID:: ⟨bguid⟩` means base64; decoded little-endian it is "
            "⟨guid⟩",
        ),
        _ldif,
    ),
    Kind(
        "kerberos_ticket_listings",
        (
            "Current LogonId is 0:0x⟨logon⟩\n\nCached Tickets: (1)\n\n#0>\tClient: ⟨svc⟩ @ "
            "CORP.MHC.INTERNAL\n\tServer: krbtgt/CORP.MHC.INTERNAL @ CORP.MHC.INTERNAL\n\t"
            "KerbTicket Encryption Type: AES-256-CTS-HMAC-SHA1-96\n\tTicket Flags 0x40e10000 -> "
            "forwardable renewable initial pre_authent name_canonicalize\n\tStart Time: 3/⟨d⟩/2025 "
            "⟨t⟩ (local)\n\tSession Key Type: AES-256-CTS-HMAC-SHA1-96\n\tKdc Called: "
            "⟨dc⟩.corp.mhc."
            "internal",
            "$ klist -k -t /etc/krb5.keytab\nKeytab name: FILE:/etc/krb5.keytab\nKVNO Timestamp    "
            " "
            "      Principal\n---- ------------------- ------------------------------------------\n"
            "   ⟨kvno⟩ 03/⟨d⟩/2025 ⟨t⟩ HTTP/⟨host⟩@CORP.MHC.INTERNAL",
            "setspn -L ⟨svc⟩\nRegistered ServicePrincipalNames for CN=⟨svc⟩,OU=Service Accounts,"
            "DC=corp,DC=mhc,DC=internal:\n        HTTP/⟨host⟩\n        MSSQLSvc/⟨host⟩:1433",
        ),
        _klist,
    ),
    Kind(
        "saml_idp_metadata",
        (
            '<md:EntityDescriptor entityID="http://www.okta.com/⟨exk⟩" xmlns:md="urn:oasis:names:'
            'tc:SAML:2.0:metadata">\n  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" '
            'protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">\n    '
            "<md:KeyDescriptor "
            'use="signing">\n      <ds:KeyInfo '
            'xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>'
            "<ds:X509Certificate>⟨cert⟩</ds:X509Certificate></ds:X509Data></ds:KeyInfo>\n    "
            "</md:KeyDescriptor>",
            "Okta ⟨app⟩ app metadata: https://⟨org⟩.okta.com/app/⟨exk⟩/sso/saml/metadata — "
            "signing cert thumbprint ⟨thumb⟩, rolled over on the 28th",
            "IdP signing certificate (public, from the metadata) for ⟨app⟩: ⟨cert⟩",
        ),
        _saml_meta,
    ),
    Kind(
        "saml_response_signature",
        (
            '<ds:SignedInfo>\n  <ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/'
            'xml-exc-c14n#"/>\n  <ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-'
            'more#rsa-sha256"/>\n  <ds:Reference URI="#⟨id⟩">\n    <ds:DigestValue>⟨dv⟩'
            "</ds:DigestValue>\n  </ds:Reference>\n</ds:SignedInfo>\n<ds:SignatureValue>⟨sv⟩"
            "</ds:SignatureValue>",
            "SAML-tracer: Response ⟨resp⟩ InResponseTo ⟨irt⟩, Assertion ⟨id⟩, NotOnOrAfter "
            "⟨ts⟩Z, NameID ⟨user⟩ — signature verified against the metadata cert",
            "Digest mismatch on assertion ⟨id⟩: DigestValue ⟨dv⟩ vs ours after the proxy "
            "reformatted whitespace; SignatureValue ⟨sv1⟩",
        ),
        _saml_sig,
    ),
    Kind(
        "scim_provisioning_payloads",
        (
            '{\n  "schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"],\n  "id": "⟨id⟩",\n  '
            '"externalId": "⟨ext⟩",\n  "userName": "⟨user⟩",\n  "name": { "givenName": "⟨given⟩", '
            '"familyName": "⟨fam⟩" },\n  "active": true,\n  "meta": { "resourceType": "User", '
            '"version": "W/\\"⟨ver⟩\\"", "lastModified": "⟨ts⟩Z" }\n}',
            'PATCH /scim/v2/Users/⟨id⟩ {"schemas":["urn:ietf:params:scim:api:messages:2.0:'
            'PatchOp"],"Operations":[{"op":"replace","value":{"active":false}}]} → 200, '
            'ETag W/"⟨ver⟩"',
            "SCIM group ⟨grp⟩ push from Okta failed for ⟨ext⟩ (409 uniqueness on userName "
            "⟨user⟩); the SCIM bearer token is configured in Okta's provisioning tab, not in the "
            "app",
        ),
        _scim,
    ),
    Kind(
        "okta_object_ids",
        (
            "Okta: user ⟨u⟩ in group ⟨g⟩ is assigned to ⟨app⟩ (app ⟨a⟩); sign-on policy ⟨p⟩ "
            "requires Verify push",
            "System Log: eventType=user.authentication.sso, uuid ⟨ev⟩, transaction.id ⟨tx⟩, "
            "target[0].id ⟨a⟩ (⟨app⟩), published ⟨ts⟩Z",
            "GET /api/v1/apps/⟨a⟩/users/⟨u⟩ returned 404 — the assignment came through group ⟨g⟩ "
            "only",
        ),
        _okta,
    ),
    Kind(
        "vault_metadata_output",
        (
            "$ vault kv metadata get -mount=secret ⟨path⟩\n========== Metadata ==========\nKey     "
            "                Value\n---                     -----\ncas_required            false\n"
            "created_time            ⟨created⟩.123456Z\ncurrent_version         ⟨ver⟩\n"
            "custom_metadata         map[owner:claims-platform rotation:90d]\nmax_versions      "
            "      10\nupdated_time            ⟨updated⟩.654321Z",
            "Dynamic SQL creds lease database/creds/claims-ro/⟨lease⟩ (ttl ⟨ttl⟩) — revoke with "
            "`vault lease revoke -prefix database/creds/claims-ro`",
            "$ vault auth list\nPath         Type       Accessor                 Description\n"
            "----         ----       --------                 -----------\napprole/     approle    "
            "auth_approle_⟨acc⟩    claims batch\nazure/       azure      auth_azure_⟨acc⟩      AKS "
            "MI",
        ),
        _vault,
    ),
    Kind(
        "cyberark_ccp_requests",
        (
            "curl --cert client.pem --key client.key 'https://ccp.mhc.internal/AIMWebService/api/"
            "Accounts?AppID=⟨app⟩&Safe=APP-CLAIMS-PRD&Object=Database-MSSQL-⟨host⟩-svc_claims'"
            "  # response has Content = the password, never log it",
            "PVWA: account ⟨acct⟩ (⟨host⟩ / svc_claims) — last CPM change 3/⟨d⟩/2025, status "
            "Verified, platform MSSQL-Rotate30",
            "APPAP004E Password object matching query [Safe=APP-CLAIMS-PRD;Object=Database-MSSQL-"
            "⟨host⟩-svc_claims] was not found (Diagnostic Info: 5) — request ⟨req⟩",
        ),
        _cyberark,
    ),
    Kind(
        "windows_security_events",
        (
            "An account failed to log on.\n\nAccount For Which Logon Failed:\n\tSecurity ID:\t\t"
            "NULL SID\n\tAccount Name:\t\t⟨svc⟩\n\tAccount Domain:\t\tMHC\n\nFailure Information:\n"
            "\tFailure Reason:\t\tUnknown user name or bad password.\n\tStatus:\t\t\t0xC000006D\n"
            "\tSub Status:\t\t0xC000006A\n\nNetwork Information:\n\tWorkstation Name:\t⟨ws⟩\n"
            "\tSource Network Address:\t⟨ip⟩",
            "4724 An attempt was made to reset an account's password. Subject Logon ID ⟨logon⟩; "
            "Target Account Security ID ⟨dom⟩-⟨rid⟩ (⟨svc⟩) at ⟨ts⟩",
            "4768 TGT requested for ⟨svc⟩: Ticket Encryption Type 0x12, Pre-Authentication Type 2,"
            " Client Address ::ffff:⟨ip⟩, Result Code 0x18 (bad password) — ⟨ts⟩",
            "Event 4625 storm from ⟨ws⟩ (⟨ip⟩), Caller Process ID ⟨proc⟩: a scheduled task still "
            "had the old svc_claims password saved",
        ),
        _events,
        n=6,
    ),
    Kind(
        "gmsa_managed_password_properties",
        (
            "PS> Get-ADServiceAccount ⟨name⟩ -Properties "
            "PrincipalsAllowedToRetrieveManagedPassword,"
            "msDS-ManagedPasswordInterval\n\nDistinguishedName : CN=⟨name⟩,CN=Managed Service "
            "Accounts,DC=corp,DC=mhc,DC=internal\nmsDS-ManagedPasswordInterval : 30\nObjectGUID : "
            "⟨guid⟩\nPrincipalsAllowedToRetrieveManagedPassword : {CN=⟨host⟩,OU=Servers,DC=corp,"
            "DC=mhc,DC=internal}\nSID : ⟨dom⟩-⟨rid⟩",
            "Test-ADServiceAccount ⟨name⟩ → True on ⟨host⟩. Nobody knows the gMSA password; "
            "AD rotates it every 30 days",
            "msDS-ManagedPasswordId : {⟨bytes⟩...} — that is a key id for ⟨name⟩, not the password",
        ),
        _gmsa,
    ),
)
