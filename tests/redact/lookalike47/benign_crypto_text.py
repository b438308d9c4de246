"""Benign look-alikes that are public key material, digests, versions, references to
secrets, placeholders, masked values and the word "password" with no secret."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike47.gen import (
    ALNUM,
    Kind,
    b64,
    b64url,
    cnpj,
    cpf_raw,
    dbx_host,
    hexs,
    num,
    pick,
    ssh_ed25519_pub,
    uhexs,
    uuid4,
    when,
    wrap,
)


def _sums(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 64),
        "sha2": hexs(r, 64),
        "md5": hexs(r, 32),
        "cmd5": b64(r, 16),
        "etag": "0x8DD" + uhexs(r, 12),
        "crc": b64(r, 8),
        "file": r.choice(
            (
                "nfe_xml_2031-02-10.zip",
                "BVBG.086.01_BV000328202502100328000001.xml.gz",
                "ajustes_b3_20310211.csv",
                "conab_safra_2030_31.xlsx",
            )
        ),
        "size": str(r.randint(10_000, 900_000_000)),
    }


def _certs(r: Random) -> dict[str, str]:
    t = when(r)
    return {
        "thumb": uhexs(r, 40),
        "serial": uhexs(r, 16),
        "sha256": ":".join(uhexs(r, 2) for _ in range(32)),
        "body": wrap("MIIH" + b64(r, 1380)[:1836], 64),
        "cnpj": cnpj(r),
        "until": t.replace(year=2032).strftime("%b %d %H:%M:%S %Y GMT"),
        "kid": hexs(r, 40),
    }


def _ssh(r: Random) -> dict[str, str]:
    return {
        "pub": ssh_ed25519_pub(r),
        "pub2": ssh_ed25519_pub(r),
        "fp": b64(r, 32).rstrip("="),
        "rsa": "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + b64(r, 384)[:514],
        "ip": f"200.{r.randint(140, 220)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        "who": r.choice(("svc_ingesta@sftp-ba", "rafael@notebook-cs", "deploy@shir-sp-01")),
    }


def _jwks(r: Random) -> dict[str, str]:
    kid = b64url(r, 20)
    return {
        "kid": kid,
        "n": b64url(r, 256),
        "x5c": b64(r, 900)[:1200],
        "x5t": kid,
        "tenant": uuid4(r),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "dbr": f"{r.randint(15, 17)}.{r.randint(0, 4)}.x-scala2.{r.choice(('12', '13'))}",
        "digest": hexs(r, 64),
        "whl": hexs(r, 64),
        "whl2": hexs(r, 64),
        "ora": f"19.{r.randint(22, 29)}.0.0.0",
        "pbi": f"2.{r.randint(140, 160)}.{r.randint(100, 1999)}.0",
        "cli": f"0.{r.randint(240, 299)}.{r.randint(0, 9)}",
        "ir": f"5.{r.randint(50, 60)}.{r.randint(9000, 9300)}.1",
        "azb": f"12.{r.randint(24, 30)}.{r.randint(0, 3)}",
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "kv": r.choice(("kv-cs-dados-prd", "kv-cs-ba")),
        "name": r.choice(("oracle-svc-etl-pw", "pagbank-token", "meli-client-secret", "up2data")),
        "ver": hexs(r, 32),
        "scope": r.choice(("kv-cs-prd", "erp", "pagamentos")),
        "ls": r.choice(("ls_keyvault_prd", "ls_kv_ba")),
        "sub": uuid4(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    raw = cpf_raw(r)
    return {
        "host": dbx_host(r),
        "stars": "*" * r.randint(8, 16),
        "last4": pick(r, ALNUM, 4),
        "cpfm": f"***.{raw[3:6]}.{raw[6:9]}-**",
        "card": f"{r.choice(('5502', '4514', '6062'))} {num(r, 2)}** **** {num(r, 4)}",
        "acct": r.choice(("stcsdatalakeprd", "stcsrawbr01")),
        "se": when(r).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "u": r.choice(("SVC_ETL", "BI_READER", "svc_ba_ingesta", "cs_dados")),
        "days": str(r.choice((60, 90, 180))),
        "n": str(r.choice((14, 16, 20))),
        "d": when(r).strftime("%d/%m"),
        "ticket": "CHG" + num(r, 7),
    }


BENIGN_CRYPTO_TEXT: tuple[Kind, ...] = (
    Kind(
        "file_checksums_and_etags",
        (
            "sha256sum ⟨file⟩\n⟨sha⟩  ⟨file⟩",
            "Arquivo ⟨file⟩ (⟨size⟩ bytes), md5 ⟨md5⟩ — bate com o manifesto da B3",
            'Content-MD5: ⟨cmd5⟩\nETag: "⟨etag⟩"\nx-ms-content-crc64: ⟨crc⟩',
            '{"name": "⟨file⟩", "contentLength": ⟨size⟩, "etag": "⟨etag⟩", "contentMD5": "⟨cmd5⟩"}',
            "El hash SHA-256 del zip de XML cambió (⟨sha⟩ → ⟨sha2⟩): reprocesamos.",
        ),
        _sums,
        secrets=(),
    ),
    Kind(
        "certificate_thumbprints_and_public_certs",
        (
            "Certificado e-CNPJ A1 ⟨cnpj⟩: serial ⟨serial⟩, thumbprint SHA-1 ⟨thumb⟩, "
            "válido até ⟨until⟩",
            "SHA256 Fingerprint=⟨sha256⟩",
            "-----BEGIN CERTIFICATE-----\n⟨body⟩\n-----END CERTIFICATE-----",
            "Certificado público do Pix (só a cadeia, sem chave):\n\n-----BEGIN CERTIFICATE-----"
            "\n⟨body⟩\n-----END CERTIFICATE-----\n",
            "az keyvault certificate show --vault-name kv-cs-dados-prd -n ecnpj-a1 --query x509"
            'ThumbprintHex → "⟨thumb⟩"',
            "Subject Key Identifier: ⟨kid⟩ (serial ⟨serial⟩)",
        ),
        _certs,
        secrets=(),
    ),
    Kind(
        "ssh_public_keys_and_fingerprints",
        (
            "ssh-ed25519 ⟨pub⟩ ⟨who⟩",
            "authorized_keys do SFTP:\nssh-ed25519 ⟨pub⟩ ⟨who⟩\nssh-ed25519 ⟨pub2⟩ "
            "lucia@notebook-ba",
            "ED25519 key fingerprint is SHA256:⟨fp⟩.",
            "⟨ip⟩ ssh-rsa ⟨rsa⟩",
            "La clave pública que mandamos a la corredora: ssh-ed25519 ⟨pub⟩",
        ),
        _ssh,
        secrets=(),
    ),
    Kind(
        "jwks_public_keys",
        (
            '{"kty": "RSA", "use": "sig", "kid": "⟨kid⟩", "x5t": "⟨x5t⟩", "n": "⟨n⟩", "e": "AQAB"}',
            "https://login.microsoftonline.com/⟨tenant⟩/discovery/v2.0/keys devolve kid "
            "⟨kid⟩ — o token do PBI foi assinado com ela",
            '"x5c": ["⟨x5c⟩"]',
            "Modulus (n) da chave pública usada para validar o JWT: ⟨n⟩",
        ),
        _jwks,
        n=9,
        secrets=(),
    ),
    Kind(
        "version_strings_and_digests",
        (
            "spark_version: ⟨dbr⟩ (antes 14.3.x-scala2.12)",
            "FROM mcr.microsoft.com/azure-cli@sha256:⟨digest⟩",
            "azure-storage-blob==⟨azb⟩ \\\n    --hash=sha256:⟨whl⟩ \\\n    --hash=sha256:⟨whl2⟩",
            "Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production Version ⟨ora⟩",
            "Power BI Desktop ⟨pbi⟩ 64-bit; Databricks CLI v⟨cli⟩; SHIR ⟨ir⟩",
        ),
        _versions,
        secrets=(),
    ),
    Kind(
        "secret_references",
        (
            '"password": {"type": "AzureKeyVaultSecret", "store": {"referenceName": "⟨ls⟩", '
            '"type": "LinkedServiceReference"}, "secretName": "⟨name⟩"}',
            "@Microsoft.KeyVault(SecretUri=https://⟨kv⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩)",
            'pw = dbutils.secrets.get(scope="⟨scope⟩", key="⟨name⟩")',
            "spark.hadoop.fs.azure.account.oauth2.client.secret {{secrets/⟨scope⟩/⟨name⟩}}",
            "password: ${{ secrets.ORACLE_PASSWORD }}  # vem do environment prd",
            "databricks secrets create-scope ⟨scope⟩ --scope-backend-type AZURE_KEYVAULT "
            "--resource-id /subscriptions/⟨sub⟩/resourceGroups/rg-cs-dados-prd/providers/"
            "Microsoft.KeyVault/vaults/⟨kv⟩",
        ),
        _refs,
        secrets=(),
    ),
    Kind(
        "placeholders_masked_and_redacted",
        (
            "DATABRICKS_HOST=https://⟨host⟩\nDATABRICKS_TOKEN=<seu-token-aqui>",
            'password: "⟨stars⟩"  # o valor real está no Key Vault',
            "https://⟨acct⟩.blob.core.windows.net/exports?sv=2024-11-04&se=⟨se⟩&sp=r&sig=REDACTED",
            "O token antigo terminava em …⟨last4⟩; já foi revogado.",
            "Cartão corporativo ⟨card⟩ e CPF ⟨cpfm⟩ aparecem mascarados no log, ok.",
            "client_secret=${MELI_CLIENT_SECRET} refresh_token=${MELI_REFRESH_TOKEN}",
            "PWD=[REDACTED];UID=token;HTTPPath=/sql/1.0/warehouses/xxxxxxxxxxxxxxxx",
        ),
        _placeholders,
        secrets=(),
    ),
    Kind(
        "password_word_without_secret",
        (
            "A senha do ⟨u⟩ expira a cada ⟨days⟩ dias; abrir ⟨ticket⟩ antes de ⟨d⟩.",
            "La contraseña del ⟨u⟩ se cambia por el portal; nunca la pegues en el notebook.",
            "Password policy do ERP: mínimo ⟨n⟩ caracteres, sem repetir as últimas 5.",
            "Erro 'password authentication failed for user \"⟨u⟩\"' = o secret no KV estava "
            "desatualizado, não a senha em si.",
            "Reset de senha do ⟨u⟩ feito pelo DBA (⟨ticket⟩); novo valor só no cofre.",
            "passwordless: o ADF usa managed identity para o ⟨u⟩? Não — Oracle não suporta.",
        ),
        _prose,
        secrets=(),
    ),
)
