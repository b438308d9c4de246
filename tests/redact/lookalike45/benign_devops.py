"""Benign look-alikes from the build and run side: commit hashes, image digests, versions,
SonarQube keys, Bitbucket Pipelines logs, checksums and Kubernetes metadata. All must come
out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike45.gen import (
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64,
    clock,
    day,
    digits,
    guid,
    hexs,
    pick,
    stamp,
)

_REPOS = (
    "ebk-portal",
    "ebk-gateway-six",
    "ebk-swift-adapter",
    "ebk-twint",
    "ebk-qrbill",
    "ebk-infra",
)
_AUTHORS = (
    "Léa Favre <lea.favre@lemanis.ch>",
    "Tiago Sousa <tiago.sousa@lemanis.ch>",
    "Inês Carvalho <ines.carvalho@lemanis.ch>",
    "Jonas Meier <jonas.meier@lemanis.ch>",
)
_SUBJECTS = (
    "fix(qrbill): accept QR-IBAN with SCOR only when IID < 30000",
    "feat(twint): refund endpoint behind feature flag",
    "chore(deps): bump Azure.Identity to 1.19.0",
    "fix(six): retry pacs.002 download on 503",
    "refactor(portal): move Avaloq client to typed HttpClient",
    "docs: rotation runbook for Key Vault secrets",
)


def _dev(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "short": sha[:7],
        "sha2": hexs(r, 40),
        "sha3": hexs(r, 40),
        "short2": hexs(r, 7),
        "short3": hexs(r, 7),
        "tree": hexs(r, 40),
        "repo": r.choice(_REPOS),
        "author": r.choice(_AUTHORS),
        "subj": r.choice(_SUBJECTS),
        "subj2": r.choice(_SUBJECTS),
        "day": day(r),
        "time": clock(r),
        "ts": stamp(r),
        "pr": str(r.randint(300, 2400)),
        "build": str(r.randint(1800, 9800)),
        "uuid": guid(r),
        "uuid2": guid(r),
        "dig": hexs(r, 64),
        "dig2": hexs(r, 64),
        "ver": f"1.{r.randint(30, 48)}.{r.randint(0, 12)}",
        "ver2": f"{r.randint(2, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "sqkey": "A" + pick(r, "WXYZ", 1) + pick(r, B64URL, 18),
        "sqkey2": "A" + pick(r, "WXYZ", 1) + pick(r, B64URL, 18),
        "task": "A" + pick(r, "WXYZ", 1) + pick(r, B64URL, 18),
        "sri": b64(r, 64),
        "sri2": b64(r, 48),
        "sum256": hexs(r, 64),
        "sum512": hexs(r, 128),
        "md5": hexs(r, 32),
        "podh": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        "pods": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "rv": digits(r, 9).lstrip("0") or "1",
        "ns": r.choice(("ebanking", "payments", "twint", "qrbill")),
        "age1": str(r.randint(2, 90)),
        "age2": str(r.randint(2, 90)),
        "age3": str(r.randint(100, 400)),
        "minor": str(r.randint(0, 9)),
        "mm": f"{r.randint(1, 10):02d}",
        "node": "aks-userpool-" + digits(r, 8) + "-vmss0000" + pick(r, LOWER_ALNUM, 2),
    }


DEVOPS: tuple[Kind, ...] = (
    Kind(
        "git_commit_hashes",
        (
            "commit ⟨sha⟩\nAuthor: ⟨author⟩\nDate:   ⟨day⟩ ⟨time⟩ +0200\n\n    ⟨subj⟩",
            "$ git log --oneline -3\n⟨short⟩ ⟨subj⟩\n⟨short2⟩ ⟨subj2⟩\n"
            "⟨short3⟩ Merged in pull request #⟨pr⟩ (⟨repo⟩)",
            "Le hotfix est dans ⟨sha⟩ ; le tag v⟨ver⟩ pointe encore sur ⟨sha2⟩.",
            "git cherry-pick ⟨sha⟩ && git push origin release/⟨ver⟩",
            "$ git rev-parse HEAD origin/main\n⟨sha⟩\n⟨sha2⟩",
            "Der Fehler kam mit ⟨short⟩ („⟨subj⟩“), Revert in ⟨sha3⟩.",
            "tree ⟨tree⟩\nparent ⟨sha2⟩\nauthor ⟨author⟩ 1917504000 +0200",
        ),
        _dev,
    ),
    Kind(
        "container_image_digests",
        (
            "image: acrebkprodchn.azurecr.io/⟨repo⟩@sha256:⟨dig⟩",
            "$ kubectl -n ebanking get pod ⟨repo⟩-⟨podh⟩-⟨pods⟩ -o jsonpath='{.status."
            "containerStatuses[0].imageID}'\nacrebkprodchn.azurecr.io/⟨repo⟩@sha256:⟨dig⟩",
            "⟨ver⟩: digest: sha256:⟨dig⟩ size: 2419",
            "A imagem ⟨repo⟩:⟨ver⟩ tem o digest sha256:⟨dig⟩; a ⟨ver2⟩ tinha sha256:⟨dig2⟩.",
            "Trivy scan of sha256:⟨dig⟩: 0 CRITICAL, 2 HIGH (libssl3).",
        ),
        _dev,
    ),
    Kind(
        "version_strings",
        (
            "Versions en prod au ⟨day⟩ : portal ⟨ver⟩, gateway-six ⟨ver2⟩, Avaloq 7.6.2 "
            "(Release 2030.09), SonarQube 2030.2.1.104822.",
            "Microsoft.Identity.Web ⟨ver2⟩ / Azure.Security.KeyVault.Secrets 4.9.0 / "
            "Azure.Messaging.EventHubs ⟨ver2⟩",
            "api-version=2024-11-30-preview wird von APIM für ⟨repo⟩ abgelehnt, 2024-05-01 geht "
            "(Build ⟨build⟩).",
            "kubectl version: Client v1.33.⟨minor⟩, Server v1.33.2 "
            "(AKS node image AKSUbuntu-2204gen2"
            "containerd-2030⟨mm⟩.07.0) on ⟨node⟩",
            "helm upgrade ⟨repo⟩ ./charts/⟨repo⟩ --version ⟨ver⟩ --set image.tag=⟨ver⟩-⟨short⟩",
            "Versão do SDK TWINT: ⟨ver2⟩ (build ⟨build⟩); a ⟨ver⟩ ainda não suporta reembolsos "
            "parciais.",
        ),
        _dev,
    ),
    Kind(
        "sonarqube_identifiers",
        (
            "https://sonar.lemanis.internal/project/issues?id=⟨repo⟩&issues=⟨sqkey⟩&open=⟨sqkey⟩",
            "Quality gate failed on ⟨repo⟩ (task ⟨task⟩): 3 new issues, coverage 71.4% < 80%",
            "$ curl -s 'https://sonar.lemanis.internal/api/ce/task?id=⟨task⟩' | jq .task.status\n"
            '"SUCCESS"',
            "Issue Sonar ⟨sqkey⟩ (S2068 « Hard-coded password ») = faux positif : c'est le nom "
            "de la clé ⟨sqkey2⟩ dans la config, pas une valeur.",
            "sonar.projectKey=⟨repo⟩\nsonar.projectVersion=⟨ver⟩\nsonar.scm.revision=⟨sha⟩",
        ),
        _dev,
    ),
    Kind(
        "bitbucket_pipelines_logs",
        (
            "Pipeline #⟨build⟩ for ⟨repo⟩ on branch main\nBuild UUID: {⟨uuid⟩}\n"
            "Step UUID: {⟨uuid2⟩}\nCommit: ⟨sha⟩",
            '+ echo "Using SONAR_TOKEN=$SONAR_TOKEN"\nUsing SONAR_TOKEN=$SONAR_TOKEN\n'
            "+ ./gradlew sonar -Dsonar.projectKey=⟨repo⟩\n"
            "# build ⟨build⟩: the value is a secured variable and is masked in the log",
            "https://bitbucket.org/lemanis/⟨repo⟩/pipelines/results/⟨build⟩/steps/%7B⟨uuid2⟩%7D",
            "BITBUCKET_COMMIT=⟨sha⟩\nBITBUCKET_BUILD_NUMBER=⟨build⟩\n"
            "BITBUCKET_PIPELINE_UUID={⟨uuid⟩}\nBITBUCKET_REPO_SLUG=⟨repo⟩",
            "A pipeline ⟨build⟩ falhou no passo Sonar; o commit ⟨short⟩ está limpo, foi o "
            "runner (UUID {⟨uuid⟩}).",
        ),
        _dev,
    ),
    Kind(
        "checksums_and_integrity",
        (
            "$ sha256sum ebk-portal-⟨ver⟩.tar.gz\n⟨sum256⟩  ebk-portal-⟨ver⟩.tar.gz",
            '"node_modules/@azure/msal-browser": {\n  "version": "⟨ver2⟩",\n'
            '  "resolved": "https://registry.npmjs.org/@azure/msal-browser/-/msal-browser-⟨ver2⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            '<script src="https://cdn.lemanis.ch/portal/⟨ver⟩/app.js" integrity="sha384-⟨sri2⟩" '
            'crossorigin="anonymous"></script>',
            "Prüfsumme der Avaloq-Lieferung (SHA-512): ⟨sum512⟩",
            "MD5 du fichier camt.053 reçu : ⟨md5⟩ — identique à celui de SIX, pas de corruption.",
        ),
        _dev,
    ),
    Kind(
        "kubernetes_metadata",
        (
            "$ kubectl -n ⟨ns⟩ get secrets\n"
            "NAME                 TYPE                             DATA   AGE\n"
            "ebk-sql              Opaque                           2      ⟨age1⟩d\n"
            "six-gw-credentials   Opaque                           1      ⟨age2⟩d\n"
            "acr-pull             kubernetes.io/dockerconfigjson   1      ⟨age3⟩d",
            "metadata:\n  name: ⟨repo⟩-⟨podh⟩-⟨pods⟩\n  namespace: ebanking\n  uid: ⟨uuid⟩\n"
            '  resourceVersion: "⟨rv⟩"\n  ownerReferences:\n  - kind: ReplicaSet\n'
            "    name: ⟨repo⟩-⟨podh⟩\n    uid: ⟨uuid2⟩",
            "Pod ⟨repo⟩-⟨podh⟩-⟨pods⟩ auf ⟨node⟩ in CrashLoopBackOff (Exit 137, OOMKilled).",
            'Warning  FailedMount  ⟨age1⟩s  kubelet  MountVolume.SetUp failed for volume "kv" : '
            "rpc error:"
            " code = Unknown desc = failed to get objectType:secret, objectName:six-blink-client-"
            "secret, objectVersion:: keyvault.BaseClient#GetSecret: Failure responding to request:"
            " StatusCode=403",
            "O pod ⟨repo⟩-⟨podh⟩-⟨pods⟩ (uid ⟨uuid⟩) reiniciou 14 vezes desde ⟨time⟩.",
        ),
        _dev,
    ),
)
