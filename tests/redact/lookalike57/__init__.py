"""Look-alike corpus 57: memory notes of a ride-hailing and delivery app (Guadalajara and
Medellín, October 2032); a held-out ``holdout`` split of secrets and benign look-alikes."""
