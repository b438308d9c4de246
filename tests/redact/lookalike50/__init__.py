"""The fiftieth look-alike corpus: held-out secrets and benign look-alikes for a shipping and
port-logistics integration team (Piraeus and Limassol, August 2031)."""
